import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Determinism, the GPU upload, and hostile input.
@Suite struct ShatterModelTests {
    @Test(
        "the same seed breaks a view the same way; another seed differently",
        arguments: [ShatterPattern.pieces(size: 9), .glass])
    func deterministic(pattern: ShatterPattern) {
        let size = CGSize(width: 160, height: 220)
        let a = Shatter(viewSize: size, pattern: pattern, seed: 42),
            b = Shatter(viewSize: size, pattern: pattern, seed: 42)
        let c = Shatter(viewSize: size, pattern: pattern, seed: 43)
        #expect(a.pieces == b.pieces)
        #expect(a.quadInstances() == b.quadInstances())
        #expect(a.pieces != c.pieces)
    }

    @Test("quad instances: 34 floats per quad, corners fanned from the first, edges, motion copied")
    func quadInstances() throws {
        let shatter = Shatter(
            viewSize: CGSize(width: 200, height: 200), pattern: .glass, physics: .glass(fallHeight: 200), seed: 3)
        let floats = shatter.quadInstances()
        let n = ShatterShaderLayout.floatsPerQuad
        #expect(n == 34 && ShatterShaderLayout.floatsPerUniforms == 18)
        #expect(floats.count == shatter.quadCount * n)
        var offset = 0
        for piece in shatter.pieces {
            let quads = (piece.polygon.count - 1) / 2
            for q in 0..<quads {
                let record = Array(floats[offset..<(offset + n)])
                let p = piece.polygon, i = 1 + 2 * q
                #expect(record[0] == Float(p[0].x) && record[1] == Float(p[0].y))
                #expect(record[2] == Float(p[i].x) && record[4] == Float(p[i + 1].x))
                #expect(record[6] == Float((i + 2 < p.count ? p[i + 2] : p[i + 1]).x))
                #expect(record[8] == Float(piece.pivot.x) && record[30] == Float(piece.motion.acceleration))
                #expect(record[32] == Float(piece.motion.spin) && record[33] == Float(piece.motion.delay))
                // Every edge line: the fan's corners are on its inner side (distance ≥ 0), and the
                // quad's own outer edge p[i]→p[i+1] (slot 3) passes through both its corners.
                for k in 0..<6 {
                    let (nx, ny, c) = (record[10 + 2 * k], record[11 + 2 * k], record[22 + k])
                    for corner in [p[0], p[i], p[i + 1]] {
                        #expect(nx * Float(corner.x) + ny * Float(corner.y) - c >= -1e-3)
                    }
                }
                let onBorder =
                    [p[i], p[i + 1]].allSatisfy { $0.x == 0 } || [p[i], p[i + 1]].allSatisfy { $0.x == 200 }
                    || [p[i], p[i + 1]].allSatisfy { $0.y == 0 } || [p[i], p[i + 1]].allSatisfy { $0.y == 200 }
                let d = [p[i], p[i + 1]].map { record[16] * Float($0.x) + record[17] * Float($0.y) - record[25] }
                #expect(onBorder ? d.allSatisfy { $0 > 1e5 } : d.allSatisfy { abs($0) < 1e-3 })
                offset += n
            }
        }
        #expect(offset == floats.count)
        let squares = Shatter(viewSize: CGSize(width: 10, height: 10), pattern: .pieces(size: 2))
        #expect(squares.quadCount == 25)
        // Squares never shine: every edge is "far".
        let squareFloats = squares.quadInstances()
        for q in 0..<25 { #expect((0..<6).allSatisfy { squareFloats[q * n + 22 + $0] == -1e6 }) }
    }

    @Test("hostile sizes and physics give an empty or a finite model, never a crash")
    func hostileInput() {
        for size in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -1), .zero,
            CGSize(width: CGFloat.infinity, height: 5),
        ] {
            let shatter = Shatter(viewSize: size, pattern: .pieces(size: 2))
            #expect(shatter.pieces.isEmpty && shatter.quadInstances().isEmpty)
        }
        // A side that is not a finite number is no side: the view keeps the other, has no area and
        // runs for no time; glass that has no pieces does not glint.
        for height in [CGFloat.nan, .infinity] {
            let shatter = Shatter(viewSize: CGSize(width: 10, height: height), pattern: .shards(size: 0, impact: nil))
            #expect(shatter.viewSize == CGSize(width: 10, height: 0))
            #expect(shatter.pieces.isEmpty && shatter.glint == 0)
        }
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for size in [CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: CGFloat.infinity)] {
            #expect(Shatter.endTimeBound(viewSize: size, pattern: .squares, leaving: frame) == 0)
        }
        let nanSize = Shatter(viewSize: CGSize(width: 10, height: 10), pattern: .pieces(size: .nan))
        #expect(nanSize.pieces.count == 25)
        let tiny = Shatter(viewSize: CGSize(width: 4000, height: 4000), pattern: .pieces(size: 0.01))
        #expect(tiny.pieces.count <= Shatter.maximumPieceCount && tiny.pieces.count > Shatter.maximumPieceCount / 2)
        let physics = ShatterPhysics(
            acceleration: -Double.infinity...(-5), terminalSpeed: .nan, initialVerticalSpeed: .infinity,
            sidewaysSpeed: -Double.infinity...Double.infinity, spin: 0...0)
        let wild = Shatter(
            viewSize: CGSize(width: 20, height: 20),
            pattern: .shards(size: .nan, impact: CGPoint(x: CGFloat.nan, y: 3)), physics: physics)
        #expect(!wild.pieces.isEmpty)
        for piece in wild.pieces {
            let m = piece.motion
            #expect(m.acceleration > 0 && m.terminalSpeed > 0 && m.acceleration.isFinite && m.sidewaysSpeed.isFinite)
            #expect(m.initialVerticalSpeed <= m.terminalSpeed)
        }
        #expect(wild.endTime(leaving: wild.bounds).isFinite)
    }

    @Test("uniforms are finite floats in the shader's order")
    func uniforms() {
        let shatter = Shatter(viewSize: CGSize(width: 100, height: 50), pattern: .pieces(size: 10))
        let floats = ShatterUniforms(
            shatter: shatter, frame: CGRect(x: -10, y: -20, width: 120, height: 90), time: 0.25, scale: 2
        ).floats
        // Squares: no cracks, no glint, no parting; 2 pixels per point: 0.5 pt per pixel.
        let expected: [Float] = [
            100, 50, -10, -20, 120, 90, 50, 25, 0.25, 1e9, 0, 0, 0, 0.5, 0, 0, Float(ShatterMotion.partingDuration),
            0,
        ]
        #expect(floats == expected)
        var bad = ShatterUniforms(shatter: shatter, time: .nan, scale: .nan)
        bad.frame = CGRect(x: CGFloat.nan, y: 0, width: 0, height: 0)
        let badFloats = bad.floats
        #expect(badFloats.allSatisfy { $0.isFinite })
        #expect(badFloats[4] == 1 && badFloats[5] == 1 && badFloats[8] == 0 && badFloats[13] == 1)
        // A buffer too small for them is left as it is.
        var short = [Float](repeating: 7, count: ShatterShaderLayout.floatsPerUniforms - 1)
        short.withUnsafeMutableBufferPointer { ShatterUniforms(shatter: shatter, time: 0.25, scale: 2).write(to: $0) }
        #expect(short.allSatisfy { $0 == 7 })
    }

    @Test("a polygon without area has its first corner as its centre, and no area")
    func degeneratePolygons() {
        let line = [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)]
        #expect(ShatterPiece.signedArea(line) == 0 && ShatterPiece.centroid(line) == CGPoint(x: 1, y: 2))
        #expect(ShatterPiece.centroid(Array(line.prefix(2))) == CGPoint(x: 1, y: 2))
        #expect(ShatterPiece.signedArea([]) == 0 && ShatterPiece.centroid([]) == .zero)
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 2)]
        #expect(ShatterPiece.signedArea(square) == 4 && ShatterPiece.centroid(square) == CGPoint(x: 1, y: 1))
    }
}
