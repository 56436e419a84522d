#if canImport(UIKit) && canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import MetalKit
@_spi(Internal) import TearKitCore
import UIKit

/// Makes any `UIView` tearable with a finger: UIKit's counterpart of SwiftUI's `tearable(...)`, with
/// the same ``TearConfiguration``, callbacks, haptics, accessibility actions and Reduce Motion.
///
/// ```swift
/// let tear = TearInteraction(cutDirection: .vertical) { [weak card] broke in
///     if broke { card?.removeFromSuperview() }
/// }
/// card.addInteraction(tear)
/// ```
///
/// Capture the view weakly in the callbacks (`[weak card]`, or `[weak self]` in the view controller
/// that holds it): the view keeps its interactions and the interaction keeps its callbacks, so a
/// callback that holds the view strongly keeps both alive for ever.
///
/// A pan that starts within ``TearConfiguration/edgeActivationDistance`` of an eligible edge and heads
/// into the view tears it; every other pan (away from the edges, a pull outwards) is declined before
/// it begins, so the touch goes on as if the tear were not there. Inside a `UIScrollView` (a table, a
/// collection view, a pager), a drag along an axis it can move on scrolls, even from the edge: a
/// vertical feed scrolls on every upward flick that starts in a card's bottom strip. To tear along
/// the feed, the user rests the finger, still, close to the edge (within a quarter of the view's size
/// across it) while the feed stands still, for ``TearConfiguration/scrollAxisHoldDuration`` (0.5 s),
/// then pulls; a sheet the user can swipe away counts as a vertical scroll. A tear across the scroll axis, or in a scroll view that cannot move that way
/// (its content fits and it does not bounce, or scrolling is disabled), starts at once. A pan that
/// has begun owns the touch: the scroll view's pan waits for the tear's decision (made at the
/// finger's first movement), so the content does not move under a tear. A pan of a subview (a
/// carousel, a slider, text selection) is never made to wait: the tear waits for it, and leaves a
/// scroll view inside the view every drag along its axis. In a navigation
/// controller the tear's pan requires the `interactivePopGestureRecognizer` to fail first, so a drag
/// from the leading edge of a pushed screen goes back. Releasing at or past ``TearConfiguration/breakThreshold`` breaks the view at release
/// (`onCompletion(true)`, ``isBroken`` `true`; the gap then opens fully over
/// ``TearConfiguration/breakDuration``); earlier, the cut closes on a display link and
/// `onCompletion(false)` follows, exactly once, from that clock (not from drawing) or from a timer at
/// the animation's end, whichever comes first (a display link gets no frames in the background). The display link
/// asks for up to 120 Hz: ProMotion iPads give it; an iPhone gives more than 60 Hz only to an app whose
/// Info.plist sets `CADisableMinimumFrameDurationOnPhone` to `YES` (TearKit cannot set it), otherwise
/// 60 Hz. Removing the interaction mid-tear ends the tear and reports it, once; so does the view being
/// released while the cut closes or a break opens (the end's timer keeps the interaction until the run
/// has reported; the display link never holds it).
///
/// While a tear shows, the view is drawn from a snapshot (`drawHierarchy(in:afterScreenUpdates:)`)
/// by an `MTKView` placed over it in its superview, ``TearConfiguration/layerMargin`` larger on every
/// side so the halves can part beyond the view's bounds, with `TearDistortion.metal`'s fragment
/// function (the SwiftUI shader's own per-pixel code). The overlay follows the view: its position,
/// size, `transform`, `alpha` and `isHidden`, animated or not, so a broken view that the app fades,
/// moves or hides takes its tear with it (an animation added to the view's layer without changing its
/// value, such as a Core Animation shake, is not followed). The overlay stays in the view's superview
/// while the view does: when that superview leaves the window (a screen pushed over it, another tab, a
/// full-screen presentation) the tear leaves and comes back with it; when the view leaves its
/// superview (the app removes a broken view), the overlay goes at once (or, off screen, before that
/// superview is on screen again), and a broken view put into a superview and a window again is drawn
/// torn there. The live view stays in place, hidden by an empty `mask` (it keeps its touches and
/// accessibility) and comes back when the cut has closed, with its own mask given back: a mask view,
/// or a mask layer set on `view.layer` directly. A mask the app sets on the view while it is torn is
/// the app's: it replaces the empty one (the live view then shows through it under the tear), is never
/// overwritten, and stays when the tear ends.
///
/// The first tear makes its overlay without blocking the main thread: the snapshot is taken on the
/// main thread (UIKit requires it), while the Metal pipeline and the snapshot's texture are waited for
/// in the background; until they are ready the live view stays on screen, untouched, and the tear's
/// state and callbacks run as usual; the overlay then shows the tear as it is at that moment. Where
/// the overlay cannot be made (no compiled `default.metallib`, see the README; no Metal; a view larger
/// than a 16 384-pixel texture with its margins, about 5 400 points tall at 3×), the tear is not drawn:
/// the view stays as it is, and the gesture, ``isBroken``, the callbacks and haptics work as usual.
/// It is not tried again until that tear has ended.
///
/// Nothing is drawn and no display link runs while nothing moves: while the view is intact and idle,
/// and while a broken view shows its tear at rest. The interaction follows the view as it changes
/// instead: it observes the view's layer (position, bounds, anchor point, transform, opacity,
/// visibility and mask, by key-value observing) and the view's window changes (a hidden, empty subview
/// of the view, in a `UIVisualEffectView`'s `contentView`, reports them while a tear is drawn or
/// wanted), and draws again when the app's scene returns to the foreground. The display link runs only
/// while the cut closes or a break opens, while the app animates the view under a shown tear (until
/// the animation ends), and until a new overlay's first frame is on screen. A tear's snapshot needs the
/// view in a window and with a size: a view broken before that (``isBroken`` set in `viewDidLoad`, a
/// broken view moved to another superview) is drawn torn as soon as it is on screen with a size. A
/// broken view keeps its tear until ``isBroken`` is set to `false` (the cut closes) or the interaction
/// is removed.
///
/// VoiceOver offers "Tear" (an animated break, instant with Reduce Motion) or "Restore", named from
/// TearKit's `Localizable.strings`; haptics are a light tick when the direction locks and a heavy
/// impact when the view breaks, from two generators prepared when a tear begins.
@MainActor
public final class TearInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to (UIKit sets it through `addInteraction(_:)`).
    public private(set) weak var view: UIView?

    /// The tear's parameters; each is clamped into its documented range. Changing it while a tear is
    /// open takes effect at once (a new gap width) or at release (a new threshold).
    /// Default: ``TearConfiguration``'s defaults.
    public var configuration: TearConfiguration {
        didSet { applyConfiguration() }
    }

    /// Whether TearKit plays haptics (a light tick on lock, a heavy impact on a break). Default `true`.
    public var hapticsEnabled: Bool

    /// Called on the main actor once for every tear that ends: `true` when the view broke (also
    /// through ``isBroken`` or the "Tear" accessibility action), `false` when it closed again. Not
    /// called for a pan whose direction never locked. Default `nil`.
    public var onCompletion: (@MainActor (Bool) -> Void)?

    /// Called on the main actor whenever the tear's progress changes, `0` (intact) … `1` (torn
    /// through), while the finger moves and while the cut closes. Default `nil`.
    public var onProgressChanged: (@MainActor (Double) -> Void)?

    /// Whether the view is broken. Set it to `true` to break the view (straight through the middle
    /// if no tear is under way; `onCompletion(true)`), or to `false` to close a tear with the recovery
    /// animation (`onCompletion(false)` when it has closed). Default `false`.
    public var isBroken: Bool {
        get { state.hasFullyTorn }
        set {
            guard newValue != state.hasFullyTorn else { return }
            applyConfiguration()
            // The size now, not the one from when the interaction was added (often zero before layout).
            adoptViewSize()
            handle(state.setBroken(newValue, at: CACurrentMediaTime()))
        }
    }

    private var state: TearState
    private var pan: TearPanRecognizer?
    private var panTarget: TearKitActionTarget?
    private var panDelegate: TearPanDelegate?
    private var clock: TearFrameClock?
    /// Tells the interaction when its view changes while a tear is drawn or wanted (no clock runs for
    /// a view at rest): see ``TearViewWatcher``.
    private var watcher: TearViewWatcher?
    /// Whether a refresh for the view's changes is already due on the main actor's next turn: a layout
    /// that moves and resizes the view reports several changes, followed once.
    private var followScheduled = false
    /// Backs the end of a closing cut or an opening break: the display link is bound to the
    /// display's vsync, which an app in the background does not get.
    private var endTimer: TearEndTimer?
    /// When the display link last ticked (while it runs), and whether the next frame is drawn even if
    /// it shows what was drawn last: after the background (a pause in the ticks of a suspended app, a
    /// tick skipped in the background by an app that keeps running there, the scene back in the
    /// foreground) or the overlay back in a window, the last frame may never have reached the screen,
    /// or the layer's content may have been discarded, and a broken view at rest would otherwise stay
    /// stale or blank.
    private var lastTick: CFTimeInterval?
    private var redrawsNextFrame = false
    /// Where the overlay is in its life (being made, shown, unavailable): decided by TearKitCore.
    private var overlayLifecycle = TearOverlayLifecycle()
    private var overlay: TearOverlayView?
    private var renderer: TearMetalRenderer?
    /// The view's own mask while it is hidden behind the tear, given back afterwards unless the app has
    /// set another since (``TearKitCore/TearLiveViewMask``): its mask view, or else the mask layer set
    /// on its layer directly (setting `view.mask` replaces `layer.mask`).
    private var liveViewMask = TearLiveViewMask<(view: UIView?, layer: CALayer?), CALayer>()
    private var reportedProgress: Double = 0
    private var tearAction: UIAccessibilityCustomAction?
    private var restoreAction: UIAccessibilityCustomAction?
    /// The action last put on the view ("Tear" or "Restore"): the view's actions are rewritten only
    /// when it changes, not on every frame.
    private var offeredAction: UIAccessibilityCustomAction?
    #if !os(visionOS)
    /// One generator per haptic, made with the view and prepared when a tear begins.
    private var lockImpact: UIImpactFeedbackGenerator?
    private var breakImpact: UIImpactFeedbackGenerator?
    #endif

    /// An interaction with every parameter of ``TearConfiguration``.
    ///
    /// ```swift
    /// card.addInteraction(TearInteraction(configuration: TearConfiguration(cutDirection: .horizontal, breaksOnFling: true)))
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The tear's parameters. No default: without one,
    ///     ``init(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:rimStrength:rimLightness:shadowStrength:hapticsEnabled:onCompletion:)``
    ///     is the call.
    ///   - hapticsEnabled: Whether TearKit plays haptics. Default `true`.
    ///   - onCompletion: Called once per finished tear: `true` broke, `false` closed. Default `nil`.
    public init(
        configuration: TearConfiguration,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.hapticsEnabled = hapticsEnabled
        self.onCompletion = onCompletion
        state = TearState(configuration: configuration)
        super.init()
    }

    /// An interaction with the parameters of SwiftUI's
    /// `tearable(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:rimStrength:rimLightness:shadowStrength:isBroken:hapticsEnabled:onCompletion:onProgressChanged:)`;
    /// ``isBroken`` and ``onProgressChanged`` are properties.
    /// - Parameters:
    ///   - edgeRoughness: How ragged the torn edges are, `0` (clean) … `1`. Default `0.5`.
    ///   - maxGapWidth: The widest opening, at the tear's start, in points. Default `28`; range `0...200`.
    ///   - breakThreshold: The fraction of the tear line torn at release that breaks the view.
    ///     Default `0.9`; range `0...1`.
    ///   - cutDirection: Which way tears may run (`.followingFinger`: the cut bends toward the finger,
    ///     turning at most ``TearConfiguration/maximumTurnRate``). Default `.anyDirection`.
    ///   - rimStrength: The lighter rim of paper core along the torn edges, `0` (none) … `1`. Default `0.6`.
    ///   - rimLightness: The paper core's grey level, `0` (black) … `1` (white). Default `0.96`.
    ///   - shadowStrength: The shadow the torn edges cast into the gap, `0` (none) … `1`. Default `0.5`.
    ///   - hapticsEnabled: Whether TearKit plays haptics. Default `true`.
    ///   - onCompletion: Called once per finished tear: `true` broke, `false` closed. Default `nil`.
    public convenience init(
        edgeRoughness: Double = TearConfiguration.Defaults.edgeRoughness,
        maxGapWidth: Double = TearConfiguration.Defaults.maxGapWidth,
        breakThreshold: Double = TearConfiguration.Defaults.breakThreshold,
        cutDirection: CutDirection = .anyDirection,
        rimStrength: Double = TearConfiguration.Defaults.rimStrength,
        rimLightness: Double = TearConfiguration.Defaults.rimLightness,
        shadowStrength: Double = TearConfiguration.Defaults.shadowStrength,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.init(
            configuration: TearConfiguration(
                edgeRoughness: edgeRoughness, maxGapWidth: maxGapWidth,
                breakThreshold: breakThreshold, cutDirection: cutDirection,
                rimStrength: rimStrength, rimLightness: rimLightness, shadowStrength: shadowStrength),
            hapticsEnabled: hapticsEnabled, onCompletion: onCompletion)
    }

    /// Detaches from the old view (its pan recogniser, haptic generators, accessibility actions and any
    /// tear shown). A tear under way ends here and is reported once (`onCompletion(false)` for a tear
    /// that was closing or held; a break was reported when it happened).
    public func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        let ended = state.finishForRemoval(at: CACurrentMediaTime())
        if let pan { old.removeGestureRecognizer(pan) }
        pan = nil
        panTarget = nil
        panDelegate = nil
        clock?.stop()
        clock = nil
        lastTick = nil
        watcher?.stop()
        watcher = nil
        // The run has ended here: its timer has nothing left to end, and must not reset a state set
        // on the detached interaction meanwhile.
        endTimer?.cancel()
        _ = overlayLifecycle.viewGone()
        removeOverlay()
        #if !os(visionOS)
        if #available(iOS 17.5, *) {
            // Generators made with `init(style:view:)` are attached to the view as interactions.
            for generator in [lockImpact, breakImpact].compactMap({ $0 }) { old.removeInteraction(generator) }
        }
        #endif
        old.accessibilityCustomActions = (old.accessibilityCustomActions ?? []).filter {
            $0 !== tearAction && $0 !== restoreAction
        }
        offeredAction = nil
        state = TearState(configuration: state.configuration)
        self.view = nil
        #if !os(visionOS)
        lockImpact = nil
        breakImpact = nil
        #endif
        report(ended)
    }

    /// Attaches to the new view: adds the pan recogniser and the accessibility action.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        // The tear's Metal pipeline is built asynchronously now, not on the first touch (once per process).
        MetalContext.shared.prepare()
        let target = TearKitActionTarget { [weak self] in self?.panned() }
        let delegate = TearPanDelegate(
            decide: { [weak self] recognizer in self?.shouldBegin(recognizer) ?? false },
            isInsideTearableView: { [weak view] _, other in
                // A subview of the tearable view: its content (a carousel, a slider, text).
                guard let view else { return false }
                return other !== view && other.isDescendant(of: view)
            })
        let recognizer = TearPanRecognizer(target: target, action: TearKitActionTarget.action)
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        pan = recognizer
        panTarget = target
        panDelegate = delegate
        #if !os(visionOS)
        if #available(iOS 17.5, *) {
            // Tied to the view, so the haptic plays where the view is (and on the right device).
            lockImpact = UIImpactFeedbackGenerator(style: .light, view: view)
            breakImpact = UIImpactFeedbackGenerator(style: .heavy, view: view)
        } else {
            lockImpact = UIImpactFeedbackGenerator(style: .light)
            breakImpact = UIImpactFeedbackGenerator(style: .heavy)
        }
        #endif
        applyConfiguration()
        _ = state.setViewSize(view.bounds.size)
        updateAccessibility()
    }

    // MARK: Input

    /// Asked by ``TearPanDelegate`` before the pan begins: the tear's touch rule, fed with where the
    /// pan started, how far it moved, how long the finger rested first and the scroll views around
    /// the view (those inside it, such as a carousel in the card, do not count).
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view, let pan, recognizer === pan, let superview = view.superview else { return false }
        applyConfiguration()
        _ = state.setViewSize(view.bounds.size)
        let translation = pan.translation(in: view)
        let location = pan.location(in: view)
        let tearable = TearableViewFrame(view.convert(view.bounds, to: nil))
        let around = pan.surroundings(tearable: tearable, fallback: superview)
        return state.wouldBegin(
            at: CGPoint(x: location.x - translation.x, y: location.y - translation.y), translation: translation,
            restDuration: pan.restDuration, enclosingScroll: around.enclosing,
            enclosingScrollWasMoving: around.enclosingWasMoving, innerScroll: around.inner)
    }

    private func panned() {
        guard let view, let pan else { return }
        let now = CACurrentMediaTime()
        let size = view.bounds.size
        let sample = DragSample(
            panLocation: pan.location(in: view), translation: pan.translation(in: view),
            velocity: pan.velocity(in: view), time: now)
        switch pan.state {
        // `.began` follows `gestureRecognizerShouldBegin`'s yes for the same touch: lock on that
        // approved sample, so a pan that has taken the touch from the scroll view always tears.
        case .began: handle(state.dragBegan(sample, viewSize: size))
        case .changed: handle(state.dragChanged(sample, viewSize: size))
        case .ended: handle(state.dragEnded(sample, viewSize: size))
        case .cancelled, .failed: handle(state.dragCancelled(at: now))
        default: break
        }
    }

    /// One display-link frame: of the closing cut, of an animated break, or of a shown overlay
    /// following an animation on its view or waiting for its first frame on screen.
    private func ticked() {
        let now = CACurrentMediaTime()
        // A running clock ticks every 8–17 ms: a quarter of a second without a tick was a pause.
        if let lastTick, now - lastTick > 0.25 { redrawsNextFrame = true }
        lastTick = now
        guard view != nil else {
            // The view was released mid-run (UIKit tells an interaction nothing then): the run ends
            // here and reports once, and the overlay leaves the superview it was in.
            return viewReleased()
        }
        if state.animationHasEnded(at: now) {
            // The animation's end is committed here, by the clock, whether or not a frame is drawn.
            handle(state.advance(to: now))
        } else {
            refresh(at: now)
        }
    }

    /// The caller's configuration, with instant recovery and breaks under Reduce Motion.
    private func applyConfiguration() {
        let effective = configuration.reducingMotion(UIAccessibility.isReduceMotionEnabled)
        if effective != state.configuration { state.setConfiguration(effective) }
    }

    // MARK: Output

    /// Draws what the state shows now, then turns its events into haptics and callbacks, each once.
    private func handle(_ events: [TearEvent]) {
        refresh(at: CACurrentMediaTime())
        report(events)
    }

    /// The events' haptics and callbacks.
    private func report(_ events: [TearEvent]) {
        for event in events {
            switch event {
            case .activated:
                #if !os(visionOS)
                if hapticsEnabled {
                    lockImpact?.prepare()
                    breakImpact?.prepare()
                }
                #endif
            case .recoveryStarted, .breakStarted:
                scheduleEndTimer()
            case .directionLocked:
                #if !os(visionOS)
                if hapticsEnabled { lockImpact?.impactOccurred() }
                #endif
            case .completed(let broke):
                #if !os(visionOS)
                if broke, hapticsEnabled { breakImpact?.impactOccurred() }
                #endif
                onCompletion?(broke)
                // The app may have removed, moved or hidden the view in its callback: the overlay
                // follows (or goes) now, not at the next frame.
                if view != nil { refresh(at: CACurrentMediaTime()) }
            }
        }
    }

    /// Commits the running animation's end at ``TearState/animationEndTime`` should no frame do it
    /// first (the app went to the background, the display link paused): a recovery's
    /// `onCompletion(false)` never waits for frames. A frame or this timer, whichever comes first,
    /// ends it; the other finds no animation left (or a newer one not yet over) and does nothing. A
    /// new run's timer replaces the previous one. It holds the interaction until it fires.
    private func scheduleEndTimer() {
        guard let end = state.animationEndTime else { return }
        let delay = FireOnce.deadline(duration: end - CACurrentMediaTime())
        let timer = endTimer ?? TearEndTimer()
        endTimer = timer
        timer.schedule(after: delay) { [self] in
            guard view != nil else { return viewReleased() }
            let now = CACurrentMediaTime()
            // Early by the state's clock (it stops while the device sleeps, the timer's does not):
            // waits again for what is left.
            guard state.animationHasEnded(at: now) else { return scheduleEndTimer() }
            handle(state.advance(to: now))
        }
    }

    /// The view was released while a run or an overlay was under way: ends the run (reported once,
    /// as for a removed interaction) and takes the overlay away.
    private func viewReleased() {
        let ended = state.finishForRemoval(at: CACurrentMediaTime())
        _ = overlayLifecycle.viewGone()
        removeOverlay()
        clock?.stop()
        clock = nil
        lastTick = nil
        watcher?.stop()
        watcher = nil
        endTimer?.cancel()
        state = TearState(configuration: state.configuration)
        report(ended)
    }

    /// Gives the state the view's size now (a rotation or a layout since the last pan rescales the
    /// tear, progress kept; a break forced before layout gets its line once the view has a size).
    private func adoptViewSize() {
        guard let view else { return }
        handle(state.setViewSize(view.bounds.size))
    }

    private func refresh(at time: TimeInterval) {
        // Events of a resize (a tear abandoned because the view lost its area) are reported after drawing.
        let resized = view.map { state.setViewSize($0.bounds.size) } ?? []
        defer { report(resized) }
        let shown = state.presentation(at: time)
        if shown.tearProgress != reportedProgress {
            reportedProgress = shown.tearProgress
            onProgressChanged?(shown.tearProgress)
        }
        guard let view else { return }
        switch overlayLifecycle.refresh(
            drawsTear: shown.isEffectEnabled, viewIsPlaced: isPlaced(view),
            canSnapshot: canSnapshot(view))
        {
        case .prepare(let request): prepareOverlay(request, for: view)
        case .draw: draw(shown, over: view)
        case .remove: removeOverlay()
        case .install, .none: break
        }
        updateWatcher(for: view)
        updateClock(for: view)
        updateAccessibility()
    }

    /// Whether the view is where an overlay can be over it: in a superview, the overlay's own if one
    /// is shown. A shown overlay needs nothing more: when the superview leaves the window (a screen
    /// pushed over it, another tab), the overlay goes with it and comes back with it, still torn.
    private func isPlaced(_ view: UIView) -> Bool {
        guard let superview = view.superview else { return false }
        return overlay.map { $0.superview === superview } ?? true
    }

    /// Whether the view can be snapshotted now: in a window (`drawHierarchy` needs one) and with an area.
    private func canSnapshot(_ view: UIView) -> Bool {
        view.window != nil && hasArea(view)
    }

    /// Whether the view's bounds have an area (a tear's geometry and snapshot need one).
    private func hasArea(_ view: UIView) -> Bool {
        view.bounds.width > 0 && view.bounds.height > 0
    }

    /// Watches the view while a tear is drawn or wanted for it (an overlay being made, shown or waited
    /// for; a broken view waiting for a size): its changes are followed as they happen, with no clock.
    private func updateWatcher(for view: UIView) {
        guard overlayLifecycle.watchesView(brokenWithoutSize: state.hasFullyTorn && !hasArea(view)) else {
            watcher?.stop()
            watcher = nil
            return
        }
        if let watcher {
            watcher.keepProbe()
        } else {
            watcher = TearViewWatcher(view: view) { [weak self] redraw in self?.viewChanged(redraw: redraw) }
        }
    }

    /// The view changed (see ``TearViewWatcher``): the overlay takes the view's place at once (a few
    /// layer writes, in the same Core Animation transaction as the change, so it is never a frame
    /// behind a view moved during layout); one refresh on the main actor's next turn then draws, for
    /// every change reported until then; `redraw` draws the overlay's frame again even if the tear has
    /// not changed.
    private func viewChanged(redraw: Bool) {
        if let view, let overlay, let renderer, overlay.superview === view.superview {
            follow(view, with: overlay, margin: renderer.margin)
        }
        if redraw { redrawsNextFrame = true }
        guard !followScheduled else { return }
        followScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.followScheduled = false
            if self.view != nil { self.refresh(at: CACurrentMediaTime()) }
        }
    }

    /// Runs the display link only while something moves from frame to frame
    /// (``TearKitCore/TearOverlayLifecycle/needsFrames(runAnimates:viewAnimates:awaitsFirstFrame:)``):
    /// the closing cut or an opening break, an animation the app runs on the view while an overlay
    /// shows (its presentation is followed until the animation ends), an overlay waiting for its first
    /// frame on screen. A broken view at rest runs none: its watcher reports its changes. The display
    /// link holds the interaction weakly (its target, ``TearKitActionTarget``, calls a closure that
    /// does); a run whose view is released is ended and reported by its end timer, which holds it.
    private func updateClock(for view: UIView) {
        let needsFrames = overlayLifecycle.needsFrames(
            runAnimates: state.phase.isAnimating, viewAnimates: !(view.layer.animationKeys() ?? []).isEmpty,
            awaitsFirstFrame: (renderer?.awaitsFirstFrame ?? false) && view.window != nil)
        guard needsFrames else {
            clock?.stop()
            clock = nil
            lastTick = nil
            return
        }
        if clock == nil { clock = TearFrameClock { [weak self] in self?.ticked() } }
    }

    /// Starts making the overlay for `request` without blocking the main thread: checks what can be
    /// checked before a snapshot (Metal, the texture size), waits for the pipeline (built in the
    /// background), then snapshots the view as it is then and uploads it in the background.
    private func prepareOverlay(_ request: Int, for view: UIView) {
        let margin = state.configuration.layerMargin
        let scale = max(Double(view.traitCollection.displayScale), 1)
        guard MetalContext.shared.device != nil,
            TearOverlayLifecycle.fitsTexture(
                width: Double(view.bounds.width), height: Double(view.bounds.height),
                margin: margin, scale: scale)
        else {
            _ = overlayLifecycle.prepared(request: request, succeeded: false)
            return
        }
        // A tear that follows the finger draws along its path with the curved tear's pipeline.
        let curved = state.configuration.cutDirection == .followingFinger
        MetalContext.shared.pipelineState(curved ? .curvedTear : .tear) { [weak self] result in
            let pipeline = result.map { SendableBox($0) }
            Task { @MainActor in
                self?.pipelineSettled(pipeline, request: request, margin: margin, scale: scale, curved: curved)
            }
        }
    }

    /// The pipeline is built (or failed): snapshots the view now, on the main thread as UIKit
    /// requires, and uploads the snapshot on a background task.
    private func pipelineSettled(
        _ pipeline: Result<SendableBox<any MTLRenderPipelineState>, any Error>,
        request: Int, margin: Double, scale: Double, curved: Bool
    ) {
        guard overlayLifecycle.stage == .preparing(request: request) else { return }
        guard case .success(let pipeline) = pipeline else {
            _ = overlayLifecycle.prepared(request: request, succeeded: false)
            return
        }
        guard let view, isPlaced(view), canSnapshot(view) else {
            overlayLifecycle.dropped(request: request)
            return
        }
        guard let image = snapshot(of: view, margin: margin, scale: scale) else {
            _ = overlayLifecycle.prepared(request: request, succeeded: false)
            return
        }
        let viewSize = view.bounds.size
        let snapshot = SendableBox(image)
        Task.detached(priority: .userInitiated) { [weak self] in
            let texture = Result { SendableBox(try MetalContext.shared.texture(of: snapshot.object)) }
            await self?.textureSettled(
                texture, pipeline: pipeline, request: request,
                margin: margin, scale: scale, viewSize: viewSize, curved: curved)
        }
    }

    /// The snapshot is a texture (or could not be uploaded): puts the overlay over the view and
    /// draws the tear as it is now.
    private func textureSettled(
        _ texture: Result<SendableBox<any MTLTexture>, any Error>, pipeline: SendableBox<any MTLRenderPipelineState>,
        request: Int, margin: Double, scale: Double, viewSize: CGSize, curved: Bool
    ) {
        guard overlayLifecycle.stage == .preparing(request: request) else { return }
        let m = CGFloat(margin)
        let overlay = TearOverlayView(
            frame: CGRect(x: 0, y: 0, width: viewSize.width + 2 * m, height: viewSize.height + 2 * m),
            device: MetalContext.shared.device)
        overlay.isUserInteractionEnabled = false
        guard case .success(let texture) = texture,
            let renderer = try? TearMetalRenderer(
                view: overlay, pipeline: pipeline.object, snapshot: texture.object,
                margin: margin, scale: scale, viewSize: viewSize, drawsCurvedTear: curved)
        else {
            _ = overlayLifecycle.prepared(request: request, succeeded: false)
            return
        }
        guard let view, let superview = view.superview, isPlaced(view), canSnapshot(view) else {
            overlayLifecycle.dropped(request: request)
            refresh(at: CACurrentMediaTime())
            return
        }
        guard overlayLifecycle.prepared(request: request, succeeded: true) == .install else { return }
        self.overlay = overlay
        self.renderer = renderer
        // Back in a window (its superview back on screen) it draws its frame again; one that covers
        // nothing any more takes itself away. Set before it enters the window below.
        overlay.onEnteringWindow = { [weak self] overlay in
            guard let self, self.overlay === overlay, let view = self.view else { return false }
            self.viewChanged(redraw: true)
            return self.isPlaced(view)
        }
        superview.insertSubview(overlay, aboveSubview: view)
        // Hidden, not removed: the view keeps its touches (the pan in progress) and accessibility.
        // Hidden once the overlay's first frame is on screen (not in this turn, whose Metal frame
        // Core Animation may show a frame later): until then the overlay draws the snapshot
        // untouched, the same pixels as the live view under it, and the tear is drawn from the
        // first refresh after the live view is hidden. The app's mask is kept aside then, not before:
        // one it sets meanwhile is the one it gets back.
        renderer.onFirstFramePresented = { [weak self, weak view, weak renderer] in
            guard let self, let view, let renderer, self.renderer === renderer else { return }
            let empty = UIView(frame: .zero)
            let apps = (view: view.mask, layer: view.mask == nil ? view.layer.mask : nil)
            if self.liveViewMask.hide(saving: apps, with: empty.layer) { view.mask = empty }
            self.refresh(at: CACurrentMediaTime())
        }
        refresh(at: CACurrentMediaTime())
    }

    /// The view drawn at `(margin, margin)` in a transparent 8-bit image `margin` points larger on
    /// every side; `nil` if UIKit could not draw it.
    private func snapshot(of view: UIView, margin: Double, scale: Double) -> CGImage? {
        let m = CGFloat(margin)
        let padded = CGRect(x: 0, y: 0, width: view.bounds.width + 2 * m, height: view.bounds.height + 2 * m)
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = CGFloat(scale)
        format.opaque = false
        // 8-bit sRGB, what the texture and the 8-bit drawables hold: the extended range `preferred()`
        // gives on a wide-colour screen is 8 bytes per pixel, twice the memory for nothing.
        format.preferredRange = .standard
        var drawn = false
        let image = UIGraphicsImageRenderer(bounds: padded, format: format).image { _ in
            drawn = view.drawHierarchy(
                in: CGRect(x: m, y: m, width: view.bounds.width, height: view.bounds.height), afterScreenUpdates: false)
        }
        return drawn ? image.cgImage : nil
    }

    /// Draws the tear's current state, the overlay placed over the view as it is on screen now.
    private func draw(_ shown: TearState, over view: UIView) {
        guard let overlay, let renderer else { return }
        follow(view, with: overlay, margin: renderer.margin)
        // Out of the window (a screen pushed over it) nothing is presented: no drawable is asked
        // for until it is back, where the next tick draws.
        guard let window = view.window else { return }
        // In the background the GPU runs no work for the app: the uniforms are left as drawn, so the
        // first tick back in the foreground draws what the state shows then (a timer may have ended
        // the run meanwhile).
        guard window.windowScene?.activationState != .background else {
            redrawsNextFrame = true
            return
        }
        let margin = CGFloat(renderer.margin)
        let snapshotSize = CGSize(width: overlay.bounds.width - 2 * margin, height: overlay.bounds.height - 2 * margin)
        // A frame that would show what is already on screen (a broken view at rest) is not drawn,
        // once the live view has gone.
        if renderer.drawsCurvedTear {
            let uniforms = TearOverlayLifecycle.curvedUniforms(
                for: shown, drawnAt: snapshotSize, pixelSize: 1 / renderer.scale,
                margin: renderer.margin, liveViewShows: renderer.awaitsFirstFrame)
            guard uniforms != renderer.curvedUniforms || renderer.awaitsFirstFrame || redrawsNextFrame else { return }
            renderer.curvedUniforms = uniforms
        } else {
            let uniforms = TearOverlayLifecycle.uniforms(
                for: shown, drawnAt: snapshotSize, pixelSize: 1 / renderer.scale,
                margin: renderer.margin, liveViewShows: renderer.awaitsFirstFrame)
            guard uniforms != renderer.uniforms || renderer.awaitsFirstFrame || redrawsNextFrame else { return }
            renderer.uniforms = uniforms
        }
        redrawsNextFrame = false
        overlay.draw()
    }

    /// Puts the overlay where the view is on screen now (its presentation layer while it animates, so
    /// an animation the app runs on the view is followed): the same position, transform, opacity and
    /// visibility, with an anchor point on the view's own, and its size stretched as the view's bounds
    /// are.
    ///
    /// Why a sibling that follows rather than a subview that would inherit all of this: the live view
    /// is hidden by a mask on its layer, and a layer's `mask` (CALayer.h) masks "the result of
    /// compositing the layer's contents" with its sublayers, so an overlay inside the view would be
    /// hidden with it; and a view that clips to its bounds (`masksToBounds`, "an implicit mask
    /// matching the layer bounds") would cut off the halves that part beyond the bounds. A sibling
    /// (UIView.h: "do not use frame if view is transformed … use bounds + center instead") is placed
    /// from the bounds, the position and the transform, never from `frame`.
    private func follow(_ view: UIView, with overlay: MTKView, margin: Double) {
        // While the view animates, where it is on screen now; otherwise its layer as it is set, which
        // the next frame shows (the presentation layer is last frame's until then).
        let animates = !(view.layer.animationKeys() ?? []).isEmpty
        let source = animates ? (view.layer.presentation() ?? view.layer) : view.layer
        let snapshotSize = CGSize(
            width: overlay.bounds.width - CGFloat(2 * margin), height: overlay.bounds.height - CGFloat(2 * margin))
        let anchor = TearOverlayLifecycle.overlayAnchor(
            viewAnchor: (Double(source.anchorPoint.x), Double(source.anchorPoint.y)),
            width: Double(snapshotSize.width), height: Double(snapshotSize.height), margin: margin)
        // Layers of views do not animate changes made outside an animation block, so these follow at once.
        overlay.layer.anchorPoint = CGPoint(x: anchor.x, y: anchor.y)
        overlay.layer.position = source.position
        let stretch =
            snapshotSize.width > 0 && snapshotSize.height > 0
            ? CATransform3DMakeScale(
                source.bounds.width / snapshotSize.width, source.bounds.height / snapshotSize.height, 1)
            : CATransform3DMakeScale(1, 1, 1)
        overlay.layer.transform = CATransform3DConcat(stretch, source.transform)
        overlay.layer.opacity = source.opacity
        overlay.layer.isHidden = source.isHidden
    }

    /// Takes the overlay away and gives the view its own mask back, unless the app has set one since
    /// (which it keeps).
    private func removeOverlay() {
        overlay?.onEnteringWindow = nil
        overlay?.removeFromSuperview()
        overlay = nil
        renderer = nil
        // The mask on the view now: its layer's, or its mask view's where UIKit does not put that on
        // the view's own layer (UIVisualEffectView.h: it forwards copies of the mask view).
        let current = view.map { $0.layer.mask ?? $0.mask?.layer } ?? nil
        if let apps = liveViewMask.end(current: current), let view {
            view.mask = apps.view
            if apps.view == nil { view.layer.mask = apps.layer }
        }
    }

    /// One custom action at a time: "Tear" while the view is whole, "Restore" once it is broken; the
    /// view's actions are rewritten only when that changes.
    private func updateAccessibility() {
        guard let view else { return }
        let tear =
            tearAction
            ?? UIAccessibilityCustomAction(
                name: NSLocalizedString(
                    "Tear", bundle: .module, comment: "Accessibility action that tears the view through.")
            ) { [weak self] _ in
                guard let self else { return false }
                self.applyConfiguration()
                self.adoptViewSize()
                self.handle(
                    self.state.setBroken(
                        true, at: CACurrentMediaTime(), animated: !UIAccessibility.isReduceMotionEnabled))
                return true
            }
        let restore =
            restoreAction
            ?? UIAccessibilityCustomAction(
                name: NSLocalizedString(
                    "Restore", bundle: .module, comment: "Accessibility action that closes a torn view again.")
            ) { [weak self] _ in
                guard let self else { return false }
                // Reduce Motion as it is now: turned on since the break, the restore is instant.
                self.applyConfiguration()
                self.adoptViewSize()
                self.handle(self.state.setBroken(false, at: CACurrentMediaTime()))
                return true
            }
        tearAction = tear
        restoreAction = restore
        let current = state.isBrokenOrBreaking ? restore : tear
        guard current !== offeredAction else { return }
        offeredAction = current
        let others = (view.accessibilityCustomActions ?? []).filter { $0 !== tear && $0 !== restore }
        view.accessibilityCustomActions = others + [current]
    }
}

/// The clock of the closing cut, of an animated break and of a shown overlay following an animation
/// on its view: a `CADisplayLink` (60–120 Hz where the display and the app allow it, see
/// `TearInteraction`) that exists only while one of them runs. Stopped by ``stop()``, and in any case
/// when the clock is released: a display link is retained by its run loop until invalidated, and would
/// otherwise keep firing for an interaction that has gone.
///
/// The link retains its target (a ``TearKitActionTarget``) and the target its closure, so `tick` must
/// capture its owner weakly: the owner keeps the clock, never the other way round.
@MainActor
final class TearFrameClock {
    private let target: TearKitActionTarget
    #if canImport(ObjectiveC)
    // Read in `deinit` (nonisolated); `invalidate()` is what removes it from the run loop.
    private nonisolated(unsafe) let link: CADisplayLink
    #else
    private nonisolated(unsafe) var timer: Timer?
    #endif

    init(_ tick: @escaping @MainActor () -> Void) {
        target = TearKitActionTarget(tick)
        #if canImport(ObjectiveC)
        link = CADisplayLink(target: target, selector: #selector(TearKitActionTarget.fire))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        #else
        // The Linux stand-in type-check has no Objective-C selectors: a timer at the same rate.
        timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 120, repeats: true) { [target] _ in
            MainActor.assumeIsolated { target.run() }
        }
        #endif
    }

    /// Stops the clock for good.
    func stop() {
        #if canImport(ObjectiveC)
        link.invalidate()
        #else
        timer?.invalidate()
        timer = nil
        #endif
    }

    deinit {
        #if canImport(ObjectiveC)
        link.invalidate()
        #else
        timer?.invalidate()
        #endif
    }
}
#endif
