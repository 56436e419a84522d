#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
import MetalKit
import TearKitCore

/// Draws a ``Shatter`` into an `MTKView` with the shipping `Shatter.metal`: one instanced draw call
/// of the quads, whose motion the vertex function computes from the time. Shared by the SwiftUI
/// effect and the UIKit animator.
///
/// Work per frame on the CPU: the elapsed time, 10 floats of uniforms written on the stack and
/// passed with `setVertexBytes`, one encoder, one draw call: the same for 2-pt pieces as for 40-pt
/// ones, and no allocation. The quads and the snapshot texture are uploaded once, in `init`; the
/// quads, the model and its duration come prepared off the main thread (``TearKitCore/PreparedShatter``),
/// so `init` only copies them into a Metal buffer.
///
/// Time runs from the renderer's creation (not its first drawn frame), so that the timer its owner
/// starts then to back the draw loop (``TearKitCore/FireOnce``) and the drawn frames agree on when
/// the end is. Played forward the pieces fall from t = 0 to the end time;
/// played in reverse they fly in from the end time back to t = 0. When the end is reached the view
/// is paused and `onFinished` is called once.
@MainActor
final class ShatterMetalRenderer: NSObject {
    /// Why the quads could not be uploaded (the caller then falls back to a cross-fade, as for a
    /// ``MetalRenderPipeline/SetupError``).
    enum SetupError: Error {
        case noBuffer
    }

    /// The model being drawn.
    let shatter: Shatter
    /// The drawable's rectangle in the view's points (pieces outside it are not drawn).
    let frame: CGRect
    /// Seconds the effect lasts: when the last piece has left ``frame``.
    let duration: Double
    /// Plays the shatter backwards (pieces fly together), for insertions.
    let reversed: Bool
    /// Called once, on the main actor, when the effect has ended.
    var onFinished: (() -> Void)?
    /// Called once, on the main actor, when the first frame has been committed (the pieces are about
    /// to be on screen: the intact view can go).
    var onFirstFrame: (() -> Void)?

    private let commandQueue: any MTLCommandQueue
    private let pipeline: any MTLRenderPipelineState
    private let quads: any MTLBuffer
    private let quadCount: Int
    private let snapshot: any MTLTexture
    private var uniforms: ShatterUniforms
    private let startUptime = ProcessInfo.processInfo.systemUptime
    private var finished = false

    /// Sets up the pipeline for `view` (its device, pixel format and a transparent clear colour) and
    /// uploads the prepared quads and `snapshot` (the view's image, top row first).
    init(view: MTKView, prepared: PreparedShatter, snapshot image: CGImage, reversed: Bool) throws {
        // Premultiplied source-over: the pieces are drawn over a cleared drawable.
        let setup = try MetalRenderPipeline(view: view, vertexFunction: ShatterShaderLayout.vertexFunctionName,
                                            fragmentFunction: ShatterShaderLayout.fragmentFunctionName, premultipliedBlending: true)
        let device = setup.device
        pipeline = setup.state
        guard !prepared.quads.isEmpty,
              let buffer = prepared.quads.withUnsafeBytes({ device.makeBuffer(bytes: $0.baseAddress!, length: $0.count, options: []) }) else {
            throw SetupError.noBuffer
        }
        self.snapshot = try setup.texture(of: image)
        commandQueue = setup.commandQueue
        quads = buffer
        quadCount = prepared.quadCount
        shatter = prepared.shatter
        frame = prepared.region
        self.reversed = reversed
        duration = prepared.duration
        uniforms = ShatterUniforms(shatter: prepared.shatter, frame: prepared.region, time: reversed ? prepared.duration : 0)
        super.init()
        view.device = device
        view.clearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 0)
        view.framebufferOnly = true
        view.preferredFramesPerSecond = 120
        view.delegate = self
    }

    /// The model time shown `elapsed` seconds after the first frame.
    func modelTime(elapsed: TimeInterval) -> Double {
        let t = min(max(elapsed, 0), duration)
        return reversed ? duration - t : t
    }
}

extension ShatterMetalRenderer: MTKViewDelegate {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

    func draw(in view: MTKView) {
        let elapsed = ProcessInfo.processInfo.systemUptime - startUptime
        uniforms.time = modelTime(elapsed: elapsed)
        guard let pass = view.currentRenderPassDescriptor, let drawable = view.currentDrawable,
              let commands = commandQueue.makeCommandBuffer(),
              let encoder = commands.makeRenderCommandEncoder(descriptor: pass) else {
            // No drawable this frame: the end still comes (here on a later frame, or from the owner's timer).
            if elapsed >= duration { end(view) }
            return
        }
        encoder.setRenderPipelineState(pipeline)
        encoder.setVertexBuffer(quads, offset: 0, index: ShatterShaderLayout.quadBufferIndex)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: ShatterShaderLayout.floatsPerUniforms) { floats in
            uniforms.write(to: floats)
            encoder.setVertexBytes(floats.baseAddress!, length: floats.count * MemoryLayout<Float>.stride,
                                   index: ShatterShaderLayout.uniformBufferIndex)
        }
        encoder.setFragmentTexture(snapshot, index: ShatterShaderLayout.snapshotTextureIndex)
        encoder.drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: ShatterShaderLayout.verticesPerQuad,
                               instanceCount: quadCount)
        encoder.endEncoding()
        commands.present(drawable)
        commands.commit()
        if let first = onFirstFrame {
            onFirstFrame = nil
            first()
        }
        if elapsed >= duration { end(view) }
    }

    private func end(_ view: MTKView) {
        guard !finished else { return }
        finished = true
        view.isPaused = true
        onFinished?()
    }
}
#endif
