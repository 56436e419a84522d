import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The per-glyph model of a text breaking: glyphs leave in reading order, every one is gone by the end,
/// an insertion is the removal backwards, a seed always breaks the same way, and bad numbers neither
/// crash nor leak out.
@Suite struct TextGlyphsTests {
    /// A line of ten 28-pt glyphs, 300 × 40 pt, at (20, 50).
    static let line = CGRect(x: 20, y: 50, width: 300, height: 40)
    static func glyph(_ i: Int) -> CGRect { CGRect(x: 21 + Double(i) * 30, y: 55, width: 28, height: 30) }
    static let styles = TextGlyphsConfiguration.Style.allCases

    /// When glyph `i` first leaves its place, sampled every millisecond (`nil`: it never does).
    static func start(of i: Int, _ model: TextGlyphs) -> Double? {
        stride(from: 0.0, through: model.endTime, by: 0.001).first {
            !model.placement(glyphIndex: i, glyphBounds: glyph(i), lineBounds: line, time: $0).isIdentity
        }
    }

    @Test(arguments: [TextGlyphsConfiguration.Style.shatter, .dust])
    func glyphsLeaveInReadingOrder(style: TextGlyphsConfiguration.Style) throws {
        for rightToLeft in [false, true] {
            let model = TextGlyphs(
                configuration: TextGlyphsConfiguration(style: style, isRightToLeft: rightToLeft, seed: 9))
            let starts = try (0..<10).map { try #require(Self.start(of: $0, model)) }
            let inReadingOrder = rightToLeft ? Array(starts.reversed()) : starts
            #expect(inReadingOrder == inReadingOrder.sorted(), "\(style) rtl \(rightToLeft): \(starts)")
            // The spread is the stagger's share of the duration: the last glyph starts well after the first.
            #expect(inReadingOrder.last! - inReadingOrder.first! > 0.4 * 0.5 * model.endTime, "\(style): \(starts)")
        }
    }

    /// A shattering glyph cracks loose before it falls: by the end of its crack it has been jolted off
    /// its place, by at most 6 % of the line's height (2.4 pt here), each glyph its own way.
    @Test func aShatteringGlyphIsJoltedLooseBeforeItFalls() throws {
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .shatter, seed: 5))
        let crack = TextGlyphs.crackShare * model.glyphDuration
        var directions: [Double] = []
        for i in 0..<10 {
            let start = try #require(Self.start(of: i, model))
            let cracked = model.placement(
                glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: start + crack)
            let jolt = hypot(cracked.offsetX, cracked.offsetY)
            #expect(jolt > 0.1 && jolt <= 2.4 + 1e-9, "glyph \(i): jolted \(jolt) pt")
            directions.append(atan2(cracked.offsetY, cracked.offsetX))
        }
        #expect(directions.max()! - directions.min()! > 1, "\(directions)")
    }

    @Test func aLineTornInTwoOpensFromItsCutOutwards() throws {
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .tearInTwo, seed: 3))
        let cut = model.cutX(line: Self.line)
        let starts = try (0..<10).map { try #require(Self.start(of: $0, model)) }
        let byDistance = (0..<10).sorted { abs(Self.glyph($0).midX - cut) < abs(Self.glyph($1).midX - cut) }.map {
            starts[$0]
        }
        #expect(byDistance == byDistance.sorted(), "\(starts)")
        #expect(byDistance.first! < byDistance.last!, "\(starts)")
        // Each half flies whole: after the crack, neighbours on one side of the cut keep their distance
        // (no glyph overtakes another and piles onto it).
        for share in [0.4, 0.6, 0.8, 0.95] {
            let centres = (0..<10).map { i in
                let p = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, progress: share)
                return (
                    x: Self.glyph(i).midX + p.offsetX, y: Self.glyph(i).midY + p.offsetY, left: Self.glyph(i).midX < cut
                )
            }
            for i in 0..<9 where centres[i].left == centres[i + 1].left {
                let apart =
                    ((centres[i + 1].x - centres[i].x) * (centres[i + 1].x - centres[i].x)
                    + (centres[i + 1].y - centres[i].y) * (centres[i + 1].y - centres[i].y)).squareRoot()
                #expect(abs(apart - 30) < 2.5, "glyphs \(i) and \(i + 1) at \(share): \(apart) pt apart")
            }
        }
        // Halfway through the flight the glyphs left of the cut have moved left and those right of it right.
        for i in 0..<10 {
            let p = model.placement(
                glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: 0.8 * model.endTime)
            #expect(Self.glyph(i).midX < cut ? p.offsetX < -10 : p.offsetX > 10, "glyph \(i): \(p)")
        }
    }

    @Test(arguments: styles)
    func everyGlyphIsGoneByTheEndAndWholeAtTheStart(style: TextGlyphsConfiguration.Style) {
        for (duration, stagger) in [(1.2, 0.5), (0.2, 0.0), (10.0, 0.9), (0.7, 0.9)] {
            let model = TextGlyphs(
                configuration: TextGlyphsConfiguration(style: style, duration: duration, stagger: stagger, seed: 5))
            for i in 0..<10 {
                let end = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: model.endTime)
                #expect(end.alpha == 0, "\(style) \(duration) s, stagger \(stagger), glyph \(i) at the end: \(end)")
                let later = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: model.endTime + 5)
                #expect(later.alpha == 0)
                let first = model.placement(glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: 0)
                #expect(first.isIdentity, "\(style) glyph \(i) at 0: \(first)")
                // Half way through, something has visibly happened to the line.
                let middle = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: 0.75 * model.endTime)
                #expect(!middle.isIdentity || i > 0, "\(style) glyph \(i) three quarters through: \(middle)")
            }
        }
    }

    @Test(arguments: styles)
    func anInsertionIsTheRemovalBackwards(style: TextGlyphsConfiguration.Style) {
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: style, seed: 11))
        for t in stride(from: 0.0, through: model.endTime, by: 0.05) {
            for i in 0..<10 {
                let insertion = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: t, isInsertion: true)
                let removal = model.placement(
                    glyphIndex: i, glyphBounds: Self.glyph(i), lineBounds: Self.line, time: model.endTime - t)
                #expect(insertion == removal, "\(style) glyph \(i) at \(t)")
            }
        }
        #expect(
            model.placement(
                glyphIndex: 0, glyphBounds: Self.glyph(0), lineBounds: Self.line, time: 0, isInsertion: true
            ).alpha == 0)
        #expect(
            model.placement(
                glyphIndex: 0, glyphBounds: Self.glyph(0), lineBounds: Self.line, time: model.endTime, isInsertion: true
            ).isIdentity)
    }

    /// Every glyph's placement at a few moments, for comparing runs.
    static func frames(_ configuration: TextGlyphsConfiguration) -> [TextGlyphPlacement] {
        let model = TextGlyphs(configuration: configuration)
        return [0.3, 0.6, 0.9].flatMap { share in
            (0..<10).map { model.placement(glyphIndex: $0, glyphBounds: glyph($0), lineBounds: line, progress: share) }
        }
    }

    @Test(arguments: styles)
    func theSameSeedBreaksTheSameWayAndAnotherSeedDifferently(style: TextGlyphsConfiguration.Style) {
        let seven = TextGlyphsConfiguration(style: style, seed: 7)
        #expect(Self.frames(seven) == Self.frames(seven))
        var eight = seven
        eight.seed = 8
        #expect(Self.frames(seven) != Self.frames(eight), "\(style): seeds 7 and 8 break the same way")
    }

    @Test func badNumbersAreCleanedWhereverTheyAreSet() {
        var configuration = TextGlyphsConfiguration(
            duration: .nan, stagger: -1, wind: .infinity, turbulence: -.infinity, rotation: .nan, distance: -5)
        #expect(
            configuration.duration == 1.2 && configuration.stagger == 0 && configuration.wind == 1
                && configuration.turbulence == 1)
        #expect(configuration.rotation == 0.5 && configuration.distance == 0)
        configuration.duration = -3
        #expect(configuration.duration == 0.2)
        configuration.duration = 1e9
        #expect(configuration.duration == 10)
        configuration.stagger = 7
        #expect(configuration.stagger == 0.9)
        configuration.wind = 99
        configuration.turbulence = -2
        #expect(configuration.wind == 3 && configuration.turbulence == 0)
        configuration.rotation = 10
        #expect(configuration.rotation == .pi)
        configuration.distance = .nan
        #expect(configuration.distance == nil)
        configuration.distance = 1e12
        #expect(configuration.distance == 100_000)
        // Set at once or later, the same configuration.
        var later = TextGlyphsConfiguration()
        later.duration = .nan
        later.stagger = -1
        later.wind = .infinity
        later.turbulence = -.infinity
        later.rotation = .nan
        later.distance = -5
        #expect(
            later
                == TextGlyphsConfiguration(
                    duration: .nan, stagger: -1, wind: .infinity, turbulence: -.infinity, rotation: .nan, distance: -5))
    }

    @Test(arguments: styles)
    func badGeometryAndTimesNeverCrashAndGiveFiniteGlyphs(style: TextGlyphsConfiguration.Style) {
        var physics = ShatterPhysics.glass(fallHeight: .nan)
        physics.acceleration = -.infinity...(-1)
        physics.spin = -.infinity...(.infinity)
        let model = TextGlyphs(
            configuration: TextGlyphsConfiguration(
                style: style, physics: style == .shatter ? physics : nil, distance: .infinity))
        let bad: [Double] = [.nan, .infinity, -.infinity, -1e300, 1e300, 0, -5]
        let rects =
            bad.map { CGRect(x: $0, y: 1, width: 10, height: $0) } + [
                .zero, .null, .infinite, CGRect(x: 5, y: 5, width: -40, height: -20),
            ]
        for time in bad + [0.5] {
            for (i, glyph) in rects.enumerated() {
                for line in rects + [Self.line] {
                    for index in [Int.min, -1, i, Int.max] {
                        let p = model.placement(glyphIndex: index, glyphBounds: glyph, lineBounds: line, time: time)
                        #expect(
                            p.offsetX.isFinite && p.offsetY.isFinite && p.rotation.isFinite && p.scale.isFinite
                                && p.alpha.isFinite,
                            "\(style) \(glyph) in \(line) at \(time): \(p)")
                        #expect((0...1).contains(p.alpha) && (0...1).contains(p.scale))
                    }
                }
            }
        }
    }
}
