#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
@_spi(Internal) import TearKitCore

/// A dust run's GPU side, made before its first frame and off the main thread: the shared pipeline
/// (``MetalContext``) and the snapshot in a texture, with what each frame needs besides (the uniforms
/// at t = 0, the particle count, the duration, the drawable's rectangle).
///
/// Memory: the snapshot's texture (4 bytes a pixel, the view's size at the display scale) and
/// 88 bytes of uniforms; there is no particle buffer (`Dust.metal` derives every particle from its
/// instance index), so nothing here grows with the particle count. The caller drops its `CGImage`
/// once ``upload(snapshot:configuration:scale:region:insertion:)`` returns; the playing run's
/// `MTKView` adds its drawables (see `Documentation/Performance.md`).
struct UploadedDust: @unchecked Sendable {
    /// The shared `dustVertex` + `dustFragment` pipeline.
    let pipeline: any MTLRenderPipelineState
    /// The snapshot, 8-bit premultiplied RGBA, top row first.
    let snapshot: any MTLTexture
    /// The uniforms at t = 0 (each frame sets the time).
    let uniforms: DustUniforms
    /// Instances of the draw call: one per particle (``TearKitCore/Dust/particleCount(pixelWidth:pixelHeight:configuration:)``).
    let particleCount: Int
    /// Seconds until the last particle has faded (removal) or the view is whole (insertion).
    let duration: Double
    /// The drawable's rectangle in the view's points.
    let region: CGRect

    /// Uploads `snapshot` (taken at `scale` pixels per point) on a background thread, waiting for the
    /// shared pipeline there too, for dust drawn into `region` (the view's points); `insertion` runs
    /// it backwards (the dust flies together). The caller drops its image afterwards.
    static func upload(
        snapshot: CGImage, configuration: DustConfiguration, scale: Double, region: CGRect,
        insertion: Bool
    ) async throws -> UploadedDust {
        let pipeline = try await MetalContext.shared.pipelineState(.dust)
        let image = SendableBox(snapshot)
        let result: Result<UploadedDust, any Error> = await OffMainThread.run {
            Result {
                let texture = try MetalContext.shared.texture(of: image.object)
                // The texture is the image's size, pixel for pixel.
                let uniforms = DustUniforms(
                    configuration: configuration, pixelWidth: image.object.width, pixelHeight: image.object.height,
                    scale: scale, frame: region, time: 0, isInsertion: insertion)
                return UploadedDust(
                    pipeline: pipeline.object, snapshot: texture, uniforms: uniforms,
                    particleCount: uniforms.particleCount, duration: uniforms.endTime, region: region)
            }
        }
        return try result.get()
    }
}

extension UploadedDust: UploadedPieces {
    /// `Dust.metal`'s bindings: no piece buffer (every particle comes from its instance index); an
    /// insertion runs backwards in the shader (``TearKitCore/DustUniforms/isInsertion``).
    static let bindings = PiecesShaderBindings(
        pieceBufferIndex: nil, uniformBufferIndex: DustShaderLayout.uniformBufferIndex,
        floatsPerUniforms: DustShaderLayout.floatsPerUniforms,
        snapshotTextureIndex: DustShaderLayout.snapshotTextureIndex,
        verticesPerPiece: DustShaderLayout.verticesPerParticle)
    var instanceCount: Int { particleCount }
}

extension DustUniforms: PiecesUniforms {}
#endif
