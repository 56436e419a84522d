import ArgumentParser
import Foundation
import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The options of `render --effect shatter` (and the demo's shatter segment).
struct ShatterOptions: ParsableArguments {
    /// `--pattern`: the fracture pattern.
    enum Pattern: String, ExpressibleByArgument, CaseIterable {
        /// A grid of small squares that fall straight down.
        case pieces
        /// Glass shards around an impact point, turning as they fall.
        case shards
    }

    @Option(name: .customLong("pattern"), help: ArgumentHelp("Shatter: pieces (small squares that fall straight) or shards (broken glass that turns as it falls). Default shards.", valueName: "pattern"))
    var patternOption: Pattern?
    var pattern: Pattern { patternOption ?? .shards }

    @Option(parsing: .unconditional, help: ArgumentHelp("Shatter: piece size in points, 0.5...1024 (default: 2 for pieces, 40 for shards).", valueName: "points"))
    var pieceSize: Double?

    @Option(name: .customLong("seed"), parsing: .unconditional, help: ArgumentHelp("Shatter: the random seed, 0...\(UInt64.max) (the same seed breaks the image the same way).", valueName: "n"),
            transform: SeedArgument.parser("--seed"))
    var seedOption: UInt64?
    var seed: UInt64 { seedOption ?? 1 }

    func validate() throws {
        if let pieceSize {
            guard pieceSize.isFinite, pieceSize >= 0.5, pieceSize <= 1024 else {
                throw ValidationError("--piece-size must be between 0.5 and 1024 points (got \(pieceSize)).")
            }
        }
    }

    /// Every option given on the command line (they apply to `--effect shatter` only).
    var given: [(name: String, isGiven: Bool, effects: [EffectName])] {
        [("--pattern", patternOption != nil, [.shatter]), ("--piece-size", pieceSize != nil, [.shatter]), ("--seed", seedOption != nil, [.shatter])]
    }

    /// The fracture pattern for these options.
    var shatterPattern: ShatterPattern {
        switch pattern {
        case .pieces: pieceSize.map { .pieces(size: $0) } ?? .squares
        case .shards: pieceSize.map { .shards(size: $0, impact: nil) } ?? .glass
        }
    }

    /// The output frame around a `viewSize` view: room on the sides and below, so the pieces can be
    /// seen falling beyond the image (a quarter of the width each side, 8 % above, 80 % of the height below).
    static func frame(around viewSize: CGSize) -> CGRect {
        let w = Double(viewSize.width), h = Double(viewSize.height)
        let side = (w * 0.25).rounded(), top = (h * 0.08).rounded(), bottom = (h * 0.8).rounded()
        return CGRect(x: -side, y: -top, width: w + 2 * side, height: h + top + bottom)
    }

    /// The configuration these options describe.
    var configuration: ShatterConfiguration { ShatterConfiguration(pattern: shatterPattern, seed: seed) }

    /// The model for a `viewSize` view drawn into `frame`: the pattern's physics scaled to the frame's
    /// height (the region the pieces fall out of); shards turn.
    func shatter(viewSize: CGSize, frame: CGRect) -> Shatter {
        let configuration = configuration
        return Shatter(viewSize: viewSize, pattern: configuration.pattern,
                       physics: configuration.physics(fallHeight: Double(frame.height)), seed: configuration.seed)
    }
}
