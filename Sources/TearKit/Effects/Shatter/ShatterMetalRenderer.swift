#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
import MetalKit
import TearKitCore

/// Draws an ``UploadedShatter`` into an `MTKView` with the shipping `Shatter.metal`: one instanced
/// draw call of the quads, whose motion the vertex function computes from the time. Shared by the
/// SwiftUI effect and the UIKit animator.
///
/// Work per frame on the CPU: the elapsed time, 18 floats of uniforms written on the stack and
/// passed with `setVertexBytes`, one encoder, one draw call: the same for 2-pt pieces as for 40-pt
/// ones, and no allocation. Everything else — the shared device, queue and pipeline
/// (``MetalContext``), the quads and the snapshot texture — was made before, off the main thread, so
/// `init` only configures the view.
///
/// **Time** (``TearKitCore/ShatterRunStart``): the pieces are drawn at rest (t = 0, the snapshot's
/// pixels exactly over the live view) until the live view has gone, and the clock starts with the
/// first frame drawn after that; the owner schedules the timer backing the draw loop
/// (``TearKitCore/FireOnce``) from the same start (`onClockStarted`), so the two agree on when the
/// end is. A renderer made again for a run whose clock already runs continues from it. Played
/// forward the pieces fall from t = 0 to the end time; played in reverse they fly in from the end
/// time back to t = 0. When the end is reached the view is paused and `onFinished` is called once.
///
/// **The hand-off**: Core Animation does not promise that a drawable presented in one turn of the
/// main run loop is on screen in the same frame as the other layer changes of that turn, so the live
/// view is hidden only once the first drawable has been presented (`addPresentedHandler(_:)`, whose
/// handler hops to the main actor and calls `onFirstFramePresented`, which hides it in that turn).
/// Until the next frame the pieces stay at t = 0, so the live view and the pieces show the same
/// pixels at the same place: there is never a frame with both a moved piece and the live view, nor
/// one with neither.
///
/// **Drawables**: the view's layer keeps at most three (Core Animation's default), each
/// ``UploadedShatter/region`` at the snapshot's scale, neither side over 16 384 px
/// (``TearKitCore/MetalSurfaceSize``: a larger region gets a lower scale), in 8-bit BGRA.
@MainActor
final class ShatterMetalRenderer: NSObject {
    /// Seconds the effect lasts: when the last piece has left the drawable.
    let duration: Double
    /// Plays the shatter backwards (pieces fly together), for insertions.
    let reversed: Bool
    /// The run's clock, shared by every renderer made for it.
    let start: ShatterRunStart
    /// Called once, on the main actor, when the effect has ended.
    var onFinished: (@MainActor () -> Void)?
    /// Called once, on the main actor, when the first frame has been presented on screen (the live
    /// view can go).
    var onFirstFramePresented: (@MainActor () -> Void)?
    /// Called once per run (by the renderer that starts its clock), with the start (`systemUptime`,
    /// seconds): the owner schedules the timer backing the end from it.
    var onClockStarted: (@MainActor (Double) -> Void)?

    private let commandQueue: any MTLCommandQueue
    private let run: UploadedShatter
    private var uniforms: ShatterUniforms
    /// When the live view goes: the first drawable presented (a dropped one re-arms on the next),
    /// or a grace after the first commit (``TearKitCore/FirstFramePresentation``).
    private var presentation = FirstFramePresentation()
    private var finished = false

    /// Configures `view` for `run` (the shared device, 8-bit BGRA, a transparent clear colour, up to
    /// 120 Hz: ProMotion iPads give it; an iPhone gives more than 60 Hz only to an app whose Info.plist
    /// sets `CADisableMinimumFrameDurationOnPhone` to `YES`, which TearKit cannot set) and becomes its delegate; `nil` without Metal. `start` is the run's clock: not started
    /// for a new run, the first renderer's for a view made again while the run plays.
    init?(view: MTKView, run: UploadedShatter, reversed: Bool, start: ShatterRunStart) {
        let context = MetalContext.shared
        guard let device = context.device, let queue = context.commandQueue else { return nil }
        commandQueue = queue
        self.start = start
        self.run = run
        self.reversed = reversed
        duration = run.duration
        uniforms = run.uniforms
        uniforms.time = reversed ? run.duration : 0
        super.init()
        view.device = device
        view.colorPixelFormat = MetalContext.pixelFormat
        view.clearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 0)
        view.framebufferOnly = true
        view.preferredFramesPerSecond = 120
        // The drawable covers the region at the snapshot's scale (the display's), with neither side
        // over Metal's 16 384 px (``TearKitCore/MetalSurfaceSize``): a very tall region is drawn at a
        // lower resolution instead of getting no drawable. Fixed, not following the view's size: the
        // region is the view's frame.
        view.autoResizeDrawable = false
        view.drawableSize = MetalSurfaceSize(points: run.region.size, scale: run.uniforms.scale).size
        view.delegate = self
    }

    /// The model time shown `elapsed` seconds after the start.
    func modelTime(elapsed: TimeInterval) -> Double {
        let t = min(max(elapsed, 0), duration)
        return reversed ? duration - t : t
    }
}

extension ShatterMetalRenderer: MTKViewDelegate {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

    func draw(in view: MTKView) {
        let pass = view.currentRenderPassDescriptor, drawable = view.currentDrawable
        // The pieces hold at t = 0 until the live view has gone in an earlier turn; the grace and the
        // clock use the same uptime.
        let frame = start.frame(at: ProcessInfo.processInfo.systemUptime, hasDrawable: pass != nil && drawable != nil,
                                presentation: &presentation)
        let elapsed = frame.elapsed
        if frame.started, let uptime = start.uptime { onClockStarted?(uptime) }
        uniforms.time = modelTime(elapsed: elapsed)
        guard let pass, let drawable, let commands = commandQueue.makeCommandBuffer(),
              let encoder = commands.makeRenderCommandEncoder(descriptor: pass) else {
            // No drawable this frame: the end still comes (here on a later frame, or from the owner's timer).
            if elapsed >= duration { end(view) }
            return
        }
        encoder.setRenderPipelineState(run.pipeline)
        encoder.setVertexBuffer(run.quads, offset: 0, index: ShatterShaderLayout.quadBufferIndex)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: ShatterShaderLayout.floatsPerUniforms) { floats in
            uniforms.write(to: floats)
            encoder.setVertexBytes(floats.baseAddress!, length: floats.count * MemoryLayout<Float>.stride,
                                   index: ShatterShaderLayout.uniformBufferIndex)
        }
        encoder.setFragmentTexture(run.snapshot, index: ShatterShaderLayout.snapshotTextureIndex)
        encoder.drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: ShatterShaderLayout.verticesPerQuad,
                               instanceCount: run.quadCount)
        encoder.endEncoding()
        switch frame.action {
        case .watch:
            // Runs on a thread of Metal's once this drawable is on screen, or with a presented time
            // of 0 if it was dropped (then the next drawable is watched).
            drawable.addPresentedHandler { [weak self] drawable in
                let presentedTime = drawable.presentedTime
                Task { @MainActor in self?.drawablePresented(at: presentedTime) }
            }
        case .reveal:
            // No handler within the grace: the pieces have been committed for several frames.
            firstFramePresented()
        case .none:
            break
        }
        commands.present(drawable)
        commands.commit()
        if elapsed >= duration { end(view) }
    }

    private func drawablePresented(at presentedTime: Double) {
        if presentation.presented(at: presentedTime) { firstFramePresented() }
    }

    private func firstFramePresented() {
        let first = onFirstFramePresented
        onFirstFramePresented = nil
        first?()
    }

    private func end(_ view: MTKView) {
        guard !finished else { return }
        finished = true
        view.isPaused = true
        onFinished?()
    }
}
#endif
