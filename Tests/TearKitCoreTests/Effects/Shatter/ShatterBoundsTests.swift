import Foundation
import Testing
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) @testable import TearKitCore

/// A shatter's memory and work are bounded whatever the view's size, scale or aspect ratio: its quads
/// take at most 64 MiB, and shards of a long thin view are laid out in a number of steps that does
/// not grow with the length of the view beyond its own cells.
@Suite struct ShatterBoundsTests {
    /// The sum of the pieces' areas, points².
    static func area(_ shatter: Shatter) -> Double {
        shatter.pieces.reduce(0) { $0 + ShatterPiece.signedArea($1.polygon).magnitude }
    }

    @Test(arguments: [
        CGSize(width: 20_000, height: 30_000), CGSize(width: 999_999, height: 10), CGSize(width: 3, height: 999_999),
    ])
    func finePiecesOfAHugeViewFitSixtyFourMebibytesOfQuads(size: CGSize) {
        let shatter = Shatter(viewSize: size, pattern: .pieces(size: 0.5))
        let bytes = shatter.quadCount * ShatterShaderLayout.floatsPerQuad * MemoryLayout<Float>.size
        #expect(bytes <= 64 << 20, "\(bytes >> 20) MiB of quads")
        #expect(Shatter.maximumQuadBytes == 64 << 20)
        // Still the view, all of it, in as many pieces as fit.
        #expect(shatter.pieces.count > Shatter.maximumPieceCount / 4)
        #expect(abs(Self.area(shatter) - Double(size.width * size.height)) <= 1e-6 * Double(size.width * size.height))
    }

    /// A 100 × 100,000 pt view (a 1 × 1000 px image at scale 0.01) and its mirror image break into
    /// shards that tile it, quickly: rings far beyond the view's ends are laid out, not kept.
    @Test(arguments: [
        CGSize(width: 100, height: 100_000), CGSize(width: 100_000, height: 100), CGSize(width: 4, height: 999_999),
    ])
    func shardsOfALongThinViewAreBoundedInStepsAndBytes(size: CGSize) {
        let start = Date()
        let shatter = Shatter(viewSize: size, pattern: .glass, physics: .glass(fallHeight: Double(size.height)))
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 10, "took \(seconds) s")
        #expect(!shatter.pieces.isEmpty)
        #expect(shatter.quadCount <= Shatter.maximumQuadCount)
        #expect(abs(Self.area(shatter) - Double(size.width * size.height)) <= 1e-6 * Double(size.width * size.height))
    }

    /// The impact pattern's rings spread out geometrically, so a view a million times longer than its
    /// shards cracks into a few rings' worth of pieces — a logarithmic count, laid out at once — and
    /// every piece stays inside the view.
    @Test func ringsOfAVastViewGrowGeometrically() {
        var rng = SeededRandomNumberGenerator(seed: 1)
        let cells = ShatterFracture.impactPattern(
            width: 10, height: 10_000_000, size: 4,
            impact: Vector2(x: 5, y: 5_000_000), random: &rng)
        #expect(cells.count > 40)
        #expect(cells.count <= 2_000, "\(cells.count) pieces")
        for cell in cells {
            for point in cell {
                #expect(point.x >= 0 && point.x <= 10 && point.y >= 0 && point.y <= 10_000_000)
            }
        }
    }
}
