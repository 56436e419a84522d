import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Cuts a view's rectangle into the convex polygons of a ``ShatterPattern``: a grid of squares, or
/// glass's impact pattern of spokes and rings. The polygons tile the rectangle exactly: neighbours share their edges vertex for vertex (bit-identical coordinates), so
/// a rasteriser with a fill rule covers every pixel centre exactly once.
enum ShatterFracture {
    /// Squares of side `size` from the top-left corner; the last row and column are clipped to the view.
    /// Edge coordinates are computed once per grid line, so neighbours agree exactly.
    static func grid(width: Double, height: Double, size: Double) -> [[CGPoint]] {
        let columns = Int((width / size).rounded(.up)), rows = Int((height / size).rounded(.up))
        let xs = (0...columns).map { min(Double($0) * size, width) }
        let ys = (0...rows).map { min(Double($0) * size, height) }
        var polygons: [[CGPoint]] = []
        polygons.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let x0 = xs[column], x1 = xs[column + 1], y0 = ys[row], y1 = ys[row + 1]
                polygons.append([
                    CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1),
                ])
            }
        }
        return polygons
    }

    /// How much wider than the rings' spacing a sector between two spokes may get before a new
    /// spoke branches off in its middle: outward the pieces stay about as wide as they are long.
    static let branchingWidth = 1.5

    /// How far the view's farthest corner lies from `impact`, points: how far the rings must reach.
    static func farthestCornerDistance(from impact: Vector2, width: Double, height: Double) -> Double {
        let corners = [
            Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: 0, y: height), Vector2(x: width, y: height),
        ]
        return corners.map { ($0 - impact).length }.max()!
    }

    /// The whole view as one piece: a view too small for the impact pattern.
    static func wholeView(width: Double, height: Double) -> [[CGPoint]] {
        canonical([
            [Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: width, y: height), Vector2(x: 0, y: height)]
        ])
    }

    /// The classic impact pattern around `impact` with the rings and spokes of an explicit `size`
    /// (``ImpactPatternLayout/sized(size:reach:random:)``): 15…18 spokes at angles jittered by ±40 % of
    /// their spacing; the first ring at 0.7 `size` from the impact, each next spacing 1.3 times the last.
    /// A view within 0.7 `size` of the impact everywhere does not crack: one piece.
    static func impactPattern(
        width: Double, height: Double, size: Double, impact: Vector2,
        random: inout SeededRandomNumberGenerator
    ) -> [[CGPoint]] {
        let reach = ShatterFracture.farthestCornerDistance(from: impact, width: width, height: height)
        guard let layout = ImpactPatternLayout.sized(size: size, reach: reach, random: &random) else {
            return wholeView(width: width, height: height)
        }
        return impactPattern(width: width, height: height, layout: layout, impact: impact, random: &random)
    }

    /// The classic impact pattern around `impact`: straight radial cracks (spokes) from the impact,
    /// crossed by concentric rings whose spacing grows outward, so the pieces are thin slivers at the
    /// impact and larger shards away from it. Every piece is convex and clockwise on screen, clipped
    /// to the view, with shared corners merged and snapped to 1/256 pt (exact in 32-bit floats).
    ///
    /// - Spokes start at `layout`'s angles; a spoke branches into a new one in the middle of a sector
    ///   wider than ``branchingWidth`` times the rings' spacing there (from the second ring on).
    /// - Rings at `layout`'s radii; each ring's radius is jittered by ±25 % of its spacing where it
    ///   crosses each spoke, so the rings are polygons, not circles. The last ring is moved beyond
    ///   the view's farthest corner (by at least `layout.margin`), even at the middle of the widest sector.
    ///
    /// Why convex: a piece lies between two spokes (rays from the impact, less than half a turn
    /// apart), beyond its inner ring segment and inside its outer one; a branch's first corner is
    /// placed outside the segment it splits, so the outer boundary bulges outward. Each of these
    /// regions is convex, and so is their intersection.
    static func impactPattern(
        width: Double, height: Double, layout: ImpactPatternLayout, impact: Vector2,
        random: inout SeededRandomNumberGenerator
    ) -> [[CGPoint]] {
        let reach = ShatterFracture.farthestCornerDistance(from: impact, width: width, height: height)
        let radii = layout.radii, spacings = layout.spacings, margin = layout.margin
        let rings = layout.ringCount
        let count = layout.angles.count
        // Every spoke's angle, radians: the layout's, then each branch as it appears.
        var spokes = layout.angles
        // radius[j][s]: where ring j crosses spoke s (spokes are only ever appended, so indices stay).
        var radius: [[Double]] = [[Double](repeating: 0, count: count)]
        // The spokes active at ring j, in angular order (indices into `spokes`).
        var order: [[Int]] = [Array(0..<count)]
        func point(_ s: Int, _ r: Double) -> Vector2 {
            impact + Vector2(x: cos(spokes[s]), y: sin(spokes[s])) * r
        }
        for j in 1...rings {
            let last = j == rings
            var row = radius[j - 1]
            for s in order[j - 1] {
                row[s] = last ? 0 : radii[j] + random.uniform(-0.25...0.25) * spacings[j]
            }
            var active: [Int] = []
            let previous = order[j - 1]
            for (k, s) in previous.enumerated() {
                active.append(s)
                let next = previous[(k + 1) % previous.count]
                var gap = spokes[next] - spokes[s]
                if gap <= 0 { gap += 2 * Double.pi }
                // A branch in the middle of a wide sector (never on the last ring: nothing lies beyond it).
                guard !last, j >= 2, gap * radii[j] > branchingWidth * spacings[j], random.uniform(0...1) < 0.85 else {
                    continue
                }
                let angle = spokes[s] + gap * random.uniform(0.38...0.62)
                spokes.append(angle)
                let b = spokes.count - 1
                for r in radius.indices { radius[r].append(0) }
                row.append(0)
                // Outside the segment from spoke s to `next` on this ring, so the piece inside stays convex.
                let pa = point(s, row[s]) - impact, pb = point(next, row[next]) - impact
                let direction = Vector2(x: cos(angle), y: sin(angle)), chord = pb - pa
                let denominator = direction.x * chord.y - direction.y * chord.x
                let onChord =
                    denominator != 0 ? (pa.x * chord.y - pa.y * chord.x) / denominator : max(row[s], row[next])
                row[b] = max(radii[j] + random.uniform(-0.25...0.25) * spacings[j], onChord + 0.05 * spacings[j])
                active.append(b)
            }
            if last {
                // Past the farthest corner even at the middle of the widest sector.
                var widest = 0.0
                for (k, s) in active.enumerated() {
                    var gap = spokes[active[(k + 1) % active.count]] - spokes[s]
                    if gap <= 0 { gap += 2 * Double.pi }
                    widest = max(widest, gap)
                }
                let outer = (reach + margin) / cos(min(widest, 0.9 * Double.pi) / 2)
                for s in active { row[s] = max(outer, radius[j - 1][s] + margin) }
            }
            radius.append(row)
            order.append(active)
        }
        // The pieces: one for each sector of each ring band.
        let rectangle: [(Vector2, Double)] = [
            (Vector2(x: -1, y: 0), 0), (Vector2(x: 1, y: 0), width),
            (Vector2(x: 0, y: -1), 0), (Vector2(x: 0, y: 1), height),
        ]
        var cells: [[Vector2]] = []
        for j in 0..<rings {
            let inner = order[j]
            for (k, s) in inner.enumerated() {
                let next = inner[(k + 1) % inner.count]
                // Inner side: the impact, or the segment from s to next; then the outer ring from
                // `next` back to s, with any branches between.
                var polygon: [Vector2] = j == 0 ? [impact] : [point(s, radius[j][s]), point(next, radius[j][next])]
                let outerRing = j + 1
                let outer = order[outerRing]
                guard let from = outer.firstIndex(of: s), let to = outer.firstIndex(of: next) else { continue }
                var between: [Int] = []
                var m = from
                while true {
                    between.append(outer[m])
                    if m == to { break }
                    m = (m + 1) % outer.count
                }
                for t in between.reversed() { polygon.append(point(t, radius[outerRing][t])) }
                for (normal, offset) in rectangle where polygon.count >= 3 {
                    polygon = clip(polygon, normal: normal, offset: offset)
                }
                if polygon.count >= 3 { cells.append(polygon) }
            }
        }
        return canonical(cells).map { ShatterPiece.signedArea($0) < 0 ? Array($0.reversed()) : $0 }
    }
    /// Sutherland–Hodgman: the part of convex `polygon` where `normal·p ≤ offset`.
    static func clip(_ polygon: [Vector2], normal: Vector2, offset: Double) -> [Vector2] {
        var result: [Vector2] = []
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count]
            let da = normal.dot(a) - offset, db = normal.dot(b) - offset
            if da <= 0 { result.append(a) }
            if (da < 0 && db > 0) || (da > 0 && db < 0) {
                let t = da / (da - db)
                result.append(a + (b - a) * t)
            }
        }
        return result
    }

    /// Merges corners closer than 10⁻⁶ pt (the same Voronoi vertex computed from different cells),
    /// snaps them to 1/256 pt, and drops repeated corners and cells left without area.
    static func canonical(_ cells: [[Vector2]]) -> [[CGPoint]] {
        struct Key: Hashable { var x: Int, y: Int }
        let fine = 65_536.0
        var canonical: [Key: Vector2] = [:]
        func snap(_ v: Vector2) -> CGPoint {
            let key = Key(x: Int((v.x * fine).rounded()), y: Int((v.y * fine).rounded()))
            var chosen: Vector2?
            search: for dx in -1...1 {
                for dy in -1...1 {
                    if let c = canonical[Key(x: key.x + dx, y: key.y + dy)], (c - v).length < 1e-6 {
                        chosen = c; break search
                    }
                }
            }
            let c = chosen ?? v
            if chosen == nil { canonical[key] = v }
            return CGPoint(x: (c.x * 256).rounded() / 256, y: (c.y * 256).rounded() / 256)
        }
        return cells.compactMap { cell -> [CGPoint]? in
            var polygon: [CGPoint] = []
            for corner in cell.map(snap) where polygon.last != corner { polygon.append(corner) }
            while polygon.count > 1, polygon.first == polygon.last { polygon.removeLast() }
            return polygon.count >= 3 && ShatterPiece.signedArea(polygon) != 0 ? polygon : nil
        }
    }
}
