import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Glass fits its view (`ShatterPattern.glass`, shards of size 0): a small view breaks into a few large
/// shards, a full screen into enough to read as glass, the impact's place shapes the pattern, and an
/// explicit size keeps its own rings whatever the view.
@Suite struct GlassFitTests {
    /// A 70 × 46-pt button, a 300 × 200-pt card, and a full iPhone 15 Pro Max screen: 1290 × 2796 px at 3×.
    static let button = CGSize(width: 70, height: 46)
    static let card = CGSize(width: 300, height: 200)
    static let screen = CGSize(width: 1290.0 / 3, height: 2796.0 / 3)

    static func glass(_ size: CGSize, impact: CGPoint? = nil, seed: UInt64) -> Shatter {
        Shatter(
            viewSize: size, pattern: .shards(size: 0, impact: impact), physics: .glass(fallHeight: 932), seed: seed)
    }

    /// The pieces with a corner at `point` (the shards that meet at the impact).
    static func pieces(meetingAt point: CGPoint, in shatter: Shatter) -> [ShatterPiece] {
        shatter.pieces.filter { $0.polygon.contains(point) }
    }

    @Test(
        "the number of shards follows the view's size: about a dozen on a button, about 60 on a card, about 110 on a full screen",
        arguments: 1...5 as ClosedRange<UInt64>)
    func piecesFollowTheViewsSize(seed: UInt64) {
        let counts = [Self.button, Self.card, Self.screen].map { Self.glass($0, seed: seed).pieces.count }
        #expect((10...20).contains(counts[0]), "button: \(counts[0]) pieces")
        #expect((45...80).contains(counts[1]), "card: \(counts[1]) pieces")
        #expect((90...140).contains(counts[2]), "full screen: \(counts[2]) pieces")
        #expect(counts[0] < counts[1] && counts[1] < counts[2], "\(counts)")
    }

    @Test("a small view breaks into a few large shards, not a kaleidoscope", arguments: 1...5 as ClosedRange<UInt64>)
    func aSmallViewBreaksIntoAFewLargeShards(seed: UInt64) {
        let shatter = Self.glass(Self.button, seed: seed)
        let area = Double(Self.button.width * Self.button.height)
        let areas = shatter.pieces.map(\.area).sorted()
        #expect(areas.count <= 16, "\(areas.count) pieces")
        // The median shard is at least a twenty-fifth of the button; the largest at least a tenth.
        #expect(areas[areas.count / 2] >= area / 25, "median \(areas[areas.count / 2]) pt² of \(area)")
        #expect(areas.last! >= area / 10, "largest \(areas.last!) pt² of \(area)")
        // Six to eight cracks run out from the impact (a full screen has sixteen or more).
        let atImpact = Self.pieces(meetingAt: shatter.impact, in: shatter).count
        #expect((6...8).contains(atImpact), "\(atImpact) shards meet at the impact")
        let screen = Self.glass(Self.screen, seed: seed)
        #expect(Self.pieces(meetingAt: screen.impact, in: screen).count >= 16)
    }

    @Test(
        "a view larger than 896 × 896 pt breaks into at most 18 cracks, as one of that size does",
        arguments: 1...3 as ClosedRange<UInt64>)
    func aLargeViewHasAtMostEighteenCracks(seed: UInt64) {
        // An iPad Pro's 12.9-inch screen, 1024 × 1366 pt: past the 896 × 896-pt view the pattern stops growing.
        let large = Self.glass(CGSize(width: 1024, height: 1366), seed: seed)
        let atImpact = Self.pieces(meetingAt: large.impact, in: large).count
        #expect((16...18).contains(atImpact), "\(atImpact) shards meet at the impact")
    }

    @Test(
        "a hit at a corner fans every crack into the view: as many shards meet there as at a centre hit, and the pattern differs",
        arguments: [Self.button, Self.card, Self.screen])
    func aCornerHitFansItsCracksIntoTheView(size: CGSize) {
        let corner = CGPoint(x: 0, y: size.height)
        let centre = Self.glass(size, seed: 3), cornerHit = Self.glass(size, impact: corner, seed: 3)
        let fromCentre = Self.pieces(meetingAt: centre.impact, in: centre).count
        let fromCorner = Self.pieces(meetingAt: corner, in: cornerHit).count
        // Spread evenly round the turn, only a quarter of the cracks would enter the view from a corner.
        #expect(fromCorner >= fromCentre - 1, "\(fromCorner) shards meet at the corner, \(fromCentre) at the centre")
        #expect(cornerHit.pieces.map(\.polygon) != centre.pieces.map(\.polygon))
        // The rings keep the view's spacing out to the farthest corner, twice as far: more shards.
        #expect(cornerHit.pieces.count > centre.pieces.count, "\(cornerHit.pieces.count) vs \(centre.pieces.count)")
    }

    @Test(
        "an off-centre hit sends more cracks toward the side where the view reaches farther",
        arguments: 1...5 as ClosedRange<UInt64>)
    func moreCracksTowardTheFarSide(seed: UInt64) {
        let impact = CGPoint(x: 60, y: 100)
        let shatter = Self.glass(Self.card, impact: impact, seed: seed)
        let meeting = Self.pieces(meetingAt: impact, in: shatter)
        let far = meeting.filter { $0.pivot.x > impact.x }.count, near = meeting.filter { $0.pivot.x < impact.x }.count
        // The view reaches 240 pt to the right of the impact and 60 pt to its left.
        #expect(far >= near + 3, "\(far) shards toward the far side, \(near) toward the near one")
    }

    @Test(
        "a hit at the middle of the top edge sends about half its cracks to the bottom edge, the farthest",
        arguments: 1...3 as ClosedRange<UInt64>)
    func aTopEdgeHitSendsCracksToTheBottomEdge(seed: UInt64) {
        let impact = CGPoint(x: 150, y: 0)
        let shatter = Self.glass(Self.card, impact: impact, seed: seed)
        let meeting = Self.pieces(meetingAt: impact, in: shatter)
        // Seen from the impact, the bottom edge spans the directions between the lower corners, 53° to
        // 127° below the top edge: it reaches farthest, so about half the cracks run into it.
        let towardBottom = meeting.filter { piece in
            let angle = atan2(Double(piece.pivot.y - impact.y), Double(piece.pivot.x - impact.x)) * 180 / .pi
            return angle > 53.2 && angle < 126.8
        }
        #expect(towardBottom.count >= 3, "\(towardBottom.count) of \(meeting.count) shards head for the bottom edge")
    }

    @Test(
        "an explicit size keeps its own rings whatever the view: the same shards at the impact in a card and on a full screen",
        arguments: [12.0, 20, 40])
    func anExplicitSizeKeepsItsRings(size: Double) {
        let impact = CGPoint(x: 100, y: 100)
        let pattern = ShatterPattern.shards(size: size, impact: impact)
        let card = Shatter(viewSize: Self.card, pattern: pattern, physics: .glass(fallHeight: 932), seed: 6)
        let screen = Shatter(viewSize: Self.screen, pattern: pattern, physics: .glass(fallHeight: 932), seed: 6)
        let atImpact = Self.pieces(meetingAt: impact, in: card)
        #expect(atImpact.map(\.polygon) == Self.pieces(meetingAt: impact, in: screen).map(\.polygon))
        // 15 to 18 cracks; the first ring 0.7 × size from the impact, give or take a quarter.
        #expect((15...18).contains(atImpact.count), "\(atImpact.count) shards meet at the impact")
        for piece in atImpact {
            let far = piece.polygon.map { hypot(Double($0.x - impact.x), Double($0.y - impact.y)) }.max()!
            #expect(far >= 0.7 * size * 0.75 - 0.01 && far <= 0.7 * size * 1.25 + 0.01, "\(far) pt")
        }
    }

    @Test(
        "whatever the seed, the cracks leave the impact all round it once: no shard lies over another and none is missing",
        arguments: [button, card, screen])
    func theCracksGoRoundTheImpactOnceForEverySeed(size: CGSize) {
        // A crack sent the wrong way round would lay shards over each other (and leave a gap): the
        // glass would fall as overlapping or missing pieces. The pieces' areas add up to the view's.
        let area = Double(size.width * size.height)
        for seed: UInt64 in 0..<40 {
            let shatter = Self.glass(size, seed: seed)
            let total = shatter.pieces.reduce(0) { $0 + $1.area }
            #expect(
                abs(total - area) < 1e-9 * area,
                "\(size.width) × \(size.height), seed \(seed): \(total) pt² of \(area)")
        }
    }

    /// The fitted patterns the tiling is checked on: each view hit at its centre, near a corner and at one.
    static let tilings: [(CGSize, CGPoint?)] = [button, card, screen].flatMap { size in
        [
            (size, nil), (size, CGPoint(x: (size.width * 0.15).rounded(), y: (size.height * 0.8).rounded())),
            (size, CGPoint(x: size.width, y: 0)),
        ]
    }

    @Test(
        "the fitted pattern tiles the view: the pieces' areas add up to it and every point lies in exactly one piece",
        arguments: tilings.indices)
    func theFittedPatternTilesTheView(index: Int) {
        let (size, impact) = Self.tilings[index]
        let shatter = Self.glass(size, impact: impact, seed: UInt64(index))
        let name = "\(size.width) × \(size.height), impact \(impact.map { "\($0)" } ?? "centre")"
        let area = Double(size.width * size.height)
        let total = shatter.pieces.reduce(0) { $0 + $1.area }
        #expect(abs(total - area) < 1e-9 * area, "\(name): \(total) pt² of \(area)")
        // Points on a 1-pt grid (nudged off the 1/256-pt lattice the corners sit on), each piece
        // counting the points in its bounding box that it contains (ShatterTilingTests' test of a point).
        let w = Int(size.width), h = Int(size.height)
        var covered = [UInt8](repeating: 0, count: w * h)
        for piece in shatter.pieces {
            let xs = piece.polygon.map { Double($0.x) }, ys = piece.polygon.map { Double($0.y) }
            let x0 = max(Int(xs.min()!.rounded(.down)) - 1, 0), x1 = min(Int(xs.max()!.rounded(.up)) + 1, w - 1)
            let y0 = max(Int(ys.min()!.rounded(.down)) - 1, 0), y1 = min(Int(ys.max()!.rounded(.up)) + 1, h - 1)
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 {
                for x in x0...x1 {
                    let p = CGPoint(x: Double(x) + 0.5 + 1e-4, y: Double(y) + 0.5 + 2e-4)
                    if ShatterTilingTests.contains(piece.polygon, p) { covered[y * w + x] &+= 1 }
                }
            }
        }
        let wrong = covered.filter { $0 != 1 }.count
        #expect(wrong == 0, "\(name): \(wrong) of \(w * h) points not covered exactly once")
    }

    /// A view whose sides are too small to square (below about 1e-162 pt) has no room for a ring: it
    /// breaks into one piece instead of stopping the app.
    @Test(
        "the rings reach whichever corner lies farthest from the impact, for a hit at or near any corner",
        arguments: [Self.button, Self.card, Self.screen])
    func theRingsReachTheFarthestCorner(size: CGSize) throws {
        let w = Double(size.width), h = Double(size.height)
        let corners = [Vector2(x: 0, y: 0), Vector2(x: w, y: 0), Vector2(x: 0, y: h), Vector2(x: w, y: h)]
        let impacts = corners + [Vector2(x: 1, y: h - 1), Vector2(x: w - 1, y: 1), Vector2(x: w / 3, y: h * 0.9)]
        for impact in impacts {
            let farthest = corners.map { ($0 - impact).length }.max() ?? 0
            #expect(
                ShatterFracture.farthestCornerDistance(from: impact, width: w, height: h) == farthest,
                "impact \(impact)")
            var random = SeededRandomNumberGenerator(seed: 3)
            let layout = try #require(ImpactPatternLayout.fitted(width: w, height: h, impact: impact, random: &random))
            #expect((layout.radii.last ?? 0) >= farthest * (1 - 1e-9), "impact \(impact): rings \(layout.radii)")
        }
    }

    @Test func aViewTooSmallForARingBreaksIntoOnePiece() {
        for side in [1e-170, Double.leastNonzeroMagnitude] {
            let shatter = Self.glass(CGSize(width: side, height: side), seed: 3)
            #expect(shatter.pieces.count <= 1)
        }
    }

    /// An explicit size's rings run out to the first one at or past the farthest corner, and no further:
    /// a ring that lands exactly on that corner is the last (one more would cut the far corner into
    /// extra shards and change every random draw after it).
    @Test func aRingExactlyOnTheFarthestCornerIsTheLastRing() throws {
        // 0.7 · size + 0.91 · size is exactly 200, the distance from (0, 0) to a 120 × 160 view's far corner.
        let size = 124.22360248447205
        let reach = (120.0 * 120.0 + 160.0 * 160.0).squareRoot()
        var random = SeededRandomNumberGenerator(seed: 2)
        let layout = try #require(ImpactPatternLayout.sized(size: size, reach: reach, random: &random))
        #expect(layout.radii.last == reach, "\(layout.radii)")
        #expect(layout.radii.dropLast().allSatisfy { $0 < reach }, "\(layout.radii)")
    }

    @Test func aLayoutOfOneRingCutsTheViewIntoOneWedgePerSpoke() {
        // A layout may hold a single ring that already lies past the farthest corner: each of its 16
        // sectors is then one shard from the impact to the border, and together they tile the view.
        let layout = ImpactPatternLayout(
            radii: [0, 200], spacings: [0, 200], angles: (0..<16).map { Double($0) * 2 * .pi / 16 }, margin: 10)
        var random = SeededRandomNumberGenerator(seed: 1)
        let pieces = ShatterFracture.impactPattern(
            width: 100, height: 100, layout: layout, impact: Vector2(x: 50, y: 50), random: &random)
        #expect(pieces.count == 16)
        #expect(pieces.allSatisfy { $0.contains(CGPoint(x: 50, y: 50)) })
        let area = pieces.reduce(0) { $0 + ShatterPiece.signedArea($1) }
        #expect(abs(area - 10_000) < 1e-6, "\(area) pt² of shards")
    }

    @Test(
        "a centre hit has as many rings as the view's size calls for: a button 2, a card 5, a full iPhone screen 7, and never more than 8",
        arguments: [(button, 2), (card, 5), (screen, 7), (CGSize(width: 5000, height: 5000), 8)])
    func aCentreHitHasTheRingsItsSizeCallsFor(size: CGSize, rings: Int) throws {
        var random = SeededRandomNumberGenerator(seed: 1)
        let (width, height) = (Double(size.width), Double(size.height))
        let layout = try #require(
            ImpactPatternLayout.fitted(
                width: width, height: height, impact: Vector2(x: width / 2, y: height / 2), random: &random))
        // The first radius is the impact itself.
        #expect(layout.radii.count - 1 == rings, "\(layout.radii)")
    }
}
