import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry a tear needs: which edges a touch is near, and where a line through the view
/// enters and leaves it. The view occupies the rectangle `0...width × 0...height` in its own
/// coordinate space (points, y down), as in SwiftUI.
@_spi(Internal) public enum TearGeometry {
    /// One side of the view.
    @_spi(Internal) public enum Edge: String, Sendable, CaseIterable {
        case top, bottom, left, right

        /// The unit normal pointing from this edge into the view (y grows downwards).
        @_spi(Internal) public var inwardNormal: CGPoint {
            switch self {
            case .top: CGPoint(x: 0, y: 1)
            case .bottom: CGPoint(x: 0, y: -1)
            case .left: CGPoint(x: 1, y: 0)
            case .right: CGPoint(x: -1, y: 0)
            }
        }

        var normal: Vector2 { Vector2(inwardNormal) }

        /// The edges a tear may start from for a cut direction.
        static func eligible(for cutDirection: CutDirection) -> [Edge] {
            switch cutDirection {
            case .vertical: [.top, .bottom]
            case .horizontal: [.left, .right]
            case .anyDirection, .followingFinger: [.top, .bottom, .left, .right]
            }
        }
    }

    /// The widest angle, in degrees, between an ``CutDirection/anyDirection`` drag and the inward
    /// normal of the edge it started at: `75`. A drag heading more sideways than that (sliding along
    /// the edge) or out of the view does not tear.
    @_spi(Internal) public static let maximumAngleFromInwardNormal: Double = 75

    /// The distance from `point` to `edge` of a view of `size` (negative when the point lies outside
    /// the view beyond that edge).
    static func distance(from point: Vector2, to edge: Edge, size: Vector2) -> Double {
        switch edge {
        case .top: point.y
        case .bottom: size.y - point.y
        case .left: point.x
        case .right: size.x - point.x
        }
    }

    /// The eligible edges within `activationDistance` of `point`, nearest first. Empty when the point
    /// is farther than that from every eligible edge, lies more than `activationDistance` outside
    /// the view, is not finite, or the view has no area.
    static func edges(near point: Vector2, size: Vector2, within activationDistance: Double, cutDirection: CutDirection)
        -> [Edge]
    {
        guard point.isFinite, size.x > 0, size.y > 0 else { return [] }
        // Too far outside the view on any side: not a touch on this view.
        for edge in Edge.allCases where distance(from: point, to: edge, size: size) < -activationDistance { return [] }
        return Edge.eligible(for: cutDirection)
            .map { ($0, distance(from: point, to: $0, size: size)) }
            .filter { $0.1 <= activationDistance }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// `point` moved to the nearest point of the view's rectangle.
    static func clamp(_ point: Vector2, size: Vector2) -> Vector2 {
        Vector2(x: min(max(point.x, 0), size.x), y: min(max(point.y, 0), size.y))
    }

    /// How far one can travel from `origin` (inside or on the rectangle) along the unit vector
    /// `direction` before leaving the rectangle. `0` when already on the far boundary.
    static func exitDistance(from origin: Vector2, along direction: Vector2, size: Vector2) -> Double {
        var t = Double.infinity
        if direction.x > 1e-12 { t = min(t, (size.x - origin.x) / direction.x) }
        if direction.x < -1e-12 { t = min(t, (0 - origin.x) / direction.x) }
        if direction.y > 1e-12 { t = min(t, (size.y - origin.y) / direction.y) }
        if direction.y < -1e-12 { t = min(t, (0 - origin.y) / direction.y) }
        guard t.isFinite else { return 0 }
        return max(t, 0)
    }

    /// Where a ray from `origin` backwards along `-direction` meets the view's boundary: the point
    /// where a tear in `direction` through `origin` enters the view. `origin` is first clamped into
    /// the view, so the result always lies on the boundary.
    static func entryPoint(through origin: Vector2, along direction: Vector2, size: Vector2) -> Vector2 {
        let inside = clamp(origin, size: size)
        let back = exitDistance(from: inside, along: -direction, size: size)
        return snapToBoundary(inside - direction * back, size: size)
    }

    /// Removes floating-point drift so a point computed to lie on the boundary lies exactly on it.
    static func snapToBoundary(_ p: Vector2, size: Vector2) -> Vector2 {
        var q = clamp(p, size: size)
        let eps = 1e-9 * max(size.x, size.y, 1)
        if abs(q.x) < eps { q.x = 0 }
        if abs(q.y) < eps { q.y = 0 }
        if abs(q.x - size.x) < eps { q.x = size.x }
        if abs(q.y - size.y) < eps { q.y = size.y }
        return q
    }
}
