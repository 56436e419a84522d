#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal

/// A run of pieces made ready for the GPU before its first frame, off the main thread — the
/// shatter's quads (``UploadedShatter``), the dust's particles (``UploadedDust``) — as
/// ``PiecesMetalRenderer`` draws it: one instanced draw call of ``instanceCount`` pieces with the
/// effect's pipeline, over the snapshot texture, whose motion the vertex function computes from the
/// time. What differs between effects is here; the drawing itself is the renderer's.
protocol UploadedPieces: Sendable {
    /// The uniforms the vertex function reads.
    associatedtype Uniforms: PiecesUniforms

    /// Where the shader reads what: buffer and texture indices, uniform floats, vertices per piece.
    static var bindings: PiecesShaderBindings { get }
    /// The effect's shared vertex + fragment pipeline (``MetalContext``).
    var pipeline: any MTLRenderPipelineState { get }
    /// The snapshot, 8-bit premultiplied RGBA, top row first.
    var snapshot: any MTLTexture { get }
    /// A buffer every piece reads besides the uniforms (the shatter's quad records), or `nil` (the
    /// default) when the vertex function derives each piece from its instance index alone (the dust).
    var pieceBuffer: (any MTLBuffer)? { get }
    /// Instances of the draw call: one per piece. With none nothing is drawn (the end still comes).
    var instanceCount: Int { get }
    /// The uniforms at t = 0 (each frame sets the time).
    var uniforms: Uniforms { get }
    /// Seconds until the last piece has gone (or the view is whole again).
    var duration: Double { get }
    /// The drawable's rectangle in the view's points.
    var region: CGRect { get }
}

extension UploadedPieces {
    var pieceBuffer: (any MTLBuffer)? { nil }

    /// The snapshot's pixels per point, and so the drawable's.
    var scale: Double { uniforms.scale }

    /// Writes the uniforms at model time `time` (seconds, 0 … ``duration``) into `floats`
    /// (``PiecesShaderBindings/floatsPerUniforms`` of them, on the stack: no allocation per frame).
    func writeUniforms(time: Double, to floats: UnsafeMutableBufferPointer<Float>) {
        var uniforms = self.uniforms
        uniforms.time = time
        uniforms.write(to: floats)
    }
}
#endif
