#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// The delegate of the tear's UIKit pan recogniser, in `TearInteraction` and (iOS 18+) in SwiftUI's
/// `tearable`: it decides which touches the tear takes and which it leaves to the system.
///
/// - **Begin only where a tear would** (`gestureRecognizerShouldBegin`): the host asks TearKitCore
///   (`TearState.wouldBegin(at:translation:)`). A declined pan fails at once, so the touch goes on to
///   whatever else wants it — an enclosing scroll view's pan, a `List`'s, a sheet's swipe to dismiss.
///   A pan recogniser only asks once the finger has moved (about 10 pt), so a tap never reaches this
///   point and a button under the finger still taps.
/// - **A begun tear owns the touch** (`shouldRecognizeSimultaneouslyWith` returns `false`): two
///   recognisers that are not allowed to run together exclude each other, so once the tear's pan has
///   begun the scroll view's pan cannot, and the content does not scroll under the tear. UIKit asks the
///   recogniser nearest the touched view first, which is the tear's, inside any scroll view.
/// - **The back swipe first** (`shouldRequireFailureOf`): the navigation controller's
///   `interactivePopGestureRecognizer` (the swipe from the leading edge of a pushed screen) must fail
///   before the tear's pan may begin. UIKit's header says this recogniser is exposed for exactly
///   that, setting up failure requirements. A drag that starts in the back-swipe zone is left to the
///   back gesture; elsewhere the edge recogniser fails at once (it only recognises at the screen's
///   edge), so the tear is not delayed.
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
        Self.isBackSwipe(otherGestureRecognizer, above: gestureRecognizer.view)
    }

    /// Whether `recognizer` is the back swipe of a navigation controller that shows `view`: the
    /// `interactivePopGestureRecognizer` of the nearest view controller's navigation controller, or of
    /// one enclosing it.
    static func isBackSwipe(_ recognizer: UIGestureRecognizer, above view: UIView?) -> Bool {
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) {
            responder = current.next
        }
        var navigation = (responder as? UIViewController)?.navigationController
        while let controller = navigation {
            if recognizer === controller.interactivePopGestureRecognizer { return true }
            navigation = controller.navigationController
        }
        return false
    }
}
#endif
