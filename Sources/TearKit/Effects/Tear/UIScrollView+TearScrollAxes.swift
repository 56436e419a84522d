#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(Internal) import TearKitCore
import UIKit

extension UIScrollView {
    /// Along which axes the user can move this scroll view now (``EnclosingScrollAxes/canScroll(contentLength:insets:visibleLength:alwaysBounces:isScrollEnabled:)``).
    var tearScrollAxes: EnclosingScrollAxes {
        let inset = adjustedContentInset
        return EnclosingScrollAxes(
            canScrollHorizontally: EnclosingScrollAxes.canScroll(
                contentLength: Double(contentSize.width), insets: Double(inset.left + inset.right),
                visibleLength: Double(bounds.width), alwaysBounces: bounces && alwaysBounceHorizontal,
                isScrollEnabled: isScrollEnabled),
            canScrollVertically: EnclosingScrollAxes.canScroll(
                contentLength: Double(contentSize.height), insets: Double(inset.top + inset.bottom),
                visibleLength: Double(bounds.height), alwaysBounces: bounces && alwaysBounceVertical,
                isScrollEnabled: isScrollEnabled))
    }
}
#endif
