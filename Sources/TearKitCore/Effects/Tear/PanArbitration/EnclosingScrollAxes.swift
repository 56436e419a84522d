import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll views around a tearable view, as the tear's touch rule sees them: along which axes one
/// of them can move. A scroll view that cannot move along an axis (its content fits and it does not
/// bounce, or scrolling is disabled) does not count on that axis.
@_spi(Internal) public struct EnclosingScrollAxes: Sendable, Equatable {
    /// Whether a scroll view around the view can move left and right.
    public var canScrollHorizontally: Bool
    /// Whether a scroll view around the view can move up and down.
    public var canScrollVertically: Bool

    /// Axes along which something around the view scrolls.
    public init(canScrollHorizontally: Bool, canScrollVertically: Bool) {
        self.canScrollHorizontally = canScrollHorizontally
        self.canScrollVertically = canScrollVertically
    }

    /// No scroll view around the view, or none that can move.
    public static let none = EnclosingScrollAxes(canScrollHorizontally: false, canScrollVertically: false)
    /// A vertical feed: a `ScrollView`, `List` or table that moves up and down.
    public static let vertical = EnclosingScrollAxes(canScrollHorizontally: false, canScrollVertically: true)
    /// A horizontal carousel or pager.
    public static let horizontal = EnclosingScrollAxes(canScrollHorizontally: true, canScrollVertically: false)

    /// The axes of this and `other` together: a feed inside a pager scrolls both ways.
    public func union(_ other: EnclosingScrollAxes) -> EnclosingScrollAxes {
        EnclosingScrollAxes(
            canScrollHorizontally: canScrollHorizontally || other.canScrollHorizontally,
            canScrollVertically: canScrollVertically || other.canScrollVertically)
    }

    /// Whether a drag that has moved by `translation` (points) runs along an axis that can scroll:
    /// within 45° of it (exactly 45° counts for both axes, so a scroll wins the tie). A drag that has
    /// not moved yet runs along every axis, as it may still go either way.
    public func contains(dragAlong translation: CGPoint) -> Bool {
        let dx = abs(Double(translation.x)), dy = abs(Double(translation.y))
        guard dx.isFinite, dy.isFinite else { return canScrollHorizontally || canScrollVertically }
        return (canScrollHorizontally && dx >= dy) || (canScrollVertically && dy >= dx)
    }

    /// Whether a scroll view can move along one axis, from what UIKit's `UIScrollView` reports for it:
    /// its content is longer than what shows (with the content insets), or it bounces even when the
    /// content fits (`alwaysBounceVertical`/`alwaysBounceHorizontal` with `bounces`, as SwiftUI's
    /// `ScrollView` and `List` do unless `scrollBounceBehavior(.basedOnSize)`); never when scrolling is
    /// disabled (`scrollDisabled(true)`, `isScrollEnabled = false`). Lengths in points; a non-finite
    /// one counts as content that fits.
    /// - Parameters:
    ///   - contentLength: The content's size along the axis (`contentSize.width` or `.height`).
    ///   - insets: The adjusted content insets at both ends of the axis, added.
    ///   - visibleLength: The scroll view's own size along the axis (`bounds.width` or `.height`).
    ///   - alwaysBounces: Whether it bounces along the axis even with content that fits.
    ///   - isScrollEnabled: Whether the user may scroll it at all.
    public static func canScroll(
        contentLength: Double, insets: Double, visibleLength: Double, alwaysBounces: Bool, isScrollEnabled: Bool
    ) -> Bool {
        guard isScrollEnabled else { return false }
        if alwaysBounces { return true }
        let scrollable = contentLength + insets - visibleLength
        // Half a point of slack: a content size computed to fit exactly is not a scroll.
        return scrollable.isFinite && scrollable > 0.5
    }
}
