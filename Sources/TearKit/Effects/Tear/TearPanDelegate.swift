#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(Internal) import TearKitCore
import UIKit

/// The delegate of the tear's UIKit pan recogniser, in `TearInteraction` and (iOS 18+) in SwiftUI's
/// `tearable`: it feeds the tear's touch rule in TearKitCore and applies its answers.
///
/// - **Begin only where a tear would** (`gestureRecognizerShouldBegin`): the host asks
///   `TearState.wouldBegin(at:translation:restDuration:enclosingScroll:)` with where the pan started,
///   how far it has moved, how long the finger rested first and which axes the scroll views around
///   the view can move on. A drag along a scroll axis is declined (it scrolls) unless the finger
///   rested at the edge first; a declined pan fails at once, so the touch goes on to whatever else
///   wants it — the scroll view's pan, a `List`'s, a sheet's swipe to dismiss. A pan recogniser only
///   asks once the finger has moved, so a tap never reaches this point and a button under the finger
///   still taps.
/// - **Which pan waits for which** (`shouldBeRequiredToFailBy`, `shouldRequireFailureOf`) is
///   `OtherPan`'s rule, for the relation this delegate finds:
///   - a pan around the view (a scroll view's, a `List`'s, a sheet's) waits for the tear's
///     decision, so the content does not move under a tear. Returning `false` from
///     `shouldRecognizeSimultaneouslyWith` would not be enough: UIGestureRecognizer.h says that "is
///     not guaranteed to prevent simultaneous recognition, as the other gesture's delegate may
///     return YES", whereas returning YES from a failure-requirement method "is guaranteed to set up
///     the failure requirement". The wait is short: the tear decides at its first movement;
///   - a pan inside the tearable view (a carousel, a slider, text selection), as the host tells
///     (`isInsideTearableView`), is never made to wait: the tear waits for it instead;
///   - the navigation controller's back swipe (`interactivePopGestureRecognizer`, which UIKit's
///     header exposes for exactly this) must fail before the tear may begin, so a drag from the
///     leading edge of a pushed screen goes back; elsewhere it fails at once;
///   - another tear (a tearable view inside a tearable view): neither waits;
///   - iOS 26's swipe across the content to go back (`interactiveContentPopGestureRecognizer`) waits
///     for the tear's decision, set up by identity: the SDK declares it only as a
///     `UIGestureRecognizer` ("should only be used to set up failure requirements with it"), so it is
///     found as the navigation controller's own recogniser, whatever its class. The tear does not
///     wait for it (that would shut the tear out of every rightward drag on a pushed screen).
@MainActor
final class TearPanDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Whether the pan may begin; replaced when the host's state or geometry changes.
    var decide: @MainActor (UIGestureRecognizer) -> Bool
    /// Whether another recogniser's view belongs to the tearable view's content (a subview, or in
    /// SwiftUI a view inside the tearable view's frame), asked with the tear's own recogniser and that
    /// view; replaced with `decide`.
    var isInsideTearableView: @MainActor (_ tear: UIGestureRecognizer, _ view: UIView) -> Bool

    init(
        decide: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        isInsideTearableView: @escaping @MainActor (_ tear: UIGestureRecognizer, _ view: UIView) -> Bool
    ) {
        self.decide = decide
        self.isInsideTearableView = isInsideTearableView
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        decide(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        relation(of: otherGestureRecognizer, to: gestureRecognizer)?.tearWaitsForIt ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        relation(of: otherGestureRecognizer, to: gestureRecognizer)?.waitsForTear ?? false
    }

    /// How `other` relates to the tear's recogniser `tear`, or `nil` for a recogniser that is not a
    /// pan (a tap, a long press), which the tear neither waits for nor holds up.
    func relation(of other: UIGestureRecognizer, to tear: UIGestureRecognizer) -> OtherPan? {
        if Self.isBackSwipe(other) { return .backSwipe }
        if Self.isContentBackSwipe(other) { return .contentBackSwipe }
        guard other is UIPanGestureRecognizer else { return nil }
        if other.delegate is TearPanDelegate { return .anotherTear }
        if let view = other.view, isInsideTearableView(tear, view) { return .descendant }
        return .enclosing
    }

    /// Whether `recognizer` is iOS 26's content back swipe: the `interactiveContentPopGestureRecognizer`
    /// of the first navigation controller up the responder chain from its view, compared by identity.
    ///
    /// Read by name at run time, and only on iOS 26 (where UINavigationController.h declares it)
    /// after checking that the controller answers to it: TearKit is built with iOS 18 SDKs too, which
    /// do not declare the property, and no compile-time test tells the SDK reliably —
    /// `compiler(>=6.2)` is true for a Swift 6.2 compiler used with an iOS 18 SDK, and
    /// `canImport(UIKit, _version:)` finds no version when UIKit is loaded through SwiftUI (the
    /// compiler warns and ignores it). Earlier systems have no content back swipe to wait for.
    static func isContentBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
        #if canImport(ObjectiveC)
        guard #available(iOS 26.0, visionOS 26.0, *) else { return false }
        let name = "interactiveContentPopGestureRecognizer"
        var responder: UIResponder? = recognizer.view
        while let current = responder {
            if let navigation = current as? UINavigationController {
                guard navigation.responds(to: NSSelectorFromString(name)),
                    let contentPop = navigation.value(forKey: name) as? UIGestureRecognizer
                else { return false }
                return recognizer === contentPop
            }
            responder = current.next
        }
        #endif
        return false
    }

    /// Whether `recognizer` is a navigation controller's back swipe: the `interactivePopGestureRecognizer`
    /// of the first navigation controller up the responder chain from the recogniser's own view (a
    /// navigation controller's back swipe is attached to its view, whose next responder is the
    /// controller). Decided from the other recogniser, not from the tear's: in SwiftUI the tear's
    /// recogniser (`UIGestureRecognizerRepresentable`) "may not be attached to a UIView in the
    /// hierarchy, or it may return a view with different geometry", so its own view cannot be trusted
    /// to lead to the navigation controller.
    static func isBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
        var responder: UIResponder? = recognizer.view
        while let current = responder {
            if let navigation = current as? UINavigationController {
                return recognizer === navigation.interactivePopGestureRecognizer
            }
            responder = current.next
        }
        return false
    }
}
#endif
