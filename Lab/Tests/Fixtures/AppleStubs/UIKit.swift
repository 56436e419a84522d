// A stand-in `UIKit` module for type-checking TearKit's Apple-only sources on Linux.
// Every public member mirrors a declaration of Apple's iOS SDK (UIKit's headers, as imported into Swift;
// AppleSourcesTypeCheckTests checks every name against a prepared SDK). Objective-C optional protocol requirements
// cannot be declared without the Objective-C runtime: they are modelled as requirements with default
// implementations. Bodies are dummies: this module is only type-checked against.
@_exported import CoreGraphics
@_exported import Foundation

// MARK: Views, view controllers and their transitions

// Not in the reference: UIResponder (UIView's superclass).
@MainActor open class UIResponder: NSObject {
    // Not in the reference: UIResponder.next (nextResponder in UIResponder.h, iOS 2).
    open var next: UIResponder? { nil }
}

// Not in the reference: UIColor.clear (iOS 2).
open class UIColor: NSObject, @unchecked Sendable {
    // Not in the reference: UIColor.clear (iOS 2).
    open class var clear: UIColor { UIColor() }
    // Not in the reference: UIColor.systemOrange (iOS 13).
    open class var systemOrange: UIColor { UIColor() }
    // Not in the reference: UIColor.systemIndigo (iOS 13).
    open class var systemIndigo: UIColor { UIColor() }
}

// Not in the reference: UIImage.cgImage (iOS 2).
open class UIImage: NSObject, @unchecked Sendable {
    // Not in the reference: UIImage.cgImage (iOS 2).
    open var cgImage: CGImage? { nil }
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    open var displayScale: CGFloat { 2 }
}

@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

@MainActor open class UIView: UIResponder, UITraitEnvironment {
    // Not in the reference: UIView.init(frame:) and the view properties below (iOS 2).
    public init(frame: CGRect) {}
    // Not in the reference: UIView.init() (NSObject's, which UIView answers with a zero frame).
    public convenience override init() { self.init(frame: .zero) }
    // Not in the reference: UIView.AutoresizingMask (UIViewAutoresizing in UIView.h, iOS 2).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    // Not in the reference: UIView.autoresizingMask (iOS 2).
    open var autoresizingMask: UIView.AutoresizingMask = []
    // Not in the reference: UIView geometry and hierarchy (iOS 2).
    open var bounds: CGRect = .zero
    // Not in the reference: UIView geometry and hierarchy (iOS 2).
    open var frame: CGRect = .zero
    // Not in the reference: UIView geometry and hierarchy (iOS 2).
    open var superview: UIView? { nil }
    // Not in the reference: UIView rendering properties (iOS 2).
    open var isOpaque: Bool = true
    // Not in the reference: UIView rendering properties (iOS 2).
    open var backgroundColor: UIColor?
    // Not in the reference: UIView rendering properties (iOS 2).
    open var isHidden: Bool = false
    // Not in the reference: UIView rendering properties (iOS 2).
    open var alpha: CGFloat = 1
    // Not in the reference: UIView.isUserInteractionEnabled (iOS 2).
    open var isUserInteractionEnabled: Bool = true
    public var traitCollection: UITraitCollection { UITraitCollection() }
    // Not in the reference: UIView hierarchy (iOS 2).
    open func addSubview(_ view: UIView) {}
    // Not in the reference: UIView hierarchy (iOS 2).
    open func insertSubview(_ view: UIView, at index: Int) {}
    // Not in the reference: UIView hierarchy (iOS 2).
    open func removeFromSuperview() {}
    // Not in the reference: UIView.window (iOS 2).
    open var window: UIWindow? { nil }
    // Not in the reference: UIView.didMoveToWindow() (iOS 2).
    open func didMoveToWindow() {}
    // Not in the reference: UIView.layoutSubviews() (iOS 2).
    open func layoutSubviews() {}
    // Not in the reference: UIView.convert(_:to:) (iOS 2).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    // Not in the reference: UIView.isDescendant(of:) (isDescendantOfView: in UIView.h, iOS 2).
    open func isDescendant(of view: UIView) -> Bool { false }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { true }
    // Not in the reference: UIView.layer (iOS 2; QuartzCore's CALayer).
    open var layer: CALayer { CALayer() }
    // Not in the reference: UIView.mask (maskView in UIView.h, iOS 8).
    open var mask: UIView?
    // Not in the reference: UIView.transform (iOS 2).
    open var transform: CGAffineTransform = .identity
    // UIView.h: @property(nonatomic) CGPoint center (iOS 2).
    open var center: CGPoint = .zero
    // UIView.h: @property(nonatomic) CATransform3D transform3D (iOS 13).
    open var transform3D: CATransform3D = CATransform3DMakeScale(1, 1, 1)
    // Not in the reference: UIView.contentScaleFactor (iOS 4).
    open var contentScaleFactor: CGFloat = 1
    // Not in the reference: UIView.insertSubview(_:aboveSubview:) (iOS 2).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    // Not in the reference: UIView.addGestureRecognizer(_:) (iOS 3.2).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    // Not in the reference: UIView.removeGestureRecognizer(_:) (iOS 3.2).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    // Not in the reference: UIView.addInteraction(_:) (UIInteraction.h, iOS 11).
    open func addInteraction(_ interaction: any UIInteraction) {}
    // Not in the reference: UIView.removeInteraction(_:) (UIInteraction.h, iOS 11).
    open func removeInteraction(_ interaction: any UIInteraction) {}
    // Not in the reference: NSObject.accessibilityCustomActions (UIAccessibility.h, iOS 8), declared here on UIView.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    // Not in the reference: NSObject.accessibilityElementsHidden (UIAccessibility.h, iOS 5), declared here on UIView.
    open var accessibilityElementsHidden: Bool = false
    // Not in the reference: UIView.animate(withDuration:animations:completion:) (iOS 4).
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    // UIView.h: + (void)performWithoutAnimation:(void (NS_NOESCAPE ^)(void))actionsWithoutAnimation (iOS 7).
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

// UIVisualEffectView.h: UIVisualEffectView (iOS 8) and its contentView ("Do not add subviews directly to
// UIVisualEffectView, use this view instead").
@MainActor open class UIVisualEffectView: UIView {
    open var contentView: UIView { UIView(frame: .zero) }
}

// Not in the reference: UIWindow (iOS 2).
@MainActor open class UIWindow: UIView {
    // Not in the reference: UIWindow.isKeyWindow (iOS 2).
    open var isKeyWindow: Bool { false }
    // UIWindow.h: @property(nullable, nonatomic, weak) UIWindowScene *windowScene (iOS 13).
    open weak var windowScene: UIWindowScene?
}

// Not in the reference: UIScene (iOS 13).
@MainActor open class UIScene: UIResponder {
    // Not in the reference: UIScene.ActivationState (UISceneActivationState, iOS 13).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    // Not in the reference: UIScene.activationState (iOS 13).
    open var activationState: UIScene.ActivationState { .unattached }
    // UIScene.h: UISceneWillEnterForegroundNotification (iOS 13), NS_SWIFT_NONISOLATED.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    // UIScene.h: UISceneDidActivateNotification (iOS 13), NS_SWIFT_NONISOLATED.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
}

// Not in the reference: UIWindowScene (iOS 13).
@MainActor open class UIWindowScene: UIScene {
    // Not in the reference: UIWindowScene.windows (iOS 13).
    open var windows: [UIWindow] { [] }
    // Not in the reference: UIWindowScene.keyWindow (iOS 15).
    open var keyWindow: UIWindow? { nil }
}

// Not in the reference: UIApplication (iOS 2).
@MainActor open class UIApplication: UIResponder {
    // Not in the reference: UIApplication.shared (iOS 2; unavailable in app extensions).
    open class var shared: UIApplication { UIApplication() }
    // Not in the reference: UIApplication.connectedScenes (iOS 13).
    open var connectedScenes: Set<UIScene> { [] }
}

@MainActor open class UIViewController: UIResponder {
    // Not in the reference: UIViewController.view (iOS 2).
    open var view: UIView!
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // Not in the reference: UIViewController.viewDidLoad() (iOS 2; the demo app's presenting controller).
    open func viewDidLoad() {}
    // Not in the reference: UIViewController.viewDidLayoutSubviews() (iOS 5).
    open func viewDidLayoutSubviews() {}
    // Not in the reference: UIViewController.present(_:animated:completion:) (iOS 5).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    // Not in the reference: UIViewController.dismiss(animated:completion:) (iOS 5).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    // Not in the reference: UIViewController.navigationController (UINavigationController.h, iOS 2).
    open var navigationController: UINavigationController? { nil }
    // UIViewController.h: @property (getter=isModalInPresentation) BOOL modalInPresentation (iOS 13).
    open var isModalInPresentation: Bool = false
    // UIViewController.h: @property (nullable, readonly) UIPresentationController *activePresentationController (iOS 16).
    open var activePresentationController: UIPresentationController? { nil }
    // UIViewController.h: @property (nullable, readonly) UISheetPresentationController *sheetPresentationController (iOS 15).
    open var sheetPresentationController: UISheetPresentationController? { nil }
    // UIViewController.h: @property (readonly) NSArray<UIViewController *> *childViewControllers (iOS 5).
    open var children: [UIViewController] { [] }
}

// UIPresentationController.h: UIPresentationController (iOS 8) and its presentationStyle.
@MainActor open class UIPresentationController: NSObject {
    open var presentationStyle: UIModalPresentationStyle { .fullScreen }
    // UIPresentationController.h: @property (readonly) UIViewController *presentedViewController (iOS 8).
    open var presentedViewController: UIViewController { UIViewController() }
}

// UISheetPresentationController.h: UISheetPresentationController (iOS 15), the sheets' presentation controller.
@MainActor open class UISheetPresentationController: UIPresentationController {}

// Not in the reference: UINavigationController (iOS 2).
@MainActor open class UINavigationController: UIViewController {
    // Not in the reference: UINavigationController.interactivePopGestureRecognizer (iOS 7).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

// Not in the reference by declaration: the type of modalPresentationStyle (iOS 2); UIViewController.h's cases on iOS.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

// MARK: Controls
// UIControl, UIButton(type:primaryAction:), UIAction (iOS 14).
@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system = 1 }
    public convenience init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) { self.init(frame: .zero) }
}

@MainActor open class UIMenuElement: NSObject {}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIAction: UIMenuElement {
    // The real initialiser has more parameters between these two, all with defaults (image, identifier, …).
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { self.init() }
}

public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public static let from = UITransitionContextViewControllerKey()
    public static let to = UITransitionContextViewControllerKey()
}

public struct UITransitionContextViewKey: Hashable, Sendable {
    public static let from = UITransitionContextViewKey()
    public static let to = UITransitionContextViewKey()
}

@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    // UIViewControllerTransitioning.h: @property (getter=isInteractive) BOOL interactive.
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    // Not in the reference as a default: animationEnded(_:) is an optional requirement there.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    // Not in the reference as defaults: both are optional requirements there.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // Not in the reference as defaults: both are optional requirements there.
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? { nil }
}

open class UIGraphicsRendererFormat: NSObject {
    open class func preferred() -> Self { fatalError() }
}

open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat = 1
    open var opaque: Bool = false
    // Not in the reference: UIGraphicsImageRendererFormat.Range (UIGraphicsImageRendererFormatRange, iOS 12).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
    // Not in the reference: UIGraphicsImageRendererFormat.preferredRange (iOS 12).
    open var preferredRange: UIGraphicsImageRendererFormat.Range = .automatic
}

open class UIGraphicsRendererContext: NSObject {}

open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    open var currentImage: UIImage { UIImage() }
}

open class UIGraphicsRenderer: NSObject {}

open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {}
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

// MARK: Accessibility

// Not in the reference: UIAccessibility.isReduceMotionEnabled (iOS 8).
@MainActor public enum UIAccessibility {
    // Not in the reference: UIAccessibility.isReduceMotionEnabled (iOS 8).
    public static var isReduceMotionEnabled: Bool { false }
    // UIAccessibility.h: UIAccessibilityPostNotification(UIAccessibilityNotifications, __nullable id),
    // NS_SWIFT_UI_ACTOR; UIAccessibilityConstants.h: UIAccessibilityLayoutChangedNotification (NS_TYPED_ENUM).
    public struct Notification: Hashable, Sendable {
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public var rawValue: UInt32
        public static let layoutChanged = Notification(rawValue: 1001)
    }
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

// MARK: Interactions, gestures, feedback, animation and Core Animation
// Each declaration below was checked against the iOS 17.0 SDK's headers (UIKit, QuartzCore) for its Swift spelling.

// Not in the reference: ObjectiveC.Selector (the Linux stand-in has no Objective-C runtime; #selector is only used on Apple platforms).
public struct Selector {}

// Not in the reference: UIInteraction (UIInteraction.h, iOS 11, NS_SWIFT_UI_ACTOR).
@MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

// Not in the reference: UIGestureRecognizer (UIGestureRecognizer.h, iOS 3.2).
@MainActor open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible = 0, began, changed, ended, cancelled, failed }
    // Not in the reference: UIGestureRecognizer.init(target:action:).
    public init(target: Any?, action: Selector?) {}
    // Not in the reference: UIGestureRecognizer.init() (UIGestureRecognizer.h, iOS 3.2).
    public override init() {}
    // Not in the reference: UIGestureRecognizer.view.
    open var view: UIView? { nil }
    // Not in the reference: UIGestureRecognizer.state.
    open var state: UIGestureRecognizer.State { .possible }
    // Not in the reference: UIGestureRecognizer.delegate (weak).
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    // Not in the reference: UIGestureRecognizer.location(in:).
    open func location(in view: UIView?) -> CGPoint { .zero }
    // Not in the reference: UIGestureRecognizer.numberOfTouches (iOS 3.2).
    open var numberOfTouches: Int { 0 }
    // Not in the reference: UIGestureRecognizerSubclass.h's touchesBegan(_:with:) (iOS 3.2), which Swift
    // sees with `import UIKit.UIGestureRecognizerSubclass`; this stand-in has no submodule.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    // Not in the reference: UIGestureRecognizerSubclass.h's touchesMoved(_:with:) (iOS 3.2).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    // Not in the reference: UIGestureRecognizerSubclass.h's reset() (iOS 3.2).
    open func reset() {}
}

// Not in the reference: UITouch (UITouch.h, iOS 2).
@MainActor open class UITouch: NSObject {
    // Not in the reference: UITouch.timestamp (iOS 2).
    open var timestamp: TimeInterval { 0 }
    // Not in the reference: UITouch.view (iOS 2).
    open var view: UIView? { nil }
    // Not in the reference: UITouch.location(in:) (iOS 2).
    open func location(in view: UIView?) -> CGPoint { .zero }
}

// Not in the reference: UIEvent (UIEvent.h, iOS 2).
@MainActor open class UIEvent: NSObject {}

// Not in the reference: UIPanGestureRecognizer (UIPanGestureRecognizer.h).
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // Not in the reference: UIPanGestureRecognizer.maximumNumberOfTouches.
    open var maximumNumberOfTouches: Int = Int.max
    // Not in the reference: UIPanGestureRecognizer.translation(in:).
    open func translation(in view: UIView?) -> CGPoint { .zero }
    // Not in the reference: UIPanGestureRecognizer.velocity(in:).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

// Not in the reference: UIGestureRecognizerDelegate (NS_SWIFT_UI_ACTOR; its methods are optional there).
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    // Not in the reference: gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (iOS 3.2).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // Not in the reference: gestureRecognizer(_:shouldRequireFailureOf:) (iOS 7).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // Not in the reference: gestureRecognizer(_:shouldBeRequiredToFailBy:) (iOS 7).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    // Not in the reference: the default of the optional requirement.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // Not in the reference: the default of the optional requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    // Not in the reference: the default of the optional requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    // Not in the reference: the default of the optional requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

// Not in the reference: UIAccessibilityCustomAction(name:actionHandler:) (iOS 13).
@MainActor open class UIAccessibilityCustomAction: NSObject {
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {}
}

// Not in the reference: UIImpactFeedbackGenerator (iOS 10).
@MainActor open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    // Not in the reference: UIImpactFeedbackGenerator.init(style:view:) (feedbackGeneratorWithStyle:forView:, iOS 17.5).
    @available(iOS 17.5, *)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {}
    // Not in the reference: UIImpactFeedbackGenerator.impactOccurred().
    open func impactOccurred() {}
    // Not in the reference: UIFeedbackGenerator.prepare() (UIFeedbackGenerator.h, iOS 10), declared here on its subclass.
    open func prepare() {}
}

// Not in the reference: UIFeedbackGenerator's UIInteraction conformance (UIFeedbackGenerator.h, iOS 17.5),
// declared here on its subclass.
@available(iOS 17.5, *)
extension UIImpactFeedbackGenerator: UIInteraction {
    public var view: UIView? { nil }
    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) {}
}

// Not in the reference: UIViewAnimatingPosition (UIViewAnimating.h, iOS 10).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }

// Not in the reference: UIViewPropertyAnimator (iOS 10).
@MainActor open class UIViewPropertyAnimator: NSObject {
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {}
    // Not in the reference: UIViewPropertyAnimator.addCompletion(_:).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    // Not in the reference: UIViewPropertyAnimator.startAnimation().
    open func startAnimation() {}
    // Not in the reference: UIViewPropertyAnimator.startAnimation(afterDelay:).
    open func startAnimation(afterDelay delay: TimeInterval) {}
}

// Not in the reference: UIBezierPath (iOS 3.2).
open class UIBezierPath: NSObject {
    // Not in the reference: UIBezierPath.cgPath.
    open var cgPath: CGPath { fatalError() }
    // Not in the reference: UIBezierPath.move(to:).
    open func move(to point: CGPoint) {}
    // Not in the reference: UIBezierPath.addLine(to:).
    open func addLine(to point: CGPoint) {}
    // Not in the reference: UIBezierPath.close().
    open func close() {}
}

// QuartzCore, which UIKit re-exports.

// Not in the reference: CALayer (CALayer.h).
open class CALayer: NSObject {
    // Not in the reference: CALayer.anchorPoint.
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    // Not in the reference: CALayer.mask.
    open var mask: CALayer?
    // Not in the reference: CALayer.opacity.
    open var opacity: Float = 1
    // Not in the reference: CALayer.bounds.
    open var bounds: CGRect = .zero
    // Not in the reference: CALayer.position.
    open var position: CGPoint = .zero
    // Not in the reference: CALayer.transform.
    open var transform: CATransform3D = CATransform3DMakeScale(1, 1, 1)
    // Not in the reference: CALayer.isHidden (hidden in CALayer.h).
    open var isHidden: Bool = false
    // Not in the reference: CALayer.presentation() (presentationLayer in CALayer.h).
    open func presentation() -> Self? { nil }
    // Not in the reference: CALayer.animationKeys().
    open func animationKeys() -> [String]? { nil }
    // Not in the reference: CALayer.add(_:forKey:).
    open func add(_ anim: CAAnimation, forKey key: String?) {}
}

// Not in the reference: CAMetalLayer (CAMetalLayer.h), the layer an MTKView draws into.
open class CAMetalLayer: CALayer {
    // Not in the reference: CAMetalLayer.maximumDrawableCount (2 or 3; 3 by default).
    open var maximumDrawableCount: Int = 3
}

// Not in the reference by declaration: CATransform3D (CATransform3D.h), its members unused here.
public struct CATransform3D: Sendable {}

// Not in the reference: CATransform3DMakeScale(_:_:_:) (CATransform3D.h).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { CATransform3D() }

// Not in the reference: CATransform3DEqualToTransform(_:_:) (CATransform3D.h).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { true }

// Not in the reference: CATransform3DConcat(_:_:) (CATransform3D.h).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a }

// Not in the reference: CAShapeLayer.path.
open class CAShapeLayer: CALayer {
    // Not in the reference: CAShapeLayer.path.
    open var path: CGPath?
}

// Not in the reference: CAAnimation (CAAnimation.h).
open class CAAnimation: NSObject {
    // Not in the reference: CAMediaTiming.duration.
    open var duration: CFTimeInterval = 0
}

// Not in the reference: CAPropertyAnimation(keyPath:).
open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
}

// Not in the reference: CAKeyframeAnimation.values and keyTimes.
open class CAKeyframeAnimation: CAPropertyAnimation {
    // Not in the reference: CAKeyframeAnimation.values.
    open var values: [Any]?
    // Not in the reference: CAKeyframeAnimation.keyTimes.
    open var keyTimes: [NSNumber]?
}

// Not in the reference by declaration: CFTimeInterval (CoreFoundation), the type of CACurrentMediaTime().
public typealias CFTimeInterval = Double

// Not in the reference: CACurrentMediaTime() (CABase.h).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

// Not in the reference by declaration: CAFrameRateRange (the reference lists its overlay initialiser).
public struct CAFrameRateRange: Sendable {
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}

// Not in the reference: UIScrollView (iOS 2), for the demo's scrolling UIKit screen.
@MainActor open class UIScrollView: UIView {
    // Not in the reference: UIScrollView.contentSize.
    open var contentSize: CGSize = .zero
    // Not in the reference: UIScrollView.adjustedContentInset (iOS 11).
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }
    // Not in the reference: UIScrollView.bounces (iOS 2).
    open var bounces: Bool = true
    // Not in the reference: UIScrollView.alwaysBounceVertical (iOS 2).
    open var alwaysBounceVertical: Bool = false
    // Not in the reference: UIScrollView.alwaysBounceHorizontal (iOS 2).
    open var alwaysBounceHorizontal: Bool = false
    // Not in the reference: UIScrollView.isScrollEnabled (scrollEnabled in UIScrollView.h, iOS 2).
    open var isScrollEnabled: Bool = true
    // Not in the reference: UIScrollView.isDragging (dragging in UIScrollView.h, iOS 2).
    open var isDragging: Bool { false }
    // Not in the reference: UIScrollView.isDecelerating (decelerating in UIScrollView.h, iOS 2).
    open var isDecelerating: Bool { false }
}

// Not in the reference: UIEdgeInsets (UIGeometry.h, iOS 2).
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat = 0
    public var left: CGFloat = 0
    public var bottom: CGFloat = 0
    public var right: CGFloat = 0
    public init() {}
}
