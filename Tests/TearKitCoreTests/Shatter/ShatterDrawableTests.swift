import Foundation
import Testing
@testable import TearKitCore

/// The pieces' drawable holds what can be seen: with the window's size known it is
/// the window, at most 1.2 × its area, wherever the view is and however large it is.
@Suite("Shatter drawable")
struct ShatterDrawableTests {
    static let window = CGSize(width: 393, height: 852)

    @Test(arguments: [CGRect(x: 20, y: 300, width: 353, height: 200), CGRect(x: 0, y: 0, width: 393, height: 3000),
                      CGRect(x: -100, y: -2000, width: 600, height: 4000), CGRect(x: 380, y: 840, width: 2, height: 2)])
    func theDrawableIsTheWindowWhereverTheViewIs(viewFrame: CGRect) throws {
        let region = try #require(Shatter.drawableRegion(viewFrame: viewFrame, windowSize: Self.window))
        #expect(region.width * region.height <= Shatter.drawableAreaLimit * 393 * 852)
        // In window coordinates it is the window itself.
        #expect(region.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY) == CGRect(origin: .zero, size: Self.window))
        #expect(Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window) == region)
    }

    @Test func anUnknownOrBrokenWindowGivesNoDrawable() {
        #expect(Shatter.drawableRegion(viewFrame: .zero, windowSize: .zero) == nil)
        #expect(Shatter.drawableRegion(viewFrame: .zero, windowSize: CGSize(width: CGFloat.nan, height: 10)) == nil)
        // The estimate (SwiftUI before the window is known) is used instead.
        #expect(Shatter.fallRegion(viewFrame: CGRect(x: 10, y: 10, width: 10, height: 10), windowSize: .zero).height == 1020)
    }
}
