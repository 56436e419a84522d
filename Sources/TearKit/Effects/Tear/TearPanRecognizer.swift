#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import UIKit
// The subclass API (touchesBegan, touchesMoved, reset) is an explicit submodule of UIKit; the lab's
// stand-in UIKit has no submodules and declares that API on UIGestureRecognizer itself.
#if canImport(UIKit.UIGestureRecognizerSubclass)
import UIKit.UIGestureRecognizerSubclass
#endif

/// The tear's pan recogniser, in `TearInteraction` and (iOS 18+) in SwiftUI's `tearable`: a
/// `UIPanGestureRecognizer` that also remembers, for the touch it is tracking, how long the finger
/// rested before it moved (``TouchRest``) and which view the touch landed on. The tear's touch rule
/// reads both when the pan asks to begin: the rest is the deliberate start of a tear along a scroll
/// view's axis, and the view leads up the hierarchy to the scroll views around the tearable view.
@MainActor
final class TearPanRecognizer: UIPanGestureRecognizer {
    /// The finger's rest before it moved, in window points and `UITouch.timestamp` seconds.
    private(set) var rest = TouchRest()
    /// The touch this recogniser follows (its first), kept until the recogniser resets.
    private(set) var trackedTouch: UITouch?
    /// The scroll views under the touch that were scrolling or coasting when it touched down: a touch
    /// that catches a moving feed goes on scrolling it, whatever it rests.
    private var movingAtTouchDown: Set<ObjectIdentifier> = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        rest.touchDown(at: touch.location(in: nil), time: touch.timestamp)
        var current = touch.view
        while let view = current {
            if let scroll = view as? UIScrollView, scroll.isDragging || scroll.isDecelerating {
                movingAtTouchDown.insert(ObjectIdentifier(scroll))
            }
            current = view.superview
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        rest.touchMoved(to: trackedTouch.location(in: nil), time: trackedTouch.timestamp)
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        movingAtTouchDown = []
        rest.reset()
    }

    /// Seconds the finger rested before it moved, up to the tracked touch's latest event (its
    /// timestamp is that of its last change, on the same clock as touch-down).
    var restDuration: TimeInterval {
        rest.duration(now: trackedTouch?.timestamp ?? 0)
    }

    /// What is around and inside the tearable view, for the tear's touch rule: every `UIScrollView`
    /// from the view the touch landed on (or `fallback`, when the touch has none) up to the window.
    /// One inside the tearable view (a carousel in the card: within its frame and smaller) counts as
    /// inner; every other one as enclosing, with whether it was moving when the touch came down. A
    /// sheet the user can swipe away counts as an enclosing vertical axis: its swipe down is a scroll
    /// of its own.
    /// - Parameters:
    ///   - tearable: The tearable view's frame in the window.
    ///   - fallback: Where to start when the touch has no view.
    func surroundings(tearable: TearableViewFrame, fallback: UIView?) -> TearPanSurroundings {
        var found = TearPanSurroundings()
        var current: UIView? = trackedTouch?.view ?? fallback
        var top: UIView?
        while let view = current {
            if let scroll = view as? UIScrollView {
                if tearable.contains(scroll.convert(scroll.bounds, to: nil)) {
                    found.inner = found.inner.union(scroll.tearScrollAxes)
                } else {
                    let axes = scroll.tearScrollAxes
                    found.enclosing = found.enclosing.union(axes)
                    if axes != .none, movingAtTouchDown.contains(ObjectIdentifier(scroll)) {
                        found.enclosingWasMoving = true
                    }
                }
            }
            top = view
            current = view.superview
        }
        if Self.isInSwipeableSheet(trackedTouch?.view ?? fallback ?? top) {
            found.enclosing = found.enclosing.union(.vertical)
        }
        return found
    }

    /// Whether `view` is shown in a sheet the user can swipe down to dismiss: the first view controller
    /// up its responder chain is presented as a sheet, and neither it nor what presents it holds the
    /// presentation modal.
    static func isInSwipeableSheet(_ view: UIView?) -> Bool {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController {
                guard let sheet = controller.sheetPresentationController else { return false }
                return !sheet.presentedViewController.isModalInPresentation && !controller.isModalInPresentation
            }
            responder = current.next
        }
        return false
    }
}
#endif
