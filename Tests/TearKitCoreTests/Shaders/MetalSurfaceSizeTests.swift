import Foundation
import PropertyBased
import Testing
@_spi(Internal) @testable import TearKitCore

/// The shatter's and the dust's snapshots and drawables fit Metal's 16 384-pixel limit at any view
/// size, drawn in full at a lower resolution rather than not at all.
@Suite struct MetalSurfaceSizeTests {
    /// The clip-space mapping of `Shatter.metal` and `Dust.metal` (the render target spans the region),
    /// followed by the rasteriser's viewport: a point of the view → a pixel of the drawable.
    static func pixel(of point: CGPoint, region: CGRect, surface: MetalSurfaceSize) -> (x: Double, y: Double) {
        (
            (Double(point.x - region.minX) / Double(region.width)) * Double(surface.width),
            (Double(point.y - region.minY) / Double(region.height)) * Double(surface.height)
        )
    }

    @Test(
        "a 400 × 6000 pt view at 3×: its snapshot and its dust's and shatter's drawables stay within 16 384 px a side, the view drawn whole at the reduced scale"
    )
    func veryTallViewFitsTheLimit() throws {
        let view = CGRect(x: 0, y: 0, width: 400, height: 6000)
        // At 3× the view alone is 18 000 px tall: no texture or drawable that size exists.
        #expect(6000 * 3 > MetalSurfaceSize.maximumSide)
        let snapshot = MetalSurfaceSize(points: view.size, scale: 3)
        #expect(snapshot.height == 16_384)
        #expect(snapshot.width == Int((400 * 16_384.0 / 6000).rounded(.up)))  // 1093: the aspect kept
        #expect(abs(snapshot.scale - 16_384.0 / 6000) < 1e-12)

        // The regions the effects draw into, in the view's points: the dust's (the view grown by the
        // particles' reach) and the shatter's (the view and where pieces fall below it).
        let dust = Dust.drawRegion(
            viewFrame: CGRect(x: 10, y: 100, width: 400, height: 6000), window: nil, configuration: DustConfiguration())
        let shatter = Shatter.fallRegion(
            viewFrame: CGRect(x: 10, y: 100, width: 400, height: 6000), window: nil,
            configuration: ShatterConfiguration(), displayScale: 3)
        for region in [dust, shatter] {
            #expect(region.contains(view), "\(region)")
            #expect(
                Double(region.height) * 3 > Double(MetalSurfaceSize.maximumSide),
                "\(region): not a region past the limit")
            let drawable = MetalSurfaceSize(points: region.size, scale: 3)
            #expect(
                drawable.width <= MetalSurfaceSize.maximumSide && drawable.height <= MetalSurfaceSize.maximumSide,
                "\(drawable)")
            #expect(drawable.width >= 1 && drawable.height >= 1)
            #expect(drawable.scale < 3 && drawable.scale <= snapshot.scale)
            // Every corner of the view lands inside the drawable, at the drawable's scale.
            for corner in [
                CGPoint(x: view.minX, y: view.minY), CGPoint(x: view.maxX, y: view.minY),
                CGPoint(x: view.minX, y: view.maxY), CGPoint(x: view.maxX, y: view.maxY),
            ] {
                let p = Self.pixel(of: corner, region: region, surface: drawable)
                #expect(
                    p.x >= 0 && p.x <= Double(drawable.width) && p.y >= 0 && p.y <= Double(drawable.height),
                    "\(corner) → \(p) in \(drawable)")
            }
            // The view's height in drawable pixels is its points times the reduced scale (one scale on both axes).
            let top = Self.pixel(of: .zero, region: region, surface: drawable),
                bottom = Self.pixel(of: CGPoint(x: 0, y: 6000), region: region, surface: drawable)
            #expect(
                abs((bottom.y - top.y) - 6000 * drawable.scale) <= 6000 * drawable.scale * 1e-3, "\(bottom.y - top.y)")
        }
    }

    @Test("a view within the limit keeps the display's scale, pixel for pixel")
    func ordinaryViewKeepsTheScale() {
        let phone = MetalSurfaceSize(points: CGSize(width: 430, height: 932), scale: 3)
        #expect(phone == MetalSurfaceSize(points: CGSize(width: 430, height: 932), scale: 3))
        #expect(phone.width == 1290 && phone.height == 2796 && phone.scale == 3)
        // Exactly at the limit: unchanged.
        let edge = MetalSurfaceSize(points: CGSize(width: 100, height: 16_384.0 / 3), scale: 3)
        #expect(edge.height == 16_384 && edge.scale == 3)
    }

    @Test("any size and scale, even NaN, infinite or negative, gives 1 … 16 384 px a side and a finite positive scale")
    func badInputNeverTraps() async {
        let numbers = ConfigurationPropertyTests.anyDouble
        await propertyCheck(count: 500, input: numbers, numbers, numbers) { w, h, scale in
            let size = MetalSurfaceSize(points: CGSize(width: w, height: h), scale: scale)
            #expect(
                (1...MetalSurfaceSize.maximumSide).contains(size.width)
                    && (1...MetalSurfaceSize.maximumSide).contains(size.height),
                "\(w) × \(h) at \(scale): \(size)")
            #expect(size.scale.isFinite && size.scale > 0, "\(w) × \(h) at \(scale): \(size)")
        }
    }
}
