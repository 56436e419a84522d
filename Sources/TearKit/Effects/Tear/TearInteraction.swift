#if canImport(UIKit) && canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import MetalKit
import TearKitCore
import UIKit

/// Makes any `UIView` tearable with a finger: UIKit's counterpart of SwiftUI's `tearable(...)`, with
/// the same ``TearConfiguration``, callbacks, haptics, accessibility actions and Reduce Motion.
///
/// ```swift
/// let tear = TearInteraction(cutDirection: .vertical) { broke in
///     if broke { card.removeFromSuperview() }
/// }
/// card.addInteraction(tear)
/// ```
///
/// A pan that starts within ``TearConfiguration/edgeActivationDistance`` of an eligible edge and heads
/// into the view tears it; every other pan (away from the edges, a sideways scroll, a pull outwards)
/// is declined before it begins (`TearState.wouldBegin(at:translation:)`), so an enclosing
/// `UIScrollView` keeps its scrolls; a pan that has begun is not recognised alongside the scroll view's,
/// so the content does not move under a tear. In a navigation controller the tear's pan requires the
/// `interactivePopGestureRecognizer` to fail first, so a drag from the leading edge of a pushed screen
/// goes back. Releasing at or past ``TearConfiguration/breakThreshold`` breaks the view at release
/// (`onCompletion(true)`, ``isBroken`` `true`; the gap then opens fully over
/// ``TearConfiguration/breakDuration``); earlier, the cut closes on a display link (up to 120 Hz) and
/// `onCompletion(false)` follows, exactly once, from that clock (not from drawing). Removing the
/// interaction mid-tear ends the tear and reports it, once.
///
/// While a tear shows, the view is drawn from a snapshot (`drawHierarchy(in:afterScreenUpdates:)`)
/// by an `MTKView` placed over it in its superview, ``TearConfiguration/layerMargin`` larger on every
/// side so the halves can part beyond the view's bounds, with `TearDistortion.metal`'s fragment
/// function (the SwiftUI shader's own per-pixel code). The live view stays in place, hidden by an
/// empty `mask` (it keeps its touches and accessibility) and comes back when the cut has closed, with
/// its own mask given back: a mask view, or a mask layer set on `view.layer` directly.
/// Nothing is drawn and no display link runs while the view is intact and idle. The view needs a
/// superview to be torn. A broken view keeps showing its tear until ``isBroken`` is set to `false`
/// (the cut closes) or the interaction is removed.
///
/// VoiceOver offers "Tear" (an animated break, instant with Reduce Motion) or "Restore", named from
/// TearKit's `Localizable.strings`; haptics are a light tick when the direction locks and a heavy
/// impact when the view breaks.
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
            handle(state.setBroken(newValue, at: CACurrentMediaTime()))
        }
    }

    private var state: TearState
    private var pan: UIPanGestureRecognizer?
    private var panTarget: TearKitActionTarget?
    private var panDelegate: TearPanDelegate?
    private var clock: TearFrameClock?
    private var overlay: MTKView?
    private var renderer: TearMetalRenderer?
    /// The view's own mask while it is hidden behind the tear, given back afterwards: its mask view,
    /// or else the mask layer set on its layer directly (setting `view.mask` replaces `layer.mask`).
    private var savedMask: (view: UIView?, layer: CALayer?)?
    private var reportedProgress: Double = 0
    private var tearAction: UIAccessibilityCustomAction?
    private var restoreAction: UIAccessibilityCustomAction?

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
    ///   - cutDirection: Which way tears may run. Default `.anyDirection`.
    ///   - rimStrength: The lighter rim of paper core along the torn edges, `0` (none) … `1`. Default `0.6`.
    ///   - rimLightness: The paper core's grey level, `0` (black) … `1` (white). Default `0.96`.
    ///   - shadowStrength: The shadow the torn edges cast into the gap, `0` (none) … `1`. Default `0.5`.
    ///   - hapticsEnabled: Whether TearKit plays haptics. Default `true`.
    ///   - onCompletion: Called once per finished tear: `true` broke, `false` closed. Default `nil`.
    public convenience init(
        edgeRoughness: Double = 0.5,
        maxGapWidth: Double = 28,
        breakThreshold: Double = 0.9,
        cutDirection: CutDirection = .anyDirection,
        rimStrength: Double = 0.6,
        rimLightness: Double = 0.96,
        shadowStrength: Double = 0.5,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.init(
            configuration: TearConfiguration(edgeRoughness: edgeRoughness, maxGapWidth: maxGapWidth,
                                             breakThreshold: breakThreshold, cutDirection: cutDirection,
                                             rimStrength: rimStrength, rimLightness: rimLightness, shadowStrength: shadowStrength),
            hapticsEnabled: hapticsEnabled, onCompletion: onCompletion)
    }

    /// Detaches from the old view (its pan recogniser, accessibility actions and any tear shown). A
    /// tear under way ends here and is reported once (`onCompletion(false)` for a tear that was
    /// closing or held; a break was reported when it happened).
    public func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        let ended = state.finishForRemoval(at: CACurrentMediaTime())
        if let pan { old.removeGestureRecognizer(pan) }
        pan = nil
        panTarget = nil
        panDelegate = nil
        clock?.stop()
        clock = nil
        hideTear()
        old.accessibilityCustomActions = (old.accessibilityCustomActions ?? []).filter { $0 !== tearAction && $0 !== restoreAction }
        state = TearState(configuration: state.configuration)
        self.view = nil
        report(ended)
    }

    /// Attaches to the new view: adds the pan recogniser and the accessibility action.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        // The tear's Metal pipeline is built asynchronously now, not on the first touch (once per process).
        MetalContext.shared.prepare()
        let target = TearKitActionTarget { [weak self] in self?.panned() }
        let delegate = TearPanDelegate { [weak self] recognizer in self?.shouldBegin(recognizer) ?? false }
        let recognizer = UIPanGestureRecognizer(target: target, action: TearKitActionTarget.action)
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        pan = recognizer
        panTarget = target
        panDelegate = delegate
        applyConfiguration()
        _ = state.setViewSize(view.bounds.size)
        updateAccessibility()
    }

    // MARK: Input

    /// Asked by ``TearPanDelegate`` before the pan begins: whether the core would tear here.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view, let pan, recognizer === pan, view.superview != nil else { return false }
        applyConfiguration()
        _ = state.setViewSize(view.bounds.size)
        let translation = pan.translation(in: view)
        let location = pan.location(in: view)
        return state.wouldBegin(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y), translation: translation)
    }

    private func panned() {
        guard let view, let pan else { return }
        let now = CACurrentMediaTime()
        let size = view.bounds.size
        let sample = DragSample(panLocation: pan.location(in: view), translation: pan.translation(in: view),
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

    /// One display-link frame of the closing cut or an animated break.
    private func ticked() {
        let now = CACurrentMediaTime()
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
            case .activated, .recoveryStarted, .breakStarted:
                break
            case .directionLocked:
                if hapticsEnabled { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
            case .completed(let broke):
                if broke, hapticsEnabled { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
                onCompletion?(broke)
            }
        }
    }

    private func refresh(at time: TimeInterval) {
        let shown = state.presentation(at: time)
        if shown.tearProgress != reportedProgress {
            reportedProgress = shown.tearProgress
            onProgressChanged?(shown.tearProgress)
        }
        if shown.isEffectEnabled {
            showTear(shown)
        } else {
            hideTear()
        }
        if state.phase.isAnimating {
            if clock == nil {
                clock = TearFrameClock { [weak self] in self?.ticked() }
            }
        } else {
            clock?.stop()
            clock = nil
        }
        updateAccessibility()
    }

    private func showTear(_ shown: TearState) {
        guard let view, let superview = view.superview else { return }
        if renderer == nil {
            guard let made = makeOverlay(for: view) else { return }
            let (overlay, renderer) = made
            superview.insertSubview(overlay, aboveSubview: view)
            self.overlay = overlay
            self.renderer = renderer
            savedMask = (view.mask, view.mask == nil ? view.layer.mask : nil)
            // Hidden, not removed: the view keeps its touches (the pan in progress) and accessibility.
            // Hidden once the overlay's first frame is on screen (not in this turn, whose Metal frame
            // Core Animation may show a frame later): until then both show the same pixels.
            renderer.onFirstFramePresented = { [weak self, weak view, weak renderer] in
                guard let self, let view, let renderer, self.renderer === renderer else { return }
                view.mask = UIView(frame: .zero)
            }
        }
        guard let overlay, let renderer else { return }
        let m = CGFloat(renderer.margin)
        overlay.frame = view.frame.insetBy(dx: -m, dy: -m)
        renderer.uniforms = shown.uniforms(pixelSize: 1 / renderer.scale).padded(by: renderer.margin)
        overlay.draw()
    }

    private func hideTear() {
        overlay?.removeFromSuperview()
        overlay = nil
        renderer = nil
        if let savedMask, let view {
            view.mask = savedMask.view
            if savedMask.view == nil { view.layer.mask = savedMask.layer }
        }
        savedMask = nil
    }

    /// The view's snapshot in a transparent image `layerMargin` larger on every side, and an `MTKView`
    /// drawing it torn; `nil` without Metal (the tear then shows nothing, but still reports).
    private func makeOverlay(for view: UIView) -> (MTKView, TearMetalRenderer)? {
        let margin = state.configuration.layerMargin
        let scale = max(Double(view.traitCollection.displayScale), 1)
        let m = CGFloat(margin)
        let padded = CGRect(x: 0, y: 0, width: view.bounds.width + 2 * m, height: view.bounds.height + 2 * m)
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = CGFloat(scale)
        format.opaque = false
        // 8-bit sRGB, what the texture and the 8-bit drawables hold: the extended range `preferred()`
        // gives on a wide-colour screen is 8 bytes per pixel, twice the memory for nothing.
        format.preferredRange = .standard
        let image = UIGraphicsImageRenderer(bounds: padded, format: format).image { _ in
            _ = view.drawHierarchy(in: CGRect(x: m, y: m, width: view.bounds.width, height: view.bounds.height), afterScreenUpdates: false)
        }
        guard let cgImage = image.cgImage else { return nil }
        let overlay = MTKView(frame: view.frame.insetBy(dx: -m, dy: -m), device: MetalContext.shared.device)
        overlay.isUserInteractionEnabled = false
        guard let renderer = try? TearMetalRenderer(view: overlay, snapshot: cgImage, margin: margin, scale: scale, viewSize: view.bounds.size) else {
            return nil
        }
        return (overlay, renderer)
    }

    /// One custom action at a time: "Tear" while the view is whole, "Restore" once it is broken.
    private func updateAccessibility() {
        guard let view else { return }
        let tear = tearAction ?? UIAccessibilityCustomAction(
            name: NSLocalizedString("Tear", bundle: .module, comment: "Accessibility action that tears the view through.")
        ) { [weak self] _ in
            guard let self else { return false }
            self.applyConfiguration()
            self.handle(self.state.setBroken(true, at: CACurrentMediaTime(), animated: !UIAccessibility.isReduceMotionEnabled))
            return true
        }
        let restore = restoreAction ?? UIAccessibilityCustomAction(
            name: NSLocalizedString("Restore", bundle: .module, comment: "Accessibility action that closes a torn view again.")
        ) { [weak self] _ in
            guard let self else { return false }
            self.handle(self.state.setBroken(false, at: CACurrentMediaTime()))
            return true
        }
        tearAction = tear
        restoreAction = restore
        let current = state.isBrokenOrBreaking ? restore : tear
        let others = (view.accessibilityCustomActions ?? []).filter { $0 !== tear && $0 !== restore }
        view.accessibilityCustomActions = others + [current]
    }
}

/// The clock of the closing cut and of an animated break: a `CADisplayLink` (up to 120 Hz where the
/// display has it) that runs only while an animation does. Stopped by ``stop()``, and in any case when
/// the clock is released: a display link is retained by its run loop until invalidated, and would
/// otherwise keep firing for an interaction that has gone.
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
