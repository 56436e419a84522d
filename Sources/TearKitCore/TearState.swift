import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The state of one tearable view: where its tear starts and ends, how far it has progressed, and
/// where the gesture is in its life cycle.
///
/// `TearState` is a value type with no clock and no callbacks. An adapter (the SwiftUI modifier,
/// the `tearkit` tool, a test) feeds it drag updates, times and the view's size through
/// ``dragChanged(_:viewSize:)``, ``dragEnded(_:viewSize:)``, ``dragCancelled(at:)``,
/// ``advance(to:)`` and ``setBroken(_:at:animated:)``; each returns the ``TearEvent``s it caused, so callbacks
/// fire exactly once. ``uniforms`` and ``isEffectEnabled`` tell the shader what to draw.
///
/// ## The gesture life cycle
/// 1. A drag that starts within ``TearConfiguration/edgeActivationDistance`` of an eligible edge
///    **activates** the state (``isActive``); any other drag is ignored until it ends.
/// 2. Until the finger has moved ``TearConfiguration/directionLockDistance`` (or a quarter of the
///    view's smaller side, if that is less) nothing is visible: progress and gap stay 0.
/// 3. Then ``lockDirection(from:to:cutDirection:)`` fixes the direction, casts a ray backwards to the
///    edge (``edgePoint``) and records ``lockProjection``, the baseline that makes progress start at 0.
///    The drag must head into the view within 75° of an
///    eligible edge's inward normal, for every ``CutDirection``; otherwise (a scroll that started near
///    a row's edge, a slide along the edge, a drag heading out) it is not a tear and is ignored until
///    it ends. A drag whose direction never locks — a tap, a short touch, a scroll — reports no
///    completion: nothing was shown.
/// 4. While the finger moves, it is projected onto the locked line and clamped to the part inside the
///    view; ``tearProgress`` is the distance travelled past the baseline divided by the distance
///    available, and ``gapWidth`` grows with it to ``TearConfiguration/maxGapWidth``. Moving the finger
///    back along the line shrinks the tear again (progress, gap and ``fingerPoint`` follow it), unless
///    ``TearConfiguration/tearNeverMendsWhileHeld`` keeps the furthest point reached.
/// 5. On release, progress ≥ ``TearConfiguration/breakThreshold`` *at release* breaks the view
///    (``hasFullyTorn``, `.completed(true)`); otherwise a recovery timeline closes the cut, then the state
///    resets and reports `.completed(false)`. A cancelled gesture recovers the same way.
///
/// Animations (the closing cut, or an animated forced break) are sampled with ``advance(to:)``.
///
/// ## Bad input
/// - A non-finite drag location is skipped (the state keeps its last valid values); a non-finite
///   start location is not near any edge, so the drag is ignored.
/// - Non-finite times are replaced by the last valid time, and times never run backwards, unless the
///   clock jumps back by more than 1 s (the user set the time):
///   then a running animation finishes at once instead of stalling, and the new clock is adopted.
/// - A zero, negative or non-finite view size makes every drag inert; a view that shrinks to zero
///   mid-tear abandons the tear (`.completed(false)` if it had locked), and a view resized mid-tear has its tear
///   rescaled with it (progress is preserved).
/// - Configuration values are clamped by ``TearConfiguration``.
/// No input makes any output NaN or infinite.
public struct TearState: Sendable, Equatable {
    // MARK: Configuration and view

    /// The tear's parameters. Change them with ``setConfiguration(_:)``.
    public private(set) var configuration: TearConfiguration

    /// The view's size in points; always finite and ≥ 0. Updated by every entry point that takes one.
    public var viewSize: CGSize { CGSize(width: size.x, height: size.y) }

    // MARK: The seed's state variables

    /// Whether a tear is under way, recovering or broken (a drag activated it, or it was forced).
    public private(set) var isActive = false
    /// The real anchor of the tear on the view's edge, in points. Sent to the shader as `tearStart`.
    public var edgePoint: CGPoint { edge.cgPoint }
    /// The tear's current end: the finger projected onto the locked tear line and clamped inside
    /// the view, in points. Sent to the shader as `tearEnd`.
    public var fingerPoint: CGPoint { finger.cgPoint }
    /// The unit direction of the tear, fixed when the direction locks; `(0, 0)` before that.
    public var fixedDirection: CGPoint { direction.cgPoint }
    /// Whether the tear's direction has been locked for this gesture.
    public private(set) var directionLocked = false
    /// The opening at the tear's start in points, `0...maxGapWidth`. Sent to the shader as `maxGap`.
    public private(set) var gapWidth: Double = 0
    /// How far the tear has run, `0...1`. Sent to the shader as `tearProgress`.
    public private(set) var tearProgress: Double = 0
    /// The finger's distance along the tear line from ``edgePoint`` when the direction locked, in
    /// points: the baseline from which progress is measured, so it starts at 0 with no jump.
    public private(set) var lockProjection: Double = 0
    /// The length of the tear line inside the view, from ``edgePoint`` to the opposite boundary, in points.
    public private(set) var maxTrajectoryDistance: Double = 0
    /// Whether the view has broken. While `true`, drags do nothing until ``reset()`` or `setBroken(false)`.
    public private(set) var hasFullyTorn = false

    /// The animation in progress — the cut closing (``TearPhase/recovering``) or the view tearing
    /// through on an animated break (``TearPhase/breaking``) — or `nil`.
    package private(set) var animation: TearTimeline?
    /// Whether ``animation`` ends in a break (`true`) or a recovery (`false`).
    var animationBreaks = false

    // MARK: Internal storage

    var size = Vector2.zero
    var edge = Vector2.zero
    var finger = Vector2.zero
    var direction = Vector2.zero
    var startLocation = Vector2.zero
    /// The tip's distance along the line from `edge` (≥ lockProjection): the finger's current one, or
    /// its furthest with ``TearConfiguration/tearNeverMendsWhileHeld``.
    var tipDistance: Double = 0
    /// A drag is down (a changed update arrived and no end or cancel yet).
    var gestureInProgress = false
    /// The drag that is down is not tearing (started away from edges, on a broken view, or was taken over).
    var gestureIgnored = false
    var lastTime: TimeInterval = 0

    /// Creates an idle state.
    /// - Parameters:
    ///   - configuration: The tear's parameters. Default: ``TearConfiguration/init(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:edgeActivationDistance:directionLockDistance:recoveryDuration:breakDuration:recoveryEasing:breaksOnFling:tearNeverMendsWhileHeld:rimStrength:rimLightness:shadowStrength:)`` defaults.
    ///   - viewSize: The view's size in points. Default zero (inert until a size arrives).
    public init(configuration: TearConfiguration = TearConfiguration(), viewSize: CGSize = .zero) {
        self.configuration = configuration
        self.size = Self.sanitizedSize(viewSize)
    }

    // MARK: Derived values

    /// Where the tear is in its life cycle.
    public var phase: TearPhase {
        if hasFullyTorn { return .broken }
        if animation != nil { return animationBreaks ? .breaking : .recovering }
        if !isActive { return .idle }
        return directionLocked ? .tearing : .tracking
    }

    /// Whether the view is broken or an animated break is under way: what a host's accessibility
    /// offers then is "Restore" (`setBroken(false, at:)`); otherwise it offers "Tear"
    /// (`setBroken(true, at:animated:)`). TearKit's modifier offers exactly one of the two.
    public var isBrokenOrBreaking: Bool { hasFullyTorn || phase == .breaking }

    /// Whether the shader should run: a tear is active, its direction is locked and there is a real
    /// opening (`gapWidth > 0.1` pt). When `false`, the view is drawn untouched and costs nothing.
    public var isEffectEnabled: Bool { isActive && directionLocked && gapWidth > 0.1 }

    /// The `tearDistortion` arguments for the current state, for a layer with 1 pixel per point.
    /// Use ``uniforms(pixelSize:)`` to anti-alias for the display's real pixels.
    public var uniforms: TearUniforms { uniforms(pixelSize: 1) }

    /// The `tearDistortion` arguments for the current state.
    /// - Parameter pixelSize: The size of one device pixel in points, `1 / displayScale`
    ///   (e.g. `1.0 / 3` on a 3× iPhone): the torn edges are anti-aliased over one such pixel.
    ///
    /// A broken view is torn all the way through: its tip is drawn beyond the far edge (half the tear's
    /// length again), so the halves part along the whole cut instead of touching at that edge.
    public func uniforms(pixelSize: Double) -> TearUniforms {
        var tip = fingerPoint
        if hasFullyTorn {
            tip = CGPoint(x: fingerPoint.x + (fingerPoint.x - edgePoint.x) / 2, y: fingerPoint.y + (fingerPoint.y - edgePoint.y) / 2)
        }
        return TearUniforms(
            tearStart: edgePoint, tearEnd: tip, tearProgress: tearProgress,
            maxGap: gapWidth, edgeRoughness: configuration.edgeRoughness, viewSize: viewSize,
            pixelSize: pixelSize, rimStrength: configuration.rimStrength,
            rimLightness: configuration.rimLightness, shadowStrength: configuration.shadowStrength
        )
    }

    /// The `maxSampleOffset` to give SwiftUI's `layerEffect`, in points: half of
    /// ``TearConfiguration/maxGapWidth`` (the farthest the shader moves a half) on each axis the cut
    /// can move the halves along — horizontally for ``CutDirection/vertical`` cuts, vertically for
    /// ``CutDirection/horizontal`` ones, both for ``CutDirection/anyDirection``.
    ///
    /// It depends only on the configuration, so it stays the same for every drag update and
    /// animation frame: a value that changed with the opening would make SwiftUI reallocate the
    /// effect's offscreen layer on every frame. It always covers ``TearUniforms/maxSampleOffset``.
    public var maxSampleOffset: CGSize {
        let half = configuration.layerMargin
        switch configuration.cutDirection {
        case .vertical: return CGSize(width: half, height: 0)
        case .horizontal: return CGSize(width: 0, height: half)
        case .anyDirection: return CGSize(width: half, height: half)
        }
    }

    /// The state as a renderer shows it at `time` (seconds, same clock as the drags): while an
    /// animation runs, the state advanced to `time`; otherwise the state itself. Pure: the state does
    /// not change, so a renderer can sample every frame without writing anything back.
    public func presentation(at time: TimeInterval) -> TearState {
        var shown = self
        shown.advance(to: time)
        return shown
    }

    /// Whether the running animation has ended by `time`: the moment to commit it with
    /// ``advance(to:)`` (which fires its completion). `false` when no animation runs.
    public func animationHasEnded(at time: TimeInterval) -> Bool {
        phase.isAnimating && !presentation(at: time).phase.isAnimating
    }

    /// The distance along the tear line still available after the lock baseline, in points.
    var availableDistance: Double { maxTrajectoryDistance - lockProjection }

    // MARK: Geometry

    /// Fixes the tear's direction for the rest of the gesture.
    ///
    /// Computes the unit direction from `start` to `location` constrained by `cutDirection`
    /// (vertical: straight into the view from the top or bottom edge; horizontal: from the left or
    /// right edge; any: the drag's own direction, if it heads into the view), casts a ray backwards
    /// through `start` to the view's edge to find ``edgePoint``, measures ``maxTrajectoryDistance``
    /// and records ``lockProjection``.
    /// - Returns: `false`, leaving the state unlocked, when no tear is possible: `start` is not near an
    ///   eligible edge, the drag heads out of the view or along its edge, or the view has no area.
    @discardableResult
    public mutating func lockDirection(from start: CGPoint, to location: CGPoint, cutDirection: CutDirection) -> Bool {
        let from = Vector2(start), to = Vector2(location)
        guard from.isFinite, to.isFinite, size.x > 0, size.y > 0 else { return false }
        let near = TearGeometry.edges(near: from, size: size, within: configuration.edgeActivationDistance, cutDirection: cutDirection)
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
        case .anyDirection:
            unit = drag
        }
        let anchor = TearGeometry.entryPoint(through: from, along: unit, size: size)
        let length = TearGeometry.exitDistance(from: anchor, along: unit, size: size)
        guard length > 0 else { return false }
        edge = anchor
        direction = unit
        maxTrajectoryDistance = length
        lockProjection = min(max(unit.dot(to - anchor), 0), length)
        tipDistance = lockProjection
        finger = anchor + unit * tipDistance
        directionLocked = true
        updateProgress()
        return true
    }

    /// The finger location projected onto the locked tear line and clamped to the part of it inside
    /// the view, in points. Before the direction locks, the finger location clamped into the view.
    /// A non-finite location gives the current ``fingerPoint``.
    public func projectedEnd(fingerLocation: CGPoint) -> CGPoint {
        let p = Vector2(fingerLocation)
        guard p.isFinite else { return fingerPoint }
        guard directionLocked else { return TearGeometry.clamp(p, size: size).cgPoint }
        return (edge + direction * projectedDistance(p)).cgPoint
    }

    func projectedDistance(_ p: Vector2) -> Double {
        min(max(direction.dot(p - edge), 0), maxTrajectoryDistance)
    }

    /// Moves the tip to the finger projected onto the locked line (never behind the lock baseline),
    /// or, with ``TearConfiguration/tearNeverMendsWhileHeld``, only ever further along it.
    mutating func followFinger(to location: Vector2) {
        let projected = max(projectedDistance(location), lockProjection)
        tipDistance = configuration.tearNeverMendsWhileHeld ? max(tipDistance, projected) : projected
        finger = edge + direction * tipDistance
        updateProgress()
    }

    /// Progress and gap from the tip's distance along the line.
    mutating func updateProgress() {
        let available = availableDistance
        tearProgress = available > 1e-9 ? min(max((tipDistance - lockProjection) / available, 0), 1) : 0
        gapWidth = configuration.maxGapWidth * tearProgress
    }

    // MARK: Gesture entry points

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
            if lockDirection(from: startLocation.cgPoint, to: location.cgPoint, cutDirection: configuration.cutDirection) {
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

    /// Ends the drag (SwiftUI's `onEnded`): applies its last location, then breaks the view when
    /// progress has reached ``TearConfiguration/breakThreshold``, or starts the closing animation.
    /// - Returns: `.completed(true)` on a break; `.recoveryStarted`, or `.completed(false)` at once
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
        if configuration.breaksOnFling, directionLocked, let predicted = sample.predictedEndLocation.map(Vector2.init), predicted.isFinite {
            let tip = projectedDistance(predicted)
            let available = availableDistance
            if available > 1e-9 { decisiveProgress = max(decisiveProgress, (tip - lockProjection) / available) }
        }
        if directionLocked, decisiveProgress >= configuration.breakThreshold {
            events += breakThrough()
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
        finger = Vector2(sample.fingerPoint)
        tearProgress = sample.tearProgress
        gapWidth = sample.gapWidth
        guard sample.isFinished else { return [] }
        return finishAnimation()
    }

    /// Controls the broken state from outside, like the seed's `isBroken` binding.
    /// - `true`: breaks the view (along the current tear if its direction is locked, otherwise straight
    ///   through the middle: from the top for vertical and any-direction cuts, from the left for
    ///   horizontal ones) and reports `.completed(true)`. With `animated`, the tear first runs through
    ///   the view over ``TearConfiguration/breakDuration`` (`.breakStarted`, then `.completed(true)`
    ///   from ``advance(to:)``); without, at once. Nothing if already broken (or already breaking,
    ///   unless `animated` is `false`, which finishes the break now).
    /// - `false`: closes a broken, breaking or in-progress tear with the recovery animation (reported
    ///   by `.completed(false)` when it ends). Nothing if the view is intact or already recovering.
    /// A drag that is down when this is called stops tearing until it ends.
    @discardableResult
    public mutating func setBroken(_ broken: Bool, at time: TimeInterval, animated: Bool = false) -> [TearEvent] {
        let time = sanitizedTime(time)
        if broken {
            guard !hasFullyTorn else { return [] }
            if animation != nil, animationBreaks {
                guard !animated else { return [] }
                animation = nil
                animationBreaks = false
                return breakThrough()
            }
            animation = nil
            animationBreaks = false
            if !directionLocked { lockDefaultLine() }
            isActive = true
            if gestureInProgress { gestureIgnored = true }
            guard animated, directionLocked, configuration.breakDuration > 0 else { return breakThrough() }
            animation = TearTimeline(
                startTime: time, duration: configuration.breakDuration, easing: configuration.recoveryEasing,
                fromFinger: finger, toFinger: edge + direction * maxTrajectoryDistance,
                fromProgress: tearProgress, toProgress: 1, fromGap: gapWidth, toGap: configuration.maxGapWidth)
            animationBreaks = true
            return [.breakStarted]
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
        gestureIgnored = gestureInProgress
    }

    // MARK: Steps

    private var effectiveLockDistance: Double {
        min(configuration.directionLockDistance, max(min(size.x, size.y) / 4, 1))
    }

    private mutating func beginGesture(startingAt start: Vector2) -> [TearEvent] {
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
        guard !TearGeometry.edges(near: start, size: size, within: configuration.edgeActivationDistance,
                                  cutDirection: configuration.cutDirection).isEmpty else {
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

    private mutating func breakThrough() -> [TearEvent] {
        hasFullyTorn = true
        tipDistance = maxTrajectoryDistance
        finger = edge + direction * tipDistance
        tearProgress = 1
        gapWidth = configuration.maxGapWidth
        return [.completed(true)]
    }

    private mutating func startRecovery(at time: TimeInterval) -> [TearEvent] {
        guard directionLocked else {
            // The direction never locked: nothing was shown and this was never a tear.
            reset()
            return []
        }
        let target = directionLocked ? edge + direction * lockProjection : finger
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
    private mutating func finishAnimation() -> [TearEvent] {
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
    private mutating func lockDefaultLine() {
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
    }

    /// The clock, kept from running backwards: a time a little earlier than the last one (an
    /// out-of-order update) counts as the last time; one more than
    /// ``TearTimeline/backwardsClockTolerance`` earlier means the clock itself was set back, and
    /// is adopted (a running animation then finishes, see ``TearTimeline/sample(at:)``).
    private mutating func sanitizedTime(_ time: TimeInterval) -> TimeInterval {
        if time.isFinite, time > lastTime || time < lastTime - TearTimeline.backwardsClockTolerance { lastTime = time }
        return lastTime
    }

    private static func sanitizedSize(_ size: CGSize) -> Vector2 {
        let w = Double(size.width), h = Double(size.height)
        return Vector2(x: w.isFinite ? max(w, 0) : 0, y: h.isFinite ? max(h, 0) : 0)
    }

    /// Adopts a new view size, rescaling everything measured in the old one.
    private mutating func resize(to viewSize: CGSize) -> [TearEvent] {
        let newSize = Self.sanitizedSize(viewSize)
        guard newSize != size else { return [] }
        let old = size
        size = newSize
        guard isActive else { return [] }
        guard old.x > 0, old.y > 0, newSize.x > 0, newSize.y > 0 else {
            if hasFullyTorn { return [] }
            if animation != nil, animationBreaks {
                // A break was asked for: finish it rather than abandon it.
                animation = nil
                animationBreaks = false
                return breakThrough()
            }
            // The view lost its area mid-tear: abandon the tear (reported only if it had locked).
            let wasTear = directionLocked
            reset()
            return wasTear ? [.completed(false)] : []
        }
        let sx = newSize.x / old.x, sy = newSize.y / old.y
        func scaled(_ p: Vector2) -> Vector2 { Vector2(x: p.x * sx, y: p.y * sy) }
        startLocation = scaled(startLocation)
        animation = animation?.scaled(x: sx, y: sy)
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

/// Where a ``TearState`` is in its life cycle.
public enum TearPhase: String, Sendable, Equatable, CaseIterable {
    /// Intact, no drag tracked.
    case idle
    /// A drag started at an edge; its direction is not locked yet, nothing is visible.
    case tracking
    /// The direction is locked and the tear follows the finger.
    case tearing
    /// The finger lifted below the threshold (or a restore was asked for); the cut is closing.
    case recovering
    /// An animated forced break is tearing the view through.
    case breaking
    /// The view has torn through.
    case broken

    /// Whether an animation is running that ``TearState/advance(to:)`` must be called for.
    public var isAnimating: Bool { self == .recovering || self == .breaking }
}
