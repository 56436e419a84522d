import Foundation
import TearKitCore

/// Draws a view torn in two, frame by frame: the view's layer cut along a ``TearInTwoPath`` into two
/// halves (each is the one image masked to its side, anti-aliased), each drawn moved and turned by
/// its ``TearInTwoFlyOut`` placement, like the SwiftUI tear-in-two that draws one rendering twice.
///
/// The halves are added (premultiplied plus, clamped), so along the cut, where each covers part of
/// a pixel, their coverages sum to the whole pixel: at progress 0 the frame is the source again,
/// up to a rounding step per channel. Whatever moves outside the frame is clipped.
public struct TearInTwoRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    public let source: RGBAImage
    /// Pixels per point (> 0, non-finite or smaller counts as 1).
    public let scale: Double
    /// The tear.
    public let path: TearInTwoPath
    /// How the halves fly apart.
    public let flyOut: TearInTwoFlyOut
    private let left: RGBAImage
    private let right: RGBAImage

    /// Prepares the two halves of `source` (a `path.viewSize` view at `scale` pixels per point).
    public init(source: RGBAImage, scale: Double, path: TearInTwoPath, flyOut: TearInTwoFlyOut) {
        self.source = source
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.path = path
        self.flyOut = flyOut
        let s = self.scale
        func pixels(_ polygon: [CGPoint]) -> CanvasShape { .polygon(polygon.map { CGPoint(x: $0.x * s, y: $0.y * s) }) }
        var left = source, right = source
        left.mask(to: pixels(path.leftHalf))
        right.mask(to: pixels(path.rightHalf))
        self.left = left
        self.right = right
    }

    /// The frame at `progress` (0 intact … 1 both halves gone), same size as the source.
    public func frame(progress: Double) -> RGBAImage {
        var output = RGBAImage(width: source.width, height: source.height)
        add(left, placed: flyOut.left(at: progress), into: &output)
        add(right, placed: flyOut.right(at: progress), into: &output)
        return output
    }

    /// Adds `half`, moved and turned by `placement`, into `output`: each output pixel centre is mapped
    /// back into the half (inverse transform) and sampled bilinearly (transparent outside).
    private func add(_ half: RGBAImage, placed placement: TearInTwoFlyOut.Placement, into output: inout RGBAImage) {
        let s = scale
        let anchorX = placement.anchor.x * path.viewSize.width * s, anchorY = placement.anchor.y * path.viewSize.height * s
        let dx = placement.offset.width * s, dy = placement.offset.height * s
        let cosine = cos(placement.rotation), sine = sin(placement.rotation)
        let w = half.width, h = half.height
        half.pixels.withUnsafeBufferPointer { src in
            output.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        // Undo the offset, then the rotation about the anchor (positive = clockwise on screen).
                        let px = Double(x) + 0.5 - dx - anchorX, py = Double(y) + 0.5 - dy - anchorY
                        let qx = cosine * px + sine * py + anchorX - 0.5
                        let qy = -sine * px + cosine * py + anchorY - 0.5
                        guard qx > -1, qy > -1, qx < Double(w), qy < Double(h) else { continue }
                        let x0 = Int(qx.rounded(.down)), y0 = Int(qy.rounded(.down))
                        let fx = qx - Double(x0), fy = qy - Double(y0)
                        let i = (y * w + x) * 4
                        for c in 0..<4 {
                            func texel(_ tx: Int, _ ty: Int) -> Double {
                                tx < 0 || ty < 0 || tx >= w || ty >= h ? 0 : Double(src[(ty * w + tx) * 4 + c])
                            }
                            let top = texel(x0, y0) + (texel(x0 + 1, y0) - texel(x0, y0)) * fx
                            let bottom = texel(x0, y0 + 1) + (texel(x0 + 1, y0 + 1) - texel(x0, y0 + 1)) * fx
                            let value = top + (bottom - top) * fy
                            dst[i + c] = UInt8(min(Double(dst[i + c]) + value.rounded(), 255))
                        }
                    }
                }
            }
        }
    }
}
