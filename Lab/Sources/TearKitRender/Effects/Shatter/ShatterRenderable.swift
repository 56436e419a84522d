import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

extension RenderableEffect {
    /// The view breaks into pieces that fall away (a vertex/fragment pipeline, until the last piece
    /// has left the frame).
    package static let shatter = RenderableEffect(
        name: "shatter",
        summary: "the image breaks like glass and falls away (--pattern, --piece-size, --seed)",
        shader: nil,
        options: [
            EffectOption(
                "--pattern", valueName: "pattern",
                help:
                    "Shatter: pieces (small squares that fall straight) or shards (broken glass that turns as it falls). Default shards.",
                .choice(["pieces", "shards"], defaultValue: "shards")),
            EffectOption(
                "--piece-size", valueName: "points",
                help:
                    "Shatter: piece size in points, 0.5...1024 (shards: 4...1024). Default: 2 for pieces; shards fitted to the image's size.",
                .number(range: 0.5...1024, defaultValue: nil, unit: "points")),
            EffectOption(
                "--seed", valueName: "n",
                help:
                    "Shatter: the random seed, 0...\(UInt64.max) (the same seed breaks the image the same way). Default \(ShatterConfiguration().seed).",
                .seed(defaultValue: ShatterConfiguration().seed)),
            // Its frame has room around the image; the command's --crop-to-input keeps the image's size instead.
            .declared("--crop-to-input"),
        ],
        animation: .shatter(
            frameRect: shatterFrame(around:),
            model: { options, viewSize, frame in
                // The pattern's physics scaled to the frame's height (the region the pieces fall out of); shards turn.
                let size = options.number("--piece-size")
                let pattern: ShatterPattern =
                    options.choice("--pattern") == "shards"
                    ? size.map { .shards(size: $0, impact: nil) } ?? .glass : size.map { .pieces(size: $0) } ?? .squares
                let configuration = ShatterConfiguration(pattern: pattern, seed: options.seed("--seed"))
                return Shatter(
                    viewSize: viewSize, pattern: configuration.pattern,
                    physics: configuration.physics(fallHeight: Double(frame.height)), seed: configuration.seed)
            }, caption: { options in options.choice("--pattern") }),
        // Shards of 24 pt around a point up and left of the centre, seed 15, over black in a frame with
        // room below: breaking, falling, mostly gone.
        goldenMoments: [0.2, 0.5, 0.8].map { time in
            GoldenMoment(String(format: "shatter-shards-%03d", Int((time * 100).rounded()))) { card, viewSize in
                let frame = CGRect(
                    x: -40, y: -10, width: Double(viewSize.width) + 80, height: Double(viewSize.height) + 180)
                let shatter = Shatter(
                    viewSize: viewSize,
                    pattern: .shards(
                        size: 24, impact: CGPoint(x: Double(viewSize.width) * 0.375, y: Double(viewSize.height) * 0.375)
                    ),
                    physics: .glass(fallHeight: Double(frame.height)), seed: 15)
                return try ShatterRenderer(snapshot: card, scale: 1, shatter: shatter, frame: frame).frame(
                    at: time, background: .black)
            }
        },
        // Glass shards at 0.4 s in a frame with room around the view: pieces moving and turning.
        benchmark: BenchmarkMoment(functionName: ShatterShaderLayout.vertexFunctionName) { image, viewSize, trace in
            let frame = shatterFrame(around: viewSize)
            let shatter = Shatter(
                viewSize: viewSize, pattern: .glass, physics: .glass(fallHeight: Double(frame.height)), seed: 1)
            return (try ShatterRenderer(snapshot: image, scale: 1, shatter: shatter, frame: frame).frame(at: 0.4), nil)
        })

    /// The frame a shatter of a `viewSize` view is drawn into: room on the sides and below, so the
    /// pieces can be seen falling beyond the image (a quarter of the width each side, 8 % above, 80 %
    /// of the height below).
    package static func shatterFrame(around viewSize: CGSize) -> CGRect {
        let w = Double(viewSize.width), h = Double(viewSize.height)
        let side = (w * 0.25).rounded(), top = (h * 0.08).rounded(), bottom = (h * 0.8).rounded()
        return CGRect(x: -side, y: -top, width: w + 2 * side, height: h + top + bottom)
    }
}
