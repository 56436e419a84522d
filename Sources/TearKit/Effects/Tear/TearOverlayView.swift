#if canImport(UIKit) && canImport(MetalKit)
import MetalKit
import UIKit

/// The `MTKView` a `TearInteraction` draws a tear in, over its view in the view's superview, which
/// tells the interaction when it enters a window: the superview coming back on screen (a screen popped
/// back to, a tab selected again), where its last frame may need drawing again.
///
/// It also takes itself away when it has nothing to cover any more: an overlay whose interaction has
/// gone, or whose view is no longer in its superview (a broken view removed while off screen, or
/// released), would otherwise show a torn ghost when that superview comes back. It is hidden at once,
/// before the frame it would show in, and removed from the superview on the main actor's next turn
/// (not during UIKit's own walk of the hierarchy).
@MainActor
final class TearOverlayView: MTKView {
    /// Called when the overlay enters a window; returns whether it still covers its view (its
    /// interaction exists and the view shares its superview). `nil`: it covers nothing.
    var onEnteringWindow: (@MainActor (TearOverlayView) -> Bool)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, onEnteringWindow?(self) != true else { return }
        isHidden = true
        Task { @MainActor [weak self] in self?.removeFromSuperview() }
    }
}
#endif
