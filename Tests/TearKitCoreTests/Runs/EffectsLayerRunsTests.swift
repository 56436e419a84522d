import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// An effects layer near the root draws the runs of every view below it (a shatter's pieces, a tear in
/// two's halves): its bookkeeping
/// keeps the active runs in order, removes a finished run exactly once, and places each run's
/// drawable — the window — exactly where the view's own overlay would have put it, never larger.
@Suite("Effects layer runs")
struct EffectsLayerRunsTests {
    static let window = CGSize(width: 393, height: 852)

    @Test func runsAreDrawnOldestFirstAndAFinishedRunIsRemovedOnce() {
        var layer = EffectsLayerRuns<String>()
        let a = layer.nextKey(), b = layer.nextKey()
        #expect(a != b)
        layer.add(key: a, viewFrame: .zero, region: .zero, payload: "a")
        layer.add(key: b, viewFrame: .zero, region: .zero, payload: "b")
        #expect(layer.entries.map(\.payload) == ["a", "b"])
        let first = layer.remove(key: a)
        // The draw loop and the timer both end a run: the second removal finds nothing.
        let second = layer.remove(key: a)
        #expect(first && !second)
        #expect(layer.entries.map(\.payload) == ["b"])
        #expect(layer.contains(key: b) && !layer.contains(key: a))
    }

    @Test func removingAFinishedRunLeavesTheOthersAlone() {
        var layer = EffectsLayerRuns<Int>()
        let keys = (0..<4).map { _ in layer.nextKey() }
        for key in keys { layer.add(key: key, viewFrame: .zero, region: .zero, payload: key) }
        layer.remove(key: keys[1])
        #expect(layer.entries.map(\.id) == [keys[0], keys[2], keys[3]])
    }

    @Test func addingUnderAKeyAgainReplacesTheRun() {
        var layer = EffectsLayerRuns<String>()
        let key = layer.nextKey()
        layer.add(key: key, viewFrame: .zero, region: .zero, payload: "old")
        layer.add(key: key, viewFrame: .zero, region: .zero, payload: "new")
        #expect(layer.entries.map(\.payload) == ["new"])
    }

    /// A row 300 pt down a window whose layer (a NavigationStack under a 0-pt inset) starts at the
    /// window's top, and a layer that starts 100 pt down (under a bar): either way the drawable is
    /// the window, in the layer's coordinates, and no larger.
    @Test(arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 20, y: 59)])
    func theDrawableIsTheWindowInTheLayersCoordinates(layerOrigin: CGPoint) throws {
        let viewFrame = CGRect(x: 16, y: 300, width: 361, height: 60)  // global, in the window
        let region = Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window)
        var layer = EffectsLayerRuns<Void>()
        layer.layerFrame = CGRect(origin: layerOrigin, size: CGSize(width: 393, height: 700))
        let key = layer.nextKey()
        layer.add(key: key, viewFrame: viewFrame, region: region, payload: ())
        let placed = layer.placement(of: try #require(layer.entries.first))
        // Back in the window's coordinates it is the window itself.
        #expect(placed.offsetBy(dx: layerOrigin.x, dy: layerOrigin.y) == CGRect(origin: .zero, size: Self.window))
        #expect(placed.width * placed.height <= Shatter.drawableAreaLimit * Self.window.width * Self.window.height)
        // The view's top-left in the layer is where the region's origin moves to reach the view.
        #expect(placed.minX - region.minX == viewFrame.minX - layerOrigin.x)
        #expect(placed.minY - region.minY == viewFrame.minY - layerOrigin.y)
    }

    @Test func nonFiniteFramesCountAsAtTheOrigin() throws {
        var layer = EffectsLayerRuns<Void>()
        layer.layerFrame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let key = layer.nextKey()
        layer.add(
            key: key, viewFrame: CGRect(x: 5, y: CGFloat.infinity, width: 1, height: 1),
            region: CGRect(x: -5, y: -7, width: 20, height: 30), payload: ())
        let placed = layer.placement(of: try #require(layer.entries.first))
        #expect(placed == CGRect(x: 0, y: -7, width: 20, height: 30))
    }
}
