import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view broken into pieces that fall away, as a deterministic, closed-form model.
///
/// Every piece's position, rotation and opacity are functions of time (``ShatterPiece/position(of:at:)``,
/// ``ShatterPhysics/opacity(at:)``), so a renderer uploads ``quadInstances()`` once and then only a time
/// per frame (``ShatterUniforms``); the `shatterVertex` Metal function evaluates the same formulas.
/// ``endTime(leaving:)`` says when the last piece has left a frame, so a transition's duration is
/// computed, not guessed. Everything is in points of the view (origin top-left, y down) and seconds.
///
/// ```swift
/// let shatter = Shatter(viewSize: CGSize(width: 393, height: 852), pattern: .pieces(size: 2), seed: 7)
/// let duration = shatter.endTime(leaving: CGRect(x: 0, y: 0, width: 393, height: 852))  // ≈ 1.15 s
/// ```
@_spi(Internal) public struct Shatter: Sendable {
    /// The most memory one shatter's quad instances take (``quadInstances()``): 64 MiB, about 493,000
    /// quads of ``ShatterShaderLayout/floatsPerQuad`` floats. Finer patterns are coarsened to fit, so a
    /// shatter's memory is bounded whatever the view's size, scale or aspect ratio.
    @_spi(Internal) public static let maximumQuadBytes = 64 << 20

    /// The most quads one shatter draws: ``maximumQuadBytes`` over a quad's size.
    @_spi(Internal) public static let maximumQuadCount =
        maximumQuadBytes / (ShatterShaderLayout.floatsPerQuad * MemoryLayout<Float>.size)

    /// The most pieces a view breaks into: ``maximumQuadCount`` (a square is one quad; a shard, a few,
    /// and shards are coarsened until their quads fit too).
    @_spi(Internal) public static let maximumPieceCount = maximumQuadCount

    /// The most attempts at a shards pattern that fits ``maximumQuadCount``, the shards' size doubling
    /// each time, before the view is left whole. A safety bound: the first attempt fits every view the
    /// model breaks (sides under 10⁶ pt and shards of at least 4 pt give at most 45 rings of at most
    /// 65 spokes, some 47,000 quads), so the loop stops there.
    static let maximumCoarsening = 24

    /// The view's size, points (non-finite or negative sizes count as zero: no pieces).
    @_spi(Internal) public let viewSize: CGSize
    /// How the view breaks.
    @_spi(Internal) public let pattern: ShatterPattern
    /// The ranges the pieces' motions were drawn from.
    @_spi(Internal) public let physics: ShatterPhysics
    /// The random seed: the same seed, size, pattern and physics give the same pieces on every run.
    @_spi(Internal) public let seed: UInt64
    /// The pieces; together they tile the view exactly at t = 0.
    @_spi(Internal) public let pieces: [ShatterPiece]
    /// Where the view was hit, points: the shards' impact (clamped into the view), the view's centre for squares.
    @_spi(Internal) public let impact: CGPoint
    /// How fast the cracks run out from ``impact``, pt/s: they reach the view's farthest corner in a
    /// fifth of ``ShatterPhysics/breakDelay``, before any shard moves (at two fifths). 0: no cracks
    /// (squares, or no break delay).
    @_spi(Internal) public private(set) var crackSpeed = 0.0

    /// How much each shard shrinks toward its own pivot (its centroid) as the shards part, as a
    /// fraction of its size: 0.03 (a corner 50 pt from its shard's centroid moves 1.5 pt inward). All
    /// shards shrink together, so the cracks open into gaps (two neighbours part by 3 % of the
    /// distance between their centroids) before any shard falls or turns, while a convex shard shrunk
    /// about a point inside it stays inside its own outline: no shard overlaps another, and the picture
    /// as a whole does not grow. 0 for squares, and for a view that does not crack (one shard has
    /// nothing to part from).
    @_spi(Internal) public static let partingContraction = 0.03

    /// When the shards start to part, seconds: two fifths of ``ShatterPhysics/breakDelay``, once the
    /// cracks have reached the whole view (0 for squares, which do not part).
    @_spi(Internal) public private(set) var partingStart = 0.0

    /// ``partingContraction`` for shards, 0 for squares and for a single shard (a view that does not crack).
    @_spi(Internal) public var contraction: Double { glint > 0 && pieces.count > 1 ? Self.partingContraction : 0 }

    /// How strongly the shards' edges catch the light as they turn (and the cracks shine): 1 for
    /// shards, 0 for squares, which stay flat and matte.
    @_spi(Internal) public var glint: Double {
        if case .shards = pattern { return pieces.isEmpty ? 0 : 1 }
        return 0
    }

    /// Breaks a `viewSize` view.
    ///
    /// - Parameters:
    ///   - viewSize: points.
    ///   - pattern: default ``ShatterPattern/squares``; its size is cleaned (``ShatterPattern/cleaned``).
    ///   - physics: default ``ShatterPhysics/squares(fallHeight:)`` for the view's own height.
    ///   - seed: any value; default 0.
    @_spi(Internal) public init(
        viewSize: CGSize, pattern: ShatterPattern = .squares, physics: ShatterPhysics? = nil, seed: UInt64 = 0
    ) {
        let width = Double(viewSize.width).isFinite ? max(Double(viewSize.width), 0) : 0
        let height = Double(viewSize.height).isFinite ? max(Double(viewSize.height), 0) : 0
        self.viewSize = CGSize(width: width, height: height)
        let pattern = pattern.cleaned
        self.pattern = pattern
        let physics = physics ?? .squares(fallHeight: height)
        self.physics = physics
        self.seed = seed
        var random = SeededRandomNumberGenerator(seed: seed)
        guard width > 0, height > 0, width < 1e6, height < 1e6 else {
            pieces = []
            impact = CGPoint(x: width / 2, y: height / 2)
            return
        }
        let polygons: [[CGPoint]]
        let spins: Bool
        var hit = Vector2(x: width / 2, y: height / 2)
        switch pattern {
        case .pieces(let size):
            // Coarsen so the grid stays within maximumPieceCount: from the area's share, growing by a
            // factor that doubles its excess each step (a few dozen steps at most, whatever the aspect ratio).
            let fitting = (width * height / Double(Self.maximumPieceCount)).squareRoot()
            var side = max(size, fitting)
            var growth = 1.001
            while (width / side).rounded(.up) * (height / side).rounded(.up) > Double(Self.maximumPieceCount) {
                side *= growth
                growth *= growth
            }
            polygons = ShatterFracture.grid(width: width, height: height, size: side)
            spins = false
        case .shards(let size, let impact):
            let centre = Vector2(x: width / 2, y: height / 2)
            let point = impact.map { Vector2(x: Double($0.x), y: Double($0.y)) } ?? centre
            let inside = Vector2(x: min(max(point.x, 0), width), y: min(max(point.y, 0), height))
            hit = inside
            var cells: [[CGPoint]] = []
            if size == 0 {
                // Fitted to the view: at most 18 spokes (a few more in gaps wider than a quarter turn,
                // and their branches) over at most ten rings, so a few hundred pieces at most, far below
                // maximumQuadCount.
                if let layout = ImpactPatternLayout.fitted(
                    width: width, height: height, impact: inside, random: &random)
                {
                    cells = ShatterFracture.impactPattern(
                        width: width, height: height, layout: layout, impact: inside, random: &random)
                } else {
                    cells = ShatterFracture.wholeView(width: width, height: height)
                }
            } else {
                // Coarser shards until their quads fit maximumQuadCount (the rings' spacing grows
                // geometrically, so a few thousand pieces at most in practice); each attempt starts from
                // the same random state.
                var side = max(size, (width * height).squareRoot() / 64)
                let start = random
                for _ in 0..<Self.maximumCoarsening {
                    random = start
                    cells = ShatterFracture.impactPattern(
                        width: width, height: height, size: side, impact: inside, random: &random)
                    if cells.reduce(0, { $0 + ($1.count - 1) / 2 }) <= Self.maximumQuadCount { break }
                    cells = []
                    side *= 2
                }
            }
            polygons = cells
            spins = true
        }
        impact = CGPoint(x: hit.x, y: hit.y)
        let acceleration = physics.acceleration
        let sideways = physics.sidewaysSpeed
        let spin = physics.spin
        guard spins else {
            // Squares: independent random draws, all moving at once.
            pieces = polygons.map { polygon in
                let a = random.uniform(acceleration)
                let vx = random.uniform(sideways)
                return ShatterPiece(
                    polygon: polygon, pivot: ShatterPiece.centroid(polygon),
                    motion: ShatterMotion(
                        sidewaysSpeed: vx, initialVerticalSpeed: physics.initialVerticalSpeed,
                        acceleration: a, terminalSpeed: physics.terminalSpeed))
            }
            return
        }
        // Glass: the cracks run out from the impact, the shards part (all together, each shrinking a
        // little toward its own centre), then the break travels: a shard's delay grows with its
        // distance above the impact, and it drifts away from the impact sideways (with a little noise).
        // The delay grows with the distance from the impact upward: the shards below the impact drop
        // out first (nothing holds them), then the break climbs row by row. So a shard never starts
        // after the one it rests on, and cannot fall into it.
        let pivots = polygons.map { ShatterPiece.centroid($0) }
        let distances = pivots.map { max(hit.y - Double($0.y), 0) }
        let farthest = max(distances.max() ?? 0, 1e-9)
        let breakDelay = physics.breakDelay
        let areas = polygons.map { ShatterPiece.signedArea($0).magnitude }
        let typicalArea = areas.isEmpty ? 1 : areas.sorted()[areas.count / 2]
        // A shard never starts before one it rests on (a neighbour whose shared edge faces down from
        // it), so none falls into one still waiting: its delay is raised to that neighbour's.
        var delays = distances.map { breakDelay * (0.4 + 0.6 * $0 / farthest) }
        let below = Self.neighboursBelow(polygons)
        for _ in 0..<256 {
            var changed = false
            for i in delays.indices {
                for j in below[i] where delays[j] > delays[i] {
                    delays[i] = delays[j]
                    changed = true
                }
            }
            if !changed { break }
        }
        pieces = polygons.indices.map { i in
            let pivot = pivots[i]
            // One acceleration for all shards (the middle of the range): shards that start together
            // stay together until they drift and turn apart, and a later one never catches up.
            let a = (acceleration.lowerBound + acceleration.upperBound) / 2
            let across = min(max((Double(pivot.x) - hit.x) / (width / 2), -1), 1)
            let middle = (sideways.lowerBound + sideways.upperBound) / 2,
                half = (sideways.upperBound - sideways.lowerBound) / 2
            let vx = middle + half * (0.85 * across + random.uniform(-0.15...0.15))
            // Small splinters turn faster (up to 2.5×).
            let splinter = min(max((typicalArea / max(areas[i], 1e-9)).squareRoot(), 1), 2.5)
            var w = random.uniform(spin) * splinter
            if random.next() & 1 == 1 { w = -w }
            return ShatterPiece(
                polygon: polygons[i], pivot: pivot,
                motion: ShatterMotion(
                    sidewaysSpeed: vx, initialVerticalSpeed: physics.initialVerticalSpeed,
                    acceleration: a, terminalSpeed: physics.terminalSpeed, spin: w, delay: delays[i],
                    contraction: polygons.count > 1 ? Self.partingContraction : 0, partingStart: 0.4 * breakDelay))
        }
        partingStart = 0.4 * breakDelay
        // The cracks reach every point of the view (true distance) before any shard moves.
        let reach =
            [Vector2(x: 0, y: 0), Vector2(x: width, y: 0), Vector2(x: 0, y: height), Vector2(x: width, y: height)]
            .map { ($0 - hit).length }.max() ?? 0
        crackSpeed = breakDelay > 0 ? max(reach, 1e-9) / (0.2 * breakDelay) : 0
    }

    /// For each polygon, the neighbours it rests on: those sharing an edge (the same two corners)
    /// whose outward normal, seen from the polygon, points down by more than 1°. Falling first, the
    /// polygon would move into them. Convex pieces can always be ordered this way (convex sets can
    /// be moved apart one by one in any direction), so raising delays along these links settles.
    static func neighboursBelow(_ polygons: [[CGPoint]]) -> [[Int]] {
        struct Edge: Hashable { var ax: Double, ay: Double, bx: Double, by: Double }
        var owners: [Edge: Int] = [:]
        var below = [[Int]](repeating: [], count: polygons.count)
        for (i, p) in polygons.enumerated() {
            for k in p.indices {
                let a = p[k], b = p[(k + 1) % p.count]
                let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                let key =
                    (ax, ay) < (bx, by) ? Edge(ax: ax, ay: ay, bx: bx, by: by) : Edge(ax: bx, ay: by, bx: ax, by: ay)
                guard let j = owners[key] else { owners[key] = i; continue }
                // The interior is on the edge's left in math orientation: the outward normal is (dy, −dx).
                let length = hypot(bx - ax, by - ay)
                guard length > 0 else { continue }
                let down = -(bx - ax) / length
                if down > 0.0175 { below[i].append(j) } else if down < -0.0175 { below[j].append(i) }
            }
        }
        return below
    }

    /// The view's own rectangle, (0, 0, width, height).
    @_spi(Internal) public var bounds: CGRect { CGRect(origin: .zero, size: viewSize) }

    /// When the last piece has left `frame` (points, in the view's coordinates: e.g. the window's
    /// rectangle relative to the view), or the fade has hidden everything, whichever comes first.
    /// 0 without pieces. A frame not containing the view still works: pieces that never enter it do
    /// not count.
    @_spi(Internal) public func endTime(leaving frame: CGRect) -> Double {
        let last = pieces.reduce(0.0) { max($0, $1.lastTimeInside(frame)) }
        return min(last, physics.fadeEnd)
    }

    /// The opacity of every piece at `t`.
    @_spi(Internal) public func opacity(at t: Double) -> Double { physics.opacity(at: t) }

    /// The per-instance data for the `shatterVertex` Metal function, uploaded once: one
    /// ``ShatterShaderLayout/floatsPerQuad``-float record per quad (a convex piece with n corners
    /// is drawn as ⌈(n − 2) / 2⌉ quads fanned from its first corner; a triangle repeats its last corner).
    ///
    /// Each record also carries six of the piece's outer edges as lines (inward unit normal `n` and
    /// offset `c`: the distance of a point `p` from the edge is `n·p − c`): the two at the fan's first
    /// corner and the four at the quad's other corners, so the fragment function knows how far it is
    /// from the piece's own outline (the fan's inner diagonals are not edges). Edges on the view's
    /// border, and every edge of the squares, are "far" (`n = 0`, `c = −10⁶`): they never shine.
    ///
    /// Written in place into an array allocated once at its final size (no per-quad append, no
    /// growth), since it runs for every shatter.
    @_spi(Internal) public func quadInstances() -> [Float] {
        let stride = ShatterShaderLayout.floatsPerQuad
        let count = quadCount * stride
        let lit = glint > 0
        let (w, h) = (Double(viewSize.width), Double(viewSize.height))
        return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard var out = buffer.baseAddress else { initialized = 0; return }
            for piece in pieces {
                let p = piece.polygon
                let n = p.count
                guard n >= 3 else { continue }
                // Edge k runs from p[k] to p[k + 1]; the interior is on its left in math orientation
                // (the polygons are clockwise on screen, positive signed area).
                func line(_ k: Int) -> (Float, Float, Float) {
                    let a = p[((k % n) + n) % n], b = p[(((k + 1) % n) + n) % n]
                    let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                    let onBorder =
                        (ax == 0 && bx == 0) || (ax == w && bx == w) || (ay == 0 && by == 0) || (ay == h && by == h)
                    let length = hypot(bx - ax, by - ay)
                    guard lit, !onBorder, length > 0 else { return (0, 0, -1e6) }
                    let nx = -(by - ay) / length, ny = (bx - ax) / length
                    return (Float(nx), Float(ny), Float(nx * ax + ny * ay))
                }
                let m = piece.motion
                let pivotX = Float(piece.pivot.x), pivotY = Float(piece.pivot.y)
                var i = 1
                while i < n - 1 {
                    let c3 = i + 2 < n ? p[i + 2] : p[i + 1]
                    out[0] = Float(p[0].x); out[1] = Float(p[0].y)
                    out[2] = Float(p[i].x); out[3] = Float(p[i].y)
                    out[4] = Float(p[i + 1].x); out[5] = Float(p[i + 1].y)
                    out[6] = Float(c3.x); out[7] = Float(c3.y)
                    out[8] = pivotX; out[9] = pivotY
                    // Six edges: their normals (floats 10…21), then their offsets (22…27).
                    func edge(_ slot: Int, _ k: Int) {
                        let e = line(k)
                        out[10 + 2 * slot] = e.0; out[11 + 2 * slot] = e.1
                        out[22 + slot] = e.2
                    }
                    edge(0, n - 1); edge(1, 0); edge(2, i - 1); edge(3, i); edge(4, i + 1); edge(5, i + 2)
                    out[28] = Float(m.sidewaysSpeed); out[29] = Float(m.initialVerticalSpeed);
                    out[30] = Float(m.acceleration)
                    out[31] = Float(m.terminalSpeed); out[32] = Float(m.spin); out[33] = Float(m.delay)
                    out += stride
                    i += 2
                }
            }
            initialized = out - buffer.baseAddress!
        }
    }

    /// How many quads ``quadInstances()`` holds (the instance count of the draw call).
    @_spi(Internal) public var quadCount: Int {
        pieces.reduce(0) { $0 + ($1.polygon.count >= 3 ? ($1.polygon.count - 1) / 2 : 0) }
    }

}

extension Shatter {
    /// The region the pieces of a view fall out of, in the view's own coordinates: its window.
    ///
    /// - Parameters:
    ///   - viewFrame: the view's frame in the window's coordinates, points.
    ///   - windowSize: the window's size when known (UIKit: the container view's bounds), its origin
    ///     at the window's (0, 0). Without it the window is estimated (see
    ///     ``fallRegion(viewFrame:window:configuration:displayScale:fallDistance:)``).
    ///   - configuration, displayScale, fallDistance: for the estimate, as there.
    @_spi(Internal) public static func fallRegion(
        viewFrame: CGRect, windowSize: CGSize? = nil, configuration: ShatterConfiguration = .init(),
        displayScale: Double = 3, fallDistance: Double = 1000
    ) -> CGRect {
        fallRegion(
            viewFrame: viewFrame, window: windowSize.map { CGRect(origin: .zero, size: $0) },
            configuration: configuration, displayScale: displayScale, fallDistance: fallDistance)
    }

    /// The pixels of the largest iPhone window, 1290 × 2796 (iPhone 15 Pro Max and later, 3×): one
    /// window-sized surface, 14.4 MB in 8-bit BGRA. An estimated region covers at most this many
    /// pixels (or the window the view's own frame proves exists, when that is larger), and the drawable
    /// is no larger than the region (``PiecesDrawable/region(viewSize:reach:within:)``), so a run holds
    /// at most three such surfaces (its texture and ``PiecesDrawable/maximumCount`` drawables) on any
    /// display.
    @_spi(Internal) public static let largestWindowPixels = 1290.0 * 2796.0

    /// The region the pieces of a view fall out of, in the view's own coordinates: `window` when it
    /// holds the view (``windowRegion(viewFrame:window:)``); `window` joined with the view when
    /// the view sticks partly out of it (a card scrolled partly under the top edge); else an estimate.
    ///
    /// **The estimate** (no window known, a window of zero size, or one the view does not touch).
    /// SwiftUI exposes no window, so it is bounded by where pieces can go and by one window's area:
    /// - *Sideways*: the view plus, on each side, the smaller of its distance from the window's left
    ///   edge (layouts are mostly symmetric, so a full-width view has no margin) and how far a piece
    ///   can drift while it falls through the region: |sideways speed| / terminal speed × the fall
    ///   (``ShatterMotion``: dx = sidewaysSpeed × fall / terminalSpeed at most), plus the view's
    ///   diagonal for turning shards (a corner's reach around its pivot).
    /// - *Up*: nothing above the view except, for turning shards, up to the view's diagonal (never
    ///   above the window's top).
    /// - *Down*: the view, then as far as the area allows, at most `fallDistance` below the view.
    /// - *Area*: at most S = the larger of ``largestWindowPixels`` at `displayScale` (430 × 932 pt at
    ///   3×) and the rectangle from the window's origin to the view's far corner (a window holds at
    ///   least that). The view itself is always inside, so no piece that starts on screen is cut
    ///   while the live view is hidden; only a view larger than S makes a larger region.
    ///
    /// The drawable is the part of this region the pieces can reach (``reach(fallingThrough:)``,
    /// ``PiecesDrawable/region(viewSize:reach:within:)``): its two drawables and the snapshot's texture
    /// hold at most three window-sized surfaces at any moment, with or without a layer.
    ///
    /// - Parameters:
    ///   - viewFrame: the view's frame, points, in the space `window` is given in (SwiftUI's `.global`:
    ///     the window's coordinates).
    ///   - window: the rectangle the pieces can be seen in when known, in that space: a
    ///     `.effectsLayer()`'s frame, or a UIKit container's bounds.
    ///   - configuration: the pattern and physics (whether shards turn; how far pieces drift).
    ///   - displayScale: pixels per point, for the area bound; non-finite or below 1 counts as 1, above 4 as 4.
    ///   - fallDistance: points below the view when the window is estimated; default 1000 (taller
    ///     than any iPhone screen), clamped to 0…10⁵.
    @_spi(Internal) public static func fallRegion(
        viewFrame: CGRect, window: CGRect?, configuration: ShatterConfiguration = .init(),
        displayScale: Double = 3, fallDistance: Double = 1000
    ) -> CGRect {
        if let window {
            if let region = windowRegion(viewFrame: viewFrame, window: window) { return region }
            if let region = joinedRegion(viewFrame: viewFrame, window: window) { return region }
        }
        func finite(_ x: CGFloat) -> Double { Double(x).isFinite ? Double(x) : 0 }
        let x = max(finite(viewFrame.minX), 0), y = max(finite(viewFrame.minY), 0)
        let w = min(max(finite(viewFrame.width), 0), 1e6), h = min(max(finite(viewFrame.height), 0), 1e6)
        let below = fallDistance.isFinite ? min(max(fallDistance, 0), 1e5) : 1000
        let physics = configuration.physics(fallHeight: h + below)
        let turns: Bool
        if case .shards = configuration.pattern {
            turns = physics.spin.lowerBound != 0 || physics.spin.upperBound != 0
        } else {
            turns = false
        }
        let diagonal = turns ? (w * w + h * h).squareRoot() : 0
        let sideways = max(physics.sidewaysSpeed.lowerBound.magnitude, physics.sidewaysSpeed.upperBound.magnitude)
        let drift = sideways / physics.terminalSpeed * (h + below) + diagonal
        let side = min(x, drift.isFinite ? drift : x)
        let top = -min(y, diagonal)
        let width = w + 2 * side
        let scale = displayScale.isFinite ? min(max(displayScale, 1), 4) : 1
        let area = max(largestWindowPixels / (scale * scale), (x + w) * (y + h))
        let lowest = h - top, highest = h - top + below
        let height = width > 0 ? min(max(area / width, lowest), highest) : highest
        return CGRect(x: -side, y: top, width: width, height: height)
    }

    /// `window` joined with the view, in the view's coordinates, when the view overlaps `window` but
    /// is not inside it (a card scrolled partly out of a layer): the pieces start in the view and
    /// can be seen in the window. `nil` for a view that does not touch it (a layer of another scene
    /// or a sheet's parent), a window without a finite positive size, or a frame that is not finite.
    static func joinedRegion(viewFrame: CGRect, window: CGRect) -> CGRect? {
        let values = [
            window.minX, window.minY, window.width, window.height, viewFrame.minX, viewFrame.minY, viewFrame.width,
            viewFrame.height,
        ]
        guard values.allSatisfy(\.isFinite), window.width > 0, window.height > 0, viewFrame.width > 0,
            viewFrame.height > 0,
            viewFrame.minX < window.maxX, viewFrame.maxX > window.minX,
            viewFrame.minY < window.maxY, viewFrame.maxY > window.minY
        else { return nil }
        let minX = min(window.minX, viewFrame.minX), minY = min(window.minY, viewFrame.minY)
        let maxX = max(window.maxX, viewFrame.maxX), maxY = max(window.maxY, viewFrame.maxY)
        return CGRect(x: minX - viewFrame.minX, y: minY - viewFrame.minY, width: maxX - minX, height: maxY - minY)
    }

    /// The most a pieces' drawable may cover, as a multiple of the window's area: 1.2. An `MTKView`
    /// is cleared and drawn at up to 120 Hz over its whole drawable, so it should hold what can be seen.
    /// The drawable is at most the region the pieces fall out of (``PiecesDrawable/region(viewSize:reach:within:)``),
    /// which is the window when it is known.
    @_spi(Internal) public static let drawableAreaLimit = 1.2

    /// The region the pieces fall out of for a window of `windowSize` whose origin is the window's
    /// (0, 0); see ``windowRegion(viewFrame:window:)``.
    @_spi(Internal) public static func windowRegion(viewFrame: CGRect, windowSize: CGSize) -> CGRect? {
        windowRegion(viewFrame: viewFrame, window: CGRect(origin: .zero, size: windowSize))
    }

    /// The region the pieces fall out of when the window is known: `window` (in the space of
    /// `viewFrame`) moved into the view's coordinates, so exactly 1 × its area (at most
    /// ``drawableAreaLimit``); the drawable is the part of it the pieces reach.
    ///
    /// `nil` — the caller then estimates the window — for a window without a finite positive size,
    /// a view frame that is not finite, or a window that does not contain the view's rectangle: a
    /// rectangle that misses part of the view (a window of another scene, a layer the view is not
    /// inside, a view scrolled partly out of it) would cut off pieces that start on screen, or all
    /// of them, while the live view is hidden.
    @_spi(Internal) public static func windowRegion(viewFrame: CGRect, window: CGRect) -> CGRect? {
        let values = [
            window.minX, window.minY, window.width, window.height, viewFrame.minX, viewFrame.minY, viewFrame.width,
            viewFrame.height,
        ]
        guard values.allSatisfy(\.isFinite), window.width > 0, window.height > 0, viewFrame.width >= 0,
            viewFrame.height >= 0,
            viewFrame.minX >= window.minX, viewFrame.minY >= window.minY,
            viewFrame.minX + viewFrame.width <= window.minX + window.width,
            viewFrame.minY + viewFrame.height <= window.minY + window.height
        else { return nil }
        return CGRect(
            x: window.minX - viewFrame.minX, y: window.minY - viewFrame.minY, width: window.width, height: window.height
        )
    }
}

extension Shatter {
    /// An upper bound of ``endTime(leaving:)`` computed without breaking the view (no pieces, a few
    /// arithmetic operations): for a caller that must answer at once, on the main thread, before the
    /// model is built (UIKit's `transitionDuration(using:)`).
    ///
    /// Every piece starts inside the view and only ever moves down, so it has left `frame` once its
    /// top has fallen past `frame`'s bottom; the slowest piece is the one with the lowest
    /// acceleration starting at the view's top (y = 0). Pieces that turn (``ShatterPhysics/spin``
    /// above 0, for ``ShatterPattern/shards(size:impact:)``) may reach above their start by their
    /// radius, at most the view's diagonal (their parting only shrinks them), and start after a delay
    /// of at most ``ShatterPhysics/breakDelay`` (the break travelling out from the impact). Sideways motion is
    /// ignored (it only ends pieces sooner), and the fade caps it. Seconds; for the squares' physics
    /// and a window-high region, √(4/3) ≈ 1.155.
    ///
    /// - Parameters:
    ///   - viewSize: the view's size, points.
    ///   - pattern: how it breaks (only whether pieces turn matters).
    ///   - physics: the physics (default: ``ShatterPhysics/squares(fallHeight:)`` for the view's height, as the model).
    ///   - frame: the region, in the view's points.
    @_spi(Internal) public static func endTimeBound(
        viewSize: CGSize, pattern: ShatterPattern, physics: ShatterPhysics? = nil,
        leaving frame: CGRect
    ) -> Double {
        let width = Double(viewSize.width).isFinite ? max(Double(viewSize.width), 0) : 0
        let height = Double(viewSize.height).isFinite ? max(Double(viewSize.height), 0) : 0
        guard width > 0, height > 0, frame.maxY.isFinite else { return 0 }
        let physics = physics ?? .squares(fallHeight: height)
        let acceleration = physics.acceleration
        let spin = physics.spin
        var turns = false, delay = 0.0
        if case .shards = pattern {
            turns = spin.upperBound.magnitude > 0 || spin.lowerBound.magnitude > 0
            delay = physics.breakDelay
        }
        let reach = turns ? (width * width + height * height).squareRoot() : 0
        let slowest = ShatterMotion(
            sidewaysSpeed: 0, initialVerticalSpeed: physics.initialVerticalSpeed,
            acceleration: acceleration.lowerBound, terminalSpeed: physics.terminalSpeed, delay: delay)
        let fall = slowest.time(toFall: Double(frame.maxY) + reach)
        return min(fall, physics.fadeEnd)
    }
}

extension Shatter {
    /// The window ``transitionDuration(configuration:)`` is computed for, points: 2752 × 1376, twice
    /// as wide as the largest iPad's screen is tall (13-inch iPad, 1376 pt), so it bounds a view anywhere
    /// in a portrait or landscape iPhone or iPad window. The presets' physics scale with the window's
    /// height (``ShatterPhysics/squares(fallHeight:)``), so for them only this shape matters, not its size.
    @_spi(Internal) public static let transitionWindow = CGSize(width: 2752, height: 1376)

    /// How long SwiftUI keeps a view inserted or removed with the shatter transition, seconds: the
    /// longest run of `configuration` (``endTimeBound(viewSize:pattern:physics:leaving:)`` for a view
    /// filling ``transitionWindow``, the break's delay included) plus ``PiecesRunStart/allowance``.
    ///
    /// A transition is created before the view is laid out, so the view's size and its window are
    /// unknown: the bound is taken for the largest view in the largest window, never shorter than a
    /// real run there. For the ``ShatterConfiguration/squares`` preset ≈ 2.15 s, for
    /// ``ShatterConfiguration/glass`` ≈ 3.28 s (turning shards are allowed the view's whole diagonal
    /// above their start); the removed view stays hidden once its pieces have gone.
    @_spi(Internal) public static func transitionDuration(configuration: ShatterConfiguration) -> Double {
        let window = transitionWindow
        let physics = configuration.physics(fallHeight: Double(window.height))
        let run = endTimeBound(
            viewSize: window, pattern: configuration.pattern, physics: physics,
            leaving: CGRect(origin: .zero, size: window))
        return (run.isFinite ? run : 0) + PiecesRunStart.allowance
    }
}
