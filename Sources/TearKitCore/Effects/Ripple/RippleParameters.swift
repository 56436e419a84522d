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
/// rings cross the card. Seed 004 (WWDC24's ripple) uses 12 pt, 15 rad/s, 8 /s and 1200 pt/s: crests
/// 503 pt apart, longer than a card, which then swells as a whole like a zoom pulse instead of
/// showing rings. Pass those values to get the seed's wave (for example on a full-screen photo).
/// The amplitude is kept well below the wavelength over 2π (here 6 < 10 pt), so the content never folds over.
///
/// Every value is sanitised on creation: non-finite input falls back to the default and each value
/// is clamped to its range, so a shader never receives NaN or a division by zero.
public struct RippleParameters: Sendable, Equatable {
    /// The largest displacement, in points. Range 0…100, default 6 (seed 004: 12). Also the effect's `maxSampleOffset`.
    public var amplitude: Double
    /// Angular frequency of the oscillation, in radians per second. Range 0…100, default 30
    /// (about 4.8 oscillations per second; seed 004: 15).
    public var frequency: Double
    /// How fast the oscillation dies out, per second (`exp(−decay × t)`). Range 0…50, default 6
    /// (down to 10 % after 0.38 s, when the wave has run 115 pt on; seed 004: 8).
    public var decay: Double
    /// How fast the wave front travels outward, in points per second. Range 1…10 000, default 300 (seed 004: 1200).
    public var speed: Double

    /// The ranges the values are clamped to.
    public static let amplitudeRange = 0.0...100.0, frequencyRange = 0.0...100.0
    /// The ranges the values are clamped to.
    public static let decayRange = 0.0...50.0, speedRange = 1.0...10_000.0

    /// Creates parameters; see the properties for units, ranges and defaults.
    public init(amplitude: Double = 6, frequency: Double = 30, decay: Double = 6, speed: Double = 300) {
        self.amplitude = Self.sanitised(amplitude, in: Self.amplitudeRange, default: 6)
        self.frequency = Self.sanitised(frequency, in: Self.frequencyRange, default: 30)
        self.decay = Self.sanitised(decay, in: Self.decayRange, default: 6)
        self.speed = Self.sanitised(speed, in: Self.speedRange, default: 300)
    }

    /// Seed 004's values (12 pt, 15 rad/s, 8 /s, 1200 pt/s): a wave 503 pt long, for full-screen content.
    public static let seed004 = RippleParameters(amplitude: 12, frequency: 15, decay: 8, speed: 1200)

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
    /// (``duration(reaching:)``). The `rippleEffect(at:trigger:parameters:)` modifier runs this long.
    public func duration(from origin: CGPoint, in viewSize: CGSize) -> TimeInterval {
        RippleUniforms(origin: origin, elapsedTime: 0, parameters: self, viewSize: viewSize).duration(in: viewSize)
    }

    /// The longest a ripple runs, in seconds (an undamped one would never end).
    public static let maximumDuration: TimeInterval = 10
    /// Below this displacement, in points, the ripple counts as over.
    static let visibleDisplacement = 0.25

    private static func sanitised(_ value: Double, in range: ClosedRange<Double>, default fallback: Double) -> Double {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
    }
}
