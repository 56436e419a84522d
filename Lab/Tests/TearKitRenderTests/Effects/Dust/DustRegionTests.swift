import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Where the Apple side draws a view's dust (`Dust.drawRegion`: the view grown by `Dust.reach`, cut to
/// the window): the shipping shader, run on the CPU into a far larger frame, never draws a particle
/// outside the reach, so the Metal view sized by it cuts off no dust that could be seen.
@Suite struct DustRegionTests {
    /// The box of every pixel with any alpha in `image`, in points of the view when `image` is drawn
    /// into `frame` at 1 pixel per point; `nil` when nothing is drawn.
    static func drawnBox(_ image: RGBAImage, frame: CGRect) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(
            x: Double(minX) + frame.minX, y: Double(minY) + frame.minY, width: Double(maxX - minX + 1),
            height: Double(maxY - minY + 1))
    }

    /// Whether `inner` lies inside `outer`, edges included, compared coordinate by coordinate
    /// (`CGRect.contains(_:)` in swift-corelibs-foundation answers false for some fractional edges).
    static func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    @Test(
        "the dust never leaves the reach, in every direction, with the strongest wind and turbulence",
        arguments: [0.0, Double.pi / 2, Double.pi, 3 * Double.pi / 2, 0.7, 4])
    func theDustStaysWithinTheReach(direction: Double) throws {
        let card = TestCard.card(widthPoints: 40, heightPoints: 30)
        let view = CGRect(x: 0, y: 0, width: 40, height: 30)
        let frame = view.insetBy(dx: -900, dy: -900)
        var beyondView = false
        for (wind, turbulence) in [(3.0, 3.0), (3.0, 0.0), (0.0, 3.0), (1.0, 1.0), (1.3, 0.7)] {
            let configuration = DustConfiguration(direction: direction, wind: wind, turbulence: turbulence, seed: 11)
            let reach = Dust.reach(configuration: configuration)
            // A fractional reach ends inside a pixel, which a particle there may cover in part: the
            // drawable is whole pixels, so the reach is rounded out to them.
            let allowed = CGRect(
                x: -reach.left, y: -reach.top, width: 40 + reach.left + reach.right,
                height: 30 + reach.top + reach.bottom
            ).integral
            let end = Dust.endTimeBound(configuration: configuration)
            for share in [0.3, 0.55, 0.75, 0.9, 0.97] {
                let image = try RenderableEffect.dustFrame(
                    snapshot: card, scale: 1, configuration: configuration, frame: frame, time: end * share)
                guard let box = Self.drawnBox(image, frame: frame) else { continue }
                #expect(
                    Self.holds(allowed, box),
                    "wind \(wind), turbulence \(turbulence), \(share) of the run: drawn \(box), reach \(allowed)")
                beyondView = beyondView || !Self.holds(view, box)
            }
        }
        // The check above has something to catch: the dust does leave the view.
        #expect(beyondView)
    }

    @Test("the region holds the view, cut to a window that holds it, and never leaves the reach")
    func theRegionHoldsTheViewWithinTheWindow() {
        let configuration = DustConfiguration()
        let reach = Dust.reach(configuration: configuration)
        // A small view in the middle of a large window: the whole reach, around the view.
        let middle = Dust.drawRegion(
            viewFrame: CGRect(x: 400, y: 500, width: 100, height: 50),
            window: CGRect(x: 0, y: 0, width: 1000, height: 1200),
            configuration: configuration)
        #expect(
            middle
                == CGRect(
                    x: -reach.left, y: -reach.top, width: 100 + reach.left + reach.right,
                    height: 50 + reach.top + reach.bottom
                ).integral)
        // A view filling the window: the window, exactly (no drawable larger than the screen).
        let full = Dust.drawRegion(
            viewFrame: CGRect(x: 0, y: 0, width: 430, height: 932), window: CGRect(x: 0, y: 0, width: 430, height: 932),
            configuration: configuration)
        #expect(full == CGRect(x: 0, y: 0, width: 430, height: 932))
        // The same view without a layer (the window estimated from its place): the view itself as well,
        // so the drawables of a full-screen view are window-sized with or without a layer
        // (Documentation/Performance.md: ≤ 3 S either way).
        let estimated = Dust.drawRegion(
            viewFrame: CGRect(x: 0, y: 0, width: 430, height: 932), window: nil, configuration: configuration)
        #expect(estimated == CGRect(x: 0, y: 0, width: 430, height: 932))
        // A view near the window's top-left corner: cut at the window's edges, in the view's points.
        let corner = Dust.drawRegion(
            viewFrame: CGRect(x: 20, y: 30, width: 100, height: 50),
            window: CGRect(x: 0, y: 0, width: 1000, height: 1200),
            configuration: configuration)
        #expect(corner.minX == -20 && corner.minY == -30)
        // A window that does not hold the view, a zero one (a layer not laid out yet) and none: the view
        // is inside the region all the same.
        for window in [CGRect(x: 0, y: 0, width: 50, height: 50), .zero, nil] {
            let region = Dust.drawRegion(
                viewFrame: CGRect(x: 20, y: 30, width: 100, height: 50), window: window, configuration: configuration)
            #expect(
                region.contains(CGRect(x: 0, y: 0, width: 100, height: 50)),
                "window \(String(describing: window)): \(region)")
        }
        // Non-finite frames: a finite region.
        let broken = Dust.drawRegion(
            viewFrame: CGRect(x: Double.nan, y: 0, width: Double.infinity, height: 10), window: nil,
            configuration: configuration)
        #expect(broken.minX.isFinite && broken.width.isFinite && broken.height.isFinite)
    }
}
