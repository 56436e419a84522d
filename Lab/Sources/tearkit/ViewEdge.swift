import ArgumentParser
import TearKitRender

/// The edge of a view, where a tear starts: `frame --tear-start` must lie on it, as the engine's tears do.
struct ViewEdge {
    /// The view's width in points (> 0).
    var width: Double
    /// The view's height in points (> 0).
    var height: Double

    /// How far from the edge a point may lie and still be on it: half a point, or one pixel of `scale`
    /// when a pixel is larger (`--scale` below 2), so a point rounded to the pixel grid is always taken.
    static func tolerance(scale: Double) -> Double { max(0.5, 1 / scale) }

    /// The point of the edge nearest `point`: the point itself clamped to the view when it lies outside,
    /// else the nearest of the four sides' points straight across from it.
    func nearestPoint(to point: PointArgument) -> PointArgument {
        let x = min(max(point.x, 0), width), y = min(max(point.y, 0), height)
        guard x == point.x, y == point.y else { return PointArgument(x: x, y: y) }
        let sides = [
            (x, PointArgument(x: 0, y: y)), (width - x, PointArgument(x: width, y: y)),
            (y, PointArgument(x: x, y: 0)), (height - y, PointArgument(x: x, y: height)),
        ]
        // Four sides: there is always a nearest.
        return sides.min { $0.0 < $1.0 }!.1
    }

    /// The distance in points from `point` to the edge.
    func distance(to point: PointArgument) -> Double {
        let nearest = nearestPoint(to: point)
        return ((nearest.x - point.x) * (nearest.x - point.x) + (nearest.y - point.y) * (nearest.y - point.y))
            .squareRoot()
    }

    /// Refuses `point`, the value of `option`, when it lies farther than `tolerance` from the edge, in
    /// one line naming the nearest point of the edge and the view's size (`image` says where that size
    /// comes from).
    func check(_ point: PointArgument, option: String, tolerance: Double, image: String) throws {
        guard distance(to: point) > tolerance else { return }
        let nearest = nearestPoint(to: point)
        let w = width.shortDescription, h = height.shortDescription
        throw ValidationError(
            "\(option) \(point.x.shortDescription),\(point.y.shortDescription) is not on the view's edge: the view is \(w) × \(h) pt (\(image)), and the nearest point of its edge is \(nearest.x.shortDescription),\(nearest.y.shortDescription); a tear starts where x is 0 or \(w), or y is 0 or \(h) (within \(tolerance.shortDescription) pt)."
        )
    }
}
