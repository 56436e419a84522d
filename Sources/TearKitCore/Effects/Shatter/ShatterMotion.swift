import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How one piece moves: a closed-form function of time, evaluated identically by ``ShatterPiece``
/// on the CPU and by the `shatterVertex` Metal function on the GPU (so the CPU never touches a piece
/// after uploading it).
///
/// The piece stays in place for ``delay`` seconds (0 for squares; broken glass lets the break travel
/// out from the impact), then starts with a vertical speed (0 in the presets),
/// accelerates downward at ``acceleration`` until it reaches ``terminalSpeed``, then falls at that
/// speed. It falls straight down for its first ``clearance`` points (clear of the neighbours it started
/// beside, so they never run into each other), then drifts sideways and turns in step with its fall,
/// reaching ``sidewaysSpeed`` and ``spin`` at the terminal speed (so nothing jerks). Broken glass
/// also parts first: from ``separationStart`` it moves by ``separation`` (away from the impact) over
/// ``separationDuration``, easing in and out (from rest to rest), whatever its delay. With τ = max(t − delay, 0), the
/// terminal-speed clamp is analytic:
///
///     t* = (terminalSpeed − initialVerticalSpeed) / acceleration
///     dy = initialVerticalSpeed·τ + ½·acceleration·τ²                      for τ ≤ t*
///     dy = dy(t*) + terminalSpeed·(τ − t*)                                 for τ > t*
///     c = max(dy − clearance, 0) / terminalSpeed
///     s = clamp((t − separationStart) / separationDuration, 0, 1)
///     p = s²(3 − 2s)
///     dx = sidewaysSpeed · c + separation.dx · p,   dy += separation.dy · p,   angle = spin · c
///
/// Units: points of the view's coordinate space (y grows downward), seconds, radians.
@_spi(Internal) public struct ShatterMotion: Sendable, Equatable {
    /// Horizontal speed at the terminal speed, pt/s (negative = to the left); dx = sidewaysSpeed × max(fall − clearance, 0) / terminalSpeed.
    @_spi(Internal) public var sidewaysSpeed: Double
    /// Vertical speed at t = 0, pt/s, downward positive; in 0…``terminalSpeed`` (the presets: 0).
    @_spi(Internal) public var initialVerticalSpeed: Double
    /// Downward acceleration, pt/s², > 0.
    @_spi(Internal) public var acceleration: Double
    /// The highest downward speed, pt/s, > 0.
    @_spi(Internal) public var terminalSpeed: Double
    /// Angular speed at the terminal speed, rad/s (positive turns clockwise on screen, since y points
    /// down); the angle is `spin × max(fall − clearance, 0) / terminalSpeed`.
    @_spi(Internal) public var spin: Double
    /// Seconds the piece stays in place before it starts to move, ≥ 0.
    @_spi(Internal) public var delay: Double
    /// How far the piece parts from its neighbours before it falls, pt: (0, 0) for squares; for
    /// glass, ``Shatter/separationScale`` times its pivot's offset from the impact, so every shard
    /// moves away from every other (an expansion about the impact separates convex pieces).
    @_spi(Internal) public var separation: (dx: Double, dy: Double) {
        get { (separationX, separationY) }
        set {
            (separationX, separationY) = (
                newValue.dx.isFinite ? newValue.dx : 0, newValue.dy.isFinite ? newValue.dy : 0
            )
        }
    }
    /// When the parting starts, seconds (the same for every piece, so the pieces part together), ≥ 0.
    @_spi(Internal) public var separationStart: Double

    private var separationX = 0.0, separationY = 0.0

    /// How long the pieces take to part, seconds: 0.15 (passed to `Shatter.metal` in its uniforms).
    @_spi(Internal) public static let separationDuration = 0.15

    /// A motion; out-of-range values are clamped (acceleration and terminal speed to at least
    /// 10⁻⁶, the initial speed into 0…terminalSpeed, the delay into 0…10⁴ s) and non-finite ones replaced by 0 (or 10⁻⁶).
    @_spi(Internal) public init(
        sidewaysSpeed: Double, initialVerticalSpeed: Double = 0, acceleration: Double, terminalSpeed: Double,
        spin: Double = 0,
        delay: Double = 0, separation: (dx: Double, dy: Double) = (0, 0), separationStart: Double = 0
    ) {
        func finite(_ x: Double, _ fallback: Double) -> Double { x.isFinite ? x : fallback }
        let floor = 1e-6
        self.sidewaysSpeed = finite(sidewaysSpeed, 0)
        self.acceleration = max(finite(acceleration, floor), floor)
        self.terminalSpeed = max(finite(terminalSpeed, floor), floor)
        self.initialVerticalSpeed = min(max(finite(initialVerticalSpeed, 0), 0), self.terminalSpeed)
        self.spin = finite(spin, 0)
        self.delay = min(max(finite(delay, 0), 0), 1e4)
        self.separationStart = min(max(finite(separationStart, 0), 0), 1e4)
        self.separation = separation
    }

    /// How far the parting has gone at time `t`, 0…1: 0 until ``separationStart``, then easing in and
    /// out (s²(3 − 2s), a smoothstep) to 1 over ``separationDuration``: the shards start and stop
    /// parting at rest, so no frame jolts the picture wider.
    @_spi(Internal) public func separationProgress(at t: Double) -> Double {
        let s = min(max((t - separationStart) / Self.separationDuration, 0), 1)
        return s * s * (3 - 2 * s)
    }

    /// Seconds the piece has been moving at time `t`: `max(t − delay, 0)` (negative times count as 0).
    @_spi(Internal) public func movingTime(at t: Double) -> Double { max(max(t, 0) - delay, 0) }

    /// When the piece reaches its terminal speed, seconds after the start.
    @_spi(Internal) public var timeToTerminalSpeed: Double { (terminalSpeed - initialVerticalSpeed) / acceleration }

    /// How far it has fallen when it reaches its terminal speed, pt.
    private var distanceToTerminalSpeed: Double {
        let t = timeToTerminalSpeed
        return initialVerticalSpeed * t + 0.5 * acceleration * t * t
    }

    /// The downward speed at time `t` (s; negative times count as 0), pt/s: 0 during the delay, never above ``terminalSpeed``.
    @_spi(Internal) public func verticalSpeed(at t: Double) -> Double {
        guard t > delay else { return 0 }
        let t = movingTime(at: t)
        return t >= timeToTerminalSpeed ? terminalSpeed : initialVerticalSpeed + acceleration * t
    }

    /// How far the piece has fallen at time `t`, pt (0 during its delay).
    @_spi(Internal) public func fall(at t: Double) -> Double {
        let t = movingTime(at: t)
        let tStar = timeToTerminalSpeed
        return t <= tStar
            ? initialVerticalSpeed * t + 0.5 * acceleration * t * t
            : distanceToTerminalSpeed + terminalSpeed * (t - tStar)
    }

    /// How far the piece has moved since t = 0: (sideways, down), pt — the fall, the drift and the parting.
    @_spi(Internal) public func displacement(at t: Double) -> (dx: Double, dy: Double) {
        let dy = fall(at: t)
        let parted = separationProgress(at: t)
        return (sidewaysSpeed * cleared(dy) + separationX * parted, dy + separationY * parted)
    }

    /// The piece's rotation at time `t`, radians: `spin × max(fall − clearance, 0) / terminalSpeed`.
    @_spi(Internal) public func angle(at t: Double) -> Double { spin * cleared(fall(at: t)) }

    /// How far a piece falls straight down before it starts to drift and turn, points: by then it is
    /// clear of the neighbours it started beside.
    @_spi(Internal) public static let clearance = 30.0

    /// `max(fall − clearance, 0) / terminalSpeed`, seconds: what drift and turn are proportional to.
    func cleared(_ fall: Double) -> Double { max(fall - Self.clearance, 0) / terminalSpeed }

    /// When the piece has fallen `distance` points (0 for distance ≤ 0; the delay plus the fall time
    /// otherwise): the inverse of the vertical displacement, in closed form.
    @_spi(Internal) public func time(toFall distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard distance.isFinite else { return .infinity }
        return delay + movingTime(toFall: distance)
    }

    /// The fall time of `distance` > 0 points, not counting the delay.
    private func movingTime(toFall distance: Double) -> Double {
        let dStar = distanceToTerminalSpeed
        if distance <= dStar {
            // ½a t² + v₀ t − d = 0, positive root, written without cancellation (v₀ ≥ 0).
            let v0 = initialVerticalSpeed
            return 2 * distance / (v0 + (v0 * v0 + 2 * acceleration * distance).squareRoot())
        }
        return timeToTerminalSpeed + (distance - dStar) / terminalSpeed
    }
}
