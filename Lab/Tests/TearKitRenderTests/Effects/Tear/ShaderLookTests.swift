import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The tear looks like paper: edges anti-aliased over about one device pixel at every scale, a
/// lighter rim of paper core along them (its outermost pixel in shade), a shadow that darkens only the gap, and a tip that closes
/// without stray pixels — all through the shipping shader.
@Suite struct ShaderLookTests {
    static let viewSize = CGSize(width: 120, height: 160)

    /// A vertical tear down from (60, 0) to (60, 100), 20 pt wide at the top.
    static func tear(scale: Int, roughness: Double = 0, rim: Double = 0, shadow: Double = 0, maxGap: Double = 20)
        -> TearUniforms
    {
        TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 100), tearProgress: 0.6, maxGap: maxGap,
            edgeRoughness: roughness, viewSize: viewSize, pixelSize: 1 / Double(scale), rimStrength: rim,
            rimLightness: 0.96, shadowStrength: shadow)
    }

    /// One flat, opaque colour, so alpha alone tells how much of a pixel is paper.
    static func flat(scale: Int, _ color: (UInt8, UInt8, UInt8) = (70, 50, 140)) -> RGBAImage {
        RGBAImage(
            width: Int(viewSize.width) * scale, height: Int(viewSize.height) * scale,
            fill: (color.0, color.1, color.2, 255))
    }

    /// Rows (in pixels) well inside the opening: between 10 and 80 pt down.
    static func rows(scale: Int) -> StrideTo<Int> { stride(from: 10 * scale, to: 80 * scale, by: 1) }

    @Test(arguments: [1, 2, 3])
    func coverageRisesMonotonicallyOverAboutOnePixel(scale: Int) throws {
        for roughness in [0.0, 0.8] {
            let image = try LayerEffectRenderer().render(
                Self.flat(scale: scale), scale: Double(scale),
                uniforms: Self.tear(scale: scale, roughness: roughness))
            var rowsWithRamp = 0
            for y in Self.rows(scale: scale) {
                // Outward from the cut on each side: alpha never drops, and the partly covered
                // pixels between the gap and the paper are at most two (a one-pixel ramp straddles two).
                for direction in [-1, 1] {
                    var previous = 0, partial = 0
                    var x = 60 * scale + (direction < 0 ? -1 : 0)
                    while x >= 0, x < image.width {
                        let a = Int(image[x, y].a)
                        #expect(
                            a >= previous,
                            "scale \(scale), roughness \(roughness), row \(y): alpha falls from \(previous) to \(a) at x \(x)"
                        )
                        if a > 0, a < 255 { partial += 1 }
                        previous = a
                        x += direction
                    }
                    #expect(
                        partial <= 2,
                        "scale \(scale), roughness \(roughness), row \(y): \(partial) partly covered pixels")
                    if partial > 0 { rowsWithRamp += 1 }
                }
            }
            // An edge that is anti-aliased, not stepped: most edge crossings show a partial pixel.
            let crossings = 2 * Self.rows(scale: scale).underestimatedCount
            #expect(
                rowsWithRamp > crossings * 3 / 4,
                "scale \(scale): only \(rowsWithRamp) of \(crossings) edge crossings are anti-aliased")
        }
    }

    @Test(arguments: [1, 2, 3])
    func zeroRoughnessGivesAStraightAntiAliasedEdge(scale: Int) throws {
        let image = try LayerEffectRenderer().render(
            Self.flat(scale: scale), scale: Double(scale), uniforms: Self.tear(scale: scale))
        for y in Self.rows(scale: scale) {
            // The gap's coverage left of the cut, in pixels, is where the left edge lies: exactly
            // the wedge's half width, sub-pixel accurate.
            let left = (0..<(60 * scale)).map { 1 - Double(image[$0, y].a) / 255 }.reduce(0, +)
            let yPoints = (Double(y) + 0.5) / Double(scale)
            let halfGap = 10 * (1 - yPoints / 100) * Double(scale)
            #expect(
                abs(left - halfGap) < 0.1,
                "scale \(scale), row \(y): edge at \(left) px from the cut, wedge says \(halfGap)")
        }
    }

    @Test func rimIsLighterThanTheDarkContentItBordersAndAbsentAtZero() throws {
        let scale = 2
        let input = Self.flat(scale: scale)
        let content = input[0, 0]
        let renderer = LayerEffectRenderer()
        let withRim = try renderer.render(input, scale: 2, uniforms: Self.tear(scale: scale, roughness: 0.5, rim: 0.6))
        let without = try renderer.render(input, scale: 2, uniforms: Self.tear(scale: scale, roughness: 0.5, rim: 0))
        func lightness(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int { Int(p.r) + Int(p.g) + Int(p.b) }
        var rimPixels = 0
        for y in Self.rows(scale: scale) {
            // Just inside the paper right of the edge (its first opaque pixels, the rim being at
            // least 0.5 pt wide) it is lighter than the content…
            let edge = try #require((60 * scale..<withRim.width).first { withRim[$0, y].a == 255 })
            // (on the flank of a steep fibre the rim, measured along the edge's normal, can be
            // thinner than a pixel across the row, so this holds for nearly every row, not all)…
            // (past the edge's shade, 1.5 px at 2×)…
            let lightest = (edge...(edge + 3)).map { lightness(withRim[$0, y]) }.max()!
            if lightest > lightness(content) + 30 { rimPixels += 1 }
            #expect(lightest > lightness(content), "row \(y): no lighter rim at x \(edge)")
            // …the rim ends within 2.75 pt (its 2 pt inside the shade's 0.75 pt, plus the ramp) of the
            // edge: beyond, the content is untouched…
            for x in (edge + 3 * scale + 2)..<(edge + 20) { #expect(withRim[x, y] == content) }
            // …and without the rim, the paper is exactly the content up to its edge.
            let plainEdge = try #require((60 * scale..<without.width).first { without[$0, y].a == 255 })
            #expect(without[plainEdge, y] == content)
            // The rim lightens the paper; only its outermost pixels, the edge's shade (1.5 device pixels
            // at 2×, and the one it may straddle), are darker.
            let leftEdge = try #require((0..<(60 * scale)).reversed().first { withRim[$0, y].a == 255 })
            for x in 0..<withRim.width where withRim[x, y].a == 255 && lightness(withRim[x, y]) < lightness(content) {
                #expect(
                    x >= leftEdge - 2 && x <= leftEdge || x >= edge && x <= edge + 2,
                    "row \(y): darker than the paper at x \(x), inside the rim")
            }
        }
        #expect(rimPixels >= Self.rows(scale: scale).underestimatedCount * 9 / 10)
    }

    @Test func shadowDarkensOnlyTheGap() throws {
        let scale = 2
        let input = Self.flat(scale: scale, (230, 220, 200))
        let renderer = LayerEffectRenderer()
        let plain = try renderer.render(input, scale: 2, uniforms: Self.tear(scale: scale, roughness: 0.6))
        let shaded = try renderer.render(input, scale: 2, uniforms: Self.tear(scale: scale, roughness: 0.6, shadow: 1))
        var darkened = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let p = plain[x, y], s = shaded[x, y]
                // Premultiplied black over what shows through: the paper's colour is untouched and
                // only the uncovered part of a pixel gains alpha (darkens the background).
                #expect(s.r == p.r && s.g == p.g && s.b == p.b, "pixel \(x),\(y) changed colour")
                #expect(s.a >= p.a)
                if s.a > p.a {
                    #expect(p.a < 255, "pixel \(x),\(y) is paper but was darkened")
                    darkened += 1
                }
            }
        }
        #expect(darkened > 300)
        // Deep inside a wide opening (more than 3 pt from both edges) the background stays clear.
        for y in 0..<(20 * scale) { #expect(shaded[60 * scale, y].a == 0) }
    }

    /// Only the view casts the gap's shadow: where the view is transparent (here a band across it, as
    /// around rounded corners or a cut-out) the torn gap stays fully clear, while the same place of an
    /// opaque view is darkened.
    @Test func shadowFallsOnlyWhereTheViewShows() throws {
        let scale = 2
        let opaque = Self.flat(scale: scale, (230, 220, 200))
        // Transparent from 20 to 40 pt down, across the whole width (well inside the opening).
        var holed = opaque
        for y in (20 * scale)..<(40 * scale) {
            for x in 0..<holed.width { holed[x, y] = (0, 0, 0, 0) }
        }
        let uniforms = Self.tear(scale: scale, roughness: 0.6, shadow: 1)
        let renderer = LayerEffectRenderer()
        let plainOpaque = try renderer.render(
            opaque, scale: Double(scale), uniforms: Self.tear(scale: scale, roughness: 0.6))
        let shadedOpaque = try renderer.render(opaque, scale: Double(scale), uniforms: uniforms)
        let shadedHoled = try renderer.render(holed, scale: Double(scale), uniforms: uniforms)
        // Rows inside the band, a point clear of its borders; columns around the cut.
        var darkened = 0, shown: [String] = []
        for y in (21 * scale)..<(39 * scale) {
            for x in (40 * scale)..<(80 * scale) {
                // In the opaque view the shadow adds black over the gap: more alpha than without it.
                if shadedOpaque[x, y].a > plainOpaque[x, y].a { darkened += 1 }
                let p = shadedHoled[x, y]
                if p != (0, 0, 0, 0) { shown.append("\(x),\(y): \(p)") }
            }
        }
        #expect(darkened > 100, "the opaque view's gap should be shadowed here (\(darkened) pixels)")
        #expect(shown.isEmpty, "\(shown.count) pixels of the transparent band are not clear, e.g. \(shown.prefix(3))")
    }

    @Test func tipClosesWithoutStrayPixels() throws {
        for scale in [1, 2, 3] {
            let uniforms = Self.tear(scale: scale, roughness: 1, rim: 0.6, shadow: 0.5)
            let image = try LayerEffectRenderer().render(
                Self.flat(scale: scale), scale: Double(scale), uniforms: uniforms)
            // Along the cut, towards the tip, the gap only ever closes: alpha never drops…
            let column = 60 * scale
            var previous = 0
            for y in (70 * scale)..<(110 * scale) {
                let a = Int(min(image[column - 1, y].a, image[column, y].a))
                #expect(a >= previous, "scale \(scale): alpha falls from \(previous) to \(a) at row \(y) near the tip")
                previous = a
            }
            #expect(previous == 255)
            // …and no pixel near the tip is an island: each has a neighbour on the same side of 50 % coverage.
            for y in (60 * scale)..<(100 * scale) {
                for x in (45 * scale)..<(75 * scale) {
                    let clear = image[x, y].a < 128
                    let neighbours = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)]
                    let same = neighbours.filter { (image[x + $0.0, y + $0.1].a < 128) == clear }.count
                    #expect(same > 0, "scale \(scale): isolated pixel at \(x),\(y)")
                }
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func withTheFullLookNothingIsSampledFartherThanMaxSampleOffset(scale: Int) throws {
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 20, y: 0), tearEnd: CGPoint(x: 100, y: 130), tearProgress: 0.8,
            maxGap: 30, edgeRoughness: 1, viewSize: Self.viewSize, pixelSize: 1 / Double(scale),
            rimStrength: 1, rimLightness: 1, shadowStrength: 1)
        let trace = try LayerEffectRenderer().trace(
            TearFixtures.card(scale: scale), scale: Double(scale), uniforms: uniforms)
        let limit = uniforms.maxSampleOffset
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                #expect(trace.sampleCounts[y * trace.image.width + x] <= 1)
                guard let s = trace.samplePosition(x: x, y: y) else { continue }
                let p = trace.pixelCentre(x: x, y: y)
                #expect(
                    abs(s.x - p.x) <= Double(limit.width) + 1e-3 && abs(s.y - p.y) <= Double(limit.height) + 1e-3,
                    "pixel \(x),\(y) sampled \(s), farther than \(limit)")
                #expect(
                    s.x >= 0 && s.y >= 0 && s.x <= Double(Self.viewSize.width) && s.y <= Double(Self.viewSize.height))
            }
        }
    }
}
