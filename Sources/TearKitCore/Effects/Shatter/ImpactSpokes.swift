import Foundation

/// The directions of a fitted impact pattern's radial cracks (its spokes): spread over the turn by how
/// far the view reaches from the impact in each direction, so they meet the view's border about evenly
/// spaced along it. A centre hit sends its cracks all round, a little denser toward the far corners; a
/// hit near an edge or a corner fans them all into the view, more of them toward its far side; no
/// crack is wasted on a direction in which there is no view.
///
/// The reach in direction θ is ρ(θ), the distance from the impact to the view's border that way. Spoke
/// k sits where the running integral of ρ (from the direction of the view's top-right corner, turning
/// clockwise on screen) reaches (phase + k + jitter) / count of its total, with `phase` drawn once in
/// 0…1 and `jitter` drawn per spoke in ±``jitter``: even shares of the integral, seeded. The integral
/// is exact (over an edge at distance a, ∫ a / cos = a · asinh(tan), so a view a million times longer
/// than it is wide is handled as well as a square one). Then every gap wider than ``widestGap`` gets
/// evenly spaced spokes of its own, so that every piece, lying between two spokes, stays convex; on
/// a hit near the border those lie outside the view and make no piece.
enum ImpactSpokes {
    /// How far a spoke may stray from its even share of the reach, as a fraction of one share: ±0.35.
    static let jitter = 0.35

    /// The widest angle two neighbouring spokes may leave between them, radians: a quarter turn. Any
    /// wider gap (behind a hit near the border, or across a long thin view) is split evenly. Pieces
    /// lie between two spokes and must be convex, so no gap may reach half a turn; a quarter also
    /// keeps the outermost ring, which must pass beyond the view's corners in the middle of the widest
    /// gap, within √2 times the farthest corner's distance plus the rings' margin.
    static let widestGap = Double.pi / 2

    /// One edge of the view seen from the impact: the directions that hit it are `normal + atan(u)` for
    /// `u` from `low` to `high` (the position along the edge over `distance`, in the direction the
    /// angle turns), and it weighs `distance · (asinh(high) − asinh(low))`, the integral of the reach
    /// over those directions.
    private struct Edge {
        var normal: Double, distance: Double, low: Double, high: Double
        var weight: Double { distance * (asinh(high) - asinh(low)) }
        /// The direction at `share` (0…``weight``) of the edge's weight.
        func angle(at share: Double) -> Double { normal + atan(sinh(asinh(low) + share / distance)) }
    }

    /// The spokes' angles, radians (0 along +x, turning clockwise on screen since y points down),
    /// increasing, less than a turn from first to last, no gap wider than ``widestGap``.
    ///
    /// - Parameters:
    ///   - count: how many spokes share the reach, ≥ 1 (gaps wider than ``widestGap`` add more).
    ///   - width, height: the view's size, points, > 0.
    ///   - impact: the impact, inside the view or on its border.
    ///   - random: draws the phase, then one jitter per spoke.
    static func angles(
        count: Int, width: Double, height: Double, impact: Vector2, random: inout SeededRandomNumberGenerator
    ) -> [Double] {
        let (x, y) = (impact.x, impact.y)
        // In the order the angle turns, from the view's top-right corner: right, bottom, left, top.
        let edges = [
            Edge(normal: 0, distance: width - x, low: -y, high: height - y),
            Edge(normal: Double.pi / 2, distance: height - y, low: x - width, high: x),
            Edge(normal: Double.pi, distance: x, low: y - height, high: y),
            Edge(normal: 3 * Double.pi / 2, distance: y, low: -x, high: width - x),
        ]
        .map { Edge(normal: $0.normal, distance: $0.distance, low: $0.low / $0.distance, high: $0.high / $0.distance) }
        .filter { $0.distance > 0 && $0.weight > 0 && $0.weight.isFinite }
        let total = edges.reduce(0) { $0 + $1.weight }
        let n = max(count, 1)
        let phase = random.uniform(0...1)
        var angles: [Double] = []
        for k in 0..<n {
            let share = (phase + Double(k) + random.uniform(-jitter...jitter)) / Double(n)
            let turns = share.rounded(.down)
            var rest = (share - turns) * total
            var angle = edges.last.map { $0.angle(at: $0.weight) } ?? 0
            for edge in edges {
                if rest <= edge.weight {
                    angle = edge.angle(at: rest)
                    break
                }
                rest -= edge.weight
            }
            angles.append(angle + 2 * Double.pi * turns)
        }
        return filled(angles)
    }

    /// `angles` (increasing, within a turn) with every gap wider than ``widestGap``, the one from the
    /// last back round to the first included, split by evenly spaced spokes.
    static func filled(_ angles: [Double]) -> [Double] {
        guard let first = angles.first else { return [] }
        var result: [Double] = []
        for (k, angle) in angles.enumerated() {
            result.append(angle)
            let next = k + 1 < angles.count ? angles[k + 1] : first + 2 * Double.pi
            let gap = next - angle
            let parts = Int((gap / widestGap).rounded(.up))
            guard parts > 1 else { continue }
            for part in 1..<parts { result.append(angle + gap * Double(part) / Double(parts)) }
        }
        return result
    }
}
