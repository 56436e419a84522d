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
/// also parts first: from ``partingStart`` it shrinks toward its pivot by ``contraction`` of its size
/// over ``partingDuration``, easing in and out (from rest to rest), whatever its delay, so gaps open
/// between neighbours while the picture as a whole does not grow. With τ = max(t − delay, 0), the
/// terminal-speed clamp is analytic:
///
///     t* = (terminalSpeed − initialVerticalSpeed) / acceleration
///     dy = initialVerticalSpeed·τ + ½·acceleration·τ²                      for τ ≤ t*
///     dy = dy(t*) + terminalSpeed·(τ − t*)                                 for τ > t*
///     c = max(dy − clearance, 0) / terminalSpeed
///     dx = sidewaysSpeed · c,   angle = spin · c
///     s = clamp((t − partingStart) / partingDuration, 0, 1)
///     scale = 1 − contraction · s²(3 − 2s)
///
/// A point p of the piece is then at pivot + scale · R(angle)(p − pivot) + (dx, dy) (``ShatterPiece``).
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
    /// How much the piece shrinks toward its pivot as it parts from its neighbours, a fraction of its
    /// size, 0…0.5: 0 for squares; for glass ``Shatter/partingContraction`` (0.03). A convex piece
    /// shrunk about a point inside it stays inside its own outline, so the pieces part without any of
    /// them reaching beyond where it was, and the picture does not grow.
    @_spi(Internal) public var contraction: Double
    /// When the parting starts, seconds (the same for every piece, so the pieces part together), ≥ 0.
    @_spi(Internal) public var partingStart: Double

    /// How long the pieces take to part, seconds: 0.15 (passed to `Shatter.metal` in its uniforms).
    @_spi(Internal) public static let partingDuration = 0.15

    /// A motion; out-of-range values are clamped (acceleration and terminal speed to at least
    /// 10⁻⁶, the initial speed into 0…terminalSpeed, the delay and the parting's start into 0…10⁴ s,
    /// the contraction into 0…0.5) and non-finite ones replaced by 0 (or 10⁻⁶). The initial vertical
    /// speed, the spin, the delay, the contraction and the parting's start default to 0: a motion that
    /// names none of them falls from rest at once without turning, and one given only a contraction
    /// starts to part at once.
    @_spi(Internal) public init(
        sidewaysSpeed: Double, initialVerticalSpeed: Double = 0, acceleration: Double, terminalSpeed: Double,
        spin: Double = 0,
        delay: Double = 0, contraction: Double = 0, partingStart: Double = 0
    ) {
        func finite(_ x: Double, _ fallback: Double) -> Double { x.isFinite ? x : fallback }
        let floor = 1e-6
        self.sidewaysSpeed = finite(sidewaysSpeed, 0)
        self.acceleration = max(finite(acceleration, floor), floor)
        self.terminalSpeed = max(finite(terminalSpeed, floor), floor)
        self.initialVerticalSpeed = min(max(finite(initialVerticalSpeed, 0), 0), self.terminalSpeed)
        self.spin = finite(spin, 0)
        self.delay = min(max(finite(delay, 0), 0), 1e4)
        self.partingStart = min(max(finite(partingStart, 0), 0), 1e4)
        self.contraction = min(max(finite(contraction, 0), 0), 0.5)
    }

    /// How far the parting has gone at time `t`, 0…1: 0 until ``partingStart``, then easing in and
    /// out (s²(3 − 2s), a smoothstep) to 1 over ``partingDuration``: the shards start and stop
    /// parting at rest, so no frame jolts them.
    @_spi(Internal) public func partingProgress(at t: Double) -> Double {
        let s = min(max((t - partingStart) / Self.partingDuration, 0), 1)
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

    /// How far the piece's pivot has moved since t = 0: (sideways, down), pt — the fall and the drift.
    @_spi(Internal) public func displacement(at t: Double) -> (dx: Double, dy: Double) {
        let dy = fall(at: t)
        return (sidewaysSpeed * cleared(dy), dy)
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
