import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The steps the entry points share: starting a gesture, breaking through, recovering, finishing
// an animation, and sanitising times and sizes.
extension TearState {
    var effectiveLockDistance: Double {
        min(configuration.directionLockDistance, max(min(size.x, size.y) / 4, 1))
    }

    mutating func beginGesture(startingAt start: Vector2) -> [TearEvent] {
        var events: [TearEvent] = []
        if animation != nil {
            // A new touch cuts the running animation short: it finishes at once.
            events += finishAnimation()
        }
        gestureInProgress = true
        gestureIgnored = false
        if hasFullyTorn || isActive {
            gestureIgnored = true
            return events
        }
        guard
            !TearGeometry.edges(
                near: start, size: size, within: configuration.edgeActivationDistance,
                cutDirection: configuration.cutDirection
            ).isEmpty
        else {
            gestureIgnored = true
            return events
        }
        isActive = true
        startLocation = start
        edge = TearGeometry.clamp(start, size: size)
        finger = edge
        events.append(.activated)
        return events
    }

    /// Shows the view torn through; reports `.completed(true)` unless the break was already reported
    /// (an opening that finishes).
    mutating func breakThrough() -> [TearEvent] {
        let alreadyReported = hasFullyTorn
        hasFullyTorn = true
        runPathOut()
        tipDistance = maxTrajectoryDistance
        finger = curvedPath?.tip ?? edge + direction * tipDistance
        tearProgress = 1
        gapWidth = configuration.maxGapWidth
        return alreadyReported ? [] : [.completed(true)]
    }

    /// Breaks the view now — ``hasFullyTorn`` and `.completed(true)` at once — and lets the cut run on
    /// through the view from where it is to the full gap over ``TearConfiguration/breakDuration``
    /// (``TearPhase/breaking``, `.breakStarted` first): the opening is only what is drawn, the break
    /// has happened. Without an opening when the duration is 0 or no direction is locked.
    mutating func startBreak(at time: TimeInterval) -> [TearEvent] {
        guard directionLocked, configuration.breakDuration > 0 else { return breakThrough() }
        runPathOut()
        animationFromTip = tipDistance
        animationToTip = maxTrajectoryDistance
        animation = TearTimeline(
            startTime: time, duration: configuration.breakDuration, easing: configuration.recoveryEasing,
            fromFinger: finger, toFinger: edge + direction * maxTrajectoryDistance,
            fromProgress: tearProgress, toProgress: 1, fromGap: gapWidth, toGap: configuration.maxGapWidth)
        animationBreaks = true
        animationFraction = 0
        hasFullyTorn = true
        return [.breakStarted, .completed(true)]
    }

    mutating func startRecovery(at time: TimeInterval) -> [TearEvent] {
        guard directionLocked else {
            // The direction never locked: nothing was shown. A break forced while the view had no
            // size was reported, so its restore is too; otherwise this was never a tear.
            let wasBroken = hasFullyTorn
            reset()
            return wasBroken ? [.completed(false)] : []
        }
        let target = curvedPath?.point(at: lockProjection) ?? edge + direction * lockProjection
        animationFromTip = tipDistance
        animationToTip = lockProjection
        let timeline = TearTimeline(
            startTime: time, duration: configuration.recoveryDuration, easing: configuration.recoveryEasing,
            fromFinger: finger, toFinger: target, fromProgress: tearProgress, fromGap: gapWidth
        )
        hasFullyTorn = false
        guard timeline.duration > 0, tearProgress > 0 || gapWidth > 0 else {
            reset()
            return [.completed(false)]
        }
        animation = timeline
        animationBreaks = false
        return [.recoveryStarted]
    }

    /// Ends the running animation at its final state: broken, or reset.
    mutating func finishAnimation() -> [TearEvent] {
        guard animation != nil else { return [] }
        if animationBreaks {
            animation = nil
            animationBreaks = false
            return breakThrough()
        }
        reset()
        return [.completed(false)]
    }

    /// A line straight through the middle of the view, for a break forced before any direction locked.
    mutating func lockDefaultLine() {
        guard size.x > 0, size.y > 0 else {
            directionLocked = false
            return
        }
        let horizontal = configuration.cutDirection == .horizontal
        edge = horizontal ? Vector2(x: 0, y: size.y / 2) : Vector2(x: size.x / 2, y: 0)
        direction = horizontal ? Vector2(x: 1, y: 0) : Vector2(x: 0, y: 1)
        maxTrajectoryDistance = horizontal ? size.x : size.y
        lockProjection = 0
        tipDistance = 0
        finger = edge
        directionLocked = true
        // A tear that follows the finger breaks along a path too: straight on, as it has no finger.
        curvedPath =
            configuration.cutDirection == .followingFinger
            ? CurvedTearPath(
                start: edge, direction: direction, viewSize: size, maximumTurnRate: configuration.maximumTurnRate)
            : nil
        lockShare = 0
    }

    /// The clock, kept from running backwards: a time a little earlier than the last one (an
    /// out-of-order update) counts as the last time; one more than
    /// ``TearTimeline/backwardsClockTolerance`` earlier means the clock itself was set back, and
    /// is adopted (a running animation then finishes, see ``TearTimeline/sample(at:)``).
    mutating func sanitizedTime(_ time: TimeInterval) -> TimeInterval {
        if time.isFinite, time > lastTime || time < lastTime - TearTimeline.backwardsClockTolerance { lastTime = time }
        return lastTime
    }

    static func sanitizedSize(_ size: CGSize) -> Vector2 {
        let w = Double(size.width), h = Double(size.height)
        return Vector2(x: w.isFinite ? max(w, 0) : 0, y: h.isFinite ? max(h, 0) : 0)
    }

    /// Adopts a new view size, rescaling everything measured in the last size that had an area
    /// (so a broken view that collapses to zero and comes back at another size keeps its cut).
    mutating func resize(to viewSize: CGSize) -> [TearEvent] {
        let newSize = Self.sanitizedSize(viewSize)
        guard newSize != size else { return [] }
        let old = measuredSize
        let newHasArea = newSize.x > 0 && newSize.y > 0
        size = newSize
        if newHasArea { measuredSize = newSize }
        guard isActive else { return [] }
        if hasFullyTorn, !directionLocked {
            // A break forced while the view had no area gets its line through the middle once it has one.
            if newHasArea {
                animation = nil
                animationBreaks = false
                lockDefaultLine()
                _ = breakThrough()
            }
            return []
        }
        guard old.x > 0, old.y > 0, newHasArea else {
            // Broken (also while its gap opens): it stays broken, reported already, its geometry
            // kept in `measuredSize` until the view has an area again.
            if hasFullyTorn { return [] }
            // The view lost its area mid-tear: abandon the tear (reported only if it had locked).
            let wasTear = directionLocked
            reset()
            return wasTear ? [.completed(false)] : []
        }
        let sx = newSize.x / old.x, sy = newSize.y / old.y
        func scaled(_ p: Vector2) -> Vector2 { Vector2(x: p.x * sx, y: p.y * sy) }
        startLocation = scaled(startLocation)
        animation = animation?.scaled(x: sx, y: sy)
        if directionLocked, curvedPath != nil {
            rescalePath(x: sx, y: sy)
            if animation == nil, !hasFullyTorn { updateProgress() }
            return []
        }
        guard directionLocked, let newDirection = scaled(direction).normalized else {
            edge = TearGeometry.clamp(scaled(edge), size: size)
            finger = TearGeometry.clamp(scaled(finger), size: size)
            return []
        }
        let lockPoint = scaled(edge + direction * lockProjection)
        let tipPoint = scaled(edge + direction * tipDistance)
        edge = TearGeometry.snapToBoundary(scaled(edge), size: size)
        direction = newDirection
        maxTrajectoryDistance = TearGeometry.exitDistance(from: edge, along: direction, size: size)
        lockProjection = projectedDistance(lockPoint)
        tipDistance = max(projectedDistance(tipPoint), lockProjection)
        if hasFullyTorn {
            tipDistance = maxTrajectoryDistance
        }
        if animation == nil {
            finger = edge + direction * tipDistance
            if !hasFullyTorn { updateProgress() }
        } else {
            finger = TearGeometry.clamp(scaled(finger), size: size)
        }
        return []
    }
}
