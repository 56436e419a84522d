import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The opening is a wedge: `maxGap` wide at the start of the tear, closing linearly to nothing at the tip.
@Suite struct ShaderWedgeTests {
    /// How many pixels of row `y` of an opaque input the gap covers: fully transparent pixels count
    /// 1, the anti-aliased edge pixels their transparent fraction.
    private func transparentCount(_ image: RGBAImage, row y: Int) -> Double {
        (0..<image.width).map { 1 - Double(image[$0, y].a) / 255 }.reduce(0, +)
    }

    @Test(arguments: [8.0, 20.0, 36.0])
    func transparentWidthFollowsTheWedge(maxGap: Double) throws {
        let uniforms = TearFixtures.vertical(maxGap: maxGap, roughness: 0, length: 100)
        let output = try LayerEffectRenderer().render(TearFixtures.card(), uniforms: uniforms)
        for y in 0..<100 {
            let expected = maxGap * (1 - (Double(y) + 0.5) / 100)
            let measured = transparentCount(output, row: y)
            #expect(abs(measured - expected) <= 0.25, "row \(y): \(measured) px transparent, wedge is \(expected) pt")
        }
        #expect(abs(transparentCount(output, row: 0) - maxGap) <= 0.25)
    }

    @Test func transparentPixelsAreInsideTheWedgeOnly() throws {
        let uniforms = TearFixtures.diagonal(maxGap: 24, roughness: 0)
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                let p = trace.pixelCentre(x: x, y: y)
                let along = geometry.along(p), across = geometry.across(p)
                guard along < geometry.length else { continue }
                let halfGap = 12 * min(1 - along / geometry.length, 1)
                // Half a pixel inside the wedge's border the anti-aliasing ramp has ended.
                if abs(across) < halfGap - 0.5 - 0.01 {
                    #expect(trace.image[x, y].a == 0, "pixel \(x),\(y) lies in the wedge but is visible")
                } else if abs(across) > halfGap + 0.01, trace.samplePosition(x: x, y: y) != nil {
                    // Outside the wedge a pixel is transparent only when its content was moved out of view.
                    let s = trace.samplePosition(x: x, y: y)!
                    #expect(trace.image[x, y].a > 0 || s.x < 0 || s.y < 0 || s.x > 120 || s.y > 160)
                }
            }
        }
    }
}
