import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Past the tip the paper is still whole: those pixels must not move at all. Towards the tip, where
/// the paper has hardly parted, the torn edge's look fades in with the opening.
@Suite struct ShaderTipTests {
    @Test(arguments: [TearFixtures.vertical(maxGap: 30, roughness: 1), TearFixtures.diagonal(maxGap: 30, roughness: 1)])
    func nothingAtOrBeyondTheTipMoves(uniforms: TearUniforms) throws {
        let input = TearFixtures.card()
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(input, uniforms: uniforms)
        var checked = 0
        for y in 0..<input.height {
            for x in 0..<input.width {
                let p = trace.pixelCentre(x: x, y: y)
                guard geometry.along(p) >= geometry.length + 0.01 else { continue }
                checked += 1
                #expect(trace.image[x, y] == input[x, y], "pixel \(x),\(y) beyond the tip changed")
                let s = try #require(trace.samplePosition(x: x, y: y))
                #expect(s.x == p.x && s.y == p.y)
            }
        }
        #expect(checked > 1000)
    }

    /// The edge's shade (the paper's thickness, darker) fades in over the first 2 pt of the opening,
    /// as the rim does: where the opening is narrower, the paper has hardly parted and shows no dark
    /// line. On white paper torn over white, with a white core and no gap shadow, the darkest pixel
    /// of each row is the shade: near the tip it is at most the full shade (its darkest across the
    /// wide opening) times half the opening's half width in points. 10 levels allow for the edge's
    /// anti-aliasing and rounding.
    @Test(arguments: [1, 2])
    func theEdgesShadeFadesInOverTheFirstTwoPointsOfTheOpening(scale: Int) throws {
        let look = TearConfiguration()
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 100), tearProgress: 1,
            maxGap: look.maxGapWidth, edgeRoughness: look.edgeRoughness, viewSize: TearFixtures.viewSize,
            pixelSize: 1 / Double(scale), rimStrength: look.rimStrength, rimLightness: 1, shadowStrength: 0)
        let white = RGBAImage(width: 120 * scale, height: 160 * scale, fill: (255, 255, 255, 255))
        var image = try LayerEffectRenderer().render(white, scale: Double(scale), uniforms: uniforms)
        image.flatten(over: RGBAColor(hex: 0xFFFFFF))
        func darkest(_ y: Int) -> Int {
            (0..<image.width).map { 255 - (Int(image[$0, y].r) + Int(image[$0, y].g) + Int(image[$0, y].b)) / 3 }.max()!
        }
        // The full shade: where the opening is wide (10 to 60 pt down, 12 to 5.6 pt half width).
        let full = ((10 * scale)..<(60 * scale)).map(darkest).sorted()[25 * scale]
        #expect(full >= 60, "scale \(scale): the edge's shade is only \(full) levels dark where the opening is wide")
        var rows = 0, tooDark: [String] = []
        for y in 0..<image.height {
            // The opening's half width at the row's centre: 14 pt at the top edge, 0 at the tip.
            let halfGap = look.maxGapWidth / 2 * (1 - (Double(y) + 0.5) / Double(scale) / 100)
            guard halfGap > 0, halfGap < 2 else { continue }
            rows += 1
            let allowed = Int((Double(full) * halfGap / 2).rounded(.up)) + 10
            if darkest(y) > allowed {
                tooDark.append("row \(y) (half width \(halfGap) pt): \(darkest(y)), at most \(allowed)")
            }
        }
        #expect(rows >= 14 * scale)
        #expect(
            tooDark.isEmpty,
            "scale \(scale): the shade near the tip does not fade in with the opening: \(tooDark.prefix(4))")
    }
}
