#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
@_spi(Internal) import TearKitCore

/// A shatter run's GPU side, made before its first frame and off the main thread: the shared
/// pipeline (``MetalContext``), the quads in a Metal buffer and the snapshot in a texture, with what
/// each frame needs besides (the uniforms at t = 0, the duration, the drawable's rectangle).
///
/// Memory: it holds no CPU copy of anything. The quad records (``TearKitCore/PreparedShatter/quads``)
/// and the snapshot's pixels are released by the caller once ``upload(_:snapshot:)`` returns, so a
/// playing run holds the texture (one surface the size of the view) and its quad buffer, and its
/// `MTKView` the drawables; see `Documentation/Performance.md`.
struct UploadedShatter: @unchecked Sendable {
    /// Why the run cannot be drawn (the caller then ends it without pieces).
    enum UploadError: Error {
        case noBuffer
    }

    /// The shared `shatterVertex` + `shatterFragment` pipeline.
    let pipeline: any MTLRenderPipelineState
    /// ``quadCount`` quad records of ``TearKitCore/ShatterShaderLayout/floatsPerQuad`` floats.
    let quads: any MTLBuffer
    /// Instances of the draw call.
    let quadCount: Int
    /// The snapshot, 8-bit premultiplied RGBA, top row first.
    let snapshot: any MTLTexture
    /// The uniforms at t = 0 (each frame sets the time).
    let uniforms: ShatterUniforms
    /// Seconds until the last piece has left ``region``.
    let duration: Double
    /// The drawable's rectangle in the view's points.
    let region: CGRect

    /// Uploads `prepared` and `snapshot` on a background thread (waiting for the shared pipeline there
    /// too) and returns the result; the caller drops its CPU copies afterwards.
    static func upload(_ prepared: PreparedShatter, snapshot: CGImage) async throws -> UploadedShatter {
        let pipeline = try await MetalContext.shared.pipelineState(.shatter)
        let image = SendableBox(snapshot)
        let result: Result<UploadedShatter, any Error> = await OffMainThread.run {
            Result { try make(prepared, snapshot: image.object, pipeline: pipeline.object) }
        }
        return try result.get()
    }

    /// The upload itself, on the calling thread (a background one).
    private static func make(_ prepared: PreparedShatter, snapshot: CGImage, pipeline: any MTLRenderPipelineState)
        throws -> UploadedShatter
    {
        guard let device = MetalContext.shared.device else { throw MetalContext.SetupError.noDevice }
        guard !prepared.quads.isEmpty,
            let buffer = prepared.quads.withUnsafeBytes({
                device.makeBuffer(bytes: $0.baseAddress!, length: $0.count, options: [])
            })
        else {
            throw UploadError.noBuffer
        }
        let texture = try MetalContext.shared.texture(of: snapshot)
        return UploadedShatter(
            pipeline: pipeline, quads: buffer, quadCount: prepared.quadCount, snapshot: texture,
            uniforms: ShatterUniforms(
                shatter: prepared.shatter, frame: prepared.region, time: 0,
                scale: Double(snapshot.width) / Double(prepared.shatter.viewSize.width)),
            duration: prepared.duration, region: prepared.region)
    }
}

extension UploadedShatter: UploadedPieces {
    /// `Shatter.metal`'s bindings: the quad records, then the uniforms.
    static let bindings = PiecesShaderBindings(
        pieceBufferIndex: ShatterShaderLayout.quadBufferIndex,
        uniformBufferIndex: ShatterShaderLayout.uniformBufferIndex,
        floatsPerUniforms: ShatterShaderLayout.floatsPerUniforms,
        snapshotTextureIndex: ShatterShaderLayout.snapshotTextureIndex,
        verticesPerPiece: ShatterShaderLayout.verticesPerQuad)
    var pieceBuffer: (any MTLBuffer)? { quads }
    var instanceCount: Int { quadCount }
}

extension ShatterUniforms: PiecesUniforms {}
#endif
