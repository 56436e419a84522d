import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// A tear that follows the finger (CutDirection.followingFinger): its tip advances along a path that
// bends toward the finger, and progress is measured along that path.
extension TearState {
    /// Moves a curved tear's tip: the path advances toward a finger ahead of its tip, and the tip to the
    /// path's end; a finger that pulls the path on no further, beside or behind its tip, holds the tip at the path's point nearest to it (the tear closes back along its
    /// path, never behind the lock baseline), or, with ``TearConfiguration/tearNeverMendsWhileHeld``,
    /// leaves it at the furthest point reached.
    mutating func followFingerAlongPath(to location: Vector2) {
        guard var path = curvedPath else { return }
        let lengthBefore = path.length
        path.advance(toward: location)
        curvedPath = path
        // A path the finger pulled on (this update, or it is still ahead of the tip) is torn to its end.
        let pulled = path.length > lengthBefore || (!path.hasLeftView && (location - path.tip).dot(path.heading) > 0)
        let held = max(pulled ? path.length : path.distanceAlong(nearest: location), lockProjection)
        tipDistance = configuration.tearNeverMendsWhileHeld ? max(tipDistance, held) : held
        maxTrajectoryDistance = path.length + path.remainingDistance
        finger = path.point(at: tipDistance)
        updateProgress()
    }

    /// A curved tear's progress, 0…1, with its tip `tip` points along `path`: the share of the path
    /// torn (``CurvedTearPath/progress`` for the tip at the path's end, in proportion for a tip held
    /// back along it) past `lockShare`, the share at the lock, over what was left then.
    static func curvedProgress(path: CurvedTearPath, tip: Double, lockShare: Double) -> Double {
        let share = path.length > 0 ? path.progress * min(max(tip / path.length, 0), 1) : 0
        let available = 1 - lockShare
        return available > 1e-9 ? min(max((share - lockShare) / available, 0), 1) : 0
    }

    /// The progress a curved tear would have with the finger at `location`: its path advanced toward it
    /// on a copy (what a fling's predicted end would tear).
    func curvedProgress(reaching location: Vector2) -> Double {
        guard var path = curvedPath else { return tearProgress }
        path.advance(toward: location)
        return max(Self.curvedProgress(path: path, tip: path.length, lockShare: lockShare), tearProgress)
    }

    /// Runs a curved tear's path on to the view's edge (the tear breaking through), straight along the
    /// heading it has: what the tip runs along while a break opens.
    mutating func runPathOut() {
        guard var path = curvedPath else { return }
        path.runOut()
        curvedPath = path
        maxTrajectoryDistance = path.length
    }

    /// A curved tear's path, rescaled with its view: distances along it keep their share of its length.
    mutating func rescalePath(x sx: Double, y sy: Double) {
        guard let path = curvedPath, let scaled = path.scaled(x: sx, y: sy) else { return }
        let ratio = path.length > 0 ? scaled.length / path.length : 1
        curvedPath = scaled
        tipDistance *= ratio
        lockProjection *= ratio
        animationFromTip *= ratio
        animationToTip *= ratio
        edge = scaled.points[0]
        direction = scaled.startDirection
        maxTrajectoryDistance = scaled.length + scaled.remainingDistance
        finger = scaled.point(at: tipDistance)
    }

    /// The torn cut from the view's edge to the tip, points of the view: a straight tear's two ends, or a
    /// curved tear's path up to its tip. Empty while no direction is locked.
    public var tearPath: [CGPoint] {
        guard directionLocked else { return [] }
        guard let curvedPath else { return [edgePoint, fingerPoint] }
        return curvedPath.points(upTo: tipDistance).map(\.cgPoint)
    }
}
