import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The entry points an adapter calls: drags, time, a forced break or restore, configuration and size.
extension TearState {
    /// Feeds one drag update (SwiftUI's `onChanged`). The first update of a drag decides whether it
    /// tears: it must start near an eligible edge of a view that is not broken.
    /// - Parameters:
    ///   - sample: The drag update, in the view's coordinates (points).
    ///   - viewSize: The view's current size in points; a change rescales a tear in progress.
    /// - Returns: The events this update caused, in order (`.activated`, `.directionLocked`, or the
    ///   `.completed` of an animation this new drag cut short).
    @discardableResult
    public mutating func dragChanged(_ sample: DragSample, viewSize: CGSize) -> [TearEvent] {
        var events = resize(to: viewSize)
        _ = sanitizedTime(sample.time)
        if !gestureInProgress {
            events += beginGesture(startingAt: Vector2(sample.startLocation))
        }
        guard isActive, !gestureIgnored, !hasFullyTorn, animation == nil else { return events }
        let location = Vector2(sample.location)
        guard location.isFinite else { return events }
        if !directionLocked {
            guard (location - startLocation).length >= effectiveLockDistance else {
                finger = TearGeometry.clamp(location, size: size)
                return events
            }
            if lockDirection(
                from: startLocation.cgPoint, to: location.cgPoint, cutDirection: configuration.cutDirection)
            {
                events.append(.directionLocked)
            } else {
                // The drag heads out of the view, along its edge or (for a vertical or horizontal
                // cut) too far sideways: not a tear. Nothing was shown, so nothing is reported.
                reset()
                gestureIgnored = true
                return events
            }
        }
        followFinger(to: location)
        updateProgress()
        return events
    }

    /// Feeds the first update of a drag that the host has already taken because
    /// ``wouldBegin(at:translation:)`` approved it (UIKit: the pan recogniser's `.began`, right after
    /// `gestureRecognizerShouldBegin` said yes for the same touch), and locks the tear's direction at
    /// once from `sample.startLocation` to `sample.location` — the vector that was approved — without
    /// waiting for ``TearConfiguration/directionLockDistance``.
    ///
    /// Why: a pan recogniser asks as soon as the finger has moved, well before the lock distance, and
    /// once it begins it has taken the touch from the scroll view around it. Locking later, from a
    /// different vector, could refuse a drag that curved across the cone's line in between: the host
    /// would then hold a touch that neither tears nor scrolls. Locking on the approved sample makes
    /// every approved pan a tear. A sample without movement locks nothing yet (as ``dragChanged(_:viewSize:)``).
    /// - Returns: The events of this update (`.activated`, `.directionLocked`, or the `.completed` of an
    ///   animation the new drag cut short).
    @discardableResult
    public mutating func dragBegan(_ sample: DragSample, viewSize: CGSize) -> [TearEvent] {
        var events = resize(to: viewSize)
        _ = sanitizedTime(sample.time)
        if !gestureInProgress {
            events += beginGesture(startingAt: Vector2(sample.startLocation))
        }
        let location = Vector2(sample.location)
        guard isActive, !gestureIgnored, !hasFullyTorn, animation == nil, !directionLocked, location.isFinite,
            (location - startLocation).normalized != nil
        else { return events + dragChanged(sample, viewSize: viewSize) }
        // The approved vector: exactly what `wouldBegin` asked `lockDirection` on a copy of this state.
        guard lockDirection(from: startLocation.cgPoint, to: location.cgPoint, cutDirection: configuration.cutDirection)
        else {
            // Not the sample that was approved (the host asked about another one): the ordinary rule.
            return events + dragChanged(sample, viewSize: viewSize)
        }
        events.append(.directionLocked)
        followFinger(to: location)
        updateProgress()
        return events
    }

    /// Ends the drag (SwiftUI's `onEnded`): applies its last location, then breaks the view when
    /// progress has reached ``TearConfiguration/breakThreshold`` — reported now, while the cut runs on
    /// from where the finger left it through the view over ``TearConfiguration/breakDuration``
    /// (``TearPhase/breaking``, sampled with ``advance(to:)``, which reports nothing more) — or starts the
    /// closing animation.
    /// - Returns: `.breakStarted, .completed(true)` on a break (only `.completed(true)` when
    ///   ``TearConfiguration/breakDuration`` is 0); `.recoveryStarted`, or `.completed(false)` at once
    ///   when the tear had no opening or ``TearConfiguration/recoveryDuration`` is 0; nothing for a
    ///   drag whose direction never locked (a tap, a scroll, a drag that was not a tear).
    @discardableResult
    public mutating func dragEnded(_ sample: DragSample, viewSize: CGSize) -> [TearEvent] {
        var events = dragChanged(sample, viewSize: viewSize)
        let time = sanitizedTime(sample.time)
        let ignored = gestureIgnored
        gestureInProgress = false
        gestureIgnored = false
        guard !ignored, isActive, !hasFullyTorn, animation == nil else { return events }
        var decisiveProgress = tearProgress
        if configuration.breaksOnFling, directionLocked, let predicted = sample.predictedEndLocation.map(Vector2.init),
            predicted.isFinite
        {
            if curvedPath != nil {
                decisiveProgress = max(decisiveProgress, curvedProgress(reaching: predicted))
            } else {
                let tip = projectedDistance(predicted)
                let available = availableDistance
                if available > 1e-9 { decisiveProgress = max(decisiveProgress, (tip - lockProjection) / available) }
            }
        }
        if directionLocked, decisiveProgress >= configuration.breakThreshold {
            // The cut runs on through the view from where the finger left it, as an animated setBroken does.
            events += startBreak(at: time)
        } else {
            events += startRecovery(at: time)
        }
        return events
    }

    /// Cancels the drag (the system took the touch away): a tear in progress closes as if released
    /// below the threshold; a broken view stays broken; a drag that never locked ends silently.
    @discardableResult
    public mutating func dragCancelled(at time: TimeInterval) -> [TearEvent] {
        let time = sanitizedTime(time)
        guard gestureInProgress else { return [] }
        let ignored = gestureIgnored
        gestureInProgress = false
        gestureIgnored = false
        guard !ignored, isActive, !hasFullyTorn, animation == nil else { return [] }
        return startRecovery(at: time)
    }

    /// Advances the running animation to `time` (seconds, same clock as the drags). Call it every
    /// frame while ``TearPhase/isAnimating`` (``TearPhase/recovering`` or ``TearPhase/breaking``).
    /// - Returns: On the call that finishes the animation, `.completed(false)` for a recovery (the
    ///   state is then reset) or `.completed(true)` for a break; otherwise nothing.
    @discardableResult
    public mutating func advance(to time: TimeInterval) -> [TearEvent] {
        let time = sanitizedTime(time)
        guard let animation else { return [] }
        let sample = animation.sample(at: time)
        if let curvedPath {
            // A curved tear's tip runs along its path: back toward the lock (closing) or on to its end.
            tipDistance = animationFromTip + (animationToTip - animationFromTip) * sample.easedFraction
            finger = curvedPath.point(at: tipDistance)
        } else {
            finger = Vector2(sample.fingerPoint)
        }
        tearProgress = sample.tearProgress
        gapWidth = sample.gapWidth
        animationFraction = sample.easedFraction
        guard sample.isFinished else { return [] }
        return finishAnimation()
    }

    /// The view is leaving the screen (SwiftUI's `onDisappear`, a UIKit interaction removed from its
    /// view): whatever is under way ends now, so its completion is not left to frames that will not
    /// come. A tear the finger is holding closes at once (`.completed(false)`, if its direction had
    /// locked); a running recovery ends (`.completed(false)`); an opening break shows its full gap (its
    /// `.completed(true)` was reported when it broke). An idle or broken view: nothing. Each is reported
    /// once: a later ``advance(to:)``, ``dragCancelled(at:)`` or second call finds nothing under way.
    /// - Parameter time: Seconds, on the drags' clock.
    /// - Returns: The completion of what ended, if it had not been reported.
    @discardableResult
    public mutating func finishForRemoval(at time: TimeInterval) -> [TearEvent] {
        _ = sanitizedTime(time)
        if gestureInProgress {
            let ignored = gestureIgnored
            gestureInProgress = false
            gestureIgnored = false
            if !ignored, isActive, !hasFullyTorn, animation == nil {
                let wasTear = directionLocked
                reset()
                return wasTear ? [.completed(false)] : []
            }
        }
        return finishAnimation()
    }

    /// Controls the broken state from outside, as an `isBroken` binding does.
    /// - `true`: breaks the view (along the current tear if its direction is locked, otherwise straight
    ///   through the middle: from the top for vertical and any-direction cuts, from the left for
    ///   horizontal ones) and reports `.completed(true)` at once. With `animated`, the tear is then drawn
    ///   running through the view over ``TearConfiguration/breakDuration`` (`.breakStarted`,
    ///   `.completed(true)`; ``advance(to:)`` reports nothing more); without, it shows torn through at
    ///   once. Nothing if already broken (also while the gap still opens).
    /// - `false`: closes a broken, breaking or in-progress tear with the recovery animation (reported
    ///   by `.completed(false)` when it ends). Nothing if the view is intact or already recovering.
    /// A drag that is down when this is called stops tearing until it ends.
    @discardableResult
    public mutating func setBroken(_ broken: Bool, at time: TimeInterval, animated: Bool = false) -> [TearEvent] {
        let time = sanitizedTime(time)
        if broken {
            // Broken already, also while its gap still opens: the break has been reported.
            guard !hasFullyTorn else { return [] }
            animation = nil
            animationBreaks = false
            if !directionLocked { lockDefaultLine() }
            isActive = true
            if gestureInProgress { gestureIgnored = true }
            guard animated else { return breakThrough() }
            return startBreak(at: time)
        }
        guard isActive, animation == nil || animationBreaks else { return [] }
        if gestureInProgress { gestureIgnored = true }
        return startRecovery(at: time)
    }

    /// Replaces the configuration. A tear in progress keeps its locked direction; its gap follows the
    /// new ``TearConfiguration/maxGapWidth`` at once, and the new threshold applies at release.
    public mutating func setConfiguration(_ configuration: TearConfiguration) {
        self.configuration = configuration
        if hasFullyTorn {
            gapWidth = configuration.maxGapWidth
        } else if directionLocked, animation == nil {
            updateProgress()
        }
    }

    /// Tells the state the view's size changed outside a gesture (e.g. rotation).
    /// - Returns: `.completed(false)` if a tear in progress had to be abandoned because the view
    ///   lost its area; otherwise nothing.
    @discardableResult
    public mutating func setViewSize(_ viewSize: CGSize) -> [TearEvent] {
        resize(to: viewSize)
    }

    /// Returns the state to intact and idle at once, keeping the configuration and view size.
    /// Fires nothing; use `setBroken(false, at:)` for an animated, reported recovery. A drag that is
    /// down stops tearing until it ends.
    public mutating func reset() {
        isActive = false
        edge = .zero
        finger = .zero
        direction = .zero
        startLocation = .zero
        directionLocked = false
        gapWidth = 0
        tearProgress = 0
        lockProjection = 0
        maxTrajectoryDistance = 0
        tipDistance = 0
        hasFullyTorn = false
        animation = nil
        animationBreaks = false
        animationFraction = 0
        curvedPath = nil
        lockShare = 0
        animationFromTip = 0
        animationToTip = 0
        gestureIgnored = gestureInProgress
    }
}
