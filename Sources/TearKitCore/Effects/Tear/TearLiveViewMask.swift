/// Whose mask is on a UIKit tear's live view: `TearInteraction` hides the view behind its overlay by
/// putting an empty mask of its own on the view's layer, keeping the app's mask aside, and gives that
/// back when the overlay goes. The mask stays the app's all along:
///
/// - The empty mask goes on only over the mask the app had then; once it is on, it is not put on again
///   (a second first frame would otherwise keep the interaction's own empty mask as "the app's", and
///   the view would never come back).
/// - A mask the app sets while the view is torn (a mask view or a layer, or none) replaces the empty
///   one as the app asked: it is never overwritten, and when the tear ends it stays where the app put
///   it instead of the one kept aside.
///
/// `Saved` is the app's mask as the host keeps it (UIKit: the mask view, or the layer set on the
/// view's layer directly); `Mask` is what identifies a mask on the view's layer (UIKit: `CALayer`).
@_spi(Internal) public struct TearLiveViewMask<Saved, Mask: AnyObject> {
    /// The app's mask kept aside and the empty mask put in its place, while the view is hidden.
    private var hidden: (saved: Saved, empty: Mask)?

    /// Nothing hidden.
    @_spi(Internal) public init() {}

    /// Whether the view has been hidden and not given back yet.
    @_spi(Internal) public var isHiding: Bool { hidden != nil }

    /// The overlay's first frame is on screen: the view is to be hidden. `saved` is the app's mask on
    /// the view now, as the host would give it back; `empty` the mask that would hide the view. Returns
    /// whether the host puts `empty` on: `true` once, keeping `saved`; `false` while the view is hidden
    /// already, by this interaction's mask or behind one the app has set since (kept as the app set it).
    @_spi(Internal) public mutating func hide(saving saved: Saved, with empty: Mask) -> Bool {
        guard hidden == nil else { return false }
        hidden = (saved, empty)
        return true
    }

    /// The overlay goes: what the host puts back on the view whose layer's mask is `current` now. The
    /// app's mask kept aside when the empty one is still on; `nil` when nothing was hidden or the app
    /// has set a mask of its own since (the view keeps it). Nothing is hidden afterwards.
    @_spi(Internal) public mutating func end(current: Mask?) -> Saved? {
        defer { hidden = nil }
        guard let hidden, let current, current === hidden.empty else { return nil }
        return hidden.saved
    }
}
