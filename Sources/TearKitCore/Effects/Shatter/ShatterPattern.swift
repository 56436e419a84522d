#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How a view breaks into pieces. Sizes and positions are in points of the view.
public enum ShatterPattern: Sendable, Equatable {
    /// A square grid: `size` × `size` pt squares from the top-left corner (the last row and column are
    /// clipped to the view). They fall straight down without turning. Range 0.5…1024 pt, default 2
    /// (NaN and ±∞ become 2; a view that would need more pieces than 64 MiB of quads hold, about 493,000,
    /// gets larger ones).
    case pieces(size: Double)
    /// Broken glass: the impact pattern around `impact` — radial cracks from it crossed by concentric
    /// rings — so thin slivers at the impact and larger convex shards away from it, which part, then
    /// turn as they fall.
    ///
    /// `size` 0 (the default, ``glass``) fits the pattern to the view: the number of cracks and the
    /// rings' spacing follow the view's size, so a small view breaks into a few large shards and a full
    /// screen into a hundred or so, and the cracks spread toward where the view reaches farthest from
    /// the impact. Any other `size` is 4…1024 pt (a smaller value becomes 4, a larger one 1024; NaN and
    /// ±∞ become 0, fitted) and sets the rings whatever the view's size: the first ring 0.7 × `size`
    /// from the impact, each next ring's spacing 1.3 times the last, 15 to 18 cracks (a size below a
    /// 64th of √(width × height) is raised to it).
    /// `impact` is a point in the view (nil, or a point that is not finite: its centre; a point
    /// outside the view is moved to its nearest edge).
    case shards(size: Double, impact: CGPoint?)

    /// Fine 2-pt squares that fall straight down without turning: the view crumbles like sand.
    public static let squares = ShatterPattern.pieces(size: Defaults.squareSize)

    /// Broken glass hit at the view's centre, fitted to the view (`size` 0): radial cracks and rings,
    /// slivers at the impact and larger shards away from it, which turn as they fall. A 70 × 46-pt
    /// button breaks into about a dozen shards, a 300 × 200-pt card into about 60, a full iPhone
    /// screen into about 110.
    public static let glass = ShatterPattern.shards(size: Defaults.shardSize, impact: nil)

    /// The same pattern with its numbers cleaned (see ``ParameterLimits``): a square's size limited to
    /// its range or, when not finite, its default; a shard size of 0 or not finite is 0 (fitted), any
    /// other limited to ``Limits/shardSize``; an impact that is not finite becomes `nil`.
    @_spi(Internal) public var cleaned: ShatterPattern {
        switch self {
        case .pieces(let size):
            return .pieces(size: Limits.squareSize.clamp(size))
        case .shards(let size, let impact):
            let finiteImpact = impact.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
            let range = Limits.shardSize
            let cleanedSize = size == 0 || !size.isFinite ? 0 : min(max(size, range.lowerBound), range.upperBound)
            return .shards(size: cleanedSize, impact: finiteImpact)
        }
    }

    /// Whether the pieces are squares that fall without turning.
    @_spi(Internal) public var isSquares: Bool {
        if case .pieces = self { return true }
        return false
    }
}

extension ShatterPattern {
    /// The range and default of each pattern's size, points (see ``ParameterLimits``).
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let squareSize = ParameterLimits(0.5...1024, default: Defaults.squareSize)
        /// The sizes shards may be given besides 0 (fitted), points: 4…1024.
        @_spi(Internal) public static let shardSize: ClosedRange<Double> = 4...1024
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let squareSize: Double = 2
        /// 0: shards fitted to the view.
        @usableFromInline package static let shardSize: Double = 0
    }
}
