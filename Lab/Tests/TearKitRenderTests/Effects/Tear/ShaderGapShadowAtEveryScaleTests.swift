import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The shadow the sheets cast into the gap keeps its 2× look on a 1× screen: as many device pixels
/// wide as at 2×, and fading out into the gap the whole way, never stopping at a hard edge where the
/// shader stops drawing it.
@Suite struct ShaderGapShadowAtEveryScaleTests {
    static let viewSize = CGSize(width: 120, height: 160)

    /// A vertical tear from (60, 0) down past the view's bottom edge, as after a break, with the full
    /// gap shadow. Each row of pixels crosses it at right angles: walking along a row from the paper
    /// towards the cut is walking straight into the gap.
    static func tear(scale: Int, maxGap: Double, roughness: Double, rimStrength: Double) -> TearUniforms {
        TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 180), tearProgress: 1,
            maxGap: maxGap, edgeRoughness: roughness, viewSize: viewSize, pixelSize: 1 / Double(scale),
            rimStrength: rimStrength, rimLightness: TearConfiguration().rimLightness, shadowStrength: 1)
    }

    /// White paper torn over white, as a user sees it: how much darker than white each pixel is (0…255).
    static func darkness(scale: Int, _ uniforms: TearUniforms) throws -> (
        width: Int, height: Int, at: (Int, Int) -> Int
    ) {
        let white = RGBAImage(
            width: Int(viewSize.width) * scale, height: Int(viewSize.height) * scale, fill: (255, 255, 255, 255))
        var image = try LayerEffectRenderer().render(white, scale: Double(scale), uniforms: uniforms)
        image.flatten(over: RGBAColor(hex: 0xFFFFFF))
        let flattened = image
        return (
            image.width, image.height,
            { x, y in
                let p = flattened[x, y]
                return 255 - (Int(p.r) + Int(p.g) + Int(p.b)) / 3
            }
        )
    }

    /// How wide the shadow is along an edge, in device pixels: the darkness summed across a row (one
    /// edge's share), divided by the darkness of one pixel of the shadow at its darkest (70 % black).
    /// On white paper with neither rim nor shade and straight edges, all the darkness is the shadow's.
    /// At 1× it is drawn twice as many points wide as at 2×, so in device pixels the two match (about
    /// 1.5 each: a quadratic fade over 4.4 pixels). Drawn as many points wide as at 2×, 1× shows half.
    @Test func theGapsShadowIsAsManyPixelsWideAtOneTimesAsAtTwoTimes() throws {
        func width(scale: Int) throws -> Double {
            let image = try Self.darkness(
                scale: scale, Self.tear(scale: scale, maxGap: 28, roughness: 0, rimStrength: 0))
            // Rows 10 to 70 pt down, where the opening is over 16 pt wide and the shadow at its widest.
            let widths = ((10 * scale)..<(70 * scale)).map { y in
                Double((0..<image.width).map { image.at($0, y) }.reduce(0, +)) / 2 / (0.7 * 255)
            }
            return widths.sorted()[widths.count / 2]
        }
        let one = try width(scale: 1), two = try width(scale: 2)
        #expect(
            one / two >= 0.85 && one / two <= 1.18,
            "the gap's shadow is \(one) device pixels wide at 1× and \(two) at 2× (median across rows)")
    }

    /// Along each row, from the paper into the gap, the shadow fades to nothing: its darkness falls
    /// at an ever slower rate (a quadratic fade), so the last shadowed pixel before the clear gap is
    /// no darker than the drop the pixel before it made. Cut off while still visible, the shadow ends
    /// in a step instead: its last pixel darker than the drop before it. At 1×, with the default
    /// opening, the fibres' steep flanks stretch the shadow farthest across a row: most of all at
    /// the roughest edge.
    @Test(arguments: [28.0, 60.0], [TearConfiguration().edgeRoughness, 1.0])
    func theGapsShadowFadesOutIntoTheGapAtOneTimes(maxGap: Double, roughness: Double) throws {
        let look = TearConfiguration()
        let image = try Self.darkness(
            scale: 1,
            Self.tear(
                scale: 1, maxGap: maxGap, roughness: roughness,
                rimStrength: look.rimStrength))
        var crossings = 0, steps: [String] = []
        // Rows 10 to 100 pt down: the opening is at least 12 pt wide, so its middle is clear.
        for y in 10..<100 {
            // Out from the cut (its middle is clear) on each side: the first pixel the shadow darkens
            // is its last one walking in from the paper, and the next one out the pixel before it.
            for outward in [-1, 1] {
                var x = outward < 0 ? 59 : 60
                guard image.at(x, y) == 0 else { continue }
                while x > 0, x < image.width - 1, image.at(x, y) == 0 { x += outward }
                crossings += 1
                let tail = image.at(x, y), drop = image.at(x + outward, y) - tail
                // 2 levels for the rounding of three 8-bit values.
                if tail > drop + 2 { steps.append("row \(y), x \(x): \(tail) after a drop of \(drop)") }
            }
        }
        #expect(crossings >= 170, "only \(crossings) of 180 edges border a clear middle of the gap")
        #expect(steps.isEmpty, "the shadow stops in a step at \(steps.count) of \(crossings) edges: \(steps.prefix(4))")
    }
}
