import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The shipping `dustVertex` / `dustFragment` through MSLHost's rasteriser, pixel by pixel: what a user
/// sees of the dust — the view whole at the start, the front's side emptying first, the part the front
/// has not reached intact, the dust only ever fading, nothing left at the end, seeded, reversible.
@Suite struct DustRenderTests {
    /// A frame of the dust of `snapshot` (a view at `scale`) at `time`, into the view's bounds or `frame`.
    static func frame(
        _ snapshot: RGBAImage, scale: Double = 2, _ configuration: DustConfiguration = DustConfiguration(seed: 3),
        frame: CGRect? = nil,
        at time: Double, insertion: Bool = false
    ) throws -> RGBAImage {
        let view = CGRect(x: 0, y: 0, width: Double(snapshot.width) / scale, height: Double(snapshot.height) / scale)
        return try RenderableEffect.dustFrame(
            snapshot: snapshot, scale: scale, configuration: configuration, frame: frame ?? view,
            time: time, insertion: insertion)
    }

    /// The sum of the alpha channel over the columns `columns` (all by default).
    static func alpha(_ image: RGBAImage, columns: Range<Int>? = nil) -> Int {
        let columns = columns ?? 0..<image.width
        var sum = 0
        for y in 0..<image.height {
            for x in columns { sum += Int(image[x, y].a) }
        }
        return sum
    }

    static func isClear(_ image: RGBAImage) -> Bool { image.pixels.allSatisfy { $0 == 0 } }

    @Test(
        "at t = 0 the frame is the view to the pixel, for every particle size, with room around it or not",
        arguments: [(1.0, 2.0), (2, 2), (3, 3), (4, 1), (2, 3)])
    func timeZeroIsTheView(particleSize: Double, scale: Double) throws {
        let snapshot = TestCard.pattern(width: 63, height: 47)
        let configuration = DustConfiguration(particleSize: particleSize, seed: 7)
        #expect(try Self.frame(snapshot, scale: scale, configuration, at: 0) == snapshot)
        // In a frame with room: the view where it is, nothing around it.
        let margin = 10 / scale
        let view = CGRect(x: 0, y: 0, width: 63 / scale, height: 47 / scale)
        let framed = try Self.frame(
            snapshot, scale: scale, configuration, frame: view.insetBy(dx: -margin, dy: -margin), at: 0)
        for y in 0..<framed.height {
            for x in 0..<framed.width {
                let inside = (10..<73).contains(x) && (10..<57).contains(y)
                #expect(framed[x, y] == (inside ? snapshot[x - 10, y - 10] : (0, 0, 0, 0)), "pixel \(x), \(y)")
            }
        }
    }

    @Test(
        "at t = 0 the view is whole in a frame whose pixels fall between the view's (the tool's frame of whole points at 1.5×, 2.5× or a photo's 3.08×): opaque inside, clear outside"
    )
    func timeZeroIsWholeBetweenPixels() throws {
        let viewSize = CGSize(width: 60, height: 40)
        let configuration = DustConfiguration(seed: 2)
        // The tool's frame is in whole points: 23 pt to the left is 34.5 px at 1.5×, so every cell's edge
        // falls on a pixel's centre, which one cell, and only one, must cover whole.
        let frame = RenderableEffect.dustFrameRect(around: viewSize, configuration: configuration)
        for scale in [1.5, 2.5, 1200.0 / 390] {
            let snapshot = RGBAImage(
                width: Int((60 * scale).rounded()), height: Int((40 * scale).rounded()), fill: (200, 100, 50, 255))
            let image = try RenderableEffect.dustFrame(
                snapshot: snapshot, scale: scale, configuration: configuration, frame: frame, time: 0)
            var seams = 0, beyond = 0
            for py in 0..<image.height {
                for px in 0..<image.width {
                    // The pixel's centre in points of the view; half a point to spare at the view's edge.
                    let x = (Double(px) + 0.5) / scale + frame.minX, y = (Double(py) + 0.5) / scale + frame.minY
                    if x > 0.5, y > 0.5, x < 59.5, y < 39.5 {
                        if image[px, py].a != 255 { seams += 1 }
                    } else if x < -0.5 || y < -0.5 || x > 60.5 || y > 40.5 {
                        if image[px, py].a != 0 { beyond += 1 }
                    }
                }
            }
            #expect(seams == 0, "at \(scale)×: \(seams) pixels inside the view are not opaque")
            #expect(beyond == 0, "at \(scale)×: \(beyond) pixels beyond the view are drawn")
        }
    }

    @Test(
        "the front's side empties first, in each direction, and what the front has not reached is intact",
        arguments: [
            (0.0, "from the left"), (Double.pi, "from the right"), (Double.pi / 2, "from the top"),
            (3 * Double.pi / 2, "from the bottom"),
        ])
    func theFrontsSideEmptiesFirst(direction: Double, name: String) throws {
        let card = TestCard.card(widthPoints: 120, heightPoints: 120)
        let configuration = DustConfiguration(direction: direction, seed: 5)
        let sweep = Dust.endTimeBound(configuration: configuration) * Dust.sweepShare
        // How far a pixel is along the sweep, 0…1 (the card is square).
        func along(_ x: Int, _ y: Int) -> Double {
            let u = (Double(x) + 0.5) / 120, v = (Double(y) + 0.5) / 120
            switch name {
            case "from the right": return 1 - u
            case "from the top": return v
            case "from the bottom": return 1 - v
            default: return u
            }
        }
        // Half way through the sweep: the starting quarter thinning, the far quarter untouched; when the
        // front has crossed, the starting quarter has less left than the far one.
        func quarters(at time: Double) throws -> (first: Int, last: Int, lastChanged: Bool) {
            let image = try Self.frame(card, scale: 1, configuration, at: time)
            var first = 0, last = 0, lastChanged = false
            for y in 0..<120 {
                for x in 0..<120 {
                    let u = along(x, y)
                    if u < 0.25 { first += Int(image[x, y].a) }
                    if u >= 0.75 {
                        last += Int(image[x, y].a)
                        lastChanged = lastChanged || image[x, y] != card[x, y]
                    }
                }
            }
            return (first, last, lastChanged)
        }
        let whole = 30 * 120 * 255
        let middle = try quarters(at: 0.5 * sweep)
        #expect(middle.first < whole && !middle.lastChanged && middle.last == whole, "\(name): \(middle)")
        let crossed = try quarters(at: sweep)
        #expect(crossed.first < crossed.last, "\(name): \(crossed)")
    }

    @Test("the front's ragged outline is the same in points at 1× and 2×: each point row keeps as much of the view")
    func raggedFrontIsLaidOutInPoints() throws {
        let card = TestCard.card(widthPoints: 200, heightPoints: 100)
        // The same card at 2×, each point a 2 × 2 block of its pixel.
        var double = RGBAImage(width: 400, height: 200)
        for y in 0..<200 {
            for x in 0..<400 { double[x, y] = card[x / 2, y / 2] }
        }
        let configuration = DustConfiguration(wind: 0, turbulence: 0, seed: 4)
        // The front about half way across, the particles behind it fading.
        let time = 0.6
        let single = try Self.frame(card, scale: 1, configuration, at: time)
        let twice = try Self.frame(double, scale: 2, configuration, at: time)
        // How many points of a row are still the view, untouched.
        func intact(_ image: RGBAImage, _ snapshot: RGBAImage, row: Int) -> Int {
            (0..<image.width).filter { image[$0, row] == snapshot[$0, row] && image[$0, row].a == 255 }.count
        }
        var difference = 0.0, released = 0
        for y in 0..<100 {
            let one = Double(intact(single, card, row: y))
            let two = Double(intact(twice, double, row: 2 * y) + intact(twice, double, row: 2 * y + 1)) / 4
            difference += abs(one - two)
            released += 200 - Int(one)
        }
        // The front is part way: some of the card released, some still whole.
        #expect(released > 2000 && released < 18000, "\(released) of 20000 points released at 1×")
        // The noise is sampled in points: the outline differs only by the per-particle jitter.
        #expect(difference / 100 < 4, "the rows differ by \(difference / 100) pt on average (\(released) released)")
    }

    @Test("during a removal the total alpha never rises (30 samples a second), and it falls to nothing")
    func totalAlphaNeverRises() throws {
        let card = TestCard.card(widthPoints: 80, heightPoints: 100, scale: 2)
        for configuration in [
            DustConfiguration(seed: 1),
            DustConfiguration(particleSize: 1, duration: 0.6, direction: 2, wind: 3, turbulence: 3, seed: 2),
            DustConfiguration(particleSize: 4, wind: 0, turbulence: 0, seed: 3),
        ] {
            let room = RenderableEffect.dustFrameRect(
                around: CGSize(width: 80, height: 100), configuration: configuration)
            let end = Dust.endTimeBound(configuration: configuration)
            var previous = Int.max
            for step in 0...Int((end * 30).rounded(.up)) {
                let time = Double(step) / 30
                let total = Self.alpha(try Self.frame(card, scale: 2, configuration, frame: room, at: time))
                #expect(
                    total <= previous, "\(configuration): total alpha rose to \(total) from \(previous) at \(time) s")
                previous = total
            }
            #expect(previous == 0)
        }
    }

    @Test("every pixel is transparent from the end bound on; at 90 % of it some dust is left")
    func clearAfterTheEndBound() throws {
        let card = TestCard.card(widthPoints: 60, heightPoints: 90, scale: 2)
        for configuration in [
            DustConfiguration(seed: 4), DustConfiguration(particleSize: 1, duration: 0.3, direction: 4, seed: 8),
            DustConfiguration(particleSize: 3, duration: 5, wind: 3, turbulence: 3, seed: 9),
        ] {
            // Room for the longest flight: nothing has left the frame before it fades.
            let room = CGRect(x: -600, y: -600, width: 1260, height: 1290)
            let end = Dust.endTimeBound(configuration: configuration)
            for time in [end, end + 0.001, end + 1, 1e6] {
                #expect(
                    Self.isClear(try Self.frame(card, scale: 2, configuration, frame: room, at: time)),
                    "\(configuration) at \(time)")
            }
            #expect(
                !Self.isClear(try Self.frame(card, scale: 2, configuration, frame: room, at: 0.9 * end)),
                "\(configuration)")
        }
    }

    @Test(
        "a particle only ever shows its own cell: changing one cell of the snapshot changes one particle's pixels, nowhere else",
        arguments: [1.0, 2, 3])
    func particlesSampleOnlyTheirCell(particleSize: Double) throws {
        let size = Int(particleSize)
        let snapshot = TestCard.pattern(width: 40, height: 30)
        let configuration = DustConfiguration(particleSize: particleSize, seed: 6)
        let grid = Dust.grid(pixelWidth: 40, pixelHeight: 30, configuration: configuration)
        let room = CGRect(x: -40, y: -60, width: 140, height: 110)
        // The corners (beside the snapshot's edge) and cells inside.
        for cell in [
            0, grid.columns - 1, grid.count - grid.columns, grid.count - 1,
            grid.columns * (grid.rows / 2) + grid.columns / 2, 17,
        ] {
            var changed = snapshot
            let column = cell % grid.columns, row = cell / grid.columns
            for y in (row * size)..<min((row + 1) * size, 30) {
                for x in (column * size)..<min((column + 1) * size, 40) { changed[x, y] = (255, 255, 255, 255) }
            }
            for time in [0.3, 0.5, 0.7] {
                let a = try Self.frame(snapshot, scale: 1, configuration, frame: room, at: time)
                let b = try Self.frame(changed, scale: 1, configuration, frame: room, at: time)
                var xs: [Int] = [], ys: [Int] = []
                for y in 0..<a.height {
                    for x in 0..<a.width where a[x, y] != b[x, y] {
                        xs.append(x)
                        ys.append(y)
                    }
                }
                guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                    continue
                }
                // One particle, at most its cell's size (it only shrinks), covers at most size + 1 pixels each way.
                #expect(
                    maxX - minX <= size && maxY - minY <= size,
                    "cell \(cell) at \(time) s: the change shows over \(minX)...\(maxX) × \(minY)...\(maxY)")
            }
        }
    }

    @Test(
        "a particle shows only its own cell, never a neighbour's or anything beyond the snapshot: particles over cells of two colours show those colours unmixed",
        arguments: [1.0, 2, 3])
    func particlesNeverSampleBeyondTheirCell(particleSize: Double) throws {
        let size = Int(particleSize), width = 60, height = 45
        // Cells alternately opaque red and opaque blue: a sample that reached into a neighbouring cell
        // would mix the two.
        var snapshot = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { snapshot[x, y] = (x / size + y / size) % 2 == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        }
        let room = CGRect(x: -60, y: -80, width: 180, height: 140)
        // Without wind or turbulence each particle stays centred on its cell while it shrinks and fades,
        // so no two particles share a pixel: each pixel shows its own particle's samples alone, faded
        // and partly covered (premultiplied: red or blue exactly as strong as its alpha), whatever the
        // anti-aliased quad's edges reach for beyond the cell.
        for configuration in [
            DustConfiguration(particleSize: particleSize, wind: 0, turbulence: 0, seed: 6),
            DustConfiguration(particleSize: particleSize, direction: 2.5, wind: 0, turbulence: 0, seed: 7),
        ] {
            let end = Dust.endTimeBound(configuration: configuration)
            for time in [0.2, 0.45, 0.6, 0.75].map({ $0 * end }) {
                let frame = try Self.frame(snapshot, scale: 1, configuration, frame: room, at: time)
                var partlyCovered = 0
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let p = frame[x, y]
                        guard p.a > 0 else { continue }
                        // One level of rounding apart at most (the blend rounds each channel on its own).
                        let pure =
                            p.g == 0
                            && ((abs(Int(p.r) - Int(p.a)) <= 1 && p.b == 0)
                                || (abs(Int(p.b) - Int(p.a)) <= 1 && p.r == 0))
                        if !pure {
                            Issue.record(
                                "size \(size), \(configuration.direction) rad at \(time) s: pixel \(x), \(y) is \(p)")
                            return
                        }
                        if p.a < 255 { partlyCovered += 1 }
                    }
                }
                // The check has something to catch: shrunken, faded particles are drawn.
                #expect(partlyCovered > 0, "at \(time) s")
            }
        }
    }

    @Test(
        "the wind and the swirl carry the dust as many points at 2× and 3× as at 1×: the dust's centre moves the same in points"
    )
    func theDustDriftsInPoints() throws {
        let viewSize = CGSize(width: 80, height: 60)
        // The alpha-weighted centre of what is drawn, points of the view.
        func centre(_ image: RGBAImage, frame: CGRect, scale: Double) -> (x: Double, y: Double) {
            var x = 0.0, y = 0.0, weight = 0.0
            for py in 0..<image.height {
                for px in 0..<image.width where image[px, py].a > 0 {
                    let a = Double(image[px, py].a)
                    x += a * ((Double(px) + 0.5) / scale + frame.minX)
                    y += a * ((Double(py) + 0.5) / scale + frame.minY)
                    weight += a
                }
            }
            return (x / weight, y / weight)
        }
        for configuration in [DustConfiguration(seed: 5), DustConfiguration(wind: 2, turbulence: 2, seed: 6)] {
            let frame = RenderableEffect.dustFrameRect(around: viewSize, configuration: configuration)
            let end = Dust.endTimeBound(configuration: configuration)
            // Half way, the front nearly across; then most of the view in flight.
            for time in [0.5, 0.65].map({ $0 * end }) {
                let images = try [1, 2, 3].map { scale in
                    try RenderableEffect.dustFrame(
                        snapshot: TestCard.card(widthPoints: 80, heightPoints: 60, scale: scale),
                        scale: Double(scale), configuration: configuration, frame: frame, time: time)
                }
                let single = centre(images[0], frame: frame, scale: 1)
                // The check has something to catch: the dust has drifted well off the view's centre (40, 30).
                #expect(single.x > 50 && single.y < 28, "\(configuration) at \(time) s: centre \(single)")
                for scale in [2, 3] {
                    let other = centre(images[scale - 1], frame: frame, scale: Double(scale))
                    // Each scale has its own particles (more, smaller ones at 2× and 3×): a point or two apart.
                    #expect(
                        abs(other.x - single.x) < 2 && abs(other.y - single.y) < 2,
                        "\(configuration) at \(time) s: centre \(other) at \(scale)×, \(single) at 1×")
                }
            }
        }
    }

    @Test(
        "the effects benchmark draws the default dust mid-sweep (Documentation/Performance.md: 0.7 s of 1.4 s), in the tool's frame: the far side of the view still whole, most of it released"
    )
    func theBenchmarkMomentIsMidSweep() throws {
        let viewSize = CGSize(width: 160, height: 240)
        let card = TestCard.card(widthPoints: 160, heightPoints: 240)
        let drawn = try #require(try RenderableEffect.dust.benchmark.render(card, viewSize, false).0)
        let frame = RenderableEffect.dustFrameRect(around: viewSize, configuration: DustConfiguration())
        try #require(drawn.width == Int(frame.width) && drawn.height == Int(frame.height))
        // The view's pixels the front has not reached: exactly the card.
        var whole = 0, wholeFarSide = 0
        for y in 0..<240 {
            for x in 0..<160 where drawn[x - Int(frame.minX), y - Int(frame.minY)] == card[x, y] {
                whole += 1
                if x >= 120 { wholeFarSide += 1 }
            }
        }
        #expect(
            whole > 0 && whole == wholeFarSide, "\(whole) pixels of the view whole, \(wholeFarSide) on its far side")
        #expect(whole < 160 * 240 / 4, "\(whole) pixels of the view whole")
    }

    @Test("the same seed gives the same frame; another seed other dust")
    func seeded() throws {
        let card = TestCard.card(widthPoints: 60, heightPoints: 80, scale: 2)
        let a = try Self.frame(card, DustConfiguration(seed: 11), at: 0.6)
        #expect(a == (try Self.frame(card, DustConfiguration(seed: 11), at: 0.6)))
        #expect(a != (try Self.frame(card, DustConfiguration(seed: 12), at: 0.6)))
        #expect(a != card)
    }

    @Test("an insertion is the removal run backwards: clear at its start, the view at its end")
    func insertionReverses() throws {
        let card = TestCard.card(widthPoints: 60, heightPoints: 80, scale: 2)
        let configuration = DustConfiguration(seed: 2)
        let end = Dust.endTimeBound(configuration: configuration)
        let room = RenderableEffect.dustFrameRect(around: CGSize(width: 60, height: 80), configuration: configuration)
        // The insertion runs at `end − time` in the GPU's single precision, the removal at it rounded
        // from double: a particle just leaving the front may round its last level the other way.
        for time in [0.2, 0.5, 0.9, 1.2] {
            let inserted = try Self.frame(card, configuration, frame: room, at: time, insertion: true)
            let removed = try Self.frame(card, configuration, frame: room, at: end - time)
            let difference = zip(inserted.pixels, removed.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(
                inserted.width == removed.width && difference <= 1, "at \(time) s: channels differ by \(difference)")
            #expect(inserted != card && !Self.isClear(inserted), "at \(time) s")
        }
        #expect(Self.isClear(try Self.frame(card, configuration, at: 0, insertion: true)))
        #expect(try Self.frame(card, configuration, at: end, insertion: true) == card)
        #expect(try Self.frame(card, configuration, at: end + 5, insertion: true) == card)
    }
}
