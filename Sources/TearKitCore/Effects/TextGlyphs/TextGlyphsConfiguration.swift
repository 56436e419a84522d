import Foundation

/// How a text breaks glyph by glyph: whether its glyphs shatter, turn to dust or the line tears in two,
/// how long it takes, how the glyphs' starts spread along the line, and the random seed.
///
/// Each glyph keeps its own shape: it is drawn, not snapshotted, so it stays crisp at every scale and
/// the text stays the text it was for VoiceOver. Glyphs leave in reading order (left to right, or right
/// to left with ``isRightToLeft``); an insertion plays the removal backwards. Every number is cleaned
/// whenever it is set, in the initializer or later: a finite value is limited to its range and NaN or
/// ±∞ becomes its default.
public struct TextGlyphsConfiguration: Sendable, Equatable {
    /// How the glyphs break: ``Style/shatter`` (default), ``Style/dust`` or ``Style/tearInTwo``.
    public var style: Style
    /// How long the whole break takes, in seconds, from the first glyph moving to the last one gone.
    /// Default 1.2; range 0.2…10.
    public var duration: TimeInterval {
        get { storedDuration }
        set { storedDuration = Limits.duration.clamp(newValue) }
    }
    /// The share of ``duration`` over which the glyphs' starts spread along the line, 0…0.9: 0 moves
    /// every glyph at once, 0.9 lets the first glyph go nine tenths of the time before the last. Each
    /// glyph then takes the rest of the duration, so every glyph is gone when the duration ends.
    /// Default 0.5.
    public var stagger: Double {
        get { storedStagger }
        set { storedStagger = Limits.stagger.clamp(newValue) }
    }
    /// Whether the text reads from right to left (Arabic, Hebrew): the break then starts at the right
    /// end of each line. Default `false`. The SwiftUI renderer sets it for each line: a line whose runs
    /// all read one way reads that way, and a line that mixes both reads as its paragraph, which the
    /// line's layout tells (where its first character stands against its last).
    public var isRightToLeft: Bool
    /// How shattering glyphs fall (``Style/shatter``): the shatter's physics, each glyph drawing its
    /// acceleration, sideways speed and spin from its ranges. `nil` (default): broken glass falling
    /// out of a region eight line heights tall (``ShatterPhysics/glass(fallHeight:)``).
    public var physics: ShatterPhysics?
    /// How far the wind carries a glyph turned to dust (``Style/dust``), along the line and upwards:
    /// 1 (default) 30…140 pt along and 20…100 pt up over its flight, 0 no drift; range 0…3, as
    /// ``DustConfiguration/wind``.
    public var wind: Double {
        get { storedWind }
        set { storedWind = DustConfiguration.Limits.wind.clamp(newValue) }
    }
    /// How strongly a glyph turned to dust swirls and turns as it drifts (``Style/dust``): 1 (default)
    /// about 12 pt of swirl, 0 none; range 0…3, as ``DustConfiguration/turbulence``.
    public var turbulence: Double {
        get { storedTurbulence }
        set { storedTurbulence = DustConfiguration.Limits.turbulence.clamp(newValue) }
    }
    /// The largest turn of each half of a line torn in two (``Style/tearInTwo``), in radians, hinged
    /// at the bottom of the cut. Default 0.5 (about 29°); range 0…π.
    public var rotation: Double {
        get { storedRotation }
        set { storedRotation = Limits.rotation.clamp(newValue) }
    }
    /// How far each half of a line torn in two flies sideways (``Style/tearInTwo``), in points; `nil`
    /// (default) is 0.75 × the line's width. Range 0…100 000; NaN and ±∞ become `nil`.
    public var distance: Double? {
        get { storedDistance }
        set {
            storedDistance = newValue.flatMap { $0.isFinite ? TearInTwoConfiguration.Limits.distance.clamp($0) : nil }
        }
    }
    /// The random seed: the same seed, text and configuration break the text the same way on every run.
    /// Default 0.
    public var seed: UInt64

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedDuration = Defaults.duration
    private var storedStagger = Defaults.stagger
    private var storedWind = DustConfiguration.Defaults.wind
    private var storedTurbulence = DustConfiguration.Defaults.turbulence
    private var storedRotation = Defaults.rotation
    private var storedDistance: Double?

    /// Creates a configuration; see the properties for units, ranges and defaults. Every number is
    /// cleaned as it is when set later.
    public init(
        style: Style = .shatter, duration: TimeInterval = Defaults.duration, stagger: Double = Defaults.stagger,
        isRightToLeft: Bool = false, physics: ShatterPhysics? = nil, wind: Double = DustConfiguration.Defaults.wind,
        turbulence: Double = DustConfiguration.Defaults.turbulence, rotation: Double = Defaults.rotation,
        distance: Double? = nil, seed: UInt64 = 0
    ) {
        self.style = style
        self.isRightToLeft = isRightToLeft
        self.physics = physics
        self.seed = seed
        self.duration = duration
        self.stagger = stagger
        self.wind = wind
        self.turbulence = turbulence
        self.rotation = rotation
        self.distance = distance
    }

    /// Glyphs that crack loose and fall, turning (the default configuration).
    public static let shatter = TextGlyphsConfiguration(style: .shatter)
    /// Glyphs that drift away and fade as the dust's front sweeps the line.
    public static let dust = TextGlyphsConfiguration(style: .dust)
    /// A line torn in two, its halves flying apart.
    public static let tearInTwo = TextGlyphsConfiguration(style: .tearInTwo)
}

extension TextGlyphsConfiguration {
    /// The range and default of each number of its own (see ``ParameterLimits``); the wind and the
    /// turbulence are the dust's (`DustConfiguration.Limits`), the distance the tear in two's.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let duration = ParameterLimits(0.2...10, default: Defaults.duration)
        @_spi(Internal) public static let stagger = ParameterLimits(0...0.9, default: Defaults.stagger)
        @_spi(Internal) public static let rotation = ParameterLimits(0...Double.pi, default: Defaults.rotation)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let duration: Double = 1.2
        @usableFromInline package static let stagger: Double = 0.5
        @usableFromInline package static let rotation: Double = 0.5
    }
}
