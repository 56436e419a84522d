#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How a view breaks into pieces. Sizes and positions are in points of the view.
public enum ShatterPattern: Sendable, Equatable {
    /// Seed 001's square grid: `size` × `size` pt squares from the top-left corner (the last row and
    /// column are clipped to the view). They fall without turning. Range 0.5…1024 pt (clamped; a view
    /// that would need more than 2,097,152 (2²¹) pieces gets larger ones); the seed uses 2.
    case pieces(size: Double)
    /// Broken glass: convex shards (Voronoi cells of sites on jittered rings around `impact`), about
    /// `size` pt across at the impact and growing outward, which turn as they fall. `size` 4…1024 pt
    /// (clamped), start with 40; `impact` is a point in the view (nil: its centre).
    case shards(size: Double, impact: CGPoint?)

    /// Seed 001's 2-pt squares.
    public static let seed001 = ShatterPattern.pieces(size: 2)

    /// Broken glass around the view's centre, 40-pt shards at the impact.
    public static let glass = ShatterPattern.shards(size: 40, impact: nil)
}
