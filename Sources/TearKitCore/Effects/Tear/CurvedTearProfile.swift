import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A tear's curved path as the `curvedTearDistortion` shader reads it: the path as a function across its
/// start direction, sampled at knots evenly spaced along that direction, so a pixel finds the span it
/// lies in with one multiplication instead of a search.
///
/// Along its start direction the path is a function (every point lies further along it than the one
/// before): `u` is the distance along the start direction from the path's start, `v` the distance across
/// it (to the left of the direction, as the shader's `float2(-along.y, along.x)`). Between two knots the
/// shader draws the cubic Hermite curve through their values and tangents, so the curve and its normal
/// are continuous where spans meet and no seam shows.
///
/// The floats, in order (``floats``):
/// - the path's start (x, y, points of the view);
/// - the spacing of the knots along the start direction (points) and the tear's length along its path
///   (points);
/// - the tip (x, y, points of the view) and the unit direction the path heads in there, so a pixel
///   beyond the tip is told by one dot product, without the curve;
/// - for each span between two knots, its curve as a cubic in `t` (0 at its first knot, 1 at its
///   second): `v = c0 + c1 t + c2 t² + c3 t³` (points), then the arc length from the start to the span
///   and along the span (points).
@_spi(Internal) public struct CurvedTearProfile: Sendable, Equatable {
    /// One knot: the path across the start direction at one `u`.
    @_spi(Internal) public struct Knot: Sendable, Equatable {
        /// The path's distance across the start direction, points.
        @_spi(Internal) public var offset: Double
        /// The change in ``offset`` over one knot spacing (the path's slope times the spacing).
        @_spi(Internal) public var tangent: Double
        /// The arc length from the path's start to this knot, points.
        @_spi(Internal) public var arcLength: Double
    }

    /// Floats before the spans: the start (x, y), the spacing, the tear's length, the tip (x, y) and
    /// its direction (x, y).
    @_spi(Internal) public static let headerFloats = 8
    /// Floats per span: the cubic's four coefficients, the arc length to the span and along it.
    @_spi(Internal) public static let floatsPerSpan = 6
    /// The most floats a profile has: its header and the spans between
    /// ``CurvedTearUniforms/maximumPathPoints`` knots (194).
    @_spi(Internal) public static let maximumFloats =
        headerFloats + floatsPerSpan * (CurvedTearUniforms.maximumPathPoints - 1)

    /// The path's start, points of the view.
    @_spi(Internal) public var start: CGPoint
    /// The unit direction the path starts in.
    @_spi(Internal) public var direction: CGPoint
    /// The spacing of the knots along the start direction, points (> 0).
    @_spi(Internal) public var spacing: Double
    /// The knots, from the start (`u` = 0) to the tip (`u` = spacing × (count − 1)): 32 from
    /// ``init(path:direction:)``; the shader reads 2…32.
    @_spi(Internal) public var knots: [Knot]

    /// The profile of `path` (points of the view, each further along the unit vector `direction` than
    /// the one before, 2…``CurvedTearUniforms/maximumPathPoints`` of them): ``CurvedTearUniforms/maximumPathPoints``
    /// knots on the smooth curve through its points, whatever their number, so a short path is drawn as
    /// smoothly as a long one; `nil` when the path does not advance along `direction` or has fewer than
    /// two points.
    @_spi(Internal) public init?(path: [CGPoint], direction: CGPoint) {
        let points = path.prefix(CurvedTearUniforms.maximumPathPoints).map(Vector2.init)
        guard points.count >= 2, let along = Vector2(direction).normalized, let start = points.first else { return nil }
        let across = Vector2(x: -along.y, y: along.x)
        let u = points.map { ($0 - start).dot(along) }
        let v = points.map { ($0 - start).dot(across) }
        guard zip(u, u.dropFirst()).allSatisfy({ $1 > $0 }), let tipU = u.last, tipU > 0, tipU.isFinite else {
            return nil
        }
        let count = CurvedTearUniforms.maximumPathPoints
        let spacing = tipU / Double(count - 1)
        let curve = Self.HermiteCurve(u: u, v: v)
        // Each knot's offset and tangent: the curve's through the path's points, at the knot's u.
        let samples = (0..<count).map { k in curve.offsetAndSlope(at: k == count - 1 ? tipU : spacing * Double(k)) }
        // Arc lengths along that curve, from chords an eighth of a knot spacing long.
        var arcLength = 0.0
        var knots: [Knot] = []
        knots.reserveCapacity(count)
        for k in 0..<count {
            if k > 0 {
                var previous = samples[k - 1].offset
                for step in 1...Self.arcSteps {
                    let offset =
                        step == Self.arcSteps
                        ? samples[k].offset
                        : curve.offsetAndSlope(at: spacing * (Double(k - 1) + Double(step) / Double(Self.arcSteps)))
                            .offset
                    let rise = offset - previous
                    let run = spacing / Double(Self.arcSteps)
                    arcLength += (run * run + rise * rise).squareRoot()
                    previous = offset
                }
            }
            knots.append(Knot(offset: samples[k].offset, tangent: samples[k].slope * spacing, arcLength: arcLength))
        }
        self.start = start.cgPoint
        self.direction = along.cgPoint
        self.spacing = spacing
        self.knots = knots
    }

    /// Chords per knot spacing that add up to the arc lengths.
    private static let arcSteps = 8

    /// The smooth curve through the path's points (u ascending): cubic Hermite spans with slopes from
    /// each point's neighbours, 0 at the start (where the path heads along its start direction), and at
    /// the tip the slope that continues the curve's bend through its last span. Behind the start and beyond the tip it runs straight on.
    private struct HermiteCurve {
        var u: [Double]
        var v: [Double]
        var slopes: [Double]

        init(u: [Double], v: [Double]) {
            let last = u.count - 1
            self.u = u
            self.v = v
            var slopes = (0...last).map { j -> Double in
                if j == 0 || j == last { return 0 }
                return (v[j + 1] - v[j - 1]) / (u[j + 1] - u[j - 1])
            }
            // At the tip, the slope of the parabola through the last span that meets the slope before
            // it: the last chord's slope is the one half way along the span, not at its end.
            slopes[last] = 2 * (v[last] - v[last - 1]) / (u[last] - u[last - 1]) - slopes[last - 1]
            self.slopes = slopes
        }

        /// The curve's offset across the start direction and its slope (dv/du) at `at`.
        func offsetAndSlope(at position: Double) -> (offset: Double, slope: Double) {
            let last = u.count - 1
            if position <= u[0] { return (v[0] + slopes[0] * (position - u[0]), slopes[0]) }
            if position >= u[last] { return (v[last] + slopes[last] * (position - u[last]), slopes[last]) }
            // The span holding `position`: the last point at or before it, by bisection.
            var j = 0, high = last
            while high - j > 1 {
                let middle = (j + high) / 2
                if u[middle] <= position { j = middle } else { high = middle }
            }
            let width = u[j + 1] - u[j]
            let t = (position - u[j]) / width
            let t2 = t * t, t3 = t2 * t
            let m1 = slopes[j] * width, m2 = slopes[j + 1] * width
            let offset =
                (2 * t3 - 3 * t2 + 1) * v[j] + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * v[j + 1] + (t3 - t2) * m2
            // The derivative of the same basis, per unit of t.
            let valueRise = (6 * t2 - 6 * t) * (v[j] - v[j + 1])
            let rise = valueRise + (3 * t2 - 4 * t + 1) * m1 + (3 * t2 - 2 * t) * m2
            return (offset, rise / width)
        }
    }

    /// The tip (x, y) and the unit direction the path heads in there (x, y): where the curve's last span
    /// ends, and its straight run-on beyond it.
    private var tipFloats: [Float] {
        guard let tip = knots.last else { return [0, 0, 0, 0] }
        let along = Vector2(direction), across = Vector2(x: -along.y, y: along.x)
        let point = Vector2(start) + along * (spacing * Double(knots.count - 1)) + across * tip.offset
        let heading = (along + across * (tip.tangent / spacing)).normalized ?? along
        return [Float(point.x), Float(point.y), Float(heading.x), Float(heading.y)]
    }

    /// The tear's length along its path, points: the last knot's arc length.
    @_spi(Internal) public var length: Double { knots.last?.arcLength ?? 0 }

    /// The shader's floats: the header, then each span's cubic and arc lengths (see the type's
    /// documentation), at most ``maximumFloats``.
    @_spi(Internal) public var floats: [Float] {
        var floats: [Float] = []
        floats.reserveCapacity(Self.headerFloats + Self.floatsPerSpan * max(knots.count - 1, 0))
        floats += [Float(start.x), Float(start.y), Float(spacing), Float(length)]
        floats += tipFloats
        for (first, second) in zip(knots, knots.dropFirst()) {
            // The Hermite curve through the two knots, in powers of t.
            let (v1, v2, m1, m2) = (first.offset, second.offset, first.tangent, second.tangent)
            floats += [
                Float(v1), Float(m1), Float(3 * (v2 - v1) - 2 * m1 - m2), Float(2 * (v1 - v2) + m1 + m2),
                Float(first.arcLength), Float(second.arcLength - first.arcLength),
            ]
        }
        return floats
    }
}
