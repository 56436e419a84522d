import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which frames lie inside the tearable view.
@Suite struct TearableViewFrameTests {
    @Test func framesInsideTheCardAreSmallerAndWithinIt() {
        let card = TearableViewFrame(CGRect(x: 20, y: 100, width: 300, height: 150))
        #expect(card.contains(CGRect(x: 40, y: 180, width: 260, height: 44)))  // a slider
        #expect(card.contains(CGRect(x: 19.6, y: 100, width: 300, height: 100)))  // a carousel, full width
        #expect(!card.contains(CGRect(x: 20, y: 100, width: 300, height: 150)))  // the card's own size
        #expect(!card.contains(CGRect(x: 0, y: 0, width: 390, height: 844)))  // the feed
        #expect(!card.contains(CGRect(x: 20, y: 100, width: 300, height: 80).offsetBy(dx: 0, dy: 100)))
        #expect(!card.contains(CGRect(x: 18, y: 120, width: 100, height: 40)))
        #expect(!card.contains(.null))
        #expect(!card.contains(CGRect(x: 40, y: 180, width: 0, height: 0)))
        #expect(!card.contains(CGRect(x: Double.nan, y: 180, width: 10, height: 10)))
        #expect(!TearableViewFrame(.zero).contains(.zero))
    }
}
