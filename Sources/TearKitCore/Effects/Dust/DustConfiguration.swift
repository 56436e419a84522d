import Foundation

/// How a view disintegrates into dust: the particles' size, how long the whole removal takes, the side
/// the front sweeps from, the wind and turbulence the particles drift in, and the random seed.
///
/// A front crosses the view along ``direction``, ragged with noise; each particle leaves as the front
/// passes it. Most fade within a fraction of their flight, so the picture thins at once behind the
/// front; the rest lift and drift with the wind, swirled by smooth turbulence, shrinking and fading as
/// soft motes of their own size and opacity. What the front has not reached stays intact and sharp. Every number is cleaned whenever it is set,
/// in the initializer or later: a finite value is limited to its range and NaN or ±∞ becomes its
/// default.
public struct DustConfiguration: Sendable, Equatable {
    /// The side of one particle, in device pixels, rounded to a whole pixel (1, 2, 3 or 4). Default 2;
    /// range 1…4. A full-screen view of 1290 × 2796 px is about 900,000 particles of 2 × 2 px.
    public var particleSize: Double {
        get { storedParticleSize }
        set { storedParticleSize = Limits.particleSize.clamp(newValue) }
    }
    /// How long the whole removal takes, in seconds: the front's sweep across the view (the first 55 %)
    /// plus the flight of the last particle it frees (the rest, 45 %). Default 1.4; range 0.3…5.
    public var duration: TimeInterval {
        get { storedDuration }
        set { storedDuration = Limits.duration.clamp(newValue) }
    }
    /// The direction the front sweeps in, in radians, y down: 0 (default) starts at the left edge and
    /// sweeps to the right, π/2 from the top down, π from the right edge to the left. Any finite angle
    /// is taken modulo 2π (range 0…2π).
    public var direction: Double {
        get { storedDirection }
        set { storedDirection = Limits.direction.clamp(Self.wrapped(newValue)) }
    }
    /// How far the wind carries each particle, along ``direction`` and upwards: 1 (default) 20…60 pt
    /// along and 12…40 pt up over a whole flight (each particle its own; most fade long before, each
    /// living 20…100 % of the flight), 0 no drift. Range 0…3.
    public var wind: Double {
        get { storedWind }
        set { storedWind = Limits.wind.clamp(newValue) }
    }
    /// How strongly smooth, swirling turbulence (curl noise) stirs the particles: 1 (default) swirls
    /// them by up to 22 pt, 0 not at all. Range 0…3.
    public var turbulence: Double {
        get { storedTurbulence }
        set { storedTurbulence = Limits.turbulence.clamp(newValue) }
    }
    /// The random seed: the same seed, view and configuration turn a view into the same dust on every
    /// run. Default 0.
    public var seed: UInt64

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedParticleSize = Defaults.particleSize
    private var storedDuration = Defaults.duration
    private var storedDirection = Defaults.direction
    private var storedWind = Defaults.wind
    private var storedTurbulence = Defaults.turbulence

    /// Creates a configuration; see the properties for units, ranges and defaults. Every number is
    /// cleaned as it is when set later.
    public init(
        particleSize: Double = Defaults.particleSize, duration: TimeInterval = Defaults.duration,
        direction: Double = Defaults.direction, wind: Double = Defaults.wind,
        turbulence: Double = Defaults.turbulence, seed: UInt64 = 0
    ) {
        self.seed = seed
        self.particleSize = particleSize
        self.duration = duration
        self.direction = direction
        self.wind = wind
        self.turbulence = turbulence
    }

    /// A finite angle moved into 0..<2π; NaN and ±∞ unchanged (the limits replace them by the default).
    private static func wrapped(_ angle: Double) -> Double {
        guard angle.isFinite else { return angle }
        let turn = 2 * Double.pi
        let wrapped = angle.truncatingRemainder(dividingBy: turn)
        return wrapped < 0 ? wrapped + turn : wrapped
    }
}

extension DustConfiguration {
    /// The range and default of each number of the dust (see ``ParameterLimits``): read by every
    /// setter; each default comes from ``Defaults``, which the initializer's default arguments read too.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let particleSize = ParameterLimits(1...4, default: Defaults.particleSize)
        @_spi(Internal) public static let duration = ParameterLimits(0.3...5, default: Defaults.duration)
        @_spi(Internal) public static let direction = ParameterLimits(0...(2 * Double.pi), default: Defaults.direction)
        @_spi(Internal) public static let wind = ParameterLimits(0...3, default: Defaults.wind)
        @_spi(Internal) public static let turbulence = ParameterLimits(0...3, default: Defaults.turbulence)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let particleSize: Double = 2
        @usableFromInline package static let duration: Double = 1.4
        @usableFromInline package static let direction: Double = 0
        @usableFromInline package static let wind: Double = 1
        @usableFromInline package static let turbulence: Double = 1
    }
}
