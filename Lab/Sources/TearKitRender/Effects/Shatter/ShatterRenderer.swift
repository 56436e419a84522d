import Foundation
import MSLHost
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws a ``Shatter`` frame by frame on the CPU with the shipping `Shatter.metal` vertex and
/// fragment functions and MSLHost's instanced-quad rasteriser: the same draw call, buffers and
/// per-frame work as TearKit's SwiftUI and UIKit renderers on the GPU.
///
/// The quad instances are built once, in `init`; ``frame(at:)`` only changes the time, like the GPU
/// path. The target covers ``frame`` (points of the view, e.g. the view's bounds grown by a margin,
/// so pieces can be seen falling beyond the view) at the snapshot's scale.
///
/// ```swift
/// let renderer = ShatterRenderer(snapshot: card, scale: 2, shatter: shatter,
///                                frame: shatter.bounds.insetBy(dx: -40, dy: -40))
/// let image = try renderer.frame(at: 0.4)
/// ```
package struct ShatterRenderer: Sendable {
    /// The view's snapshot (the texture), premultiplied RGBA8.
    package let snapshot: RGBAImage
    /// Pixels per point, of the snapshot and of the output.
    package let scale: Double
    /// The model being drawn.
    package let shatter: Shatter
    /// The output's rectangle in the view's points.
    package let frame: CGRect
    /// The instance buffer, uploaded once.
    private let instances: [Float]

    /// A renderer for `shatter`, drawing `snapshot` (a `shatter.viewSize` view at `scale` pixels per
    /// point) into `frame` (default: the view's bounds).
    package init(snapshot: RGBAImage, scale: Double, shatter: Shatter, frame: CGRect? = nil) {
        self.snapshot = snapshot
        self.scale = scale
        self.shatter = shatter
        self.frame = frame ?? shatter.bounds
        instances = shatter.quadInstances()
    }

    /// The output size in pixels: ``frame`` at ``scale``, rounded.
    package var pixelSize: (width: Int, height: Int) {
        let w = Double(frame.width) * scale, h = Double(frame.height) * scale
        guard w.isFinite, h.isFinite else { return (0, 0) }
        return (Int(max(w, 0).rounded()), Int(max(h, 0).rounded()))
    }

    /// When the last piece has left ``frame``: the length of the animation.
    package var endTime: Double { shatter.endTime(leaving: frame) }

    /// The frame at `time` seconds, over `background` (transparent by default).
    package func frame(at time: Double, background: RGBAColor = .clear) throws(LayerEffectError) -> RGBAImage {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let (width, height) = pixelSize
        guard width > 0, height > 0, width * height <= RGBAImage.maximumPixelCount else { throw .invalidScale(scale) }
        let c = background.premultiplied255.rounded(.toNearestOrAwayFromZero)
        var target = RGBAImage(width: width, height: height, fill: (UInt8(c.x), UInt8(c.y), UInt8(c.z), UInt8(c.w)))
        let uniforms = ShatterUniforms(shatter: shatter, frame: frame, time: time, scale: scale).floats
        let name = ShatterShaderLayout.vertexFunctionName
        let status = instances.withUnsafeBufferPointer { quads in
            uniforms.withUnsafeBufferPointer { u in
                snapshot.pixels.withUnsafeBufferPointer { texture in
                    target.pixels.withUnsafeMutableBufferPointer { output in
                        mslhost_draw_instanced_quads(
                            name, quads.baseAddress, Int32(instances.count / ShatterShaderLayout.floatsPerQuad),
                            Int32(ShatterShaderLayout.floatsPerQuad), u.baseAddress, Int32(u.count),
                            texture.baseAddress, Int32(snapshot.width), Int32(snapshot.height),
                            output.baseAddress, Int32(width), Int32(height))
                    }
                }
            }
        }
        switch Int(status) {
        case Int(MSLHOST_OK): return target
        case Int(MSLHOST_ERROR_UNKNOWN_FUNCTION): throw .unknownFunction(name)
        case Int(MSLHOST_ERROR_ARGUMENT_COUNT):
            throw .argumentCountMismatch(
                function: name, expected: Int(Self.hostLayout.floatsPerInstance),
                received: ShatterShaderLayout.floatsPerQuad)
        case Int(MSLHOST_CANCELLED): throw .cancelled
        default: throw .invalidScale(scale)
        }
    }

    /// The buffer layout the CPU host compiled from `Shatter.metal`: floats per quad and per uniforms.
    package static var hostLayout: (floatsPerInstance: Int, uniformCount: Int, fragmentFunctionName: String) {
        var floats: Int32 = -1, uniforms: Int32 = -1
        var fragment: UnsafePointer<CChar>?
        _ = mslhost_quad_pipeline_layout(ShatterShaderLayout.vertexFunctionName, &floats, &uniforms, &fragment)
        return (Int(floats), Int(uniforms), fragment.map { String(cString: $0) } ?? "")
    }
}
