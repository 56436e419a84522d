import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TearKitCore

/// Draws a view torn in two, frame by frame: the view's layer cut along a ``TearInTwoPath`` into two
/// halves (each is the one image masked to its side, anti-aliased), each drawn moved and turned by
/// its ``TearInTwoFlyOut`` placement, like the SwiftUI tear-in-two that draws one rendering twice.
///
/// The halves are added (premultiplied plus, clamped), so along the cut, where each covers part of
/// a pixel, their coverages sum to the whole pixel: at progress 0 the frame is the source again,
/// up to a rounding step per channel. The output covers ``frame`` (by default the view's bounds;
/// ``TearInTwoFlyOut/centredBounds(of:through:tear:)`` gives room for the flight); whatever moves
/// outside it is clipped.
public struct TearInTwoRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    public let source: RGBAImage
    /// Pixels per point (> 0, non-finite or smaller counts as 1).
    public let scale: Double
    /// The tear.
    public let path: TearInTwoPath
    /// How the halves fly apart.
    public let flyOut: TearInTwoFlyOut
    /// The rectangle the output shows, in the view's points (origin at the view's top-left, so it may
    /// be negative). Its origin is drawn snapped to whole pixels, so at progress 0 the view's pixels
    /// land exactly on output pixels.
    public let frame: CGRect
    /// The output's size in pixels: the source's size for the default frame, else ``frame`` × ``scale``, rounded.
    public let pixelSize: (width: Int, height: Int)
    private let left: RGBAImage
    private let right: RGBAImage

    /// Prepares the two halves of `source` (a `path.viewSize` view at `scale` pixels per point),
    /// drawn into `frame` (points; default: the view's bounds, an output the size of `source`). A
    /// frame that is not finite, is empty, or would exceed ``RGBAImage/maximumPixelCount`` pixels
    /// counts as the default.
    public init(source: RGBAImage, scale: Double, path: TearInTwoPath, flyOut: TearInTwoFlyOut, frame: CGRect? = nil) {
        self.source = source
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.path = path
        self.flyOut = flyOut
        let s = self.scale
        let view = CGRect(origin: .zero, size: path.viewSize)
        if let frame, let size = Self.pixelSize(of: frame, scale: s) {
            self.frame = frame
            self.pixelSize = size
        } else {
            self.frame = view
            self.pixelSize = (source.width, source.height)
        }
        func pixels(_ polygon: [CGPoint]) -> CanvasShape { .polygon(polygon.map { CGPoint(x: $0.x * s, y: $0.y * s) }) }
        var left = source, right = source
        left.mask(to: pixels(path.leftHalf))
        right.mask(to: pixels(path.rightHalf))
        self.left = left
        self.right = right
    }

    /// `frame` (points) × `scale` (pixels per point) in whole pixels, as a renderer with that frame
    /// draws it; `nil` when that is not finite, smaller than a pixel or more than ``RGBAImage/maximumPixelCount`` pixels.
    public static func pixelSize(of frame: CGRect, scale: Double) -> (width: Int, height: Int)? {
        let values = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) * scale }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let width = values[2].rounded(), height = values[3].rounded()
        guard width >= 1, height >= 1, width * height <= Double(RGBAImage.maximumPixelCount) else { return nil }
        return (Int(width), Int(height))
    }

    /// The frame at `progress` (0 intact … 1 both halves flown their whole distance), ``pixelSize`` big,
    /// transparent where no half is.
    public func frame(progress: Double) -> RGBAImage {
        var output = RGBAImage(width: pixelSize.width, height: pixelSize.height)
        add(left, outline: path.leftHalf, placed: flyOut.left(at: progress), into: &output)
        add(right, outline: path.rightHalf, placed: flyOut.right(at: progress), into: &output)
        return output
    }

    /// Adds `half`, moved and turned by `placement`, into `output`: each output pixel centre is mapped
    /// back into the half (inverse transform) and sampled bilinearly (transparent outside). Only the
    /// pixels the moved half can cover (its outline's bounding box, transformed) are visited.
    private func add(_ half: RGBAImage, outline: [CGPoint], placed placement: TearInTwoFlyOut.Placement, into output: inout RGBAImage) {
        let s = scale
        let anchorX = placement.anchor.x * path.viewSize.width * s, anchorY = placement.anchor.y * path.viewSize.height * s
        // The frame's origin, snapped to whole pixels, is the output's top-left.
        let dx = placement.offset.width * s - (frame.minX * s).rounded(), dy = placement.offset.height * s - (frame.minY * s).rounded()
        let cosine = cos(placement.rotation), sine = sin(placement.rotation)
        let w = half.width, h = half.height, outputWidth = output.width
        // Where the half's bounding box lands.
        let bounds = CanvasShape.polygon(outline).bounds
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for (cx, cy) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            let qx = cx * s - anchorX, qy = cy * s - anchorY
            let px = cosine * qx - sine * qy + anchorX + dx, py = sine * qx + cosine * qy + anchorY + dy
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        // Clamped in floating point first, so a half flown far away never overflows an Int.
        func pixel(_ value: Double, upTo limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let x0 = pixel(minX.rounded(.down) - 1, upTo: output.width), x1 = pixel(maxX.rounded(.up) + 1, upTo: output.width)
        let y0 = pixel(minY.rounded(.down) - 1, upTo: output.height), y1 = pixel(maxY.rounded(.up) + 1, upTo: output.height)
        guard x0 < x1, y0 < y1 else { return }
        half.pixels.withUnsafeBufferPointer { src in
            output.pixels.withUnsafeMutableBufferPointer { dst in
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        // Undo the offset, then the rotation about the anchor (positive = clockwise on screen).
                        let px = Double(x) + 0.5 - dx - anchorX, py = Double(y) + 0.5 - dy - anchorY
                        let qx = cosine * px + sine * py + anchorX - 0.5
                        let qy = -sine * px + cosine * py + anchorY - 0.5
                        guard qx > -1, qy > -1, qx < Double(w), qy < Double(h) else { continue }
                        let tx = Int(qx + 1) - 1, ty = Int(qy + 1) - 1  // floor, as qx, qy > -1
                        let fx = qx - Double(tx), fy = qy - Double(ty)
                        let weights = ((1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy)
                        let taps = [(tx, ty, weights.0), (tx + 1, ty, weights.1), (tx, ty + 1, weights.2), (tx + 1, ty + 1, weights.3)]
                        var sum = SIMD4<Double>(repeating: 0)
                        for (ux, uy, weight) in taps where weight > 0 && ux >= 0 && uy >= 0 && ux < w && uy < h {
                            let j = (uy * w + ux) * 4
                            sum += SIMD4(Double(src[j]), Double(src[j + 1]), Double(src[j + 2]), Double(src[j + 3])) * weight
                        }
                        let i = (y * outputWidth + x) * 4
                        for c in 0..<4 { dst[i + c] = UInt8(min(Double(dst[i + c]) + sum[c].rounded(), 255)) }
                    }
                }
            }
        }
    }
}
