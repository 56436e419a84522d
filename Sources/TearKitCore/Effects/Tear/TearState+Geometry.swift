import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The tear line: locking its direction, projecting the finger onto it, and the progress along it.
extension TearState {
    /// Fixes the tear's direction for the rest of the gesture.
    ///
    /// Computes the unit direction from `start` to `location` constrained by `cutDirection`
    /// (vertical: straight into the view from the top or bottom edge; horizontal: from the left or
    /// right edge; any: the drag's own direction, if it heads into the view), casts a ray backwards
    /// through `start` to the view's edge to find ``edgePoint``, measures ``maxTrajectoryDistance``
    /// and records ``lockProjection``.
    /// - Returns: `false`, leaving the state unlocked, when no tear is possible: `start` is not near an
    ///   eligible edge, the drag heads out of the view or along its edge, `location` is already past the
    ///   line's exit from the view (a drag across a corner), or the view has no area.
    @discardableResult
    public mutating func lockDirection(from start: CGPoint, to location: CGPoint, cutDirection: CutDirection) -> Bool {
        let from = Vector2(start), to = Vector2(location)
        guard from.isFinite, to.isFinite, size.x > 0, size.y > 0 else { return false }
        let near = TearGeometry.edges(
            near: from, size: size, within: configuration.edgeActivationDistance, cutDirection: cutDirection)
        guard !near.isEmpty else { return false }
        // Every cut direction tears only a drag that heads into the view within the same cone
        // around an eligible edge's inward normal; anything more sideways (a scroll that started
        // near the edge, a slide along it) or heading out is not a tear.
        guard let drag = (to - from).normalized,
            let best = near.max(by: { $0.normal.dot(drag) < $1.normal.dot(drag) }),
            best.normal.dot(drag) >= cos(TearGeometry.maximumAngleFromInwardNormal * .pi / 180)
        else { return false }
        let unit: Vector2
        switch cutDirection {
        case .vertical, .horizontal:
            // Straight into the view from the eligible edge the drag heads away from most.
            unit = best.normal
        case .anyDirection, .followingFinger:
            unit = drag
        }
        let anchor = TearGeometry.entryPoint(through: from, along: unit, size: size)
        let length = TearGeometry.exitDistance(from: anchor, along: unit, size: size)
        // The line must have room left past the finger: a drag near a corner that has already left
        // the view along its line (it crossed the neighbouring edge) could never open a tear, and a
        // host that took the touch for it would hold a touch that neither tears nor scrolls.
        guard length > 0, unit.dot(to - anchor) < length else { return false }
        edge = anchor
        direction = unit
        directionLocked = true
        if cutDirection == .followingFinger,
            var path = CurvedTearPath(
                start: anchor, direction: unit, viewSize: size, maximumTurnRate: configuration.maximumTurnRate)
        {
            // The path runs straight from the edge to the finger (it lies ahead on the locked line):
            // that much is the baseline, as the finger's projection is a straight tear's.
            path.advance(toward: to)
            curvedPath = path
            lockProjection = path.length
            lockShare = path.progress
            tipDistance = lockProjection
            maxTrajectoryDistance = path.length + path.remainingDistance
            finger = path.tip
        } else {
            curvedPath = nil
            maxTrajectoryDistance = length
            lockProjection = min(max(unit.dot(to - anchor), 0), length)
            tipDistance = lockProjection
            finger = anchor + unit * tipDistance
        }
        updateProgress()
        return true
    }

    /// The finger location projected onto the locked tear line and clamped to the part of it inside
    /// the view, in points; for a ``CutDirection/followingFinger`` tear, the point of its path nearest
    /// to the finger. Before the direction locks, the finger location clamped into the view.
    /// A non-finite location gives the current ``fingerPoint``.
    public func projectedEnd(fingerLocation: CGPoint) -> CGPoint {
        let p = Vector2(fingerLocation)
        guard p.isFinite else { return fingerPoint }
        guard directionLocked else { return TearGeometry.clamp(p, size: size).cgPoint }
        if let curvedPath { return curvedPath.point(at: curvedPath.distanceAlong(nearest: p)).cgPoint }
        return (edge + direction * projectedDistance(p)).cgPoint
    }

    func projectedDistance(_ p: Vector2) -> Double {
        min(max(direction.dot(p - edge), 0), maxTrajectoryDistance)
    }

    /// Moves the tip to the finger projected onto the locked line (never behind the lock baseline),
    /// or, with ``TearConfiguration/tearNeverMendsWhileHeld``, only ever further along it.
    mutating func followFinger(to location: Vector2) {
        if curvedPath != nil {
            followFingerAlongPath(to: location)
            return
        }
        let projected = max(projectedDistance(location), lockProjection)
        tipDistance = configuration.tearNeverMendsWhileHeld ? max(tipDistance, projected) : projected
        finger = edge + direction * tipDistance
        updateProgress()
    }

    /// Progress and gap from the tip's distance along the line (or the path).
    mutating func updateProgress() {
        if let curvedPath {
            tearProgress = Self.curvedProgress(path: curvedPath, tip: tipDistance, lockShare: lockShare)
        } else {
            let available = availableDistance
            tearProgress = available > 1e-9 ? min(max((tipDistance - lockProjection) / available, 0), 1) : 0
        }
        gapWidth = configuration.maxGapWidth * tearProgress
    }
}
