import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One piece of a shattered view: a convex polygon of the view (points, at t = 0) and how it moves.
@_spi(Internal) public struct ShatterPiece: Sendable, Equatable {
    /// The piece's outline at t = 0, a convex polygon in the view's points, clockwise on screen.
    @_spi(Internal) public var polygon: [CGPoint]
    /// The point it turns about: the polygon's area centroid.
    @_spi(Internal) public var pivot: CGPoint
    /// Its motion.
    @_spi(Internal) public var motion: ShatterMotion

    /// A piece with `polygon` turning about `pivot`.
    @_spi(Internal) public init(polygon: [CGPoint], pivot: CGPoint, motion: ShatterMotion) {
        self.polygon = polygon
        self.pivot = pivot
        self.motion = motion
    }

    /// Where the piece's point `point` (given at t = 0) is at time `t`: shrunk toward the pivot by
    /// ``ShatterMotion/contraction`` × ``ShatterMotion/partingProgress(at:)`` and turned about it by
    /// ``ShatterMotion/angle(at:)``, then moved by ``ShatterMotion/displacement(at:)``. This is the
    /// formula `shatterVertex` evaluates on the GPU.
    @_spi(Internal) public func position(of point: CGPoint, at t: Double) -> CGPoint {
        let angle = motion.angle(at: t)
        let move = motion.displacement(at: t)
        let shrink = motion.contraction * motion.partingProgress(at: t)
        let (s, c) = (sin(angle), cos(angle))
        let rx = Double(point.x - pivot.x), ry = Double(point.y - pivot.y)
        let turnedX = c * rx - s * ry, turnedY = s * rx + c * ry
        // p + (R − I)(p − pivot) − shrink · R(p − pivot) + d, which is pivot + (1 − shrink) · R(p − pivot) + d
        // written so that at t = 0 (R = I, shrink = 0) it is exactly p: neighbouring pieces share their edges.
        return CGPoint(
            x: Double(point.x) + (c - 1) * rx - s * ry - shrink * turnedX + move.dx,
            y: Double(point.y) + s * rx + (c - 1) * ry - shrink * turnedY + move.dy)
    }

    /// The outline at time `t`.
    @_spi(Internal) public func polygon(at t: Double) -> [CGPoint] { polygon.map { position(of: $0, at: t) } }

    /// The polygon's area, pt².
    @_spi(Internal) public var area: Double { Self.signedArea(polygon).magnitude }

    /// The largest distance from the pivot to a corner: the piece stays inside this circle however it turns.
    @_spi(Internal) public var radius: Double {
        polygon.map { hypot(Double($0.x - pivot.x), Double($0.y - pivot.y)) }.max() ?? 0
    }

    /// The last moment the piece overlaps `frame` (the interior of the rectangle), seconds; 0 if it
    /// never does. After it the piece is outside for good: it only ever moves down and sideways at a
    /// fall (after its delay), and its parting only shrinks it within its own outline. Exact for
    /// non-turning pieces that do not part; for a parting one, its outline at rest is counted whole
    /// (at most a few percent more than it); for turning ones, the last time the turned outline's
    /// bounding box overlaps the frame (sampled every 1/480 s, then refined).
    @_spi(Internal) public func lastTimeInside(_ frame: CGRect) -> Double {
        var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0
        if motion.spin == 0 {
            // One pass, no arrays: this runs for every piece (83 922 for 2-pt squares on a phone).
            if let first = polygon.first {
                (minX, maxX, minY, maxY) = (Double(first.x), Double(first.x), Double(first.y), Double(first.y))
            }
            for corner in polygon {
                let x = Double(corner.x), y = Double(corner.y)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        } else {
            let r = radius
            (minX, maxX) = (Double(pivot.x) - r, Double(pivot.x) + r)
            (minY, maxY) = (Double(pivot.y) - r, Double(pivot.y) + r)
        }
        // The piece falls straight for `clearance` points, then along a line, dx = slope · (dy − clearance):
        // find the fall distances for which it overlaps the frame vertically and horizontally, then the
        // times it has fallen that far.
        var low = Double(frame.minY) - maxY, high = Double(frame.maxY) - minY
        let slope = motion.sidewaysSpeed / motion.terminalSpeed
        if slope != 0 {
            // dx must lie in (frame.minX − maxX, frame.maxX − minX); dx = slope · g with g ≥ 0.
            let (a, b) = ((Double(frame.minX) - maxX) / slope, (Double(frame.maxX) - minX) / slope)
            let (gLow, gHigh) = slope > 0 ? (a, b) : (b, a)
            guard gHigh > 0 else { return 0 }
            if gLow >= 0 { low = max(low, ShatterMotion.clearance + gLow) }
            high = min(high, ShatterMotion.clearance + gHigh)
        } else if !(maxX > Double(frame.minX) && minX < Double(frame.maxX)) {
            return 0
        }
        guard high > max(low, 0) else { return 0 }
        let start = motion.time(toFall: low), end = motion.time(toFall: high)
        return motion.spin == 0 ? end : refinedLastTimeInside(frame, notAfter: end, notBefore: start)
    }

    /// For a turning piece, the circle bound can be late by up to (radius − inner extent) / speed.
    /// Scans back from it in 1/480-s steps to the last time the turned polygon's bounding box still
    /// overlaps the frame, then bisects to 10⁻⁷ s.
    private func refinedLastTimeInside(_ frame: CGRect, notAfter end: Double, notBefore start: Double) -> Double {
        func inside(_ t: Double) -> Bool {
            let p = polygon(at: t)
            let xs = p.map(\.x), ys = p.map(\.y)
            return xs.max()! > frame.minX && xs.min()! < frame.maxX && ys.max()! > frame.minY && ys.min()! < frame.maxY
        }
        let step = 1.0 / 480
        var t = end
        while t > start && !inside(t) { t -= step }
        guard t > start || inside(max(start, 0)) else { return 0 }
        var (low, high) = (max(t, start), min(t + step, end))
        while high - low > 1e-7 {
            let middle = (low + high) / 2
            if inside(middle) { low = middle } else { high = middle }
        }
        return high
    }

    static func signedArea(_ polygon: [CGPoint]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
        }
        return sum / 2
    }

    /// The area centroid of a polygon (its first vertex when degenerate).
    static func centroid(_ polygon: [CGPoint]) -> CGPoint {
        let area = signedArea(polygon)
        guard area != 0, polygon.count >= 3 else { return polygon.first ?? .zero }
        var cx = 0.0, cy = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let cross = Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
            cx += (Double(a.x) + Double(b.x)) * cross
            cy += (Double(a.y) + Double(b.y)) * cross
        }
        return CGPoint(x: cx / (6 * area), y: cy / (6 * area))
    }
}
