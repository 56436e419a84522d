import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How one piece moves: a closed-form function of time, evaluated identically by ``ShatterPiece``
/// on the CPU and by the `shatterVertex` Metal function on the GPU (so the CPU never touches a piece
/// after uploading it).
///
/// Seed 001's physics: the piece starts with a vertical speed (0 in the seed), accelerates downward at
/// ``acceleration`` until it reaches ``terminalSpeed``, then falls at that speed; sideways it drifts at
/// a constant ``sidewaysSpeed``; it turns at a constant ``spin``. The terminal-speed clamp is analytic:
///
///     t* = (terminalSpeed − initialVerticalSpeed) / acceleration
///     dy(t) = initialVerticalSpeed·t + ½·acceleration·t²                    for t ≤ t*
///     dy(t) = dy(t*) + terminalSpeed·(t − t*)                                for t > t*
///     dx(t) = sidewaysSpeed·t,   angle(t) = spin·t
///
/// Units: points of the view's coordinate space (y grows downward), seconds, radians.
package struct ShatterMotion: Sendable, Equatable {
    /// Constant horizontal speed, pt/s (negative = to the left).
    package var sidewaysSpeed: Double
    /// Vertical speed at t = 0, pt/s, downward positive; in 0…``terminalSpeed`` (the seed: 0).
    package var initialVerticalSpeed: Double
    /// Downward acceleration, pt/s², > 0.
    package var acceleration: Double
    /// The highest downward speed, pt/s, > 0.
    package var terminalSpeed: Double
    /// Angular speed, rad/s (positive turns clockwise on screen, since y points down).
    package var spin: Double

    /// A motion; out-of-range values are clamped (acceleration and terminal speed to at least
    /// 10⁻⁶, the initial speed into 0…terminalSpeed) and non-finite ones replaced by 0 (or 10⁻⁶).
    package init(sidewaysSpeed: Double, initialVerticalSpeed: Double = 0, acceleration: Double, terminalSpeed: Double, spin: Double = 0) {
        func finite(_ x: Double, _ fallback: Double) -> Double { x.isFinite ? x : fallback }
        let floor = 1e-6
        self.sidewaysSpeed = finite(sidewaysSpeed, 0)
        self.acceleration = max(finite(acceleration, floor), floor)
        self.terminalSpeed = max(finite(terminalSpeed, floor), floor)
        self.initialVerticalSpeed = min(max(finite(initialVerticalSpeed, 0), 0), self.terminalSpeed)
        self.spin = finite(spin, 0)
    }

    /// When the piece reaches its terminal speed, seconds after the start.
    package var timeToTerminalSpeed: Double { (terminalSpeed - initialVerticalSpeed) / acceleration }

    /// How far it has fallen when it reaches its terminal speed, pt.
    private var distanceToTerminalSpeed: Double {
        let t = timeToTerminalSpeed
        return initialVerticalSpeed * t + 0.5 * acceleration * t * t
    }

    /// The downward speed at time `t` (s; negative times count as 0), pt/s: never above ``terminalSpeed``.
    package func verticalSpeed(at t: Double) -> Double {
        let t = max(t, 0)
        return t >= timeToTerminalSpeed ? terminalSpeed : initialVerticalSpeed + acceleration * t
    }

    /// How far the piece has moved since t = 0: (sideways, down), pt.
    package func displacement(at t: Double) -> (dx: Double, dy: Double) {
        let t = max(t, 0)
        let tStar = timeToTerminalSpeed
        let dy = t <= tStar
            ? initialVerticalSpeed * t + 0.5 * acceleration * t * t
            : distanceToTerminalSpeed + terminalSpeed * (t - tStar)
        return (sidewaysSpeed * t, dy)
    }

    /// The piece's rotation at time `t`, radians.
    package func angle(at t: Double) -> Double { spin * max(t, 0) }

    /// When the piece has fallen `distance` points (0 for distance ≤ 0): the inverse of the vertical
    /// displacement, in closed form.
    package func time(toFall distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard distance.isFinite else { return .infinity }
        let dStar = distanceToTerminalSpeed
        if distance <= dStar {
            // ½a t² + v₀ t − d = 0, positive root, written without cancellation (v₀ ≥ 0).
            let v0 = initialVerticalSpeed
            return 2 * distance / (v0 + (v0 * v0 + 2 * acceleration * distance).squareRoot())
        }
        return timeToTerminalSpeed + (distance - dStar) / terminalSpeed
    }
}
