#if canImport(MetalKit)
import Foundation
import MetalKit
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws ``UploadedPieces`` — the shatter's quads, the dust's particles — into an `MTKView`: one
/// instanced draw call, whose motion the vertex function computes from the time. Shared by both
/// effects' SwiftUI modifiers and their UIKit spellings (the shatter's animator, `UIView.dust`).
///
/// Work per frame on the CPU: the elapsed time, the uniforms (18 floats for the shatter, 22 for the
/// dust) written on the stack and passed with `setVertexBytes`, one encoder, one draw call: the same
/// for a million pieces as for a hundred, and no allocation. Everything else — the shared device,
/// queue and pipeline (``MetalContext``), the piece buffer and the snapshot texture — was made
/// before, off the main thread, so `init` only configures the view.
///
/// **Time** (``TearKitCore/PiecesRunStart``): the pieces are drawn at rest (t = 0, the snapshot's
/// pixels exactly over the live view) until the live view has gone, and the clock starts with the
/// first frame drawn after that; the owner schedules the timer backing the draw loop
/// (``TearKitCore/FireOnce``) from the same start (`onClockStarted`), so the two agree on when the
/// end is. A renderer made again for a run whose clock already runs continues from it. Played
/// forward the model time goes from 0 to ``duration``; ``reversed`` (the shatter's pieces flying
/// together) it goes from ``duration`` back to 0 (the dust runs an insertion backwards in its
/// shader instead). When the end is reached the view is paused and `onFinished` is called once.
///
/// **The hand-off**: Core Animation does not promise that a drawable presented in one turn of the
/// main run loop is on screen in the same frame as the other layer changes of that turn, so the live
/// view is hidden only once the first drawable has been presented (`addPresentedHandler(_:)`, whose
/// handler hops to the main actor and calls `onFirstFramePresented`, which hides it in that turn;
/// ``TearKitCore/FirstFramePresentation``). Until the next frame the pieces stay at t = 0, so the live
/// view and the pieces show the same pixels at the same place: there is never a frame with both a
/// moved piece and the live view, nor one with neither.
///
/// **Drawables**: the view's layer keeps at most two (``TearKitCore/PiecesDrawable/maximumCount``,
/// set on its `CAMetalLayer`, whose default is three), each ``UploadedPieces/region`` — where the
/// pieces can be seen, not the window (``TearKitCore/PiecesDrawable/region(viewSize:reach:within:)``)
/// — at the snapshot's scale, neither side over 16 384 px (``TearKitCore/MetalSurfaceSize``: a larger
/// region gets a lower scale), in 8-bit BGRA.
@MainActor
final class PiecesMetalRenderer: NSObject {
    /// Called once, on the main actor, when the effect has ended.
    var onFinished: (@MainActor () -> Void)?
    /// Called once, on the main actor, when the first frame has been presented on screen (the live
    /// view can go).
    var onFirstFramePresented: (@MainActor () -> Void)?
    /// Called once per run (by the renderer that starts its clock), with the start (`systemUptime`,
    /// seconds): the owner schedules the timer backing the end from it.
    var onClockStarted: (@MainActor (Double) -> Void)?

    /// Seconds the effect lasts: when the last piece has gone, or the view is whole again.
    let duration: Double
    /// Plays the model time backwards (the shatter's pieces fly together), for insertions.
    let reversed: Bool
    /// The run's clock, shared by every renderer made for it.
    let start: PiecesRunStart

    private let commandQueue: any MTLCommandQueue
    private let pieces: any UploadedPieces
    /// When the live view goes: the first drawable presented (a dropped one re-arms on the next),
    /// or a grace after the first commit (``TearKitCore/FirstFramePresentation``).
    private var presentation = FirstFramePresentation()
    private var finished = false

    /// Configures `view` for `pieces` (the shared device, 8-bit BGRA, a transparent clear colour, up to
    /// 120 Hz: ProMotion iPads give it; an iPhone gives more than 60 Hz only to an app whose Info.plist
    /// sets `CADisableMinimumFrameDurationOnPhone` to `YES`, which TearKit cannot set) and becomes its
    /// delegate; `nil` without Metal. `start` is the run's clock: not started for a new run, the first
    /// renderer's for a view made again while the run plays.
    init?(view: MTKView, pieces: any UploadedPieces, reversed: Bool, start: PiecesRunStart) {
        let context = MetalContext.shared
        guard let device = context.device, let queue = context.commandQueue else { return nil }
        commandQueue = queue
        self.start = start
        self.pieces = pieces
        self.reversed = reversed
        duration = pieces.duration
        super.init()
        view.drawsTransparently(with: device)
        view.preferredFramesPerSecond = 120
        // The drawable covers the region at the snapshot's scale (the display's), with neither side
        // over Metal's 16 384 px (``TearKitCore/MetalSurfaceSize``): a very tall region is drawn at a
        // lower resolution instead of getting no drawable. Fixed, not following the view's size: the
        // region is the view's frame.
        view.autoResizeDrawable = false
        view.drawableSize = MetalSurfaceSize(points: pieces.region.size, scale: pieces.scale).size
        // Two drawables, not Core Animation's three: one on screen and one being drawn keep up with a
        // frame's one draw call, and a third would hold another surface of the region's size for the
        // whole run. (`MTKView` draws into its layer, a `CAMetalLayer`, which takes 2 or 3.)
        (view.layer as? CAMetalLayer)?.maximumDrawableCount = PiecesDrawable.maximumCount
        view.delegate = self
    }

    /// The model time shown `elapsed` seconds after the start.
    func modelTime(elapsed: TimeInterval) -> Double {
        let t = min(max(elapsed, 0), duration)
        return reversed ? duration - t : t
    }
}

extension PiecesMetalRenderer: MTKViewDelegate {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

    func draw(in view: MTKView) {
        let pass = view.currentRenderPassDescriptor, drawable = view.currentDrawable
        let hasPieces = pieces.instanceCount > 0
        // The pieces hold at t = 0 until the live view has gone in an earlier turn; the grace and the
        // clock use the same uptime.
        let frame = start.frame(
            at: ProcessInfo.processInfo.systemUptime, hasDrawable: pass != nil && drawable != nil && hasPieces,
            presentation: &presentation)
        let elapsed = frame.elapsed
        if frame.started, let uptime = start.uptime { onClockStarted?(uptime) }
        let time = modelTime(elapsed: elapsed)
        guard hasPieces, let pass, let drawable, let commands = commandQueue.makeCommandBuffer(),
            let encoder = commands.makeRenderCommandEncoder(descriptor: pass)
        else {
            // No drawable this frame: the end still comes (here on a later frame, or from the owner's timer).
            if elapsed >= duration { end(view) }
            return
        }
        let bindings = type(of: pieces).bindings
        encoder.setRenderPipelineState(pieces.pipeline)
        if let buffer = pieces.pieceBuffer, let index = bindings.pieceBufferIndex {
            encoder.setVertexBuffer(buffer, offset: 0, index: index)
        }
        withUnsafeTemporaryAllocation(of: Float.self, capacity: bindings.floatsPerUniforms) { floats in
            pieces.writeUniforms(time: time, to: floats)
            encoder.setVertexBytes(
                floats.baseAddress!, length: floats.count * MemoryLayout<Float>.stride,
                index: bindings.uniformBufferIndex)
        }
        encoder.setFragmentTexture(pieces.snapshot, index: bindings.snapshotTextureIndex)
        encoder.drawPrimitives(
            type: .triangleStrip, vertexStart: 0, vertexCount: bindings.verticesPerPiece,
            instanceCount: pieces.instanceCount)
        encoder.endEncoding()
        // Before the drawable is presented: a presented handler must be added before then.
        handOff(frame.action, drawable: drawable)
        commands.present(drawable)
        commands.commit()
        if elapsed >= duration { end(view) }
    }

    /// Watches `drawable` for the hand-off, or hides the live view now, as `action` says.
    private func handOff(_ action: FirstFramePresentation.Action, drawable: any CAMetalDrawable) {
        switch action {
        case .watch:
            // Runs on a thread of Metal's once this drawable is on screen, or with a presented time
            // of 0 if it was dropped (then the next drawable is watched).
            drawable.addPresentedHandler { [weak self] drawable in
                let presentedTime = drawable.presentedTime
                Task { @MainActor in self?.drawablePresented(at: presentedTime) }
            }
        case .none:
            break
        case .reveal:
            // No handler within the grace: the pieces have been committed for several frames.
            firstFramePresented()
        }
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
