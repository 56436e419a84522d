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
    /// instead, over the same duration, and ends hidden as after the halves.
    ///
    /// ```swift
    /// avatar.tearInTwo { broke in
    ///     if broke { self.avatar.removeFromSuperview() }
    /// }
    /// ```
    ///
    /// The halves are two snapshots of the view (`snapshotView(afterScreenUpdates:)`) masked by
    /// `CAShapeLayer` paths along the cut, in a container added to the view's superview above it and
    /// placed as the view is, from its `bounds`, `center`, anchor point and `transform` (not `frame`,
    /// which UIKit leaves undefined under a transform): a rotated or scaled view tears where it
    /// stands, its halves flying in its own coordinates. They take the same cut for the same
    /// ``TearInTwoConfiguration/seed`` and the same way as SwiftUI's `tearInTwo` halves, but Core
    /// Animation draws no crack, so they start moving at once (and your `alongside` animations with
    /// them) and fly for the whole duration: 1.5 × the view's width with t² easing, fading over the
    /// last 30 %. Core Animation does the rest: no per-pixel work.
    ///
    /// While the halves fly, the view is transparent (`alpha` 0, its elements hidden from VoiceOver;
    /// taps pass through it), not hidden, so a `UIStackView` keeps its place under them. At the end
    /// it is hidden (`isHidden`) and its `alpha` and VoiceOver setting given back: a stack view closes
    /// the gap when `onCompletion` runs, and `isHidden = false` shows the view again as it was. Making
    /// it visible again meanwhile (an `alpha` other than 0) is kept: the end does not hide it. Without
    /// a superview (or a size) nothing flies and `onCompletion(false)` follows at once.
    ///
    /// - Parameters:
    ///   - configuration: The cut's step and seed and the tear's ``TearInTwoConfiguration/duration``
    ///     (the halves' flight; default `0.8` s). Default `.init()`.
    ///   - onCompletion: Called once on the main actor: `true` when the halves have gone (and been
    ///     removed) and the view is torn, hidden; `false` when the tear could not run and the view is
    ///     unchanged — also for a second call made before the first run has called its
    ///     `onCompletion`. Default `nil`. A trailing closure is always this one.
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
    ///     when the tear could not run and the view is unchanged (no superview or size, or a run
    ///     already under way); `nil` for no completion.
    ///   - animations: Run alongside the halves' flight.
    public func tearInTwo(
        configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)?,
        alongside animations: @escaping @MainActor () -> Void
    ) {
        tearInTwo(configuration: configuration, completion: onCompletion, animations: animations)
    }

    /// The views being torn in two whose `onCompletion` has not run yet. A run holds its view until
    /// then, so an identifier is not reused while it is in this set.
    @MainActor private static var viewsTearingInTwo: Set<ObjectIdentifier> = []

    /// Both public forms' one implementation.
    private func tearInTwo(
        configuration: TearInTwoConfiguration,
        completion onCompletion: (@MainActor (Bool) -> Void)?,
        animations: (@MainActor () -> Void)?
    ) {
        let plan = configuration.coreAnimationPlan(viewSize: bounds.size)
        let run = ObjectIdentifier(self)
        // A second call while the first runs would take the transparent view for its original.
        guard let superview, plan.duration > 0, plan.viewSize.width > 0, plan.viewSize.height > 0,
            !UIView.viewsTearingInTwo.contains(run)
        else {
            animations?()
            onCompletion?(false)
            return
        }
        // Reduce Motion: the view fades out where it stands, over the tear's length, as SwiftUI's
        // tearInTwo does.
        if UIAccessibility.isReduceMotionEnabled {
            UIView.viewsTearingInTwo.insert(run)
            let transparent = TransparentDuringRun(
                alpha: Double(alpha), elementsHidden: accessibilityElementsHidden)
            accessibilityElementsHidden = true
            // VoiceOver moves its cursor off an element that is going from the screen.
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            UIView.animate(
                withDuration: plan.duration,
                animations: {
                    self.alpha = 0
                    animations?()
                },
                completion: { _ in self.endTearInTwo(transparent, run: run, onCompletion: onCompletion) })
            return
        }
        guard let left = snapshotView(afterScreenUpdates: false),
            let right = snapshotView(afterScreenUpdates: false)
        else {
            animations?()
            onCompletion?(false)
            return
        }
        UIView.viewsTearingInTwo.insert(run)
        // The halves fly in a container that takes the view's place from its bounds, center, anchor
        // point and transform (UIView.h: `frame` does not say where a transformed view is), so they
        // start exactly over a rotated or scaled view and fly in its own coordinates.
        let standIn = UIView(frame: .zero)
        standIn.isUserInteractionEnabled = false
        standIn.layer.anchorPoint = layer.anchorPoint
        standIn.bounds = plan.halfBounds
        standIn.center = center
        standIn.transform3D = transform3D
        superview.insertSubview(standIn, aboveSubview: self)
        var halves: [UIView] = []
        for (half, outline) in [(left, plan.leftOutline), (right, plan.rightOutline)] {
            let mask = CAShapeLayer()
            mask.path = UIBezierPath.tearKitPolygon(outline).cgPath
            half.layer.mask = mask
            // Turn about the middle of the bottom edge, as the SwiftUI effect does.
            half.layer.anchorPoint = plan.anchor
            half.bounds = plan.halfBounds
            half.center = plan.halfPosition
            standIn.addSubview(half)
            halves.append(half)
        }
        // Transparent, not hidden, while the halves fly: `isHidden` would let a `UIStackView` close
        // the view's gap under them at once. Not animated by an animation block the call may be in.
        let transparent = TransparentDuringRun(alpha: Double(alpha), elementsHidden: accessibilityElementsHidden)
        UIView.performWithoutAnimation {
            alpha = 0
            accessibilityElementsHidden = true
        }
        // VoiceOver moves its cursor off an element that has gone from the screen.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
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
        // Nothing else holds the animator, so it always ends at `.end`, once: the view is torn (hidden).
        animator.addCompletion { _ in
            standIn.removeFromSuperview()
            self.endTearInTwo(transparent, run: run, onCompletion: onCompletion)
        }
        animator.startAnimation()
    }

    /// The end of a run: the view hidden with its alpha and VoiceOver setting given back (unless the
    /// app made it visible again meanwhile, which is kept), then `onCompletion(true)`.
    private func endTearInTwo(
        _ transparent: TransparentDuringRun, run: ObjectIdentifier, onCompletion: (@MainActor (Bool) -> Void)?
    ) {
        let end = transparent.end(alphaNow: Double(alpha), elementsHiddenNow: accessibilityElementsHidden)
        if end.hides { isHidden = true }
        if let alpha = end.alpha { self.alpha = CGFloat(alpha) }
        if let hidden = end.elementsHidden { accessibilityElementsHidden = hidden }
        UIView.viewsTearingInTwo.remove(run)
        onCompletion?(true)
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
