import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// `endTime(leaving:)` is when the last piece really leaves the frame.
@Suite struct ShatterEndTimeTests {
    /// Does the polygon's bounding box overlap the frame's interior?
    static func overlaps(_ polygon: [CGPoint], _ frame: CGRect) -> Bool {
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        return xs.max()! > frame.minX && xs.min()! < frame.maxX && ys.max()! > frame.minY && ys.min()! < frame.maxY
    }

    static let cases: [(String, Shatter, CGRect)] = [
        (
            "squares, own bounds",
            Shatter(viewSize: CGSize(width: 120, height: 90), pattern: .pieces(size: 6), seed: 1),
            CGRect(x: 0, y: 0, width: 120, height: 90)
        ),
        (
            "squares, with a margin",
            Shatter(viewSize: CGSize(width: 120, height: 90), pattern: .pieces(size: 5), seed: 2),
            CGRect(x: -40, y: -40, width: 200, height: 170)
        ),
        (
            "squares in a tall window",
            Shatter(
                viewSize: CGSize(width: 100, height: 60), pattern: .pieces(size: 4),
                physics: .squares(fallHeight: 800), seed: 3),
            CGRect(x: -150, y: -300, width: 400, height: 800)
        ),
        (
            "fast sideways squares",
            Shatter(
                viewSize: CGSize(width: 60, height: 400), pattern: .pieces(size: 10),
                physics: ShatterPhysics(acceleration: 10...20, terminalSpeed: 15, sidewaysSpeed: -300...300), seed: 4),
            CGRect(x: 0, y: 0, width: 60, height: 400)
        ),
    ]

    @Test("at the end time every piece is outside; a moment before, one is still inside", arguments: cases.indices)
    func endTimeIsExact(index: Int) {
        let (name, shatter, frame) = Self.cases[index]
        let end = shatter.endTime(leaving: frame)
        #expect(end > 0)
        #expect(
            !shatter.pieces.contains { Self.overlaps($0.polygon(at: end + 1e-9), frame) },
            "\(name): a piece is left at \(end)")
        #expect(
            shatter.pieces.contains { Self.overlaps($0.polygon(at: end - 1e-3), frame) },
            "\(name): all gone before \(end)")
    }

    @Test("turning shards: all gone at the end time, and some still there shortly before")
    func shardEndTime() {
        let shatter = Shatter(
            viewSize: CGSize(width: 240, height: 320), pattern: .glass, physics: .glass(fallHeight: 320), seed: 8)
        let frame = CGRect(x: -20, y: -20, width: 280, height: 360)
        let end = shatter.endTime(leaving: frame)
        #expect(!shatter.pieces.contains { Self.overlaps($0.polygon(at: end + 1e-6), frame) })
        #expect(shatter.pieces.contains { Self.overlaps($0.polygon(at: end - 1e-3), frame) })
    }

    @Test("pieces that never enter the frame do not count; no pieces end at 0")
    func degenerateFrames() {
        let shatter = Shatter(viewSize: CGSize(width: 50, height: 50), pattern: .pieces(size: 10))
        #expect(shatter.endTime(leaving: CGRect(x: 0, y: -500, width: 50, height: 100)) == 0)
        #expect(shatter.endTime(leaving: CGRect(x: 1000, y: 0, width: 50, height: 50)) == 0)
        #expect(Shatter(viewSize: .zero).endTime(leaving: CGRect(x: 0, y: 0, width: 10, height: 10)) == 0)
    }
}

/// The region pieces fall out of: the window, in the view's coordinates.
@Suite struct ShatterFallRegionTests {
    @Test("a known window is used as is, moved into the view's coordinates")
    func knownWindow() {
        let region = Shatter.fallRegion(
            viewFrame: CGRect(x: 20, y: 300, width: 353, height: 200), windowSize: CGSize(width: 393, height: 852))
        #expect(region == CGRect(x: -20, y: -300, width: 393, height: 852))
    }

    @Test("an unknown window is estimated: mirrored sides, from the view's top down to one window's area")
    func estimatedWindow() {
        let region = Shatter.fallRegion(
            viewFrame: CGRect(x: 20, y: 300, width: 353, height: 200), window: nil, configuration: .squares)
        #expect(region.minX == -20 && region.minY == 0 && region.width == 393)
        #expect(abs(Double(region.height) - 430 * 932 / 393) < 1e-6)
        // Seed physics for that height clear it within the seed's √(4/3) s, whatever the view's size.
        let shatter = Shatter(
            viewSize: CGSize(width: 353, height: 200), pattern: .pieces(size: 4),
            physics: .squares(fallHeight: Double(region.height)))
        #expect(shatter.endTime(leaving: region) <= (4.0 / 3.0).squareRoot())
    }

    @Test("hostile frames give a finite region")
    func hostile() {
        let region = Shatter.fallRegion(
            viewFrame: CGRect(x: CGFloat.nan, y: -5, width: CGFloat.infinity, height: 10),
            windowSize: CGSize(width: 0, height: CGFloat.nan), fallDistance: .infinity)
        #expect(region.minX.isFinite && region.minY.isFinite && region.width.isFinite && region.height.isFinite)
    }
}
