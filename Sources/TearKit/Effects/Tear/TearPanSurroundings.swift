#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(Internal) import TearKitCore

/// What a pan recogniser found around and inside the tearable view when its pan asked to begin: the
/// inputs of the tear's touch rule (`TearState.wouldBegin(at:translation:restDuration:enclosingScroll:enclosingScrollWasMoving:innerScroll:)`)
/// that come from the view hierarchy.
struct TearPanSurroundings {
    /// The axes a scroll view (or a sheet) around the tearable view can move on.
    var enclosing = EnclosingScrollAxes.none
    /// Whether one of those scroll views was scrolling or coasting when the finger touched down.
    var enclosingWasMoving = false
    /// The axes a scroll view inside the tearable view can move on.
    var inner = EnclosingScrollAxes.none
}
#endif
