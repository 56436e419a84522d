import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Tear in two torn like paper: a crack that runs down from the top before the halves part, with the
/// tear's torn edges (soft over one device pixel, a lighter rim of paper core), and a rendered
/// animation whose halves stay inside its frame until they have faded.
@Suite struct TearInTwoPaperTests {
    static let viewSize = CGSize(width: 60, height: 80)
    static let scale = 2.0
    static let margin = 10.0
    static let straight = TearInTwoPath(viewSize: viewSize, maxStep: 0)  // down the middle, x = 30
    static let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0, anchor: TearInTwoFlyOut.anchor)

    /// A dark opaque view (so a lighter rim shows), one colour.
    static let dark: RGBAImage = RGBAImage(
        width: Int(viewSize.width * scale), height: Int(viewSize.height * scale), fill: (40, 50, 90, 255))

    static func render(
        crackTip: Double, opening: Double, left: TearInTwoFlyOut.Placement = rest,
        right: TearInTwoFlyOut.Placement = rest, rim: Double = 0.6
    ) throws -> RGBAImage {
        var uniforms = TearInTwoUniforms(
            path: straight, left: left, right: right,
            origin: CGPoint(x: margin, y: margin), edgeWidth: 1 / scale)
        uniforms.crackTip = crackTip
        uniforms.crackOpening = opening
        uniforms.rimStrength = rim
        return try LayerEffectRenderer(for: TearInTwoUniforms.self).render(
            dark.padded(by: Int(margin * scale)), scale: scale, effect: uniforms)
    }

    /// The alpha of the output pixel at view point (x, y), in points.
    static func alpha(_ image: RGBAImage, _ x: Double, _ y: Double) -> UInt8 {
        image[Int(((x + margin) * scale).rounded(.down)), Int(((y + margin) * scale).rounded(.down))].a
    }

    @Test("the crack runs down from the top: open above its tip, the paper whole below it")
    func theCrackOpensFromTheTopDown() throws {
        let output = try Self.render(crackTip: 40, opening: 1.5)
        // On the cut near the top the crack is open (transparent); half way to the tip still open.
        #expect(Self.alpha(output, 30.1, 1) == 0)
        #expect(Self.alpha(output, 30.1, 18) == 0)
        // Below the tip the halves still meet: every pixel across the cut is whole paper.
        for y in stride(from: 45.0, to: 80, by: 3) {
            for x in stride(from: 27.0, through: 33, by: 0.5) {
                #expect(Self.alpha(output, x, y) >= 254, "x \(x), y \(y)")
            }
        }
        // A longer crack reaches further down.
        let later = try Self.render(crackTip: 120, opening: 1.5)
        #expect(Self.alpha(later, 30.1, 60) == 0 && Self.alpha(output, 30.1, 60) >= 254)
    }

    @Test("an opened edge is soft over about one device pixel and lighter than the paper (the rim)")
    func anOpenedEdgeIsSoftAndHasARim() throws {
        let output = try Self.render(crackTip: 400, opening: 1.5)
        let rowY = Int(((10.0 + Self.margin) * Self.scale))
        // Walk right from the left half's interior to the crack: alpha falls from 255 to 0 over a few pixels.
        let start = Int(((20.0 + Self.margin) * Self.scale)), end = Int(((30.0 + Self.margin) * Self.scale))
        let alphas = (start...end).map { output[$0, rowY].a }
        let partial = alphas.filter { $0 > 8 && $0 < 247 }.count
        #expect(alphas.first == 255 && alphas.last == 0)
        #expect(partial >= 1 && partial <= 3, "the ramp: \(alphas)")
        // The rim: some opaque pixel near the edge is lighter than the paper deep inside.
        let interior = output[start, rowY]
        let edgePixels = (start...end).map { output[$0, rowY] }.filter { $0.a == 255 }.suffix(4)
        #expect(
            edgePixels.contains { Int($0.r) > Int(interior.r) + 20 },
            "no rim near the edge: \(Array(edgePixels)) vs \(interior)")
        let plain = try Self.render(crackTip: 400, opening: 1.5, rim: 0)
        #expect(
            (start...end).allSatisfy { plain[$0, rowY].a < 255 || plain[$0, rowY].r <= interior.r + 1 },
            "rim strength 0: no rim")
    }

    @Test("the rendered animation: whole, cracking, halves parting, faded — in that order, never cut off by the frame")
    func theAnimationCracksThenPartsInsideItsFrame() throws {
        let card = RGBAImage(width: 120, height: 160, fill: (200, 60, 60, 255))
        let size = CGSize(width: 60, height: 80)
        let frame = CGRect(x: -30, y: -12, width: 120, height: 104)
        let frames = TearInTwoRenderer.animation(
            configuration: TearInTwoConfiguration(seed: 2), source: card, scale: 2, viewSize: size,
            frame: frame, fps: 30, endsAtFade: true, hold: 0.3)
        let phases = frames.map { $0.caption.components(separatedBy: " · ").last ?? "" }.map {
            $0.hasPrefix("cracking") || $0 == "cracked through" ? "cracking" : $0
        }
        var order: [String] = []
        for phase in phases where order.last != phase { order.append(phase) }
        #expect(order == ["whole", "cracking", "halves parting", "faded"], "\(phases)")
        #expect(phases.suffix(9).allSatisfy { $0 == "faded" }, "a short hold on the faded frame")
        for torn in frames {
            let image = try torn.render()
            let border =
                (0..<image.width).flatMap { [image[$0, 0].a, image[$0, image.height - 1].a] }
                + (0..<image.height).flatMap { [image[0, $0].a, image[image.width - 1, $0].a] }
            #expect(border.allSatisfy { $0 == 0 }, "\(torn.caption): a half touches the frame's edge")
            if torn.caption.hasSuffix("cracking 0 %") || torn.caption.hasSuffix("whole") { continue }
        }
        // While cracking, the halves have not moved: the view's corners are where they were.
        let cracking = try frames.first { $0.caption.contains("cracking") }!.render()
        #expect(cracking[60, 24].a == 255 && cracking[60 + 118, 24 + 158].a == 255)
    }

    /// The opened crack reads as torn paper, not a seismograph trace: its edge bends both ways over
    /// tens of pixels, but it has no one-row horizontal spikes (a jump of 2 px or more one way, then
    /// 2 px or more back on the next row), which a one-point zigzag of the cut draws on every few rows.
    @Test("the opened crack's edge has no one-row spikes and still bends", arguments: [1, 3, 7] as [UInt64])
    func theCrackIsNotAZigzag(seed: UInt64) throws {
        let size = CGSize(width: 160, height: 200)
        let card = RGBAImage(width: 160, height: 200, fill: (200, 60, 60, 255))
        let renderer = TearInTwoRenderer(
            source: card, scale: 1, path: TearInTwoPath(viewSize: size, seed: seed),
            flyOut: TearInTwoFlyOut(distance: 100))
        let cracked = try renderer.frame(progress: 0, crack: 1)
        // The crack's left edge on each row: the first see-through pixel from the left (the card is opaque).
        let rows = Array(4..<150)
        let edges: [Int] = rows.map { (y: Int) -> Int in
            let seeThrough: Int? = (0..<cracked.width).first { (x: Int) -> Bool in cracked[x, y].a < 128 }
            return seeThrough ?? -1
        }
        #expect(!edges.contains(-1), "the crack is open on every row: \(edges)")
        let steps = zip(edges, edges.dropFirst()).map { $1 - $0 }
        let spikes = zip(steps, steps.dropFirst()).filter { a, b in a * b < 0 && abs(a) >= 2 && abs(b) >= 2 }.count
        #expect(
            Double(spikes) < 0.02 * Double(steps.count), "\(spikes) one-row spikes along \(rows.count) rows: \(edges)")
        #expect((edges.max() ?? 0) - (edges.min() ?? 0) >= 6, "the crack hardly bends: \(edges)")
    }
}
