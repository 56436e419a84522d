/// The ranges each piece's motion is drawn from, plus a fade shared by all pieces.
///
/// Lengths are in points and times in seconds. ``squares(fallHeight:)`` and ``glass(fallHeight:)`` are
/// the presets TearKit uses for ``ShatterPattern/squares`` and ``ShatterPattern/glass``.
///
/// Every number is cleaned whenever it is set, in the initializer or later: a finite value is limited
/// to its range and NaN or ±∞ becomes its default (for a range, each bound). The defaults of the fall
/// are those of ``squares(fallHeight:)`` for an 852-pt window.
public struct ShatterPhysics: Sendable, Equatable {
    /// Downward acceleration of a piece, pt/s², drawn uniformly per piece. Each bound 10⁻⁶…10¹²;
    /// a bound that is not finite becomes 1278.
    public var acceleration: ClosedRange<Double> {
        get { storedAcceleration }
        set { storedAcceleration = Limits.acceleration.clamp(newValue) }
    }
    /// The highest downward speed, pt/s. Range 10⁻⁶…10¹²; NaN and ±∞ become 2556.
    public var terminalSpeed: Double {
        get { storedTerminalSpeed }
        set { storedTerminalSpeed = Limits.terminalSpeed.clamp(newValue) }
    }
    /// Every piece's vertical speed at the start, pt/s. Default 0; range 0…10¹², and a piece never
    /// starts faster than ``terminalSpeed``.
    public var initialVerticalSpeed: Double {
        get { storedInitialVerticalSpeed }
        set { storedInitialVerticalSpeed = Limits.initialVerticalSpeed.clamp(newValue) }
    }
    /// Horizontal speed, pt/s, drawn uniformly per piece. Each bound −10¹²…10¹²; a bound that is not
    /// finite becomes 0.
    public var sidewaysSpeed: ClosedRange<Double> {
        get { storedSidewaysSpeed }
        set { storedSidewaysSpeed = Limits.sidewaysSpeed.clamp(newValue) }
    }
    /// Angular speed magnitude at the terminal speed, rad/s, drawn per shard with a random sign: a shard
    /// turns in step with its fall (angle = spin × fall / terminalSpeed), so it starts turning gently.
    /// Used by ``ShatterPattern/shards(size:impact:)`` only: square pieces never turn. Default `0...0`;
    /// each bound −10⁴…10⁴, a bound that is not finite becomes 0.
    public var spin: ClosedRange<Double> {
        get { storedSpin }
        set { storedSpin = Limits.spin.clamp(newValue) }
    }
    /// When the pieces start to fade out, seconds. Default `.infinity`: never; range 0…∞, and NaN and −∞
    /// also mean never.
    public var fadeStart: Double {
        get { storedFadeStart }
        set { storedFadeStart = Limits.fadeStart.clamp(newValue) }
    }
    /// How long the fade takes, seconds. Default 0; range 0…10⁴.
    public var fadeDuration: Double {
        get { storedFadeDuration }
        set { storedFadeDuration = Limits.fadeDuration.clamp(newValue) }
    }
    /// How long the break takes to travel across the view, seconds. Default 0 (every piece moves at
    /// once); range 0…10. Used by ``ShatterPattern/shards(size:impact:)`` only: cracks run out from the
    /// impact over the first fifth of it, the shards part (each shrinks a little toward its own
    /// centre, all together, over 0.15 s, from rest to rest) from two fifths of it, and a shard starts to fall after a delay that
    /// grows with its height above the impact, from two fifths of `breakDelay` at or below it to all
    /// of it for the highest shard.
    public var breakDelay: Double {
        get { storedBreakDelay }
        set { storedBreakDelay = Limits.breakDelay.clamp(newValue) }
    }

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedAcceleration = Defaults.acceleration...Defaults.acceleration
    private var storedTerminalSpeed = Defaults.terminalSpeed
    private var storedInitialVerticalSpeed = Defaults.initialVerticalSpeed
    private var storedSidewaysSpeed = Defaults.sidewaysSpeed...Defaults.sidewaysSpeed
    private var storedSpin = Defaults.spin...Defaults.spin
    private var storedFadeStart = Defaults.fadeStart
    private var storedFadeDuration = Defaults.fadeDuration
    private var storedBreakDelay = Defaults.breakDelay

    /// Physics from explicit ranges; see the properties for units, ranges and defaults. Every number is
    /// cleaned as it is when set later.
    public init(
        acceleration: ClosedRange<Double>, terminalSpeed: Double,
        initialVerticalSpeed: Double = Defaults.initialVerticalSpeed,
        sidewaysSpeed: ClosedRange<Double>, spin: ClosedRange<Double> = 0...0,
        fadeStart: Double = Defaults.fadeStart, fadeDuration: Double = Defaults.fadeDuration,
        breakDelay: Double = Defaults.breakDelay
    ) {
        self.acceleration = acceleration
        self.terminalSpeed = terminalSpeed
        self.initialVerticalSpeed = initialVerticalSpeed
        self.sidewaysSpeed = sidewaysSpeed
        self.spin = spin
        self.fadeStart = fadeStart
        self.fadeDuration = fadeDuration
        self.breakDelay = breakDelay
    }

    /// Square pieces falling out of a region `fallHeight` points tall (a view's window, or the UIKit
    /// transition's container), in about 1.15 s whatever its height. With one unit half of
    /// `fallHeight`: no vertical speed at the start, a downward acceleration drawn from 3…4.5 units/s²,
    /// a terminal speed of 6 units/s, and a sideways speed drawn from ±0.3 units/s, reached at the
    /// terminal speed (the drift grows with the fall, about ±0.1 units/s on average over the fall out of
    /// the region: a gentle drift). No spin, no fade, no break delay: every piece moves at once.
    ///
    /// - Parameter fallHeight: points, > 0 (non-finite or non-positive values give 852, an iPhone's height).
    public static func squares(fallHeight: Double) -> ShatterPhysics {
        let unit = (fallHeight.isFinite && fallHeight > 0 ? fallHeight : 852) / 2
        return ShatterPhysics(
            acceleration: (3 * unit)...(4.5 * unit), terminalSpeed: 6 * unit, initialVerticalSpeed: 0,
            sidewaysSpeed: (-0.3 * unit)...(0.3 * unit), spin: 0...0)
    }

    /// Broken glass falling out of a region `fallHeight` points tall: the fall of
    /// ``squares(fallHeight:)``, but shards turn as they fall (reaching 2…4.5 rad/s at the terminal
    /// speed, so a fraction of a turn while they cross the window; small splinters up to 2.5× more), and
    /// the break travels from the impact over 0.2 s (``breakDelay``): cracks, the shards parting, then the fall.
    public static func glass(fallHeight: Double) -> ShatterPhysics {
        var physics = squares(fallHeight: fallHeight)
        physics.spin = 2...4.5
        physics.breakDelay = 0.2
        return physics
    }

    /// The opacity of every piece at time `t`: 1 until ``fadeStart``, then linearly down to 0 over ``fadeDuration``.
    public func opacity(at t: Double) -> Double {
        guard fadeStart.isFinite, t > fadeStart else { return 1 }
        guard fadeDuration > 0 else { return 0 }
        return max(0, 1 - (t - fadeStart) / fadeDuration)
    }

    /// When the fade has made everything invisible (`.infinity` without a fade).
    var fadeEnd: Double { fadeStart.isFinite ? fadeStart + fadeDuration : .infinity }
}

extension ShatterPhysics {
    /// The range and default of each number of the physics (see ``ParameterLimits``); a range's bounds
    /// are each cleaned with its entry. The fall's defaults are ``squares(fallHeight:)``'s for an 852-pt
    /// window.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let acceleration = ParameterLimits(1e-6...1e12, default: Defaults.acceleration)
        @_spi(Internal) public static let terminalSpeed = ParameterLimits(1e-6...1e12, default: Defaults.terminalSpeed)
        @_spi(Internal) public static let initialVerticalSpeed = ParameterLimits(
            0...1e12, default: Defaults.initialVerticalSpeed)
        @_spi(Internal) public static let sidewaysSpeed = ParameterLimits(-1e12...1e12, default: Defaults.sidewaysSpeed)
        @_spi(Internal) public static let spin = ParameterLimits(-1e4...1e4, default: Defaults.spin)
        @_spi(Internal) public static let fadeStart = ParameterLimits(0...Double.infinity, default: Defaults.fadeStart)
        @_spi(Internal) public static let fadeDuration = ParameterLimits(0...1e4, default: Defaults.fadeDuration)
        @_spi(Internal) public static let breakDelay = ParameterLimits(0...10, default: Defaults.breakDelay)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let acceleration: Double = 1278
        @usableFromInline package static let terminalSpeed: Double = 2556
        @usableFromInline package static let initialVerticalSpeed: Double = 0
        @usableFromInline package static let sidewaysSpeed: Double = 0
        @usableFromInline package static let spin: Double = 0
        @usableFromInline package static let fadeStart: Double = .infinity
        @usableFromInline package static let fadeDuration: Double = 0
        @usableFromInline package static let breakDelay: Double = 0
    }
}
