/// The ranges each piece's motion is drawn from, plus a fade shared by all pieces.
///
/// Lengths are in points and times in seconds. ``seed001(fallHeight:)`` is seed 001's preset, which
/// TearKit uses by default.
public struct ShatterPhysics: Sendable, Equatable {
    /// Downward acceleration of a piece, pt/s², drawn uniformly per piece; values are clamped to ≥ 10⁻⁶.
    public var acceleration: ClosedRange<Double>
    /// The highest downward speed, pt/s, > 0.
    public var terminalSpeed: Double
    /// Every piece's vertical speed at the start, pt/s (seed 001: 0), clamped into 0…terminalSpeed.
    public var initialVerticalSpeed: Double
    /// Horizontal speed, pt/s, drawn uniformly per piece.
    public var sidewaysSpeed: ClosedRange<Double>
    /// Angular speed magnitude at the terminal speed, rad/s, drawn per shard with a random sign: a shard
    /// turns in step with its fall (angle = spin × fall / terminalSpeed), so it starts turning gently.
    /// Used by ``ShatterPattern/shards(size:impact:)`` only: the seed's square pieces never turn.
    public var spin: ClosedRange<Double>
    /// When the pieces start to fade out, seconds (`.infinity`: never, as in seed 001).
    public var fadeStart: Double
    /// How long the fade takes, seconds, ≥ 0.
    public var fadeDuration: Double
    /// How long the break takes to travel across the view, seconds (clamped to 0…10; 0: every piece
    /// moves at once, as in seed 001). Used by ``ShatterPattern/shards(size:impact:)`` only: cracks run
    /// out from the impact over the first quarter of it, and a shard starts to move after a delay that
    /// grows with its distance from the impact, from a quarter of `breakDelay` next to it to all of it
    /// for the farthest shard.
    public var breakDelay: Double

    /// Physics from explicit ranges; see the properties for units and ranges.
    public init(acceleration: ClosedRange<Double>, terminalSpeed: Double, initialVerticalSpeed: Double = 0,
                sidewaysSpeed: ClosedRange<Double>, spin: ClosedRange<Double> = 0...0,
                fadeStart: Double = .infinity, fadeDuration: Double = 0, breakDelay: Double = 0) {
        self.acceleration = acceleration
        self.terminalSpeed = terminalSpeed
        self.initialVerticalSpeed = initialVerticalSpeed
        self.sidewaysSpeed = sidewaysSpeed
        self.spin = spin
        self.fadeStart = fadeStart
        self.fadeDuration = fadeDuration
        self.breakDelay = breakDelay
    }

    /// Seed 001's numbers, which it gives in Metal clip space (a full-screen view is 2 units tall):
    /// zero initial vertical speed, a downward acceleration drawn from 3…4.5 units/s², a terminal speed of
    /// 6 units/s. Here one unit is half of `fallHeight`, the height of the region the pieces fall out of
    /// (the seed's screen; a view's window, or the UIKit transition's container), so every view takes the
    /// seed's ≈1.15 s to clear a region of that height. The seed draws a random sideways speed whose range
    /// it does not restate; TearKit uses ±0.3 units/s, reached at the terminal speed (the drift grows with the
    /// fall, about ±0.1 units/s on average over the fall out of the region: a gentle drift). No spin, no fade.
    ///
    /// - Parameter fallHeight: points, > 0 (non-finite or non-positive values give 852, an iPhone's height).
    public static func seed001(fallHeight: Double) -> ShatterPhysics {
        let unit = (fallHeight.isFinite && fallHeight > 0 ? fallHeight : 852) / 2
        return ShatterPhysics(acceleration: (3 * unit)...(4.5 * unit), terminalSpeed: 6 * unit, initialVerticalSpeed: 0,
                              sidewaysSpeed: (-0.3 * unit)...(0.3 * unit), spin: 0...0)
    }

    /// Seed 001's preset for broken glass: shards turn as they fall (reaching 2…4.5 rad/s at the terminal
    /// speed, so a fraction of a turn while they cross the window; small splinters up to 2.5× more), and
    /// the break travels from the impact over 0.2 s (``breakDelay``).
    public static func glass(fallHeight: Double) -> ShatterPhysics {
        var physics = seed001(fallHeight: fallHeight)
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
    var fadeEnd: Double { fadeStart.isFinite ? fadeStart + max(fadeDuration.isFinite ? fadeDuration : 0, 0) : .infinity }
}
