import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// What the tear's touch rule is asked when a pan wants to begin, in the tearable view's points.
struct TearPanRequest {
    /// Where the finger touched down.
    var start: CGPoint
    /// How far it has moved since.
    var translation: CGPoint
    /// Seconds it rested before it moved.
    var restDuration: TimeInterval
    /// The axes a scroll view around the tearable view can move on.
    var enclosingScroll: EnclosingScrollAxes
    /// Whether a scroll view around the view was moving when the finger touched down.
    var enclosingScrollWasMoving = false
    /// The axes a scroll view inside the tearable view can move on.
    var innerScroll = EnclosingScrollAxes.none
}
