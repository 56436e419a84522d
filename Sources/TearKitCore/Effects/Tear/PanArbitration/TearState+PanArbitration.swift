import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The tear's touch rule for hosts whose tear is a pan recogniser that other pans wait for: which
// touches the tear takes, given what is around the view.
extension TearState {
    /// Whether a pan that started at `start` and has moved by `translation` (points, the view's
    /// coordinates) tears, given the scroll views around and inside the view and how long the finger
    /// rested before it moved.
    ///
    /// - What the user drags inside the view moves: a drag along an axis that a scroll view inside the
    ///   view (`innerScroll`: a carousel in the card) can move on is declined.
    /// - A scroll stays a scroll: a drag along an axis that `enclosingScroll` can move on (within 45°
    ///   of it) is declined, unless the finger first rested at least
    ///   ``TearConfiguration/scrollAxisHoldDuration`` close to the edge it pulls from — within the
    ///   edge strip, and never more than a quarter of the view's size across that edge, so a finger
    ///   resting on a short row's middle does not count — while the scroll view stood still: a touch
    ///   that catches a moving feed (`enclosingScrollWasMoving`) goes on scrolling it.
    /// - Otherwise the edge and direction decide alone (``wouldBegin(at:translation:)``): a tear
    ///   across the scroll axis, in a scroll view that cannot move that way, or outside any scroll
    ///   view starts at once.
    ///
    /// - Parameters:
    ///   - start: Where the finger touched down, in the view's points.
    ///   - translation: How far it has moved since, in points.
    ///   - restDuration: Seconds the finger rested before it moved (``TouchRest``).
    ///   - enclosingScroll: The axes along which a scroll view around the view (or a sheet the user can
    ///     swipe away: vertically) can move.
    ///   - enclosingScrollWasMoving: Whether a scroll view around the view was scrolling or coasting
    ///     when the finger touched down. Default `false`.
    ///   - innerScroll: The axes along which a scroll view inside the view can move. Default none.
    @_spi(Internal) public func wouldBegin(
        at start: CGPoint, translation: CGPoint, restDuration: TimeInterval, enclosingScroll: EnclosingScrollAxes,
        enclosingScrollWasMoving: Bool = false, innerScroll: EnclosingScrollAxes = .none
    ) -> Bool {
        guard wouldBegin(at: start, translation: translation) else { return false }
        guard !innerScroll.contains(dragAlong: translation) else { return false }
        guard enclosingScroll.contains(dragAlong: translation) else { return true }
        guard !enclosingScrollWasMoving, restDuration.isFinite, restDuration >= configuration.scrollAxisHoldDuration
        else { return false }
        return isInHoldStrip(start, translation: translation)
    }

    /// Whether `start` lies close enough to the edge a drag along `translation`'s axis pulls from for
    /// a hold there to count: within ``TearConfiguration/edgeActivationDistance`` of the top or bottom
    /// edge (a mostly vertical drag) or the left or right edge (a mostly horizontal one), and within a
    /// quarter of the view's height or width.
    func isInHoldStrip(_ start: CGPoint, translation: CGPoint) -> Bool {
        let point = Vector2(start)
        guard point.isFinite else { return false }
        let vertical = abs(Double(translation.y)) >= abs(Double(translation.x))
        let extent = vertical ? size.y : size.x
        let along = vertical ? point.y : point.x
        let strip = min(configuration.edgeActivationDistance, extent / 4)
        return min(along, extent - along) <= strip
    }
}
