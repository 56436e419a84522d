import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A filled outline to draw into an `RGBAImage`. Coordinates are in pixels, (0, 0) is the top-left
/// corner of the top-left pixel, y grows downward; pixel (x, y) covers the square x...x+1, y...y+1.
/// Edges are anti-aliased by how much of each pixel the shape covers.
package enum CanvasShape: Sendable, Equatable {
    /// An axis-aligned rectangle; coverage is the exact overlap area with each pixel.
    case rect(CGRect)
    /// A rectangle with circular corners of `cornerRadius` pixels (clamped to 0...half the shorter side).
    case roundedRect(CGRect, cornerRadius: Double)
    /// The ellipse inscribed in the rectangle.
    case ellipse(CGRect)
    /// A closed polygon through the points (non-zero winding rule), e.g. mountains or a tear edge.
    case polygon([CGPoint])

    /// A capsule (pill): a rounded rectangle whose corner radius is half its height or width.
    package static func capsule(_ rect: CGRect) -> CanvasShape {
        .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    /// The smallest rectangle containing the shape.
    package var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        case .polygon(let points):
            guard let first = points.first else { return .null }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for p in points {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// Signed distance in pixels from `(x, y)` to the outline: negative inside, positive outside.
    /// Exact for rectangles and rounded rectangles, a first-order estimate for ellipses, `nil` for polygons.
    func signedDistance(x: Double, y: Double) -> Double? {
        switch self {
        case .rect(let r):
            return Self.roundedBoxDistance(x: x, y: y, rect: r.standardized, radius: 0)
        case .roundedRect(let r, let radius):
            let r = r.standardized
            let clamped = min(max(radius, 0), min(r.width, r.height) / 2)
            return Self.roundedBoxDistance(x: x, y: y, rect: r, radius: clamped)
        case .ellipse(let r):
            let r = r.standardized
            let rx = r.width / 2, ry = r.height / 2
            guard rx > 0, ry > 0 else { return .infinity }
            let dx = x - r.midX, dy = y - r.midY
            let k0 = ((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot()
            let k1 = ((dx / (rx * rx)) * (dx / (rx * rx)) + (dy / (ry * ry)) * (dy / (ry * ry))).squareRoot()
            guard k1 > 0 else { return -min(rx, ry) }
            return k0 * (k0 - 1) / k1
        case .polygon:
            return nil
        }
    }

    private static func roundedBoxDistance(x: Double, y: Double, rect: CGRect, radius: Double) -> Double {
        let hx = rect.width / 2 - radius, hy = rect.height / 2 - radius
        let qx = abs(x - rect.midX) - hx, qy = abs(y - rect.midY) - hy
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }
}
