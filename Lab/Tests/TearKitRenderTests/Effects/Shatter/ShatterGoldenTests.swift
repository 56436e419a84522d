import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Reference frames of the shatter on the test card, committed in `Golden/shatter-pieces-*.png` (the
/// squares) and `Golden/shatter-glass-*.png` (glass fitted to the card: its cracks from a centre hit, and
/// a hit near a corner parted and falling), so any change to Shatter.metal, the rasteriser or the model
/// shows up in review as a changed PNG. Glass of an explicit size is in the shatter's registered golden
/// moments (`RegisteredEffectTests`).
///
/// Regenerate them (after an intended change, then look at them!) with:
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter ShatterGoldenTests
///
/// Compared like the tear's goldens (``GoldenComparison``): libm `sin`/`cos` differ slightly between
/// platforms, and a pixel centre on a turning shard's edge may flip.
@Suite struct ShatterGoldenTests {
    static let directory = ShippingShaderSource.goldenFolder
    static let regenerate = ProcessInfo.processInfo.environment["TEARKIT_REGENERATE_GOLDENS"] == "1"
    static let cardSize = CGSize(width: 160, height: 240)
    static let frame = CGRect(x: -40, y: -10, width: 240, height: 420)

    static let cases: [(name: String, pattern: ShatterPattern, time: Double)] = [
        ("shatter-pieces-030", .pieces(size: 8), 0.3),
        ("shatter-pieces-060", .pieces(size: 8), 0.6),
        ("shatter-glass-fitted-005", .glass, 0.05),
        ("shatter-glass-fitted-corner-030", .shards(size: 0, impact: CGPoint(x: 150, y: 230)), 0.3),
    ]

    static func render(_ index: Int) throws -> RGBAImage {
        let c = cases[index]
        let height = Double(frame.height)
        let physics: ShatterPhysics =
            if case .pieces = c.pattern { .squares(fallHeight: height) } else { .glass(fallHeight: height) }
        let shatter = Shatter(viewSize: cardSize, pattern: c.pattern, physics: physics, seed: 15)
        let card = TestCard.card(widthPoints: Int(cardSize.width), heightPoints: Int(cardSize.height))
        return try ShatterRenderer(snapshot: card, scale: 1, shatter: shatter, frame: frame).frame(
            at: c.time, background: .black)
    }

    @Test(arguments: cases.indices)
    func matchesGolden(index: Int) throws {
        let rendered = try Self.render(index)
        let name = Self.cases[index].name
        let url = Self.directory.appendingPathComponent("\(name).png")
        let golden = FileManager.default.fileExists(atPath: url.path) ? try PNGCodec.read(from: url) : nil
        let comparison = GoldenComparison(golden: golden, rendered: rendered)
        if Self.regenerate {
            if comparison.verdict.needsRewrite { try PNGCodec.write(rendered, to: url) }
            print(
                "golden \(comparison.verdict.label) \(name): \(comparison.summary)"
                    + (comparison.verdict.needsRewrite ? " — look at Tests/TearKitRenderTests/Golden/\(name).png" : ""))
            return
        }
        #expect(
            golden != nil,
            "Missing golden \(name).png; run TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter ShatterGoldenTests"
        )
        #expect(comparison.verdict != .changed, "\(name): \(comparison.summary)")
    }
}
