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
/// - **`.pageSheet`, `.formSheet` and `.automatic`** (a sheet): UIKit leaves the presenting view where
///   it is (`view(forKey: .to)` is `nil`) and the sheet's dimming and the presenter's scaled-back
///   look are the sheet presentation controller's; the sheet's view breaks and its pieces fall
///   through the container, in front of the presenter, which returns to full size as UIKit animates it.
/// - Without a view for `.from`, nothing is animated: the transition completes at once.
///
/// With Reduce Motion on, without Metal, or if the snapshot has no visible pixel, it cross-fades
/// (0.35 s). UIKit only: iOS, and visionOS where UIKit presents view controllers (macOS has no
/// view-controller transitions of this kind).
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
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        guard let context = transitionContext, let from = context.view(forKey: .from) else {
            return Shatter.transitionDuration(configuration: configuration)  // any view in any window
        }
        let region = Self.region(of: from, in: context.containerView)
        return Shatter.endTimeBound(
            viewSize: from.bounds.size, pattern: configuration.pattern,
            physics: configuration.physics(fallHeight: Double(region.height)), leaving: region)
    }

    /// Snapshots the dismissed view, puts the destination underneath, builds the model off the main
    /// thread and plays the shatter when it is ready.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil,
            let toVC = transitionContext.viewController(forKey: .to)
        {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, at: 0)
        }
        // Under Reduce Motion the view only fades: no full-screen snapshot to take first.
        guard !UIAccessibility.isReduceMotionEnabled else {
            crossFade(fromView, context: transitionContext)
            return
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
            crossFade(fromView, context: transitionContext)
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
                crossFade(fromView, context: transitionContext)
                return
            }
            play(uploaded, fromView: fromView, context: transitionContext)
        }
    }

    /// Starts the run: the Metal view over the container (its drawable where pieces can be seen),
    /// the dismissed view hidden once the pieces' first frame is on screen, the end on the draw loop
    /// or the timer started with the renderer.
    private func play(
        _ uploaded: UploadedShatter, fromView: UIView,
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
            crossFade(fromView, context: transitionContext)
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
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
        // The pieces draw the snapshot exactly at t = 0 until the view has gone (hidden in the turn
        // their first frame is on screen); the clock starts with the next frame.
        renderer.onFirstFramePresented = { fromView.isHidden = true }
        // The end on the draw loop, on a timer from the clock's start, or on a backstop; the timers
        // hold the renderer until then.
        renderer.play(until: end)
    }

    /// The region `view`'s pieces fall out of: the container, in the view's points.
    private static func region(of view: UIView, in container: UIView) -> CGRect {
        Shatter.fallRegion(viewFrame: view.convert(view.bounds, to: container), windowSize: container.bounds.size)
    }

    /// The fallback: the dismissed view fades out over 0.35 s.
    private func crossFade(_ fromView: UIView, context: any UIViewControllerContextTransitioning) {
        UIView.animate(
            withDuration: 0.35, animations: { fromView.alpha = 0 },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                fromView.alpha = 1
                if !cancelled { fromView.removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
    }
}

/// A transitioning delegate that dismisses with a ``ShatterTransitionAnimator`` (presentation keeps
/// UIKit's default animation). Set it as the presented view controller's `transitioningDelegate`
/// and keep a strong reference to it (UIKit's property is weak).
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

    /// The shatter animator.
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        animator
    }
}
#endif
