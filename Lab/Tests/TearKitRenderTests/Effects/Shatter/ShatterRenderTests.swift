import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The shipping `shatterVertex` / `shatterFragment` through MSLHost's rasteriser, pixel by pixel.
@Suite struct ShatterRenderTests {
    /// The largest per-channel difference between two images of the same size.
    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    static func isClear(_ image: RGBAImage) -> Bool { image.pixels.allSatisfy { $0 == 0 } }

    /// Physics without sideways drift, falling with acceleration `a` (no terminal speed reached), turning at `spin`.
    static func straightDown(_ a: Double, spin: Double = 0) -> ShatterPhysics {
        ShatterPhysics(acceleration: a...a, terminalSpeed: 1e5, sidewaysSpeed: 0...0, spin: spin...spin)
    }

    static let tilings: [(String, ShatterPattern, CGSize, Double)] = [
        ("7-pt squares at 2×", .pieces(size: 7), CGSize(width: 50, height: 33), 2),
        ("2-pt squares at 3×", .pieces(size: 2), CGSize(width: 31, height: 20), 3),
        ("1.5-pt squares at 2× (edges between pixels' centres)", .pieces(size: 1.5), CGSize(width: 30, height: 21), 2),
        (
            "1.25-pt squares at 2× (edges through pixels' centres: the fill rule decides)", .pieces(size: 1.25),
            CGSize(width: 30, height: 20), 2
        ),
        ("0.75-pt squares at 2× (corners on pixels' centres)", .pieces(size: 0.75), CGSize(width: 15, height: 12), 2),
        ("shards at 2×", .glass, CGSize(width: 120, height: 90), 2),
        ("small shards at 3×", .shards(size: 8, impact: CGPoint(x: 10, y: 70)), CGSize(width: 60, height: 80), 3),
    ]

    @Test(
        "at t = 0 the frame is the snapshot: every pixel drawn exactly once (a gap would be clear, an overlap darker)",
        arguments: tilings.indices)
    func timeZeroIsTheSnapshot(index: Int) throws {
        let (name, pattern, size, scale) = Self.tilings[index]
        let snapshot = TestCard.pattern(
            width: Int(Double(size.width) * scale), height: Int(Double(size.height) * scale))
        // Glass physics for shards: cracks and glint must still be exactly nothing at t = 0.
        let physics: ShatterPhysics? = if case .shards = pattern { .glass(fallHeight: 300) } else { nil }
        let shatter = Shatter(viewSize: size, pattern: pattern, physics: physics, seed: 5)
        let frame = try ShatterRenderer(snapshot: snapshot, scale: scale, shatter: shatter).frame(at: 0)
        // Semi-transparent pixels: drawing one twice (source-over) would raise its alpha; missing it leaves 0.
        #expect(Self.largestDifference(frame, snapshot) <= 1, "\(name)")
    }

    @Test("after the computed end time the frame is empty; one 120 Hz frame earlier it is not")
    func emptyAfterTheEnd() throws {
        let size = CGSize(width: 60, height: 40)
        let snapshot = TestCard.pattern(width: 120, height: 80)
        for (pattern, margin, before) in [
            (ShatterPattern.pieces(size: 4), 0.0, 1.0 / 120), (.pieces(size: 3), 30, 1.0 / 120),
            (.glass, 20, 1.0 / 120),
        ] {
            let shatter = Shatter(viewSize: size, pattern: pattern, physics: .glass(fallHeight: 40), seed: 2)
            let renderer = ShatterRenderer(
                snapshot: snapshot, scale: 2, shatter: shatter,
                frame: shatter.bounds.insetBy(dx: -margin, dy: -margin))
            let end = renderer.endTime
            #expect(Self.isClear(try renderer.frame(at: end)), "\(pattern) at \(end)")
            #expect(
                !Self.isClear(try renderer.frame(at: end - before)),
                "\(pattern) margin \(margin) before \(end): \(shatter.pieces.count)")
        }
    }

    @Test("the vertex function moves a piece by the closed-form fall: content shifted by exactly 10 pt at t = 0.5 s")
    func vertexFunctionFalls() throws {
        // ½·a·t² = 10 pt at t = 0.5 s → a = 80 pt/s².
        let shatter = Shatter(
            viewSize: CGSize(width: 16, height: 12), pattern: .pieces(size: 4), physics: Self.straightDown(80))
        let snapshot = TestCard.pattern(width: 32, height: 24)
        let renderer = ShatterRenderer(
            snapshot: snapshot, scale: 2, shatter: shatter,
            frame: CGRect(x: 0, y: 0, width: 16, height: 30))
        let frame = try renderer.frame(at: 0.5)
        for y in 0..<60 {
            for x in 0..<32 {
                let expected = (y >= 20 && y < 44) ? snapshot[x, y - 20] : (0, 0, 0, 0)
                let got = frame[x, y]
                #expect(
                    abs(Int(got.r) - Int(expected.0)) <= 1 && abs(Int(got.a) - Int(expected.3)) <= 1, "pixel \(x), \(y)"
                )
            }
        }
    }

    @Test(
        "the break's delay holds a shard in place, then the vertex function starts the same fall: 10 pt at delay + 0.5 s"
    )
    func vertexFunctionWaitsForTheBreak() throws {
        // One shard covering the view: delay = ⅖ × breakDelay = 0.16 s; ½·80·0.5² = 10 pt.
        var physics = Self.straightDown(80)
        physics.breakDelay = 0.4
        let shatter = Shatter(
            viewSize: CGSize(width: 16, height: 12), pattern: .shards(size: 1024, impact: nil), physics: physics,
            seed: 2)
        try #require(shatter.pieces.count == 1)
        #expect(abs(shatter.pieces[0].motion.delay - 0.16) < 1e-12)
        let snapshot = TestCard.pattern(width: 32, height: 24)
        let renderer = ShatterRenderer(
            snapshot: snapshot, scale: 2, shatter: shatter, frame: CGRect(x: 0, y: 0, width: 16, height: 30))
        let held = try renderer.frame(at: 0.16)
        let fallen = try renderer.frame(at: 0.66)
        for y in 0..<60 {
            for x in 0..<32 {
                let still = y < 24 ? snapshot[x, y] : (0, 0, 0, 0)
                #expect(
                    abs(Int(held[x, y].r) - Int(still.0)) <= 1 && abs(Int(held[x, y].a) - Int(still.3)) <= 1,
                    "held \(x), \(y)")
                let expected = (y >= 20 && y < 44) ? snapshot[x, y - 20] : (0, 0, 0, 0)
                #expect(
                    abs(Int(fallen[x, y].r) - Int(expected.0)) <= 1 && abs(Int(fallen[x, y].a) - Int(expected.3)) <= 1,
                    "fallen \(x), \(y)")
            }
        }
    }

    @Test(
        "cracks: shortly after the impact the shards are in place and their shared edges are lighter; squares never are"
    )
    func cracksShineBeforeThePiecesMove() throws {
        let size = CGSize(width: 120, height: 160)
        let snapshot = RGBAImage(width: 240, height: 320, fill: (40, 40, 120, 255))
        let glass = Shatter(
            viewSize: size, pattern: .shards(size: 24, impact: nil), physics: .glass(fallHeight: 400), seed: 4)
        let t = 0.05  // cracks everywhere (a fifth of the 0.2-s break delay = 0.04 s), nothing moved yet (two fifths)
        #expect(glass.pieces.allSatisfy { $0.motion.delay > t })
        let frame = try ShatterRenderer(snapshot: snapshot, scale: 2, shatter: glass).frame(at: t)
        #expect(frame.pixels.count == snapshot.pixels.count)
        var lighter = 0
        for y in 0..<320 { for x in 0..<240 where frame[x, y].a == 255 && frame[x, y].r > 80 { lighter += 1 } }
        #expect(
            frame.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 },
            "no gap: the shards have not moved")
        #expect(lighter > 500, "\(lighter) crack pixels")
        #expect(lighter < 240 * 320 / 4, "cracks are thin lines: \(lighter)")
        // The view's own border is not a crack (only where a crack meets it).
        let border = (0..<240).filter { frame[$0, 0].r > 80 }.count + (0..<320).filter { frame[0, $0].r > 80 }.count
        #expect(border < 60, "\(border) lit border pixels (of 560)")
        // Squares stay flat: moving, never lightened.
        let squares = Shatter(viewSize: size, pattern: .pieces(size: 8), physics: .glass(fallHeight: 400), seed: 4)
        let squaresFrame = try ShatterRenderer(snapshot: snapshot, scale: 2, shatter: squares).frame(at: t)
        #expect((0..<320).allSatisfy { y in (0..<240).allSatisfy { squaresFrame[$0, y].r <= 40 } })
    }

    @Test("the cracks run out from the impact: part way, cracks show inside the front's circle and none beyond it")
    func cracksRunOutFromTheImpact() throws {
        let size = CGSize(width: 240, height: 320)
        let white = RGBAImage(width: 240, height: 320, fill: (255, 255, 255, 255))
        let glass = Shatter(
            viewSize: size, pattern: .shards(size: 24, impact: CGPoint(x: 120, y: 160)),
            physics: .glass(fallHeight: 700), seed: 2)
        // A tenth of the break delay: the front half way to the farthest corner, no shard moved.
        let t = 0.1 * glass.physics.breakDelay
        let radius = glass.crackSpeed * t
        #expect(glass.pieces.allSatisfy { $0.motion.delay > t })
        let frame = try ShatterRenderer(snapshot: white, scale: 1, shatter: glass).frame(at: t)
        var inside = 0, beyond: [(Int, Int)] = []
        for y in 0..<320 {
            for x in 0..<240 where frame[x, y].r < 250 {
                // The pixel's centre, points, from the impact.
                let distance = hypot(Double(x) + 0.5 - Double(glass.impact.x), Double(y) + 0.5 - Double(glass.impact.y))
                if distance < radius - 4 { inside += 1 }
                if distance > radius + 4 { beyond.append((x, y)) }
            }
        }
        #expect(inside > 0, "no crack within \(radius - 4) pt of the impact")
        #expect(beyond.count == 0, "\(beyond.count) crack pixels beyond \(radius + 4) pt, e.g. \(beyond.prefix(3))")
    }

    @Test("terminal speed caps the fall in the shader too: 2 pt after the cap time, 2 pt per 0.1 s")
    func vertexFunctionTerminalSpeed() throws {
        // a = 20 pt/s², vT = 20 pt/s: t* = 1 s, 10 pt; at 1.5 s: 10 + 10 = 20 pt.
        let physics = ShatterPhysics(acceleration: 20...20, terminalSpeed: 20, sidewaysSpeed: 0...0)
        let shatter = Shatter(viewSize: CGSize(width: 4, height: 4), pattern: .pieces(size: 4), physics: physics)
        let snapshot = RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        let renderer = ShatterRenderer(
            snapshot: snapshot, scale: 1, shatter: shatter, frame: CGRect(x: 0, y: 0, width: 4, height: 40))
        let frame = try renderer.frame(at: 1.5)
        let rows = (0..<40).filter { frame[1, $0].a > 0 }
        #expect(rows == Array(20..<24))
    }

    @Test("a shard turned a quarter turn shows the snapshot rotated about its centre")
    func vertexFunctionTurns() throws {
        // One shard (the impact's cell covers the whole 12-pt view), at its terminal speed of 200 pt/s
        // almost at once, spinning π rad/s there: it turns once it has fallen 30 pt, so a quarter turn
        // after 130 pt (t = 0.6501 s). The frame follows it down.
        let size = CGSize(width: 12, height: 12)
        let physics = ShatterPhysics(
            acceleration: 1e6...1e6, terminalSpeed: 200, sidewaysSpeed: 0...0, spin: Double.pi...Double.pi)
        let shatter = Shatter(viewSize: size, pattern: .shards(size: 1024, impact: nil), physics: physics, seed: 1)
        try #require(shatter.pieces.count == 1)
        let pivot = shatter.pieces[0].pivot
        let clockwise = shatter.pieces[0].motion.spin > 0
        #expect(abs(pivot.x - 6) < 1e-9 && abs(pivot.y - 6) < 1e-9)
        #expect(abs(shatter.pieces[0].motion.displacement(at: 0.6501).dy - 130) < 1e-6)
        #expect(abs(abs(shatter.pieces[0].motion.angle(at: 0.6501)) - .pi / 2) < 1e-6)
        let snapshot = TestCard.pattern(width: 12, height: 12)
        let frame = try ShatterRenderer(
            snapshot: snapshot, scale: 1, shatter: shatter, frame: CGRect(x: 0, y: 130, width: 12, height: 12)
        )
        .frame(at: 0.6501)
        var worst = 0
        for y in 1..<11 {
            for x in 1..<11 {
                // Screen rotation by +90° (y down): (dx, dy) → (−dy, dx). Invert it to find the source pixel.
                let dx = Double(x) + 0.5 - 6, dy = Double(y) + 0.5 - 6
                let (sx, sy) = clockwise ? (dy + 6, -dx + 6) : (-dy + 6, dx + 6)
                let source = snapshot[Int(sx.rounded(.down)), Int(sy.rounded(.down))]
                worst = max(worst, abs(Int(frame[x, y].r) - Int(source.r)), abs(Int(frame[x, y].a) - Int(source.a)))
            }
        }
        #expect(worst <= 2)
    }

    @Test("the fragment function fades the pieces: half way through the fade, half the alpha")
    func fragmentFunctionFades() throws {
        var physics = Self.straightDown(1e-6)
        physics.fadeStart = 0.1
        physics.fadeDuration = 0.2
        let shatter = Shatter(viewSize: CGSize(width: 8, height: 8), pattern: .pieces(size: 2), physics: physics)
        let snapshot = RGBAImage(width: 8, height: 8, fill: (200, 100, 50, 255))
        let renderer = ShatterRenderer(snapshot: snapshot, scale: 1, shatter: shatter)
        let half = try renderer.frame(at: 0.2)
        #expect(half.pixels.count == 256)
        for y in 0..<8 {
            for x in 0..<8 { #expect(abs(Int(half[x, y].a) - 128) <= 1 && abs(Int(half[x, y].r) - 100) <= 1) }
        }
        #expect(Self.isClear(try renderer.frame(at: 0.31)))
        #expect(renderer.endTime == 0.30000000000000004 || abs(renderer.endTime - 0.3) < 1e-12)
    }

    @Test("frames over a background: the background shows where no piece is")
    func background() throws {
        let shatter = Shatter(
            viewSize: CGSize(width: 4, height: 4), pattern: .pieces(size: 4), physics: Self.straightDown(100))
        let renderer = ShatterRenderer(
            snapshot: RGBAImage(width: 4, height: 4, fill: (0, 0, 255, 255)), scale: 1, shatter: shatter,
            frame: CGRect(x: -4, y: 0, width: 12, height: 4))
        let frame = try renderer.frame(at: 10, background: .white)
        #expect(frame.pixels.allSatisfy { $0 == 255 })
        let start = try renderer.frame(at: 0, background: .white)
        #expect(start[0, 0] == (255, 255, 255, 255) && start[5, 2] == (0, 0, 255, 255))
    }

    @Test("hostile times and scales: no crash, a clear error or a sane frame")
    func hostileInput() throws {
        let shatter = Shatter(viewSize: CGSize(width: 10, height: 10), pattern: .pieces(size: 5))
        let renderer = ShatterRenderer(snapshot: TestCard.pattern(width: 10, height: 10), scale: 1, shatter: shatter)
        #expect(try renderer.frame(at: .nan) == renderer.frame(at: 0))
        #expect(try renderer.frame(at: -3) == renderer.frame(at: 0))
        #expect(Self.isClear(try renderer.frame(at: .infinity)))
        #expect(Self.isClear(try renderer.frame(at: 1e30)))
        #expect(throws: LayerEffectError.invalidScale(0)) {
            try ShatterRenderer(snapshot: TestCard.pattern(width: 10, height: 10), scale: 0, shatter: shatter).frame(
                at: 0)
        }
        // A snapshot of the wrong size is still sampled by normalised coordinates: no out-of-bounds reads.
        let small = try ShatterRenderer(snapshot: TestCard.pattern(width: 3, height: 2), scale: 1, shatter: shatter)
            .frame(at: 0)
        #expect(small.width == 10)
        let empty = try ShatterRenderer(snapshot: RGBAImage(width: 0, height: 0), scale: 1, shatter: shatter).frame(
            at: 0)
        #expect(Self.isClear(empty))
    }
}
