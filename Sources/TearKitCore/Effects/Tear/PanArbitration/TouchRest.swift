import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How long a finger rested where it touched down before it started to move: the deliberate start
/// that lets a drag along a scroll view's axis tear (``TearConfiguration/scrollAxisHoldDuration``).
///
/// A host feeds it the touch's positions and times (UIKit: a pan recogniser's `touchesBegan` and
/// `touchesMoved`, in window points and `UITouch.timestamp` seconds) and asks ``duration(now:)`` when
/// the pan wants to begin. A resting finger wobbles by a point or two; moving ``slop`` points or more
/// from where it touched down ends the rest.
@_spi(Internal) public struct TouchRest: Sendable, Equatable {
    /// How far (points) the finger may wander and still rest.
    public static let slop: Double = 6

    private var downPoint: Vector2?
    private var downTime: TimeInterval = 0
    private var movedTime: TimeInterval?

    /// A rest with no touch yet.
    public init() {}

    /// The finger touched down at `point` at `time` (seconds). Starts a new rest; later touches of a
    /// multi-touch sequence are ignored until ``reset()``.
    public mutating func touchDown(at point: CGPoint, time: TimeInterval) {
        let p = Vector2(point)
        guard downPoint == nil, p.isFinite, time.isFinite else { return }
        downPoint = p
        downTime = time
        movedTime = nil
    }

    /// The finger is at `point` at `time`: the rest ends at the first position ``slop`` or more from
    /// where it touched down.
    public mutating func touchMoved(to point: CGPoint, time: TimeInterval) {
        let p = Vector2(point)
        guard let downPoint, movedTime == nil, p.isFinite, time.isFinite else { return }
        if (p - downPoint).length >= Self.slop { movedTime = max(time, downTime) }
    }

    /// Seconds the finger rested: from touching down until it moved, or until `now` while it has not
    /// moved; `0` without a touch.
    public func duration(now: TimeInterval) -> TimeInterval {
        guard downPoint != nil else { return 0 }
        let end = movedTime ?? (now.isFinite ? now : downTime)
        return max(0, end - downTime)
    }

    /// Forgets the touch (the recogniser was reset for the next one).
    public mutating func reset() {
        self = TouchRest()
    }
}
