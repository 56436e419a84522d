import Foundation
import MSLHost
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// A region too large for a Metal drawable (``MetalSurfaceSize``) gets a drawable at a lower scale:
/// the shipping `Dust.metal`, run on the CPU into that smaller target with the same uniforms, still
/// draws the whole view inside it, at the reduced scale, and nothing is cut off.
@Suite struct DustReducedDrawableTests {
    @Test(
        "at t = 0 the dust fills exactly the view's place in a drawable clamped below the region's size at the display's scale"
    )
    func theViewIsDrawnWholeAtTheReducedScale() throws {
        let scale = 2
        let card = TestCard.card(widthPoints: 40, heightPoints: 200, scale: scale)
        let configuration = DustConfiguration(seed: 5)
        let region = Dust.drawRegion(
            viewFrame: CGRect(x: 300, y: 400, width: 40, height: 200), window: nil, configuration: configuration)
        // A limit of the region's longer side in points: half the display's scale (1 px per point).
        let limit = Int(max(region.width, region.height))
        let drawable = MetalSurfaceSize(points: region.size, scale: Double(scale), maximumSide: limit)
        #expect(
            Double(region.height) * Double(scale) > Double(limit)
                || Double(region.width) * Double(scale) > Double(limit),
            "the region fits at the display's scale: nothing to clamp")
        #expect(drawable.width <= limit && drawable.height <= limit, "\(drawable)")
        #expect(drawable.scale == 1)

        // The renderer's uniforms: the snapshot at the display's scale, the region as the render target.
        let uniforms = DustUniforms(
            configuration: configuration, pixelWidth: card.width, pixelHeight: card.height, scale: Double(scale),
            frame: region, time: 0)
        let values = uniforms.floats
        var target = RGBAImage(width: drawable.width, height: drawable.height)
        var none: Float = 0
        let status = values.withUnsafeBufferPointer { u in
            card.pixels.withUnsafeBufferPointer { texture in
                target.pixels.withUnsafeMutableBufferPointer { output in
                    mslhost_draw_instanced_quads(
                        DustShaderLayout.vertexFunctionName, &none, Int32(uniforms.particleCount), 0,
                        u.baseAddress, Int32(u.count), texture.baseAddress, Int32(card.width), Int32(card.height),
                        output.baseAddress, Int32(drawable.width), Int32(drawable.height))
                }
            }
        }
        #expect(Int(status) == Int(MSLHOST_OK))

        // The view's place in the drawable, pixels: its points from the region's corner at the reduced scale.
        let left = Double(-region.minX) * drawable.scale, top = Double(-region.minY) * drawable.scale
        let right = left + 40 * drawable.scale, bottom = top + 200 * drawable.scale
        #expect(right <= Double(drawable.width) && bottom <= Double(drawable.height), "the view leaves the drawable")
        var holes = 0, outside = 0
        for y in 0..<target.height {
            for x in 0..<target.width {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let inView = cx > left && cx < right && cy > top && cy < bottom
                if inView, target[x, y].a != 255 { holes += 1 }
                if !inView, target[x, y].a != 0 { outside += 1 }
            }
        }
        #expect(holes == 0, "\(holes) pixels of the view not drawn")
        #expect(outside == 0, "\(outside) pixels drawn outside the view at t = 0")
    }
}
