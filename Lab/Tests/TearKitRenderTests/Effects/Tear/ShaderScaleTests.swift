import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Uniforms are in points, so a 2× (or 3×) layer must tear exactly like a 1× one, just sharper.
@Suite struct ShaderScaleTests {
    @Test(arguments: [2, 3])
    func higherScaleBehavesLikeScaleOneInPoints(scale: Int) throws {
        let uniforms = TearFixtures.diagonal(maxGap: 24, roughness: 0.7)
        let geometry = TearAxes(uniforms)
        let renderer = LayerEffectRenderer()
        let one = try renderer.trace(TearFixtures.card(scale: 1), scale: 1, uniforms: uniforms)
        let many = try renderer.trace(TearFixtures.card(scale: scale), scale: Double(scale), uniforms: uniforms)
        #expect(many.image.width == one.image.width * scale)

        // 1. The same points are transparent: compare coverage per point (allowing the edge pixels).
        var disagreements = 0, transparentPoints = 0
        for y in 0..<one.image.height {
            for x in 0..<one.image.width {
                let clearAtOne = one.image[x, y].a == 0
                var clearSubpixels = 0
                for sy in 0..<scale {
                    for sx in 0..<scale where many.image[x * scale + sx, y * scale + sy].a == 0 { clearSubpixels += 1 }
                }
                if clearAtOne { transparentPoints += 1 }
                let majorityClear = 2 * clearSubpixels > scale * scale
                if majorityClear != clearAtOne { disagreements += 1 }
            }
        }
        #expect(transparentPoints > 500)
        #expect(
            Double(disagreements) < Double(transparentPoints) * 0.08,
            "\(disagreements) of \(transparentPoints) points disagree")

        // 2. The displacement, in points, is the same function of position at every scale (for the
        //    paper itself; pixels on the anti-aliased edge show the paper's very edge instead).
        for y in stride(from: 0, to: many.image.height, by: 3) {
            for x in stride(from: 0, to: many.image.width, by: 3) {
                guard many.image[x, y].a == 255, let s = many.samplePosition(x: x, y: y) else { continue }
                let p = many.pixelCentre(x: x, y: y)
                let along = geometry.along(p), across = geometry.across(p)
                let halfGap = along >= geometry.length ? 0 : 12 * min(1 - along / geometry.length, 1)
                let side: Double = across < 0 ? -1 : 1
                let expected = (x: p.x - side * halfGap * geometry.perp.x, y: p.y - side * halfGap * geometry.perp.y)
                #expect(
                    abs(s.x - expected.x) < 1e-3 && abs(s.y - expected.y) < 1e-3,
                    "pixel \(x),\(y) at scale \(scale) sampled \(s), expected \(expected)")
            }
        }
    }
}
