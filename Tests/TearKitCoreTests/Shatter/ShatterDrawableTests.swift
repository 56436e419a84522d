import Foundation
import Testing
@testable import TearKitCore

/// The pieces' drawable holds what can be seen: with a window (or layer) that contains the view it
/// is that rectangle, exactly its area; otherwise the estimate, which always contains the view.
@Suite("Shatter drawable")
struct ShatterDrawableTests {
    static let window = CGSize(width: 393, height: 852)

    @Test(arguments: [CGRect(x: 20, y: 300, width: 353, height: 200), CGRect(x: 0, y: 0, width: 393, height: 852),
                      CGRect(x: 380, y: 840, width: 2, height: 2)])
    func theDrawableIsTheWindowWhereverTheViewIsInside(viewFrame: CGRect) throws {
        let region = try #require(Shatter.drawableRegion(viewFrame: viewFrame, windowSize: Self.window))
        #expect(region.width * region.height <= Shatter.drawableAreaLimit * 393 * 852)
        // In window coordinates it is the window itself.
        #expect(region.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY) == CGRect(origin: .zero, size: Self.window))
        #expect(Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window) == region)
    }

    /// A `.shatterLayer()` under a 100-pt bar, in the global space: the drawable is the layer's
    /// rectangle moved into the view's coordinates.
    @Test func aLayersFrameIsTheDrawableWhenItHoldsTheView() throws {
        let layer = CGRect(x: 0, y: 100, width: 393, height: 700), view = CGRect(x: 16, y: 300, width: 361, height: 60)
        let region = try #require(Shatter.drawableRegion(viewFrame: view, window: layer))
        #expect(region == CGRect(x: -16, y: -200, width: 393, height: 700))
        #expect(Shatter.fallRegion(viewFrame: view, window: layer) == region)
    }

    /// A rectangle that misses part of the view — the key window of another scene (Split View, an
    /// external display), a view taller than it or scrolled partly out of it — would draw none or
    /// only some of the pieces while the live view is hidden: the estimate is used instead, and it
    /// contains the view.
    @Test(arguments: [CGRect(x: 500, y: 300, width: 300, height: 200), CGRect(x: 0, y: 0, width: 393, height: 3000),
                      CGRect(x: -100, y: -2000, width: 600, height: 4000), CGRect(x: 200, y: 800, width: 300, height: 100)])
    func aWindowThatDoesNotHoldTheViewFallsBackToTheEstimate(viewFrame: CGRect) {
        #expect(Shatter.drawableRegion(viewFrame: viewFrame, windowSize: Self.window) == nil)
        let region = Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window)
        #expect(region == Shatter.fallRegion(viewFrame: viewFrame))
        let view = CGRect(origin: .zero, size: viewFrame.size)
        #expect(region.minX <= view.minX && region.minY <= view.minY && region.maxX >= view.maxX && region.maxY >= view.maxY)
    }

    @Test func anUnknownOrBrokenWindowGivesNoDrawable() {
        #expect(Shatter.drawableRegion(viewFrame: .zero, windowSize: .zero) == nil)
        #expect(Shatter.drawableRegion(viewFrame: .zero, windowSize: CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(Shatter.drawableRegion(viewFrame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), windowSize: Self.window) == nil)
        // The estimate (SwiftUI before the window is known) is used instead.
        #expect(Shatter.fallRegion(viewFrame: CGRect(x: 10, y: 10, width: 10, height: 10), windowSize: .zero).height == 1020)
    }
}
