import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a drag along a scroll view's axes means, and when a scroll view can move.
@Suite struct EnclosingScrollAxesTests {
    @Test func aDragRunsAlongTheAxisItIsWithin45DegreesOf() {
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: 9, y: 10)))
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: -10, y: 10)))
        #expect(!EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: 11, y: -10)))
        #expect(EnclosingScrollAxes.horizontal.contains(dragAlong: CGPoint(x: -10, y: 9)))
        #expect(!EnclosingScrollAxes.horizontal.contains(dragAlong: CGPoint(x: 9, y: 10)))
        #expect(!EnclosingScrollAxes.none.contains(dragAlong: CGPoint(x: 9, y: 10)))
        // Not moved yet: it may still go either way.
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: .zero))
        #expect(!EnclosingScrollAxes.none.contains(dragAlong: .zero))
    }

    @Test func aScrollViewCanMoveWhenItsContentOverflowsOrItAlwaysBounces() {
        func can(_ content: Double, _ insets: Double, _ visible: Double, bounces: Bool = false, enabled: Bool = true)
            -> Bool
        {
            EnclosingScrollAxes.canScroll(
                contentLength: content, insets: insets, visibleLength: visible, alwaysBounces: bounces,
                isScrollEnabled: enabled)
        }
        #expect(can(900, 0, 800))
        #expect(!can(800, 0, 800))
        #expect(!can(800.4, 0, 800))
        #expect(can(780, 40, 800))
        #expect(!can(700, 40, 800))
        #expect(can(100, 0, 800, bounces: true))
        #expect(!can(2000, 0, 800, enabled: false))
        #expect(!can(.nan, 0, 800))
        #expect(!can(.infinity, 0, 800))
    }
}
