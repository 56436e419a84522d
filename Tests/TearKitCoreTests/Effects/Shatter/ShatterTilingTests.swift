import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// At t = 0 the pieces are the view: no gap, no overlap, nothing moved.
@Suite struct ShatterTilingTests {
    static let shatters: [(String, Shatter)] = [
        (
            "7-pt squares, ragged edges",
            Shatter(viewSize: CGSize(width: 50, height: 33), pattern: .pieces(size: 7), seed: 1)
        ),
        ("2-pt squares", Shatter(viewSize: CGSize(width: 40, height: 30), pattern: .pieces(size: 2), seed: 2)),
        (
            "shards at the centre",
            Shatter(viewSize: CGSize(width: 200, height: 300), pattern: .shards(size: 24, impact: nil), seed: 3)
        ),
        (
            "shards hit near a corner",
            Shatter(
                viewSize: CGSize(width: 180, height: 120), pattern: .shards(size: 16, impact: CGPoint(x: 170, y: 10)),
                seed: 4)
        ),
    ]

    /// Strictly inside a convex polygon of either orientation.
    static func contains(_ polygon: [CGPoint], _ p: CGPoint) -> Bool {
        var sign = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let cross = Double(b.x - a.x) * Double(p.y - a.y) - Double(b.y - a.y) * Double(p.x - a.x)
            if cross == 0 { return false }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    @Test("every point of the view lies in exactly one piece", arguments: shatters.indices)
    func everyPointInExactlyOnePiece(index: Int) {
        let (name, shatter) = Self.shatters[index]
        // Pixel centres at 2× (nudged off the 1/256-pt lattice the corners sit on, so no point is on an edge).
        let w = Int(shatter.viewSize.width * 2), h = Int(shatter.viewSize.height * 2)
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w {
                let p = CGPoint(x: (Double(x) + 0.5) / 2 + 1e-4, y: (Double(y) + 0.5) / 2 + 2e-4)
                let count = shatter.pieces.reduce(0) { $0 + (Self.contains($1.polygon, p) ? 1 : 0) }
                if count != 1 { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(name): \(wrong) points not covered exactly once")
    }

    @Test("the pieces' areas add up to the view's", arguments: shatters.indices)
    func areasAddUp(index: Int) {
        let (name, shatter) = Self.shatters[index]
        let total = shatter.pieces.reduce(0) { $0 + $1.area }
        #expect(abs(total - Double(shatter.viewSize.width * shatter.viewSize.height)) < 1e-6, "\(name): \(total)")
    }

    @Test("pieces are convex, clockwise on screen, and inside the view", arguments: shatters.indices)
    func piecesAreConvexAndInside(index: Int) {
        let (name, shatter) = Self.shatters[index]
        for piece in shatter.pieces {
            #expect(ShatterPiece.signedArea(piece.polygon) > 0, "\(name)")
            for i in piece.polygon.indices {
                let a = piece.polygon[i], b = piece.polygon[(i + 1) % piece.polygon.count],
                    c = piece.polygon[(i + 2) % piece.polygon.count]
                let turn = Double(b.x - a.x) * Double(c.y - b.y) - Double(b.y - a.y) * Double(c.x - b.x)
                #expect(turn >= -1e-9, "\(name): reflex corner")
                #expect(a.x >= 0 && a.y >= 0 && a.x <= shatter.viewSize.width && a.y <= shatter.viewSize.height)
            }
        }
    }

    @Test("at t = 0 nothing has moved, to the bit", arguments: shatters.indices)
    func nothingMovesAtZero(index: Int) {
        let shatter = Self.shatters[index].1
        for piece in shatter.pieces {
            #expect(piece.polygon(at: 0) == piece.polygon)
        }
        #expect(shatter.opacity(at: 0) == 1)
    }

    @Test("neighbouring shards share corners exactly (snapped to 1/256 pt)")
    func shardCornersAreSnapped() {
        let shatter = Self.shatters[2].1
        for corner in shatter.pieces.flatMap(\.polygon) {
            #expect((corner.x * 256).rounded() == corner.x * 256 && (corner.y * 256).rounded() == corner.y * 256)
        }
        // Interior corners are shared by (at least) three shards.
        var uses: [String: Int] = [:]
        for corner in shatter.pieces.flatMap(\.polygon) { uses["\(corner.x),\(corner.y)", default: 0] += 1 }
        let interior = shatter.pieces.flatMap(\.polygon).filter { $0.x > 0 && $0.y > 0 && $0.x < 200 && $0.y < 300 }
        #expect(!interior.isEmpty)
        #expect(interior.allSatisfy { uses["\($0.x),\($0.y)"]! >= 3 })
    }

    @Test("squares are the seed's grid: size × size from the top-left, clipped at the edges")
    func squaresFormTheGrid() {
        let shatter = Self.shatters[0].1
        #expect(shatter.pieces.count == 8 * 5)
        #expect(
            shatter.pieces[0].polygon == [
                CGPoint(x: 0, y: 0), CGPoint(x: 7, y: 0), CGPoint(x: 7, y: 7), CGPoint(x: 0, y: 7),
            ])
        #expect(
            shatter.pieces.last!.polygon == [
                CGPoint(x: 49, y: 28), CGPoint(x: 50, y: 28), CGPoint(x: 50, y: 33), CGPoint(x: 49, y: 33),
            ])
    }

    @Test("shards are smaller near the impact than far from it")
    func shardsGrowOutward() {
        let impact = CGPoint(x: 20, y: 20)
        let shatter = Shatter(
            viewSize: CGSize(width: 300, height: 300), pattern: .shards(size: 20, impact: impact), seed: 9)
        func distance(_ p: ShatterPiece) -> Double { hypot(Double(p.pivot.x - impact.x), Double(p.pivot.y - impact.y)) }
        let near = shatter.pieces.filter { distance($0) < 60 }.map(\.area)
        let far = shatter.pieces.filter { distance($0) > 200 && $0.area > 0 }.map(\.area)
        #expect(!near.isEmpty && !far.isEmpty)
        let nearMean = near.reduce(0, +) / Double(max(near.count, 1))
        let farMean = far.reduce(0, +) / Double(max(far.count, 1))
        #expect(nearMean * 3 < farMean)
    }
}
