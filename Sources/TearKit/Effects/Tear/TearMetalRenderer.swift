#if canImport(UIKit) && canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
import MetalKit
@_spi(Internal) import TearKitCore
import UIKit

/// Draws a torn snapshot into an `MTKView` with `TearDistortion.metal`'s Metal-host entry point
/// (`tearDistortionVertex` + `tearDistortionFragment`): the same per-pixel code as the SwiftUI
/// `tearDistortion` layer effect, which MSLHost proves pixel for pixel on the CPU.
///
/// The snapshot is the view drawn at `(margin, margin)` in a transparent image `margin` points larger
/// on every side, uploaded once; the `MTKView` covers that padded rectangle at the same scale. A frame
/// is one full-screen quad: 18 floats of uniforms (210 for a tear that follows the finger, through
/// `curvedTearDistortionFragment`; `setFragmentBytes`), one texture, one draw call.
/// The snapshot is 8-bit; the drawables (at most three, Core Animation's default) are the padded
/// view's size in 8-bit BGRA.
/// The view draws only when asked (`draw()`): nothing while the tear does not change.
@MainActor
final class TearMetalRenderer: NSObject {
    /// The padding around the view in the snapshot and the drawable, in points.
    let margin: Double
    /// Pixels per point of the snapshot and the drawable.
    let scale: Double
    /// What the next frame shows (already padded by ``margin``), with the straight tear's pipeline.
    var uniforms: TearUniforms
    /// What the next frame shows with the curved tear's pipeline (``drawsCurvedTear``), padded by ``margin``.
    var curvedUniforms: CurvedTearUniforms
    /// Whether `pipeline` is the curved tear's (`curvedTearDistortionFragment`, fed ``curvedUniforms``)
    /// rather than the straight one's (fed ``uniforms``).
    let drawsCurvedTear: Bool

    /// Called once, on the main actor, when the first frame is on screen (the live view can go).
    var onFirstFramePresented: (@MainActor () -> Void)?

    /// Whether the live view is still waiting for ``onFirstFramePresented``: the host keeps drawing
    /// (a dropped drawable re-arms on the next one, the grace passes on a later one) even when the
    /// tear itself does not change.
    var awaitsFirstFrame: Bool { onFirstFramePresented != nil }

    private let commandQueue: any MTLCommandQueue
    private let pipeline: any MTLRenderPipelineState
    private let snapshot: any MTLTexture
    /// When the live view goes: the first drawable presented (a dropped one re-arms on the next), or
    /// a grace after the first commit (``TearKitCore/FirstFramePresentation``), as for the shatter.
    private var presentation = FirstFramePresentation()

    /// Uses the shared device and queue (``MetalContext``), the tear's `pipeline` and the snapshot's
    /// `texture`: both made off the main thread before this is called (`TearInteraction` waits for
    /// them with the live view still on screen), so nothing here compiles or uploads.
    init(
        view: MTKView, pipeline: any MTLRenderPipelineState, snapshot texture: any MTLTexture,
        margin: Double, scale: Double, viewSize: CGSize, drawsCurvedTear: Bool = false
    ) throws {
        let context = MetalContext.shared
        guard let device = context.device, let queue = context.commandQueue else {
            throw MetalContext.SetupError.noDevice
        }
        // The quad covers the whole cleared drawable once: no blending needed.
        self.pipeline = pipeline
        snapshot = texture
        commandQueue = queue
        self.margin = margin
        self.scale = scale
        uniforms = TearUniforms.identity(viewSize: viewSize).padded(by: margin)
        curvedUniforms = CurvedTearUniforms.identity(viewSize: viewSize).padded(by: margin)
        self.drawsCurvedTear = drawsCurvedTear
        super.init()
        view.drawsTransparently(with: device)
        view.isOpaque = false
        view.backgroundColor = .clear
        view.contentScaleFactor = CGFloat(scale)
        // Drawn on demand only (`draw()` after a drag update or a display-link tick).
        view.isPaused = true
        view.enableSetNeedsDisplay = false
        view.delegate = self
    }
}

extension TearMetalRenderer {
    private func firstFramePresented() {
        let first = onFirstFramePresented
        onFirstFramePresented = nil
        first?()
    }
}

extension TearMetalRenderer: MTKViewDelegate {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

    func draw(in view: MTKView) {
        guard let pass = view.currentRenderPassDescriptor, let drawable = view.currentDrawable,
            let commands = commandQueue.makeCommandBuffer(),
            let encoder = commands.makeRenderCommandEncoder(descriptor: pass)
        else { return }
        encoder.setRenderPipelineState(pipeline)
        // The two pipelines' uniform buffers share their index (0); the curved one's is 840 bytes, within
        // `setFragmentBytes`' 4 KB.
        let floats =
            drawsCurvedTear
            ? CurvedTearDistortionPipelineLayout.floats(curvedUniforms, scale: scale)
            : TearDistortionPipelineLayout.floats(uniforms, scale: scale)
        floats.withUnsafeBytes { bytes in
            encoder.setFragmentBytes(
                bytes.baseAddress!, length: bytes.count, index: TearDistortionPipelineLayout.uniformBufferIndex)
        }
        encoder.setFragmentTexture(snapshot, index: TearDistortionPipelineLayout.snapshotTextureIndex)
        encoder.drawPrimitives(
            type: .triangleStrip, vertexStart: 0, vertexCount: TearDistortionPipelineLayout.vertexCount)
        encoder.endEncoding()
        // Core Animation does not promise this drawable on screen in the frame of this turn's other
        // layer changes: the live view goes when it is presented (a dropped drawable, presented time
        // 0, re-arms on the next draw), or on a draw after the grace if no handler ever comes.
        switch presentation.committing(at: ProcessInfo.processInfo.systemUptime) {
        case .watch:
            drawable.addPresentedHandler { [weak self] drawable in
                let presentedTime = drawable.presentedTime
                Task { @MainActor in
                    guard let self, self.presentation.presented(at: presentedTime) else { return }
                    self.firstFramePresented()
                }
            }
        case .reveal:
            firstFramePresented()
        case .none:
            break
        }
        commands.present(drawable)
        commands.commit()
    }
}
#endif
