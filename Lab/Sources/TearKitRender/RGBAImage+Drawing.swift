import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TearKitCodecs

// Anti-aliased drawing into premultiplied RGBA images: shapes, soft shadows, masks and compositing.
// Every operation is source-over on premultiplied values, clipped to the image, and deterministic.

extension RGBAImage {
    /// Fills `shape` with `paint`, source-over, anti-aliased by pixel coverage.
    package mutating func fill(_ shape: CanvasShape, with paint: CanvasPaint) {
        forEachCoverage(of: shape, blur: 0) { buffer, index, x, y, coverage in
            let source = paint.premultiplied255(x: Double(x) + 0.5, y: Double(y) + 0.5) * coverage
            RGBAImage.blendOver(buffer, index, source)
        }
    }

    /// Fills `shape` with one colour (straight alpha), source-over, anti-aliased.
    package mutating func fill(_ shape: CanvasShape, color: RGBAColor) {
        let source = color.premultiplied255
        forEachCoverage(of: shape, blur: 0) { buffer, index, _, _, coverage in
            RGBAImage.blendOver(buffer, index, source * coverage)
        }
    }

    /// Draws a soft shadow shaped like `shape`, source-over: the shape blurred with a Gaussian of
    /// standard deviation `blurRadius / 2` pixels (the CSS `box-shadow` convention), in `color`.
    /// Offset the shape to offset the shadow. `blurRadius` ≤ 0 draws a sharp fill. Rectangles,
    /// rounded rectangles and ellipses blur along their outline's normal (accurate away from tight
    /// corners); polygons are not blurred.
    package mutating func fillShadow(_ shape: CanvasShape, color: RGBAColor, blurRadius: Double) {
        let source = color.premultiplied255
        forEachCoverage(of: shape, blur: max(blurRadius, 0) / 2) { buffer, index, _, _, coverage in
            RGBAImage.blendOver(buffer, index, source * coverage)
        }
    }

    /// Keeps only what lies inside `shape`: every pixel is multiplied by the shape's coverage
    /// (pixels outside become transparent; edges are anti-aliased). Premultiplied, so colours stay correct.
    package mutating func mask(to shape: CanvasShape) {
        var coverage = RGBAImage(width: width, height: height)
        coverage.fill(shape, color: .white)
        pixels.withUnsafeMutableBufferPointer { target in
            coverage.pixels.withUnsafeBufferPointer { mask in
                var i = 0
                while i < target.count {
                    let m = UInt32(mask[i + 3])
                    if m != 255 {
                        for c in 0..<4 { target[i + c] = RGBAImage.multiplyRounded(UInt32(target[i + c]), m) }
                    }
                    i += 4
                }
            }
        }
    }

    /// Erases `shape`: every pixel is multiplied by one minus the shape's coverage (destination-out),
    /// so the shape becomes a transparent, anti-aliased hole, e.g. the notches of a ticket.
    package mutating func erase(_ shape: CanvasShape) {
        forEachCoverage(of: shape, blur: 0) { buffer, index, _, _, coverage in
            let keep = 1 - coverage
            for c in 0..<4 { buffer[index + c] = UInt8((Double(buffer[index + c]) * keep).rounded()) }
        }
    }

    /// Composites `source` over this image (source-over, premultiplied) with its top-left corner at
    /// pixel (`x`, `y`) (may be negative or partly outside; the rest is clipped), scaled by `opacity`
    /// (0...1, default 1). Exact integer arithmetic: result = S + round(D × (255 − Sa) / 255) per channel.
    package mutating func composite(_ source: RGBAImage, x: Int, y: Int, opacity: Double = 1) {
        let opacity255 = opacity.isNaN ? 0 : UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard opacity255 > 0, x < width, y < height, x > -source.width, y > -source.height else { return }
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + source.width, width), y1 = min(y + source.height, height)
        guard x0 < x1, y0 < y1 else { return }
        let targetWidth = width
        pixels.withUnsafeMutableBufferPointer { target in
            source.pixels.withUnsafeBufferPointer { src in
                // Row by row in C (TearKitCodecs), exact integer arithmetic, fast in debug builds too.
                for ty in y0..<y1 {
                    let s = ((ty - y) * source.width + (x0 - x)) * 4
                    let d = (ty * targetWidth + x0) * 4
                    // Rows of both images exist here (y0 < y1, x0 < x1), so both buffers have an address.
                    tk_rgba_composite_row(target.baseAddress! + d, src.baseAddress! + s, x1 - x0, opacity255)
                }
            }
        }
    }

    /// Source-over of a premultiplied ×255 colour (already scaled by coverage) onto the pixel at `index`.
    @inline(__always)
    static func blendOver(_ buffer: UnsafeMutableBufferPointer<UInt8>, _ index: Int, _ source: SIMD4<Double>) {
        let keep = 1 - source.w / 255
        for c in 0..<4 {
            let value = source[c] + Double(buffer[index + c]) * keep
            buffer[index + c] = UInt8(min(max(value.rounded(), 0), 255))
        }
    }

    /// Calls `body(buffer, byteIndex, x, y, coverage)` for every pixel the shape touches, with coverage
    /// in 0...1 (> 0). `blur` > 0 is a Gaussian standard deviation in pixels (SDF shapes only).
    private mutating func forEachCoverage(
        of shape: CanvasShape, blur: Double,
        _ body: (UnsafeMutableBufferPointer<UInt8>, Int, Int, Int, Double) -> Void
    ) {
        let bounds = shape.bounds
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite,
            bounds.height.isFinite, blur.isFinite, width > 0, height > 0
        else { return }
        if case .polygon(let points) = shape, !points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return }
        // Clamp in floating point before converting, so huge coordinates cannot overflow `Int`.
        let margin = blur > 0 ? min(ceil(blur * 3.5) + 1, 1e6) : 1
        func clamped(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let x0 = clamped(floor(bounds.minX - margin), width), x1 = clamped(ceil(bounds.maxX + margin), width)
        let y0 = clamped(floor(bounds.minY - margin), height), y1 = clamped(ceil(bounds.maxY + margin), height)
        guard x0 < x1, y0 < y1 else { return }
        let imageWidth = width

        if case .polygon(let points) = shape {
            guard points.count >= 3 else { return }
            pixels.withUnsafeMutableBufferPointer { buffer in
                var row = [Double](repeating: 0, count: x1 - x0)
                for y in y0..<y1 {
                    PolygonScanline.accumulateCoverage(points, row: y, x0: x0, into: &row)
                    for x in x0..<x1 where row[x - x0] > 0 {
                        body(buffer, (y * imageWidth + x) * 4, x, y, min(row[x - x0], 1))
                    }
                }
            }
            return
        }
        if case .rect(let rect) = shape, blur == 0 {
            let r = rect.standardized
            pixels.withUnsafeMutableBufferPointer { buffer in
                for y in y0..<y1 {
                    let coverY = min(r.maxY, Double(y + 1)) - max(r.minY, Double(y))
                    guard coverY > 0 else { continue }
                    for x in x0..<x1 {
                        let coverX = min(r.maxX, Double(x + 1)) - max(r.minX, Double(x))
                        if coverX > 0 { body(buffer, (y * imageWidth + x) * 4, x, y, min(coverX * coverY, 1)) }
                    }
                }
            }
            return
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    guard let distance = shape.signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5) else { return }
                    let coverage =
                        blur > 0
                        ? 0.5 * erfc(distance / (blur * 2.0.squareRoot()))
                        : min(max(0.5 - distance, 0), 1)
                    if coverage > 1.0 / 1024 { body(buffer, (y * imageWidth + x) * 4, x, y, coverage) }
                }
            }
        }
    }
}

/// Anti-aliased polygon coverage, one pixel row at a time: 5 sub-scanlines per row, exact horizontal
/// coverage of each span, non-zero winding rule.
enum PolygonScanline {
    static let subsamples = 5

    static func accumulateCoverage(_ points: [CGPoint], row y: Int, x0: Int, into coverage: inout [Double]) {
        for i in coverage.indices { coverage[i] = 0 }
        let x1 = x0 + coverage.count
        var crossings: [(x: Double, winding: Int)] = []
        for s in 0..<subsamples {
            let sy = Double(y) + (Double(s) + 0.5) / Double(subsamples)
            crossings.removeAll(keepingCapacity: true)
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                guard a.y != b.y else { continue }
                let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                guard sy >= top.y, sy < bottom.y else { continue }
                crossings.append((top.x + (sy - top.y) / (bottom.y - top.y) * (bottom.x - top.x), winding))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for j in crossings.indices {
                let previous = winding
                winding += crossings[j].winding
                guard previous != 0, j > 0 else { continue }
                let start = max(crossings[j - 1].x, Double(x0)), end = min(crossings[j].x, Double(x1))
                guard start < end else { continue }
                for px in Int(floor(start))..<Int(ceil(end)) {
                    let overlap = min(end, Double(px + 1)) - max(start, Double(px))
                    coverage[px - x0] += overlap / Double(subsamples)
                }
            }
        }
    }
}
