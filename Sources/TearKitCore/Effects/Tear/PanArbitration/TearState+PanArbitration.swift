import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The tear's touch rule for hosts whose tear is a pan recogniser that other pans wait for: which
// touches the tear takes, given what is around the view.
extension TearState {
    /// Whether a pan that started at `start` and has moved by `translation` (points, the view's
    /// coordinates) tears, given the scroll views around the view and how long the finger rested
    /// before it moved.
    ///
    /// - A scroll stays a scroll: a drag along an axis that `enclosingScroll` can move on (within 45°
    ///   of it) is declined, unless the finger first rested at least
    ///   ``TearConfiguration/scrollAxisHoldDuration`` — the deliberate start of a tear along a feed.
    /// - Otherwise the edge and direction decide alone (``wouldBegin(at:translation:)``): a tear
    ///   across the scroll axis, in a scroll view that cannot move that way, or outside any scroll
    ///   view starts at once.
    ///
    /// - Parameters:
    ///   - start: Where the finger touched down, in the view's points.
    ///   - translation: How far it has moved since, in points.
    ///   - restDuration: Seconds the finger rested before it moved (``TouchRest``).
    ///   - enclosingScroll: The axes along which a scroll view around the view can move.
    @_spi(Internal) public func wouldBegin(
        at start: CGPoint, translation: CGPoint, restDuration: TimeInterval, enclosingScroll: EnclosingScrollAxes
    ) -> Bool {
        guard wouldBegin(at: start, translation: translation) else { return false }
        guard enclosingScroll.contains(dragAlong: translation) else { return true }
        return restDuration.isFinite && restDuration >= configuration.scrollAxisHoldDuration
    }
}
