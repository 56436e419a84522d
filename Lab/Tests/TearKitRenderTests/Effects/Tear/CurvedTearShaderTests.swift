import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The curved tear's shader (`curvedTearDistortion`), run pixel by pixel: a straight path draws the
/// straight tear, the gap follows the curve between the path's points (not the polyline's chords),
/// and the Metal host's fragment entry point draws the same pixels as the layer effect.
@Suite struct CurvedTearShaderTests {
    static let viewSize = TearFixtures.viewSize

    /// `count` points evenly spaced along a circular arc starting at the top edge's middle, heading
    /// down and bending right with `radius` points, over `angle` radians.
    static func arc(radius: Double, angle: Double, count: Int) -> [CGPoint] {
        (0..<count).map { k in
            let phi = angle * Double(k) / Double(count - 1)
            return CGPoint(x: 40 + radius * (1 - cos(phi)), y: radius * sin(phi))
        }
    }

    /// The arc's x at depth `y` (points), for `y` within its reach.
    static func arcX(radius: Double, y: Double) -> Double {
        40 + radius * (1 - cos(asin(y / radius)))
    }

    /// A clean look (no fibres, rim or shadow): every gap pixel is transparent.
    static func look(maxGap: Double, roughness: Double = 0, rim: Double = 0, shadow: Double = 0) -> TearUniforms {
        TearUniforms(
            tearStart: .zero, tearEnd: .zero, tearProgress: 0.7, maxGap: maxGap, edgeRoughness: roughness,
            viewSize: viewSize, rimStrength: rim, rimLightness: 0.96, shadowStrength: shadow)
    }

    static func render(_ uniforms: CurvedTearUniforms, scale: Int = 1) throws -> RGBAImage {
        try LayerEffectRenderer(for: CurvedTearUniforms.self).render(
            TearFixtures.card(scale: scale), scale: Double(scale), effect: uniforms)
    }

    /// The transparent run in row `y` of `image` nearest to `x` (pixels): its centre and width, pixels.
    static func gap(in image: RGBAImage, row y: Int, near x: Int) -> (centre: Double, width: Int)? {
        var best: (Double, Int)?
        var start: Int?
        for column in 0...image.width {
            let clear = column < image.width && image[column, y].a < 128
            if clear, start == nil { start = column }
            if !clear, let first = start {
                let centre = Double(first + column - 1) / 2 + 0.5
                if best == nil || abs(centre - Double(x)) < abs(best!.0 - Double(x)) { best = (centre, column - first) }
                start = nil
            }
        }
        return best
    }

    @Test func aStraightPathDrawsTheStraightTear() throws {
        let straight = TearUniforms(
            tearStart: CGPoint(x: 30, y: 0), tearEnd: CGPoint(x: 95, y: 110), tearProgress: 0.7, maxGap: 24,
            edgeRoughness: 0.7, viewSize: Self.viewSize, pixelSize: 0.5, rimStrength: 0.6, rimLightness: 0.96,
            shadowStrength: 0.5)
        let path = (0..<32).map { k -> CGPoint in
            let f = Double(k) / 31
            return CGPoint(x: 30 + 65 * f, y: 110 * f)
        }
        let curved = CurvedTearUniforms(path: path, startDirection: CGPoint(x: 65, y: 110), look: straight)
        let card = TearFixtures.card(scale: 2)
        let expected = try LayerEffectRenderer().render(card, scale: 2, uniforms: straight)
        let drawn = try Self.render(curved, scale: 2)
        let difference = TearPipelineEqualityTests.difference(drawn, expected, card)
        #expect(difference.changed > 2000, "the tear is drawn")
        // The same tear, to the rounding of its distances: a handful of edge pixels a few levels apart.
        #expect(difference.largest <= 24, "largest difference \(difference.largest)")
        #expect(difference.differing < difference.changed / 50, "\(difference.differing) bytes differ")
    }

    @Test func theGapFollowsTheCurveBetweenThePathsPoints() throws {
        // Four points on a tight arc: its chords stray up to 1.9 pt from it; the drawn gap does not.
        let radius = 60.0
        let path = Self.arc(radius: radius, angle: 1.2, count: 4)
        let curved = CurvedTearUniforms(path: path, startDirection: CGPoint(x: 0, y: 1), look: Self.look(maxGap: 10))
        let image = try Self.render(curved, scale: 4)
        var widths: [Int] = []
        for y in stride(from: 4.0, through: 44, by: 1) {
            let row = Int(y * 4)
            let expected = Self.arcX(radius: radius, y: y + 0.125)
            let found = try #require(Self.gap(in: image, row: row, near: Int(expected * 4)), "row \(y)")
            // The gap's centre is on the arc (its width measured across the rows, which the arc's slope widens).
            #expect(
                abs(found.centre / 4 - expected) < 0.6, "at y \(y): gap centre \(found.centre / 4), arc \(expected)")
            widths.append(found.width)
        }
        // It narrows toward the tip, smoothly: no row's width jumps where two segments meet.
        #expect(widths.first! > widths.last!)
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(abs(a - b) <= 3, "\(widths)") }
    }

    @Test func theWedgeIsWidestAtTheStartAndClosesAtTheTip() throws {
        let path = Self.arc(radius: 80, angle: 1.0, count: 32)
        let curved = CurvedTearUniforms(path: path, startDirection: CGPoint(x: 0, y: 1), look: Self.look(maxGap: 16))
        let image = try Self.render(curved, scale: 2)
        let near = try #require(Self.gap(in: image, row: 4, near: 80))
        #expect(abs(Double(near.width) - 32) <= 3, "about 16 pt at the start: \(near.width) px")
        // Beyond the tip, ahead of its heading, the card is untouched.
        let tip = path.last!, before = path[30]
        let run = hypot(tip.x - before.x, tip.y - before.y)
        let heading = CGPoint(x: (tip.x - before.x) / run, y: (tip.y - before.y) / run)
        let card = TearFixtures.card(scale: 2)
        var checked = 0
        for y in 0..<Int(Self.viewSize.height * 2) {
            for x in 0..<Int(Self.viewSize.width * 2) {
                let px = (Double(x) + 0.5) / 2, py = (Double(y) + 0.5) / 2
                // Ahead of the tip, within 45° of its heading.
                let ahead = (px - tip.x) * heading.x + (py - tip.y) * heading.y
                let aside = abs((px - tip.x) * heading.y - (py - tip.y) * heading.x)
                guard ahead > 2, aside < ahead else { continue }
                checked += 1
                if card[x, y] != image[x, y] {
                    Issue.record("pixel \(x), \(y) beyond the tip changed")
                    return
                }
            }
        }
        #expect(checked > 1000)
    }

    /// Smooth ramps across and down a view of `viewSize` at `scale`: any step the shader makes in what a
    /// pixel shows is a jump between neighbouring pixels.
    static func ramps(scale: Int) -> RGBAImage {
        let width = Int(viewSize.width) * scale, height = Int(viewSize.height) * scale
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (UInt8(x * 200 / width), UInt8(y * 200 / height), 128, 255)
            }
        }
        return image
    }

    /// The largest difference of red or green between pixels `a` and `b`.
    static func step(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
        -> Int
    {
        let red = abs(Int(a.r) - Int(b.r))
        let green = abs(Int(a.g) - Int(b.g))
        return max(red, green)
    }

    @Test func nothingStepsAcrossThePaperBeyondTheTip() throws {
        // A cut bent 60° to the right, half the view long, stopping inside the view: on the outside of
        // the bend, beyond the tip, the paper is one piece (no crack from the tip to the edge).
        let scale = 2
        let path = Self.arc(radius: 70, angle: 1.05, count: 32)
        let uniforms = CurvedTearUniforms(path: path, startDirection: CGPoint(x: 0, y: 1), look: Self.look(maxGap: 24))
        let image = try LayerEffectRenderer(for: CurvedTearUniforms.self).render(
            Self.ramps(scale: scale), scale: Double(scale), effect: uniforms)
        // Pixels farther than the gap's reach from the path (and its straight run on beyond the tip), and
        // away from the view's borders, where a moved half leaves a transparent strip.
        let tip = path.last!, before = path[30]
        let run = hypot(tip.x - before.x, tip.y - before.y)
        let heading = CGPoint(x: (tip.x - before.x) / run, y: (tip.y - before.y) / run)
        let reach = 24.0
        func nearTheCut(_ x: Double, _ y: Double) -> Bool {
            let dx = x - tip.x, dy = y - tip.y
            if dx * heading.x + dy * heading.y > 0 { return abs(dx * heading.y - dy * heading.x) < reach }
            return path.contains { hypot($0.x - x, $0.y - y) < reach }
        }
        var largest = 0
        for y in (16 * scale)..<(image.height - 16 * scale) {
            for x in (16 * scale)..<(image.width - 16 * scale - 1) {
                let px = (Double(x) + 0.5) / Double(scale), py = (Double(y) + 0.5) / Double(scale)
                guard !nearTheCut(px, py), !nearTheCut(px + 1, py + 1) else { continue }
                let here = image[x, y]
                largest = max(largest, Self.step(here, image[x + 1, y]), Self.step(here, image[x, y + 1]))
            }
        }
        // The ramps change by at most 2 levels a pixel; a step of a few points would be 5 or more.
        #expect(largest <= 3, "a neighbouring pixel differs by \(largest) levels")
    }

    @Test func theMetalHostsFragmentDrawsTheSamePixels() throws {
        let path = Self.arc(radius: 70, angle: 1.1, count: 32)
        let uniforms = CurvedTearUniforms(
            path: path, startDirection: CGPoint(x: 0, y: 1),
            look: Self.look(maxGap: 20, roughness: 0.6, rim: 0.6, shadow: 0.5)
        ).padded(by: 10)
        for scale in [1, 3] {
            let layer = TearFixtures.card(scale: scale).padded(by: 10 * scale)
            let stitchable = try LayerEffectRenderer(for: CurvedTearUniforms.self).render(
                layer, scale: Double(scale), effect: uniforms)
            let floats = CurvedTearDistortionPipelineLayout.floats(uniforms, scale: Double(scale))
            #expect(floats.count == CurvedTearDistortionPipelineLayout.floatsPerUniforms)
            let target = try TearPipelineEqualityTests.pipeline(
                layer, scale: Double(scale), floats: floats,
                vertexFunction: CurvedTearDistortionPipelineLayout.vertexFunctionName)
            let difference = TearPipelineEqualityTests.difference(stitchable, target, layer)
            #expect(difference.changed > 0)
            #expect(difference.differing == 0, "scale \(scale): \(difference.differing) bytes differ")
        }
    }

    @Test func degenerateArgumentsLeaveTheViewUntouched() throws {
        let card = TearFixtures.card()
        let look = Self.look(maxGap: 20)
        let cases: [CurvedTearUniforms] = [
            .identity(viewSize: Self.viewSize),
            CurvedTearUniforms(path: [CGPoint(x: 40, y: 0)], startDirection: CGPoint(x: 0, y: 1), look: look),
            CurvedTearUniforms(
                path: [CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 0)], startDirection: CGPoint(x: 0, y: 1), look: look),
            CurvedTearUniforms(
                path: Self.arc(radius: 60, angle: 1, count: 8), startDirection: CGPoint(x: 0, y: 0), look: look),
        ]
        for uniforms in cases {
            #expect(try Self.render(uniforms) == card)
        }
        // A path the host reads past its end, or with a count that is not whole, draws nothing wrong.
        var arguments = CurvedTearUniforms(
            path: Self.arc(radius: 60, angle: 1, count: 8), startDirection: CGPoint(x: 0, y: 1), look: look
        ).flattenedArguments
        arguments[0] = 1000
        #expect(throws: LayerEffectError.self) {
            try LayerEffectRenderer(for: CurvedTearUniforms.self).render(card, arguments: arguments)
        }
    }

    @Test func aViewWithoutWidthOrHeightIsLeftUntouched() throws {
        // As with the straight tear, a view of no width or no height has nothing to tear: it is drawn as
        // it is, not cleared because every sample would lie outside it.
        let card = TearFixtures.card()
        let path = Self.arc(radius: 70, angle: 1.05, count: 32)
        for size in [CGSize(width: 0, height: Self.viewSize.height), CGSize(width: Self.viewSize.width, height: 0)] {
            var look = Self.look(maxGap: 20)
            look.viewSize = size
            let uniforms = CurvedTearUniforms(path: path, startDirection: CGPoint(x: 0, y: 1), look: look)
            #expect(try Self.render(uniforms) == card, "view \(size.width) × \(size.height)")
        }
    }

    @Test func aProfileOfAnyLengthIsReadWithinItsFloats() throws {
        // SwiftUI hands the shader the array's own length: too short for one span draws nothing, and
        // floats past the 31st span, or a partial span, are never read.
        let card = TearFixtures.card()
        let renderer = LayerEffectRenderer(for: CurvedTearUniforms.self)
        let uniforms = CurvedTearUniforms(
            path: Self.arc(radius: 60, angle: 1, count: 32), startDirection: CGPoint(x: 0, y: 1),
            look: Self.look(maxGap: 20))
        let full = uniforms.flattenedArguments
        let profile = uniforms.profileFloats
        #expect(profile.count == CurvedTearProfile.maximumFloats)
        let rest = Array(full.dropFirst(1 + profile.count))
        func render(_ floats: [Float]) throws -> RGBAImage {
            try renderer.render(card, arguments: [Float(floats.count)] + floats + rest)
        }
        let drawn = try render(profile)
        #expect(drawn != card)
        for short in [0, 1, 8, 13] {
            #expect(try render(Array(profile.prefix(short))) == card, "\(short) floats")
        }
        // Extra floats (NaN, to be seen if read) change nothing.
        #expect(try render(profile + [Float](repeating: .nan, count: 6)) == drawn)
        // One span and a partial one: the first span only, whatever follows it.
        let oneSpan = Array(profile.prefix(14))
        #expect(try render(oneSpan + [.nan]) == render(oneSpan))
    }

    @Test func aOneSpanProfileAsLongAsItsSpacingIsDrawn() throws {
        // The shortest profile the shader accepts: one straight span down from the top edge at x = 40,
        // 64 pt wide, and a tear exactly as long as that span. It is drawn: the cut opens around x = 40
        // and closes at the tip, and the paper beyond the tip is whole.
        let card = TearFixtures.card()
        let uniforms = CurvedTearUniforms(
            path: Self.arc(radius: 60, angle: 1, count: 32), startDirection: CGPoint(x: 0, y: 1),
            look: Self.look(maxGap: 20))
        let rest = Array(uniforms.flattenedArguments.dropFirst(1 + uniforms.profileFloats.count))
        // Start, spacing, length, tip, tip normal; then the span: a flat cubic, arc length 0 to 64.
        let oneSpan: [Float] = [40, 0, 64, 64, 40, 64, 0, 1, 0, 0, 0, 0, 0, 64]
        let drawn = try LayerEffectRenderer(for: CurvedTearUniforms.self).render(
            card, arguments: [Float(oneSpan.count)] + oneSpan + rest)
        #expect(drawn != card)
        // Halfway down, the gap is 10 pt wide around the cut: clear 3.5 pt to its side.
        #expect(drawn[43, 32].a < 128)
        #expect(card[43, 32].a == 255)
        // Below the tip, nothing is torn.
        let changedBelowTip = (70..<card.height).reduce(0) { count, y in
            count + (0..<card.width).filter { x in drawn[x, y] != card[x, y] }.count
        }
        #expect(changedBelowTip == 0)
    }
}
