#if canImport(UIKit) && canImport(MetalKit)
import MetalKit
import TearKitCore
import UIKit

/// Seed 001's broken-glass dismissal for UIKit view controllers: the presented view controller's view
/// breaks into pieces that fall off the screen, revealing the presenting one underneath.
///
/// The view is snapshotted the right way up (`drawHierarchy(in:afterScreenUpdates:)` into a
/// `UIGraphicsImageRenderer` at the view's display scale), the destination view is put underneath,
/// and the pieces are drawn by the same Metal renderer as the SwiftUI effect (``Shatter``, per-piece
/// motion computed on the GPU; 2-pt pieces cost the CPU nothing per piece per frame). The transition
/// completes when the last piece has left the container (computed, ≈ 1.15 s with seed 001's physics,
/// not a guessed 1.2 s), honouring `transitionWasCancelled`. With Reduce Motion on, without Metal,
/// or if the snapshot fails, it cross-fades. iOS only (macOS has no view-controller transitions of this kind).
///
/// ```swift
/// let glass = BrokenGlassTransitioningDelegate()
/// presented.transitioningDelegate = glass   // keep `glass` alive: the property is weak
/// present(presented, animated: true)
/// ```
@MainActor
public final class BrokenGlassTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How the view breaks; default seed 001's 2-pt squares.
    public var pattern: ShatterPattern
    /// The motion's ranges; `nil` (default) means seed 001's physics scaled to the container's height.
    public var physics: ShatterPhysics?
    /// The random seed.
    public var seed: UInt64

    private var renderer: ShatterMetalRenderer?
    private var prepared: (size: CGSize, region: CGRect, shatter: Shatter)?

    /// An animator; see the properties.
    public init(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) {
        self.pattern = pattern
        self.physics = physics
        self.seed = seed
    }

    /// The computed time until the last piece has left the container, seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard let context = transitionContext, let from = context.viewController(forKey: .from) else {
            return (4.0 / 3.0).squareRoot()  // seed 001's bound for a full-screen view
        }
        let model = shatter(for: from.view, in: context.containerView)
        return model.shatter.endTime(leaving: model.region)
    }

    /// Snapshots the dismissed view, puts the destination underneath and plays the shatter.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = fromVC.view, let toView = toVC.view else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if toView.superview == nil {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, at: 0)
        }
        let bounds = fromView.bounds
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = fromView.traitCollection.displayScale
        format.opaque = false
        let snapshot = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = fromView.drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        let model = shatter(for: fromView, in: container)
        let metalView = MTKView(frame: container.bounds, device: MTLCreateSystemDefaultDevice())
        metalView.isOpaque = false
        metalView.backgroundColor = .clear
        metalView.isUserInteractionEnabled = false
        guard !UIAccessibility.isReduceMotionEnabled, let image = snapshot.cgImage.flatMap(ShatterSnapshot.prepared),
              let renderer = try? ShatterMetalRenderer(view: metalView, shatter: model.shatter, snapshot: image,
                                                       frame: model.region, reversed: false) else {
            crossFade(fromView, context: transitionContext)
            return
        }
        self.renderer = renderer
        container.addSubview(metalView)
        fromView.isHidden = true
        renderer.onFinished = { [weak self, weak metalView] in
            metalView?.removeFromSuperview()
            fromView.isHidden = false
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled { fromView.removeFromSuperview() }
            self?.renderer = nil
            self?.prepared = nil
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// The model for `view` inside `container` (built once per transition: the duration and the
    /// animation use the same pieces).
    private func shatter(for view: UIView, in container: UIView) -> (region: CGRect, shatter: Shatter) {
        let size = view.bounds.size
        let region = Shatter.fallRegion(viewFrame: view.convert(view.bounds, to: container), windowSize: container.bounds.size)
        if let prepared, prepared.size == size, prepared.region == region { return (region, prepared.shatter) }
        let physics = self.physics ?? .seed001(fallHeight: Double(region.height))
        let shatter = Shatter(viewSize: size, pattern: pattern, physics: physics, seed: seed)
        prepared = (size, region, shatter)
        return (region, shatter)
    }

    /// The fallback: the dismissed view fades out over 0.35 s.
    private func crossFade(_ fromView: UIView, context: any UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.35, animations: { fromView.alpha = 0 }, completion: { _ in
            let cancelled = context.transitionWasCancelled
            fromView.alpha = 1
            if !cancelled { fromView.removeFromSuperview() }
            context.completeTransition(!cancelled)
        })
    }
}

/// A transitioning delegate that dismisses with ``BrokenGlassTransitionAnimator`` (presentation keeps
/// UIKit's default animation). Set it as the presented view controller's `transitioningDelegate`
/// and keep a strong reference to it (UIKit's property is weak).
@MainActor
public final class BrokenGlassTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator used for dismissals.
    public let animator: BrokenGlassTransitionAnimator

    /// A delegate dismissing with `animator` (default: seed 001's 2-pt squares).
    public init(animator: BrokenGlassTransitionAnimator = BrokenGlassTransitionAnimator()) {
        self.animator = animator
    }

    /// The broken-glass animator.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
#endif
