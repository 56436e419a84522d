import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which pan waits for which.
@Suite struct OtherPanTests {
    @Test func whichPanWaitsForWhich() {
        #expect(OtherPan.allCases.filter(\.waitsForTear) == [.enclosing, .contentBackSwipe])
        #expect(OtherPan.allCases.filter(\.tearWaitsForIt) == [.descendant, .backSwipe])
        // No pair waits both ways, which would leave neither able to begin.
        #expect(OtherPan.allCases.allSatisfy { !($0.waitsForTear && $0.tearWaitsForIt) })
    }
}
