import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tunable physics of a ripple: a damped sine wave travelling outward from a touch.
///
/// A pixel `d` points from the origin starts moving when the wave front reaches it, `d / speed`
/// seconds after the touch; `t` seconds after that it is displaced along the line from the origin by
///
///     amplitude × sin(frequency × t) × exp(−decay × t)   points.
///
/// Crests are `speed × 2π / frequency` points apart. The defaults are tuned for a card-sized view
/// (about 300 × 400 pt): 6 pt, 30 rad/s, 6 /s and 300 pt/s put crests 63 pt apart, so two or three
/// rings cross the card. ``pulse`` is a slower, longer wave for full-screen content.
/// The amplitude is kept well below the wavelength over 2π (here 6 < 10 pt), so the content never folds over.
///
/// Every number is cleaned whenever it is set, in the initializer or later: a finite value is limited
/// to its range and NaN or ±∞ becomes its default, so a shader never receives NaN or a division by zero.
public struct RippleConfiguration: Sendable, Equatable {
    /// The largest displacement, in points. Default 6; range 0…100. Also the effect's `maxSampleOffset`.
    public var amplitude: Double {
        get { storedAmplitude }
        set { storedAmplitude = Limits.amplitude.clamp(newValue) }
    }
    /// Angular frequency of the oscillation, in radians per second. Default 30 (about 4.8 oscillations
    /// per second); range 0…100.
    public var frequency: Double {
        get { storedFrequency }
        set { storedFrequency = Limits.frequency.clamp(newValue) }
    }
    /// How fast the oscillation dies out, per second (`exp(−decay × t)`). Default 6 (down to 10 % after
    /// 0.38 s, when the wave has run 115 pt on); range 0…50.
    public var decay: Double {
        get { storedDecay }
        set { storedDecay = Limits.decay.clamp(newValue) }
    }
    /// How fast the wave front travels outward, in points per second. Default 300; range 1…10 000.
    public var speed: Double {
        get { storedSpeed }
        set { storedSpeed = Limits.speed.clamp(newValue) }
    }

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedAmplitude = Defaults.amplitude
    private var storedFrequency = Defaults.frequency
    private var storedDecay = Defaults.decay
    private var storedSpeed = Defaults.speed

    /// The range ``amplitude`` is kept in, points.
    public static var amplitudeRange: ClosedRange<Double> { Limits.amplitude.range }
    /// The range ``frequency`` is kept in, radians per second.
    public static var frequencyRange: ClosedRange<Double> { Limits.frequency.range }
    /// The range ``decay`` is kept in, per second.
    public static var decayRange: ClosedRange<Double> { Limits.decay.range }
    /// The range ``speed`` is kept in, points per second.
    public static var speedRange: ClosedRange<Double> { Limits.speed.range }

    /// Creates a configuration; see the properties for units, ranges and defaults. Every number is
    /// cleaned as it is when set later.
    public init(
        amplitude: Double = Defaults.amplitude, frequency: Double = Defaults.frequency,
        decay: Double = Defaults.decay, speed: Double = Defaults.speed
    ) {
        self.amplitude = amplitude
        self.frequency = frequency
        self.decay = decay
        self.speed = speed
    }

    /// A slow, long, strong wave (12 pt, 15 rad/s, 8 /s, 1200 pt/s): crests 503 pt apart, longer than
    /// a card, so a card-sized view swells and settles as a whole like a zoom pulse, and a full-screen
    /// view shows one broad ring sweeping across it.
    public static let pulse = RippleConfiguration(amplitude: 12, frequency: 15, decay: 8, speed: 1200)

    /// How long the ripple visibly runs when the farthest pixel is `distance` points from the origin:
    /// until the wave has reached that pixel and its displacement has decayed below a quarter of a
    /// point (`distance / speed + ln(amplitude / 0.25) / decay`), at most ``maximumDuration``.
    /// A non-finite or negative distance counts as 0.
    public func duration(reaching distance: Double) -> TimeInterval {
        let travel = (distance.isFinite ? max(distance, 0) : 0) / speed
        guard amplitude > Self.visibleDisplacement else { return min(travel, Self.maximumDuration) }
        guard decay > 0 else { return Self.maximumDuration }
        return min(travel + log(amplitude / Self.visibleDisplacement) / decay, Self.maximumDuration)
    }

    /// How long a ripple from `origin` (points, in the view's coordinates) visibly runs on a
    /// `viewSize` view: until the wave has crossed the view to its farthest corner and died down
    /// (``duration(reaching:)``). The ripple effect runs this long.
    public func duration(from origin: CGPoint, in viewSize: CGSize) -> TimeInterval {
        RippleUniforms(origin: origin, elapsedTime: 0, configuration: self, viewSize: viewSize).duration(in: viewSize)
    }

    /// The longest a ripple runs, in seconds (an undamped one would never end).
    public static let maximumDuration: TimeInterval = 10
    /// Below this displacement, in points, the ripple counts as over.
    static let visibleDisplacement = 0.25
}

extension RippleConfiguration {
    /// The range and default of each number of a ripple (see ``ParameterLimits``): read by every
    /// setter; each default comes from ``Defaults``, which the initializer's default arguments read too.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let amplitude = ParameterLimits(0...100, default: Defaults.amplitude)
        @_spi(Internal) public static let frequency = ParameterLimits(0...100, default: Defaults.frequency)
        @_spi(Internal) public static let decay = ParameterLimits(0...50, default: Defaults.decay)
        @_spi(Internal) public static let speed = ParameterLimits(1...10_000, default: Defaults.speed)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let amplitude: Double = 6
        @usableFromInline package static let frequency: Double = 30
        @usableFromInline package static let decay: Double = 6
        @usableFromInline package static let speed: Double = 300
    }
}
