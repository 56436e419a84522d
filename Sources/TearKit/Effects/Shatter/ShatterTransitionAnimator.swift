#if canImport(UIKit) && canImport(MetalKit)
import MetalKit
@_spi(Internal) import TearKitCore
import UIKit

/// The shatter as a dismissal for UIKit view controllers: the presented view controller's view
/// breaks into pieces that fall off the screen, revealing the presenting one underneath.
///
/// The view is snapshotted the right way up (`drawHierarchy(in:afterScreenUpdates:)` into a
/// `UIGraphicsImageRenderer` at the view's display scale: what is on screen, UIKit-backed content
/// included), and the pieces are drawn by the same Metal renderer as the SwiftUI effect (``Shatter``,
/// per-piece motion computed on the GPU; 2-pt pieces cost the CPU nothing per piece per frame).
///
/// **Nothing heavy on the main thread.** The snapshot is taken there (it must be: it draws the view
/// hierarchy); its redraw as RGBA8 with the scan for a visible pixel, and the model, its quads and its
/// end (≈ 10 ms of CPU for 2-pt pieces on a full screen, more than a 120 Hz frame), are done in
/// detached tasks (``TearKitCore/PreparedShatter``), then the
/// quads and the snapshot are uploaded there too and their CPU copies dropped; Metal's device, queue
/// and pipeline are shared by every effect and built asynchronously once (``prepareEffects()`` builds
/// them ahead of the first effect). The dismissed view stays on screen meanwhile, and until the
/// pieces' first frame has been presented (a drawable's presented handler: Core Animation does not
/// promise Metal content in the frame of the commit), then is hidden. `transitionDuration(using:)`,
/// which UIKit asks synchronously, answers with a bound computed without breaking the view
/// (``TearKitCore/Shatter/endTimeBound(viewSize:pattern:physics:leaving:)``: the slowest fall out of
/// the container, plus the break's delay for the glass; never shorter than the run).
///
/// **It always completes, exactly once.** The end is computed (with the default glass, ≈ 1.3 s for a
/// full-screen view: the break's 0.2 s, then the fall until the last shard has left the container)
/// and reported by whichever comes first: the Metal draw loop reaching it, or a timer at that time
/// plus one frame, started with the run's clock (once the dismissed view has gone: the pieces stay at
/// rest, the same pixels, until then), backed by one at the run's length plus 1 s from the
/// renderer's creation should the clock never start. The timers are what make it safe: an
/// `MTKView` that gets no drawable, or leaves the window, stops drawing, and a transition whose
/// `completeTransition(_:)` never comes leaves the app's UI frozen. `transitionWasCancelled` is honoured.
/// Every transition keeps its own state (views, renderer, model, timer), so two overlapping
/// transitions on one animator do not disturb each other.
///
/// The views come from `transitionContext.view(forKey:)`, as UIKit asks animators to do; a key
/// whose view is `nil` means "do not touch that view":
/// - **`.fullScreen`** (and `.overFullScreen`): the presented view breaks over the whole screen; for
///   `.fullScreen` UIKit hands over the presenting view (`.to`), which the animator puts underneath,
///   so the pieces fall away to reveal it.
/// - **`.pageSheet`, `.formSheet` and `.automatic`** (a sheet): ``ShatterTransitioningDelegate`` hands
///   UIKit this animator for a sheet only when its view controller `isModalInPresentation` (see
///   there). UIKit then leaves the presenting view where it is (`view(forKey: .to)` is `nil`) and the
///   sheet's dimming and the presenter's scaled-back look are the sheet presentation controller's; the
///   sheet's view breaks and its pieces fall through the container, in front of the presenter, which
///   returns to full size as UIKit animates it.
/// - Without a view for `.from`, nothing is animated: the transition completes at once.
///
/// **It never meets a finger.** The shatter plays only for a transition that is animated and not
/// interactive. An interactive one (`transitionContext.isInteractive`: a sheet's swipe down, when an
/// app's own transitioning delegate hands this animator to a sheet the user can swipe away, or a
/// dismissal with an interaction controller) fades the view instead (0.35 s, one UIKit animation that
/// the interaction drives with the finger and can take back; `transitionDuration(using:)` answers its
/// length then), and completes with `transitionWasCancelled` honoured: cancelled, the view is back.
/// A transition UIKit asks not to animate (`isAnimated` `false`: a `.custom` presentation dismissed
/// with `animated: false`) completes at once. With Reduce Motion on, without Metal, or if the
/// snapshot has no visible pixel, it cross-fades (0.35 s). UIKit only: iOS, and visionOS where UIKit
/// presents view controllers (macOS has no view-controller transitions of this kind).
///
/// ```swift
/// let shatter = ShatterTransitioningDelegate(configuration: .squares)
/// presented.transitioningDelegate = shatter   // keep `shatter` alive: the property is weak
/// present(presented, animated: true)
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public final class ShatterTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How the view breaks (``ShatterConfiguration/glass``, the default, or ``ShatterConfiguration/squares``),
    /// how the pieces fall (`nil` physics: the pattern's own, scaled to the container's height) and
    /// the random seed.
    public var configuration: ShatterConfiguration

    /// An animator dismissing with `configuration`.
    public init(configuration: ShatterConfiguration = ShatterConfiguration()) {
        self.configuration = configuration
    }

    /// When the last piece has left the container at the latest, seconds: a bound computed without
    /// breaking the view (UIKit asks on the main thread, before the animation), ≥ the run's own end.
    /// For a transition that fades instead (interactive, or under Reduce Motion), the fade's 0.35 s;
    /// for one that is not animated, 0.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        if let context = transitionContext {
            switch Self.run(of: context) {
            case .shatter: break
            case .fade: return ShatterDismissal.fadeDuration
            case .immediate: return 0
            }
        }
        guard let context = transitionContext, let from = context.view(forKey: .from) else {
            return Shatter.transitionDuration(configuration: configuration)  // any view in any window
        }
        let region = Self.region(of: from, in: context.containerView)
        return Shatter.endTimeBound(
            viewSize: from.bounds.size, pattern: configuration.pattern,
            physics: configuration.physics(fallHeight: Double(region.height)), leaving: region)
    }

    /// Snapshots the dismissed view, puts the destination underneath, builds the model off the main
    /// thread and plays the shatter when it is ready; fades an interactive transition (or under Reduce
    /// Motion) and completes one that is not animated at once. Completes the transition exactly once.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        var inserted: UIView?
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil,
            let toVC = transitionContext.viewController(forKey: .to)
        {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, at: 0)
            inserted = toView
        }
        switch Self.run(of: transitionContext) {
        case .shatter: break
        // An interactive transition (the shatter cannot follow a finger) or Reduce Motion: the view
        // only fades, in one UIKit animation an interaction can drive; no snapshot to take first.
        case .fade: return crossFade(fromView, inserted: inserted, context: transitionContext)
        case .immediate: return Self.finish(transitionContext, fromView: fromView, inserted: inserted)
        }
        let bounds = fromView.bounds
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = fromView.traitCollection.displayScale
        format.opaque = false
        // 8-bit: the pieces' texture and drawables are 8-bit, and an extended-range snapshot (what
        // `preferred()` gives on a wide-colour screen) would take twice the memory for nothing.
        format.preferredRange = .standard
        let snapshot = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = fromView.drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        guard let rendered = snapshot.cgImage.map({ SendableBox($0) }) else {
            crossFade(fromView, inserted: inserted, context: transitionContext)
            return
        }
        let region = Self.region(of: fromView, in: container)
        let physics = configuration.physics(fallHeight: Double(region.height))
        let pattern = configuration.pattern, seed = configuration.seed, size = bounds.size
        // This task holds the snapshot and the model until they are uploaded, then ends: the playing
        // run keeps only their GPU copies.
        Task { @MainActor in
            // The snapshot redrawn as RGBA8 and scanned for a visible pixel, and the model built,
            // both off the main thread and at the same time (only drawHierarchy must run here).
            async let image = ViewSnapshot.preparedOffMainThread(rendered)
            async let model = PreparedShatter.build(
                viewSize: size, pattern: pattern, physics: physics, seed: seed, region: region)
            let (visible, prepared) = await (image, model)
            guard let visible, let uploaded = try? await UploadedShatter.upload(prepared, snapshot: visible.object)
            else {
                crossFade(fromView, inserted: inserted, context: transitionContext)
                return
            }
            play(uploaded, fromView: fromView, inserted: inserted, context: transitionContext)
        }
    }

    /// Starts the run: the Metal view over the container (its drawable where pieces can be seen),
    /// the dismissed view hidden once the pieces' first frame is on screen, the end on the draw loop
    /// or the timer started with the renderer.
    private func play(
        _ uploaded: UploadedShatter, fromView: UIView, inserted: UIView?,
        context transitionContext: any UIViewControllerContextTransitioning
    ) {
        let container = transitionContext.containerView
        let viewFrame = fromView.convert(fromView.bounds, to: container)
        let metalView = MTKView(
            frame: uploaded.region.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY), device: MetalContext.shared.device)
        metalView.isOpaque = false
        metalView.backgroundColor = .clear
        metalView.isUserInteractionEnabled = false
        guard
            let renderer = PiecesMetalRenderer(
                view: metalView, pieces: uploaded, reversed: false, start: PiecesRunStart())
        else {
            crossFade(fromView, inserted: inserted, context: transitionContext)
            return
        }
        container.addSubview(metalView)
        // This transition's own end: the renderer and the views are captured here, not stored on the
        // animator, so an overlapping transition has its own.
        let end = FireOnce { [renderer] in
            renderer.onFinished = nil
            renderer.onFirstFramePresented = nil
            renderer.onClockStarted = nil
            metalView.removeFromSuperview()
            fromView.isHidden = false
            Self.finish(transitionContext, fromView: fromView, inserted: inserted)
        }
        // The pieces draw the snapshot exactly at t = 0 until the view has gone (hidden in the turn
        // their first frame is on screen); the clock starts with the next frame.
        renderer.onFirstFramePresented = { fromView.isHidden = true }
        // The end on the draw loop, on a timer from the clock's start, or on a backstop; the timers
        // hold the renderer until then.
        renderer.play(until: end)
    }

    /// How a transition runs: the shatter, a fade, or at once (``TearKitCore/ShatterDismissal``).
    private static func run(of context: any UIViewControllerContextTransitioning) -> ShatterDismissal.Run {
        ShatterDismissal.run(
            isAnimated: context.isAnimated, isInteractive: context.isInteractive,
            reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// The region `view`'s pieces fall out of: the container, in the view's points.
    private static func region(of view: UIView, in container: UIView) -> CGRect {
        Shatter.fallRegion(viewFrame: view.convert(view.bounds, to: container), windowSize: container.bounds.size)
    }

    /// The fallback, and an interactive transition's animation: the dismissed view fades out over
    /// 0.35 s, one UIKit animation an interaction drives (and reverses when it is cancelled).
    private func crossFade(
        _ fromView: UIView, inserted: UIView?, context: any UIViewControllerContextTransitioning
    ) {
        UIView.animate(
            withDuration: ShatterDismissal.fadeDuration, animations: { fromView.alpha = 0 },
            completion: { _ in
                fromView.alpha = 1
                Self.finish(context, fromView: fromView, inserted: inserted)
            })
    }

    /// Every way's end, once per transition: the dismissed view leaves the container, or, when the
    /// transition was cancelled (an interactive dismissal taken back), stays, and the destination
    /// view this animator put underneath (`inserted`) leaves it again; then `completeTransition(_:)`.
    private static func finish(
        _ context: any UIViewControllerContextTransitioning, fromView: UIView, inserted: UIView?
    ) {
        let cancelled = context.transitionWasCancelled
        if cancelled { inserted?.removeFromSuperview() } else { fromView.removeFromSuperview() }
        context.completeTransition(!cancelled)
    }
}

/// A transitioning delegate that dismisses with a ``ShatterTransitionAnimator`` (presentation keeps
/// UIKit's default animation). Set it as the presented view controller's `transitioningDelegate`
/// and keep a strong reference to it (UIKit's property is weak).
///
/// **Sheets.** The shatter cannot follow a finger, and a sheet (`.pageSheet`, `.formSheet`, or
/// `.automatic`, which resolves to one of them; a popover adapted to a sheet on a compact width) can
/// be swiped down: an interactive dismissal the user may take back. So for a sheet the delegate hands
/// UIKit the shatter only when the presented view controller `isModalInPresentation` (UIKit then
/// prevents the swipe, UIViewController.h: it "will prevent interactive dismiss"), and every
/// dismissal is the app's own `dismiss(animated:)`. A sheet the user can swipe away is dismissed as
/// UIKit dismisses it (it slides down, by the swipe and by `dismiss(animated:)` alike): the delegate
/// returns no animator for it. Every other presentation (`.fullScreen`, `.overFullScreen`, current
/// context, `.popover`, `.custom`) shatters:
///
/// ```swift
/// let shatter = ShatterTransitioningDelegate(configuration: .squares)
/// presented.modalPresentationStyle = .pageSheet
/// presented.isModalInPresentation = true   // no swipe down: the sheet shatters when the app dismisses it
/// presented.transitioningDelegate = shatter
/// present(presented, animated: true)
/// ```
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public final class ShatterTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator used for dismissals.
    public let animator: ShatterTransitionAnimator

    /// A delegate dismissing with a ``ShatterTransitionAnimator`` of `configuration`.
    public init(configuration: ShatterConfiguration = ShatterConfiguration()) {
        animator = ShatterTransitionAnimator(configuration: configuration)
    }

    /// The shatter animator, for a presentation the user cannot swipe away: any but a sheet, and a
    /// sheet whose view controller, or one it contains (the content of a presented navigation
    /// controller), `isModalInPresentation`. `nil` for a sheet the user can swipe away
    /// (and for a presentation style TearKit does not know): UIKit dismisses it its own way.
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        let vends = ShatterDismissal.vendsAnimator(
            for: Self.presentation(of: dismissed), isModalInPresentation: Self.isModal(dismissed))
        return vends ? animator : nil
    }

    /// Whether `controller` or a view controller it contains is `isModalInPresentation`: UIKit holds the
    /// whole presentation modal then, and Apple's own pattern sets it on the content controller inside
    /// a presented navigation controller.
    private static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains(where: isModal)
    }

    /// The presentation `controller` is dismissed from, as UIKit manages it now: adapted (a popover
    /// shown as a sheet on a compact width is a sheet) and resolved (`.automatic` is a sheet).
    private static func presentation(of controller: UIViewController) -> ShatterDismissal.Presentation {
        let active = controller.activePresentationController
        if active is UISheetPresentationController { return .sheet }
        switch active?.presentationStyle ?? controller.modalPresentationStyle {
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .currentContext: return .currentContext
        case .overCurrentContext: return .overCurrentContext
        case .custom: return .custom
        case .popover: return .popover
        case .pageSheet, .formSheet, .automatic: return .sheet
        default: return .unknown
        }
    }
}
#endif
