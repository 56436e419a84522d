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
    /// turn as they fall. `size` sets the first ring's distance from the impact (0.7 × `size`; each
    /// next ring's spacing is 1.3 times the last). `size` 4…1024 pt, default 40 (NaN and ±∞ become
    /// 40); `impact` is a point in the view (nil, or a point that is not finite: its centre).
    case shards(size: Double, impact: CGPoint?)

    /// Fine 2-pt squares that fall straight down without turning: the view crumbles like sand.
    public static let squares = ShatterPattern.pieces(size: Defaults.squareSize)

    /// Broken glass hit at the view's centre: radial cracks and rings (the first 28 pt from the
    /// impact), slivers at the impact and larger shards away from it, which turn as they fall.
    public static let glass = ShatterPattern.shards(size: Defaults.shardSize, impact: nil)

    /// The same pattern with its numbers cleaned (see ``ParameterLimits``): the size limited to its
    /// range or, when not finite, its default; an impact that is not finite becomes `nil`.
    @_spi(Internal) public var cleaned: ShatterPattern {
        switch self {
        case .pieces(let size):
            return .pieces(size: Limits.squareSize.clamp(size))
        case .shards(let size, let impact):
            let finiteImpact = impact.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
            return .shards(size: Limits.shardSize.clamp(size), impact: finiteImpact)
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
        @_spi(Internal) public static let shardSize = ParameterLimits(4...1024, default: Defaults.shardSize)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let squareSize: Double = 2
        @usableFromInline package static let shardSize: Double = 40
    }
}
