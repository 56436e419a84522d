import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the tearable view is in its window, to tell the views inside it (a carousel, a slider) from
/// the views around it (the feed's scroll view), for hosts that cannot walk the view hierarchy:
/// SwiftUI places its gesture recognisers on views of its own choosing.
@_spi(Internal) public struct TearableViewFrame: Sendable, Equatable {
    /// The tearable view's frame in the window, in points.
    public var frame: CGRect

    /// The tearable view at `frame` (window points).
    public init(_ frame: CGRect) {
        self.frame = frame
    }

    /// Whether a view covering `other` (window points) lies inside the tearable view: within its frame
    /// (half a point of slack) and smaller along at least one axis. A frame as large as the tearable
    /// view's (a scroll view exactly the size of its one card, a recogniser on the view itself) is
    /// not inside: the scroll around the view keeps its priority. Any non-finite or empty frame: not
    /// inside.
    public func contains(_ other: CGRect) -> Bool {
        let slack: CGFloat = 0.5
        guard Self.isUsable(frame), Self.isUsable(other) else { return false }
        let within =
            other.minX >= frame.minX - slack && other.maxX <= frame.maxX + slack
            && other.minY >= frame.minY - slack && other.maxY <= frame.maxY + slack
        let smaller = other.width < frame.width - slack || other.height < frame.height - slack
        return within && smaller
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
            && rect.height.isFinite && rect.width > 0 && rect.height > 0
    }
}
