import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The tear reads as torn paper at every device scale and on every background: at 1× the fibres bite
/// whole pixels into the edge and the rim is pixels wide (not a black band with gently wavy edges),
/// and on white paper the torn edge shows as a shade (a lighter core cannot show on white).
@Suite struct ShaderPaperAtEveryScaleTests {
    static let viewSize = CGSize(width: 120, height: 160)

    /// A vertical tear from (60, 0) down past the view's bottom edge, as after a break, 28 pt wide at
    /// the top (the default gap), with `TearConfiguration`'s default look unless told otherwise.
    static func tear(scale: Double, shadow: Double = 0.5) -> TearUniforms {
        let look = TearConfiguration()
        return TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 180), tearProgress: 1,
            maxGap: look.maxGapWidth, edgeRoughness: look.edgeRoughness, viewSize: viewSize,
            pixelSize: 1 / scale, rimStrength: look.rimStrength, rimLightness: look.rimLightness,
            shadowStrength: shadow)
    }

    /// One flat, opaque colour the view's size at `scale`.
    static func flat(scale: Int, _ color: (UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(
            width: Int(viewSize.width) * scale, height: Int(viewSize.height) * scale,
            fill: (color.0, color.1, color.2, 255))
    }

    static func luminance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int { (Int(p.r) + Int(p.g) + Int(p.b)) / 3 }

    /// Rows where the opening is wide: 10 to 100 pt down.
    static func rows(scale: Int) -> Range<Int> { (10 * scale)..<(100 * scale) }

    /// White paper torn over white (the `--background` a light app shows, and no gap shadow, so only
    /// the paper's own edge can show): along each edge a shade darker than the paper by a visible margin.
    @Test(arguments: [1, 2, 3])
    func theTornEdgeShowsOnWhitePaperAsAShade(scale: Int) throws {
        var image = try LayerEffectRenderer().render(
            Self.flat(scale: scale, (255, 255, 255)), scale: Double(scale),
            uniforms: Self.tear(scale: Double(scale), shadow: 0))
        image.flatten(over: RGBAColor(hex: 0xFFFFFF))
        var shaded = 0, darkest: [Int] = []
        for y in Self.rows(scale: scale) {
            for half in [0..<(60 * scale), (60 * scale)..<image.width] {
                let minimum = half.map { Self.luminance(image[$0, y]) }.min()!
                darkest.append(minimum)
                if minimum <= 255 - 50 { shaded += 1 }
            }
        }
        let crossings = 2 * Self.rows(scale: scale).count
        #expect(
            shaded >= crossings * 9 / 10,
            "scale \(scale): only \(shaded) of \(crossings) edge crossings show a shade (darkest \(darkest.prefix(8)))")
    }

    /// The edge's shade is 0.75 pt wide, and never narrower than 1.5 device pixels: 1.5 pixels at 1×
    /// and 2×, 2.25 at 3×. On white paper over white, with a white core (so the rim adds nothing) and
    /// no gap shadow, all the darkness across an edge is the shade's: divided by the darkness of one
    /// pixel of full shade, it says how many device pixels wide the shade is along that row (a
    /// slanted fibre only widens it, across a row).
    @Test(arguments: [1, 2, 3])
    func theEdgesShadeIsThreeQuartersOfAPointAndAtLeastOneAndAHalfPixelsWide(scale: Int) throws {
        var uniforms = Self.tear(scale: Double(scale), shadow: 0)
        uniforms.rimLightness = 1
        var image = try LayerEffectRenderer().render(
            Self.flat(scale: scale, (255, 255, 255)), scale: Double(scale), uniforms: uniforms)
        image.flatten(over: RGBAColor(hex: 0xFFFFFF))
        // One pixel of full shade: it halves the paper's brightness at rim strength 1.
        let fullShade = 255 * 0.5 * TearConfiguration().rimStrength
        var widths: [Double] = []
        for y in Self.rows(scale: scale) {
            for half in [0..<(60 * scale), (60 * scale)..<image.width] {
                let darkness = half.map { 255 - Self.luminance(image[$0, y]) }.reduce(0, +)
                widths.append(Double(darkness) / fullShade)
            }
        }
        let median = widths.sorted()[widths.count / 2]
        let expected = max(0.75 * Double(scale), 1.5)
        #expect(
            median >= expected * 0.9 && median <= expected * 1.5,
            "scale \(scale): the shade is \(median) device pixels wide across a row (median), not about \(expected)")
    }

    /// At 1× on a photo-like colour over the default dark background, the fibres bite whole pixels
    /// into the edge (its column jumps by pixels from row to row, not a gentle wave), and the rim is a
    /// band of pixels that are neither the paper nor the gap.
    @Test func fibresAndRimShowAtOneTimes() throws {
        let scale = 1
        let content: (UInt8, UInt8, UInt8) = (40, 60, 170)
        var image = try LayerEffectRenderer().render(
            Self.flat(scale: scale, content), scale: 1, uniforms: Self.tear(scale: 1))
        let gap = RGBAColor(hex: 0x1C1C1E)
        image.flatten(over: gap)
        let paper = (r: content.0, g: content.1, b: content.2)
        func distance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (Int, Int, Int)) -> Int {
            abs(Int(p.r) - q.0) + abs(Int(p.g) - q.1) + abs(Int(p.b) - q.2)
        }
        let gapRGB = (Int((gap.red * 255).rounded()), Int((gap.green * 255).rounded()), Int((gap.blue * 255).rounded()))
        let paperRGB = (Int(paper.r), Int(paper.g), Int(paper.b))
        var edges: [Int] = [], rimPixels = 0
        for y in Self.rows(scale: scale) {
            // The left edge: the first pixel out from the cut that is paper again (or rim), and the
            // pixels between the gap and the plain paper that are neither (the rim, the edge's shade).
            let left = (0..<60).reversed()
            let edge = try #require(left.first { distance(image[$0, y], gapRGB) > 60 })
            edges.append(edge)
            rimPixels +=
                left.filter { distance(image[$0, y], gapRGB) > 40 && distance(image[$0, y], paperRGB) > 40 }.count
        }
        // Fibres: how far the edge's column travels from row to row, all told. The wedge alone moves
        // it by 7 px over these rows; teeth that bite a pixel or less (a gentle wave) add about 14
        // more, teeth as deep in pixels as at 2× twice that.
        let travel = zip(edges, edges.dropFirst()).map { abs($0 - $1) }.reduce(0, +)
        #expect(travel >= edges.count * 3 / 10, "the edge travels \(travel) px over \(edges.count) rows")
        // Rim: on average three pixels per row along the edge are neither paper nor gap (the rim,
        // its shade and the anti-aliased edge; a rim 0.5–2 px wide gives two).
        #expect(
            rimPixels >= 3 * Self.rows(scale: scale).count,
            "\(rimPixels) rim pixels along \(Self.rows(scale: scale).count) rows")
    }

    /// Black paper torn over black with a white core, the rim at full strength and no gap shadow: all
    /// the light along an edge is the rim's. A straight edge (no fibres) unless told otherwise.
    static func rimOnBlack(scale: Int, maxGap: Double = 28, roughness: Double = 0) throws -> RGBAImage {
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 180), tearProgress: 1,
            maxGap: maxGap, edgeRoughness: roughness, viewSize: viewSize, pixelSize: 1 / Double(scale),
            rimStrength: 1, rimLightness: 1, shadowStrength: 0)
        var image = try LayerEffectRenderer().render(
            flat(scale: scale, (0, 0, 0)), scale: Double(scale), uniforms: uniforms)
        image.flatten(over: RGBAColor(hex: 0x000000))
        return image
    }

    /// Below 2× the rim keeps its 2× width in device pixels: 0.5…2 pt wide beyond the shade at 2×,
    /// 1…4 pixels at 1× as at 2×. Counted along each row: the pixels lighter than 60 % of the core
    /// (the shade at most halves the core, the rim dims to 65 % at its inner border). Drawn as many
    /// points wide as at 2×, the rim at 1× is under a pixel wide beyond the shade on average.
    @Test func theRimIsAsManyPixelsWideBeyondTheShadeAtOneTimesAsAtTwoTimes() throws {
        func width(scale: Int) throws -> Double {
            let image = try Self.rimOnBlack(scale: scale)
            var widths: [Int] = []
            for y in Self.rows(scale: scale) {
                for half in [0..<(60 * scale), (60 * scale)..<image.width] {
                    widths.append(half.filter { Self.luminance(image[$0, y]) > 153 }.count)
                }
            }
            return Double(widths.reduce(0, +)) / Double(widths.count)
        }
        let one = try width(scale: 1), two = try width(scale: 2)
        #expect(one >= 1 && one <= 4, "at 1× the rim is \(one) device pixels wide beyond the shade (mean across rows)")
        #expect(two >= 1 && two <= 4, "at 2× the rim is \(two) device pixels wide beyond the shade (mean across rows)")
        #expect(abs(one - two) <= 0.5, "the rim is \(one) device pixels wide beyond the shade at 1×, \(two) at 2×")
    }

    /// The rim dims towards its inner border (to 65 % of the core) and ends there anti-aliased, so
    /// the last lit pixel before the plain paper is never lighter than about 72 % of the core (184
    /// here; 190 allows for rounding). That holds even where the fibres bite deepest and the rim
    /// reaches farthest from the cut, as they do at 1× (twice as many points deep as at 2×): a rim
    /// that stops short there, cut off by a straight line along the cut, ends in a bright step.
    @Test(arguments: [1, 2])
    func theRimEndsSoftlyEvenWhereTheFibresBiteDeepest(scale: Int) throws {
        let image = try Self.rimOnBlack(scale: scale, maxGap: 60, roughness: 1)
        var crossings = 0, brightest = 0, steps: [String] = []
        for y in Self.rows(scale: scale) {
            // Outward from the cut on each side: the rim's last lit pixel, then the plain (black) paper.
            for outward in [Array((0..<(60 * scale)).reversed()), Array((60 * scale)..<image.width)] {
                guard let last = outward.lastIndex(where: { Self.luminance(image[$0, y]) > 8 }),
                    last + 1 < outward.count
                else { continue }
                crossings += 1
                let light = Self.luminance(image[outward[last], y])
                brightest = max(brightest, light)
                if light > 190 { steps.append("row \(y), x \(outward[last]): \(light)") }
            }
        }
        #expect(crossings == 2 * Self.rows(scale: scale).count)
        #expect(
            steps.isEmpty,
            "scale \(scale): the rim ends in a bright step (up to \(brightest)) at \(steps.count) of \(crossings) edges: \(steps.prefix(4))"
        )
    }
}
