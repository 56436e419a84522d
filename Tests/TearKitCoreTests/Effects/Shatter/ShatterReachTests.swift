import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The shatter's drawable is sized to where its pieces go (``Shatter/reach(fallingThrough:)``, cut to
/// the window): every piece is inside it for as long as any of it can be seen, and a view narrower
/// than the window does not pay for the window's width.
@Suite("Shatter reach")
struct ShatterReachTests {
    /// An iPhone 15's window, 390 × 844 pt.
    static let window = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Strong sideways drift both ways, turning shards: the motions that carry pieces furthest.
    static let drifting = ShatterPhysics(
        acceleration: 1200...1800, terminalSpeed: 2400, sidewaysSpeed: -400...400, spin: 2...4.5, breakDelay: 0.2)
    /// Straight down, no turn: only the shards' parting moves them sideways (toward their own centres).
    static let parting = ShatterPhysics(
        acceleration: 1200...1800, terminalSpeed: 2400, sidewaysSpeed: 0...0, spin: 0...0, breakDelay: 0.2)

    /// The part of every piece in the window, at 30 moments from the break to the end, is inside the
    /// drawable: nothing that can be seen is cut off. (A full-screen view's drawable is the window:
    /// ``PiecesDrawableTests``.)
    @Test(
        arguments: [
            CGRect(x: 16, y: 300, width: 358, height: 44), CGRect(x: 145, y: 400, width: 100, height: 44),
            CGRect(x: 300, y: 60, width: 80, height: 120),
        ],
        [
            ShatterConfiguration.glass, .squares, ShatterConfiguration(pattern: .pieces(size: 6), physics: drifting),
            ShatterConfiguration(pattern: .shards(size: 30, impact: nil), physics: drifting),
            ShatterConfiguration(pattern: .shards(size: 30, impact: nil), physics: parting),
        ])
    func everyPieceIsInsideTheDrawableWhileItCanBeSeen(view: CGRect, configuration: ShatterConfiguration) {
        let region = Shatter.fallRegion(viewFrame: view, window: Self.window, configuration: configuration)
        let prepared = PreparedShatter(
            viewSize: view.size, pattern: configuration.pattern,
            physics: configuration.physics(fallHeight: Double(region.height)), seed: 4, region: region)
        let drawable = prepared.region
        var outside = 0, seen = 0
        for step in 0...30 {
            let t = prepared.duration * Double(step) / 30
            for piece in prepared.shatter.pieces {
                let corners = piece.polygon(at: t)
                let box = CGRect(
                    x: corners.map(\.x).min()!, y: corners.map(\.y).min()!,
                    width: corners.map(\.x).max()! - corners.map(\.x).min()!,
                    height: corners.map(\.y).max()! - corners.map(\.y).min()!)
                let visible = box.intersection(region)
                guard !visible.isNull, !visible.isEmpty else { continue }
                seen += 1
                if !drawable.insetBy(dx: -1e-6, dy: -1e-6).contains(visible) { outside += 1 }
            }
        }
        #expect(seen > 0)
        #expect(outside == 0, "\(outside) of \(seen) sightings outside \(drawable)")
    }

    /// A 100 × 44-pt button in the middle of the window breaking into squares: its drawable is a strip
    /// from the button down, a little wider than the button (the squares drift at most a twentieth of
    /// their fall), not the window's width.
    @Test func aNarrowViewsSquaresGetAStripNotTheWindow() {
        let button = CGRect(x: 145, y: 400, width: 100, height: 44)
        let region = Shatter.fallRegion(viewFrame: button, window: Self.window, configuration: .squares)
        let prepared = PreparedShatter(
            viewSize: button.size, pattern: .squares, physics: ShatterConfiguration.squares.physics(fallHeight: 844),
            seed: 1, region: region)
        // The fall below the button's top edge is 444 pt: a drift of at most 0.05 × 444 ≈ 22 pt a side.
        #expect(prepared.region.minX >= -23 && prepared.region.maxX <= 123)
        #expect(prepared.region.minY == 0 && prepared.region.maxY == 444)
        #expect(prepared.region.width < Self.window.width / 2)
    }

    /// Squares that all drift one way get room on that side only: the drawable is as wide as the
    /// drift takes them, not a point more on the side they never reach (squares do not part).
    @Test(arguments: [-400.0...(-100), 100...400])
    func squaresDriftingOneWayGetNoRoomOnTheOtherSide(sideways: ClosedRange<Double>) {
        let physics = ShatterPhysics(
            acceleration: 1200...1800, terminalSpeed: 2400, sidewaysSpeed: sideways, breakDelay: 0.2)
        let button = CGRect(x: 145, y: 400, width: 100, height: 44)
        let shatter = Shatter(viewSize: button.size, pattern: .squares, physics: physics, seed: 1)
        let reach = shatter.reach(fallingThrough: Self.window.offsetBy(dx: -button.minX, dy: -button.minY))
        let (toward, away) = sideways.upperBound < 0 ? (reach.left, reach.right) : (reach.right, reach.left)
        #expect(toward > 10, "\(reach)")
        #expect(away == 0, "\(reach)")
        #expect(reach.top == 0, "\(reach)")
    }

    /// Glass that drifts one way still gets room on the other side, for its shards' turning: exactly
    /// as far as the farthest shard's circle (its radius about its pivot) reaches past that edge.
    @Test(arguments: [-400.0...(-100), 100...400])
    func glassDriftingOneWayGetsRoomForItsTurningOnTheOtherSide(sideways: ClosedRange<Double>) {
        var physics = ShatterConfiguration.glass.physics(fallHeight: 844)
        physics.sidewaysSpeed = sideways
        let card = CGRect(x: 45, y: 300, width: 300, height: 200)
        let shatter = Shatter(viewSize: card.size, pattern: .glass, physics: physics, seed: 3)
        let reach = shatter.reach(fallingThrough: Self.window.offsetBy(dx: -card.minX, dy: -card.minY))
        let turning = shatter.pieces.filter { $0.motion.spin != 0 }
        #expect(!turning.isEmpty)
        let pastLeft = turning.map { $0.radius - Double($0.pivot.x) }.max() ?? 0
        let pastRight = turning.map { Double($0.pivot.x) + $0.radius - Double(card.width) }.max() ?? 0
        let away = sideways.upperBound < 0 ? reach.right : reach.left
        let turningPast = sideways.upperBound < 0 ? pastRight : pastLeft
        #expect(turningPast > 0, "no shard turns past the edge: the check would mean nothing")
        #expect(abs(away - max(turningPast, 0)) < 1e-9, "\(reach), shards turn \(turningPast) pt past the edge")
    }

    /// A 44-pt row's glass: from just above the row (the shards' turning corners) to the window's
    /// bottom edge; never the part of the window above the row. A shard turns only once it has fallen
    /// 30 pt, so its corners rise above the row by less than its radius: the drawable starts less than
    /// 30 pt above the row.
    @Test func aRowsGlassIsDrawnFromJustAboveTheRowToTheWindowsBottom() {
        let row = CGRect(x: 16, y: 300, width: 358, height: 44)
        let region = Shatter.fallRegion(viewFrame: row, window: Self.window, configuration: .glass)
        let prepared = PreparedShatter(
            viewSize: row.size, pattern: .glass, physics: ShatterConfiguration.glass.physics(fallHeight: 844), seed: 2,
            region: region)
        #expect(prepared.region.minY < 0 && prepared.region.minY > -30, "\(prepared.region)")
        #expect(prepared.region.maxY == 544)
    }

    /// No pieces, or a region that cannot be measured: no reach (the drawable is then the view).
    @Test func nothingToBreakReachesNowhere() {
        let empty = Shatter(viewSize: .zero, pattern: .squares, seed: 1)
        #expect(empty.reach(fallingThrough: Self.window) == .zero)
        let card = Shatter(viewSize: CGSize(width: 40, height: 40), pattern: .squares, seed: 1)
        #expect(card.reach(fallingThrough: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)) == .zero)
        #expect(card.reach(fallingThrough: CGRect(x: 0, y: 0, width: 100, height: 0)) == .zero)
    }
}

/// What five rows of the demo's list hold when they shatter at once (a double tap on each): the
/// figure `Documentation/Performance.md` gives.
@Suite("Shatter memory of five rows")
struct ShatterFiveRowsMemoryTests {
    /// Five 358 × 44-pt rows, one under the other from y = 100 pt, in a 390 × 844-pt window at 3×
    /// under an effects layer, each with its own seed: each run's texture, quads and two drawables
    /// together stay under 100 MB (three drawables as wide as the window, Core Animation's default
    /// count, would make 147 MB).
    @Test(arguments: [ShatterConfiguration.glass, .squares])
    func fiveRowsShatteringAtOnceHoldUnder100MB(configuration: ShatterConfiguration) {
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        var bytes = 0
        for index in 0..<5 {
            let row = CGRect(x: 16, y: 100 + 44 * Double(index), width: 358, height: 44)
            let seeded = ShatterConfiguration(pattern: configuration.pattern, seed: UInt64(index + 1))
            let region = Shatter.fallRegion(viewFrame: row, window: window, configuration: seeded, displayScale: 3)
            let prepared = PreparedShatter(
                viewSize: row.size, pattern: seeded.pattern, physics: seeded.physics(fallHeight: Double(region.height)),
                seed: seeded.seed, region: region)
            let texture = MetalSurfaceSize(points: row.size, scale: 3)
            bytes += texture.width * texture.height * 4 + prepared.quads.count * MemoryLayout<Float>.size
            bytes += PiecesDrawable.bytes(region: prepared.region, scale: 3)
        }
        #expect(bytes < 100_000_000, "\(Double(bytes) / 1e6) MB")
    }
}
