#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// The delegate of the tear's UIKit pan recogniser, in `TearInteraction` and (iOS 18+) in SwiftUI's
/// `tearable`: it decides which touches the tear takes and which it leaves to the system.
///
/// - **Begin only where a tear would** (`gestureRecognizerShouldBegin`): the host asks TearKitCore
///   (`TearState.wouldBegin(at:translation:)`). A declined pan fails at once, so the touch goes on to
///   whatever else wants it — an enclosing scroll view's pan, a `List`'s, a sheet's swipe to dismiss.
///   A pan recogniser only asks once the finger has moved, so a tap never reaches this point and a
///   button under the finger still taps.
/// - **Other pans wait for the tear's decision** (`shouldBeRequiredToFailBy` returns `true` for every
///   other `UIPanGestureRecognizer`): the scroll view's, a `List`'s or a sheet's pan may begin only once
///   the tear's pan has failed. Returning `false` from `shouldRecognizeSimultaneouslyWith` would not be
///   enough: UIGestureRecognizer.h says that "is not guaranteed to prevent simultaneous recognition, as
///   the other gesture's delegate may return YES", whereas returning YES from a failure-requirement
///   method "is guaranteed to set up the failure requirement". The wait is short: the tear decides at
///   its first movement, and a declined pan fails at that moment, so the other pan begins with the
///   movement it has seen; an approved pan begins, and the other pans never do for this touch.
/// - **The back swipe first** (`shouldRequireFailureOf`): the navigation controller's
///   `interactivePopGestureRecognizer` (the swipe from the leading edge of a pushed screen) must fail
///   before the tear's pan may begin. UIKit's header says this recogniser is exposed for exactly
///   that, setting up failure requirements. A drag that starts in the back-swipe zone is left to the
///   back gesture; elsewhere the edge recogniser fails at once (it only recognises at the screen's
///   edge), so the tear is not delayed. The back swipe is itself a pan (a screen-edge pan), and it is
///   the one pan the tear does not make wait: both waiting for each other would leave neither able
///   to begin.
/// - **Another tear is not made to wait** either: a tearable view inside a tearable view would
///   otherwise make each tear wait for the other. Their two pans are not simultaneous (the default),
///   so the first to begin has the touch.
/// - iOS 26's swipe across the content to go back (`interactiveContentPopGestureRecognizer`) waits
///   for the tear's decision, set up by identity: the SDK declares it only as a `UIGestureRecognizer`
///   ("should only be used to set up failure requirements with it"), not as a pan, so it is found as
///   the navigation controller's own recogniser, whatever its class. A drag the tear takes tears, and
///   every other drag goes back as usual. The tear does not wait for it (that would shut the tear
///   out of every rightward drag on a pushed screen).
@MainActor
final class TearPanDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Whether the pan may begin; replaced when the host's state or geometry changes.
    var decide: @MainActor (UIGestureRecognizer) -> Bool

    init(_ decide: @escaping @MainActor (UIGestureRecognizer) -> Bool) {
        self.decide = decide
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
        Self.isBackSwipe(otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if Self.isContentBackSwipe(otherGestureRecognizer) { return true }
        return otherGestureRecognizer is UIPanGestureRecognizer
            && !(otherGestureRecognizer.delegate is TearPanDelegate)
            && !Self.isBackSwipe(otherGestureRecognizer)
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
