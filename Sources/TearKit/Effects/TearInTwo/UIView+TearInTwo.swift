#if canImport(UIKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import UIKit

extension UIView {
    /// Tears this view in two, as SwiftUI's `tearInTwo(isBroken:)` does: a jagged cut runs from the
    /// middle of the top edge to the bottom, and the two halves fly out sideways, turning ±90° about the
    /// middle of the bottom edge, then fade. With Reduce Motion on, the view fades out where it stands
    /// instead, over the same duration.
    ///
    /// ```swift
    /// avatar.tearInTwo { broke in
    ///     if broke { self.avatar.removeFromSuperview() }
    /// }
    /// ```
    ///
    /// The halves are two snapshots of the view (`snapshotView(afterScreenUpdates:)`) masked by
    /// `CAShapeLayer` paths along the cut, added to the view's superview above it. They take the same
    /// cut for the same ``TearInTwoConfiguration/seed`` and the same way as SwiftUI's `tearInTwo`
    /// halves, but Core Animation draws no crack, so they start moving at once (and your `alongside`
    /// animations with them) and fly for the whole duration: 1.5 × the view's width with t² easing,
    /// fading over the last 30 %. The view itself is hidden when they appear and stays hidden: it has
    /// been torn (set `isHidden = false` to show it again). Core Animation does the rest: no per-pixel
    /// work. Without a superview (or a size) nothing flies and `onCompletion(false)` follows at once.
    ///
    /// - Parameters:
    ///   - configuration: The cut's step and seed and the tear's ``TearInTwoConfiguration/duration``
    ///     (the halves' flight; default `0.8` s). Default `.init()`.
    ///   - onCompletion: Called once on the main actor: `true` when the halves have gone (and been
    ///     removed) and the view is torn, hidden; `false` when the tear could not run and the view is
    ///     unchanged. Default `nil`. A trailing closure is always this one.
    public func tearInTwo(
        configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) {
        tearInTwo(configuration: configuration, completion: onCompletion, animations: nil)
    }

    /// Tears this view in two, as ``tearInTwo(configuration:onCompletion:)`` does, while your
    /// `animations` run alongside the halves' flight, in the same animation, from its first frame
    /// (or at once when the tear cannot run).
    ///
    /// Both closures are required here (`onCompletion` may be `nil`), so that a single trailing closure
    /// is never taken for `animations`; name them both:
    ///
    /// ```swift
    /// avatar.tearInTwo(onCompletion: { _ in self.avatar.removeFromSuperview() }, alongside: {
    ///     self.placeholder.alpha = 1
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The cut's step and seed and the tear's duration. Default `.init()`.
    ///   - onCompletion: Called once on the main actor: `true` when the view is torn, hidden; `false`
    ///     when the tear could not run and the view is unchanged; `nil` for no completion.
    ///   - animations: Run alongside the halves' flight.
    public func tearInTwo(
        configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)?,
        alongside animations: @escaping @MainActor () -> Void
    ) {
        tearInTwo(configuration: configuration, completion: onCompletion, animations: animations)
    }

    /// Both public forms' one implementation.
    private func tearInTwo(
        configuration: TearInTwoConfiguration,
        completion onCompletion: (@MainActor (Bool) -> Void)?,
        animations: (@MainActor () -> Void)?
    ) {
        let plan = configuration.coreAnimationPlan(viewSize: bounds.size)
        // Reduce Motion: the view fades out where it stands, over the tear's length, as SwiftUI's
        // tearInTwo does; it ends hidden (torn) with its alpha restored for a later `isHidden = false`.
        if UIAccessibility.isReduceMotionEnabled, superview != nil, plan.duration > 0 {
            let alpha = self.alpha
            UIView.animate(
                withDuration: plan.duration,
                animations: {
                    self.alpha = 0
                    animations?()
                },
                completion: { _ in
                    self.isHidden = true
                    self.alpha = alpha
                    onCompletion?(true)
                })
            return
        }
        guard let superview, plan.duration > 0,
            let left = snapshotView(afterScreenUpdates: false),
            let right = snapshotView(afterScreenUpdates: false)
        else {
            animations?()
            onCompletion?(false)
            return
        }
        let frame = self.frame
        var halves: [UIView] = []
        for (half, outline) in [(left, plan.leftOutline), (right, plan.rightOutline)] {
            let mask = CAShapeLayer()
            mask.path = UIBezierPath.tearKitPolygon(outline).cgPath
            half.layer.mask = mask
            // Turn about the middle of the bottom edge, as the SwiftUI effect does.
            half.layer.anchorPoint = plan.anchor
            half.frame = frame
            superview.insertSubview(half, aboveSubview: self)
            halves.append(half)
        }
        isHidden = true
        for half in halves {
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = plan.opacityValues
            fade.keyTimes = plan.opacityKeyTimes.map { NSNumber(value: $0) }
            fade.duration = plan.duration
            half.layer.add(fade, forKey: "tearKitFade")
            half.layer.opacity = 0
        }
        // The halves fly from the first frame: Core Animation draws no crack to wait for.
        let animator = UIViewPropertyAnimator(
            duration: plan.duration, controlPoint1: plan.timingControlPoint1,
            controlPoint2: plan.timingControlPoint2
        ) {
            for (half, end) in zip(halves, [plan.leftEnd, plan.rightEnd]) {
                half.transform = CGAffineTransform(rotationAngle: CGFloat(end.rotation))
                    .concatenating(CGAffineTransform(translationX: end.offset.width, y: end.offset.height))
            }
            animations?()
        }
        // Nothing else holds the animator, so it always ends at `.end`: the view is torn (hidden).
        animator.addCompletion { _ in
            for half in halves { half.removeFromSuperview() }
            onCompletion?(true)
        }
        animator.startAnimation()
    }
}

extension UIBezierPath {
    /// A closed polygon through `points`.
    static func tearKitPolygon(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }
}
#endif
