import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Cuts a view's rectangle into the convex polygons of a ``ShatterPattern``. The polygons tile the
/// rectangle exactly: neighbours share their edges vertex for vertex (bit-identical coordinates), so
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
                polygons.append([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)])
            }
        }
        return polygons
    }

    /// The most sites ``ringSites(width:height:size:impact:random:)`` lays out (kept or not) before it
    /// gives up: 2²² steps, a fraction of a second; a coarser size needs a quarter as many.
    static let maximumSiteSteps = 1 << 22

    /// Sites on jittered rings around `impact`, laid out like glass hit at one point: one site at the
    /// impact, then rings whose radial spacing grows outward (0.8 `size` for the first, then +0.55 `size`
    /// per ring), each ring holding about 2.6 times as many sites as its spacing would give round cells,
    /// so the cells are radial slivers, long along the radial cracks and narrow across them. About one
    /// site in four gets a splinter: an extra site between two rings, which cuts a small piece out of
    /// the junction of the cracks. Rings continue until they pass the view's farthest corner.
    ///
    /// A site farther outside the view than four of its ring's spacings is left out: nearer sites own
    /// every point of the view around it, so its cell could never reach into the view (a long thin view
    /// would otherwise keep whole rings far beyond its ends). `nil` when laying the rings out would take
    /// more than ``maximumSiteSteps`` sites: the caller coarsens `size`.
    static func ringSites(width: Double, height: Double, size: Double, impact: Vector2, random: inout SeededRandomNumberGenerator) -> [Vector2]? {
        let corners = [Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: 0, y: height), Vector2(x: width, y: height)]
        let reach = corners.map { ($0 - impact).length }.max()! + size
        var sites = [impact + Vector2(x: random.uniform(-0.1...0.1), y: random.uniform(-0.1...0.1)) * size]
        var steps = 0
        // Whether `site` is within `margin` of the view's rectangle.
        func near(_ site: Vector2, _ margin: Double) -> Bool {
            site.x >= -margin && site.x <= width + margin && site.y >= -margin && site.y <= height + margin
        }
        var radius = 0.0
        var ring = 0
        while radius < reach {
            let spacing = size * (0.8 + 0.55 * Double(ring))
            radius += spacing
            ring += 1
            // Tangential width: a sliver's length over 2.6 (never below a fifth of `size`).
            let across = max(spacing / 2.6, size / 5)
            let count = max(6, Int((2 * Double.pi * radius / across).rounded()))
            steps += count
            guard steps <= maximumSiteSteps else { return nil }
            let margin = 4 * spacing
            let phase = random.uniform(0...(2 * Double.pi))
            let step = 2 * Double.pi / Double(count)
            for i in 0..<count {
                let angle = phase + (Double(i) + random.uniform(-0.25...0.25)) * step
                let r = radius + random.uniform(-0.25...0.25) * spacing
                let site = impact + Vector2(x: cos(angle), y: sin(angle)) * r
                if near(site, margin) { sites.append(site) }
                if random.uniform(0...1) < 0.25 {
                    // A splinter where this sliver meets the ring crack inside it.
                    let a = angle + random.uniform(0.3...0.7) * step
                    let rr = radius - random.uniform(0.4...0.6) * spacing
                    let splinter = impact + Vector2(x: cos(a), y: sin(a)) * rr
                    if near(splinter, margin) { sites.append(splinter) }
                }
            }
        }
        return sites
    }

    /// The Voronoi cells of `sites` clipped to the view, each convex and clockwise on screen, with shared
    /// corners merged and snapped to 1/256 pt (exact in 32-bit floats).
    ///
    /// Each cell is cut by the other sites nearest first, until the next is farther than twice the
    /// cell's reach. The sites are found through a grid of buckets, in rings of doubling radius, so a
    /// cell costs about as much as its neighbours, not as all the sites: linear in the sites overall.
    static func voronoi(width: Double, height: Double, sites: [Vector2]) -> [[CGPoint]] {
        let rectangle = [Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: width, y: height), Vector2(x: 0, y: height)]
        let grid = SiteGrid(sites)
        var cells: [[Vector2]] = []
        for (i, site) in sites.enumerated() {
            var cell = rectangle
            var inner = -1.0, radius = grid.bucketSide
            search: while true {
                // The sites in the ring inner < distance ≤ radius, nearest first: the next of the sorted order.
                let ring = grid.sites(near: site, within: radius)
                    .compactMap { j -> (Int, Double)? in
                        let distance = (sites[j] - site).length
                        return j != i && distance > inner && distance <= radius ? (j, distance) : nil
                    }
                    .sorted { $0.1 < $1.1 }
                for (j, distance) in ring {
                    // A site farther than twice the cell's reach cannot cut it any more.
                    let reach = cell.map { ($0 - site).length }.max() ?? 0
                    if distance > 2 * reach { break search }
                    guard distance > 0 else { continue }
                    // Keep p with (p − m)·n ≤ 0: the half-plane nearer `site` than `other`.
                    let other = sites[j]
                    let normal = other - site
                    let middle = (site + other) * 0.5
                    cell = clip(cell, normal: normal, offset: normal.dot(middle))
                    if cell.count < 3 { break search }
                }
                let reach = cell.map { ($0 - site).length }.max() ?? 0
                // Every site is within `radius` now, or the next one is past twice the cell's reach.
                if radius >= grid.farthest(from: site) || radius > 2 * reach { break }
                inner = radius
                radius *= 2
            }
            if cell.count >= 3 { cells.append(cell) }
        }
        return canonical(cells)
    }

    /// Sites bucketed in a square grid (about two a bucket on average), to find the ones near a point.
    struct SiteGrid {
        let sites: [Vector2]
        let origin: Vector2, end: Vector2
        let bucketSide: Double
        let columns: Int, rows: Int
        private var buckets: [[Int]]

        init(_ sites: [Vector2]) {
            self.sites = sites
            let xs = sites.map(\.x), ys = sites.map(\.y)
            origin = Vector2(x: xs.min() ?? 0, y: ys.min() ?? 0)
            end = Vector2(x: xs.max() ?? 0, y: ys.max() ?? 0)
            let area = max((end.x - origin.x) * (end.y - origin.y), 1e-12)
            let side = max((2 * area / Double(max(sites.count, 1))).squareRoot(), (end.x - origin.x) / 4096, (end.y - origin.y) / 4096, 1e-9)
            bucketSide = side
            columns = Int((end.x - origin.x) / side) + 1
            rows = Int((end.y - origin.y) / side) + 1
            buckets = Array(repeating: [], count: columns * rows)
            for (index, site) in sites.enumerated() { buckets[bucket(site)].append(index) }
        }

        private func column(_ x: Double) -> Int { min(max(Int((x - origin.x) / bucketSide), 0), columns - 1) }
        private func row(_ y: Double) -> Int { min(max(Int((y - origin.y) / bucketSide), 0), rows - 1) }
        private func bucket(_ site: Vector2) -> Int { row(site.y) * columns + column(site.x) }

        /// The sites in the buckets that overlap the square of half-side `radius` around `point`.
        func sites(near point: Vector2, within radius: Double) -> [Int] {
            var found: [Int] = []
            for r in row(point.y - radius)...row(point.y + radius) {
                for c in column(point.x - radius)...column(point.x + radius) { found += buckets[r * columns + c] }
            }
            return found
        }

        /// The distance from `point` to the farthest corner of the sites' bounding box.
        func farthest(from point: Vector2) -> Double {
            [origin, end, Vector2(x: origin.x, y: end.y), Vector2(x: end.x, y: origin.y)].map { ($0 - point).length }.max() ?? 0
        }
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
                    if let c = canonical[Key(x: key.x + dx, y: key.y + dy)], (c - v).length < 1e-6 { chosen = c; break search }
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
