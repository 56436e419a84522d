#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import UIKit
// The subclass API (touchesBegan, touchesMoved, reset) is an explicit submodule of UIKit.
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

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        rest.touchDown(at: touch.location(in: nil), time: touch.timestamp)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        rest.touchMoved(to: trackedTouch.location(in: nil), time: trackedTouch.timestamp)
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        rest.reset()
    }

    /// Seconds the finger rested before it moved, up to the tracked touch's latest event (its
    /// timestamp is that of its last change, on the same clock as touch-down).
    var restDuration: TimeInterval {
        rest.duration(now: trackedTouch?.timestamp ?? 0)
    }

    /// The axes along which a scroll view around the tearable view can move: every `UIScrollView`
    /// from the view the touch landed on (or `fallback`, when the touch has none) up to the window,
    /// except those inside the tearable view (a carousel in the card scrolls itself; it is not
    /// around the card).
    /// - Parameters:
    ///   - tearable: The tearable view's frame in the window.
    ///   - fallback: Where to start when the touch has no view.
    func enclosingScrollAxes(tearable: TearableViewFrame, fallback: UIView?) -> EnclosingScrollAxes {
        var axes = EnclosingScrollAxes.none
        var current: UIView? = trackedTouch?.view ?? fallback
        while let view = current {
            if let scroll = view as? UIScrollView, !tearable.contains(scroll.convert(scroll.bounds, to: nil)) {
                axes = axes.union(scroll.tearScrollAxes)
            }
            current = view.superview
        }
        return axes
    }
}
#endif
