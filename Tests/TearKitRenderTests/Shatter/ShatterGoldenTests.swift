import Foundation
import Testing
import TearKitCore
import TearKitRender

/// Reference frames of the shatter on the test card, committed in `Golden/shatter-*.png`, so any
/// change to Shatter.metal, the rasteriser or the model shows up in review as a changed PNG.
///
/// Regenerate them (after an intended change, then look at them!) with:
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --filter ShatterGoldenTests
///
/// Comparison allows a per-channel difference of 3 and up to 0.1 % of channel values beyond that
/// (libm `sin`/`cos` differ slightly between platforms; a pixel centre on a turning shard's edge may flip).
@Suite struct ShatterGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let regenerate = ProcessInfo.processInfo.environment["TEARKIT_REGENERATE_GOLDENS"] == "1"
    static let cardSize = CGSize(width: 160, height: 240)
    static let frame = CGRect(x: -40, y: -10, width: 240, height: 420)

    static let cases: [(name: String, pattern: ShatterPattern, time: Double)] = [
        ("shatter-pieces-030", .pieces(size: 8), 0.3),
        ("shatter-pieces-060", .pieces(size: 8), 0.6),
        ("shatter-shards-020", .shards(size: 24, impact: CGPoint(x: 60, y: 90)), 0.2),
        ("shatter-shards-050", .shards(size: 24, impact: CGPoint(x: 60, y: 90)), 0.5),
    ]

    static func render(_ index: Int) throws -> RGBAImage {
        let c = cases[index]
        let height = Double(frame.height)
        let physics: ShatterPhysics = if case .pieces = c.pattern { .seed001(fallHeight: height) } else { .glass(fallHeight: height) }
        let shatter = Shatter(viewSize: cardSize, pattern: c.pattern, physics: physics, seed: 15)
        let card = TestCard.card(widthPoints: Int(cardSize.width), heightPoints: Int(cardSize.height))
        return try ShatterRenderer(snapshot: card, scale: 1, shatter: shatter, frame: frame).frame(at: c.time, background: .black)
    }

    @Test(arguments: cases.indices)
    func matchesGolden(index: Int) throws {
        let rendered = try Self.render(index)
        let url = Self.directory.appendingPathComponent("\(Self.cases[index].name).png")
        if Self.regenerate {
            try PNGCodec.write(rendered, to: url)
            return
        }
        let golden = try PNGCodec.read(from: url)
        try #require(golden.width == rendered.width && golden.height == rendered.height)
        let (outliers, largest) = GoldenComparison.differences(rendered, golden)
        #expect(outliers <= golden.pixels.count / 1000, "\(Self.cases[index].name): \(outliers) channel values differ by more than 3 (largest \(largest))")
    }
}
