#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Shows the content while not `isBroken`; when it turns `true` the content is snapshotted and
/// disintegrates into fine particles that drift away, and when it turns `false` again the dust flies
/// together into the view. The engine of ``SwiftUI/View/dust(isBroken:configuration:onCompletion:)``
/// and ``SwiftUI/View/dustTransition(_:)``.
///
/// **Which shows when** is the shatter's rule, ``TearKitCore/ShatterStage`` (tested in TearKitCore):
/// the live view stays until the dust's first frame has been presented (at t = 0 every particle is
/// exactly its cell of the snapshot, and the particles hold there until the live view has gone:
/// ``TearKitCore/ShatterRunStart``), then vanishes in one frame; flying together, it returns in the
/// update that removes the dust, whose last frame is the view whole. Its opacity is applied inside
/// `animation(_:body:)` with `nil`, so the caller's transaction cannot fade it under the dust; only
/// the cross-fade fallback animates it.
///
/// **The snapshot** is `source` rendered by `ImageRenderer` at the display scale with the environment
/// of this place (``ShatterSnapshot``, the shatter's): 8-bit premultiplied RGBA, `@State` as a new
/// instance starts it, UIKit/AppKit-backed content as SwiftUI's placeholder. A snapshot without a
/// single visible pixel cross-fades instead.
///
/// **Completion** (``TearKitCore/FireOnce``): the run ends when the Metal draw loop reaches the end
/// time, or at that time plus a frame on a timer started with the run's clock, whichever
/// comes first, so `onCompletion` runs exactly once even if the view leaves the hierarchy mid-run. A
/// backstop from the upload covers a Metal view that is never made. A run replaced by a newer one
/// (the state flipped back mid-run) never reports.
///
/// **Where the dust is drawn** (``TearKitCore/Dust/drawRegion(viewFrame:window:configuration:)``):
/// the view grown by how far the wind and turbulence can carry a particle, cut to the window. With a
/// ``SwiftUI/View/effectsLayer()`` above, in that layer's overlay (the window is the layer's frame),
/// so the dust drifts over the whole app, outside any `List` row or `ScrollView`, and stays there
/// until the run ends, even if the view leaves meanwhile. Without one, in an overlay anchored at the
/// view (the window estimated from the view's place), which later siblings draw over and a clipping
/// container clips. Either way it never takes touches or accessibility focus. Under Reduce Motion, or
/// without Metal, the content cross-fades (0.35 s).
///
/// **Nothing per particle on the CPU**, and no geometry per frame: the view's size and frame are read
/// from the `GeometryReader` behind it when a run starts; only the snapshot is rendered on the main
/// thread (`ImageRenderer` must be): its redraw as RGBA8 and scan for a visible pixel
/// (``ShatterSnapshot/preparedOffMainThread(_:)``) and its upload (``UploadedDust``) run off it, and
/// its CPU copy is dropped before the Metal view exists; Metal is shared
/// (``MetalContext``) and warmed when a view that can turn to dust appears.
struct DustEffect: ViewModifier {
    /// What the snapshot renders: the view itself.
    let source: AnyView
    /// Whether the view is broken: turned to dust (or turning), the live view hidden.
    let isBroken: Bool
    /// The particles' size, the duration, the sweep's direction, the wind, the turbulence and the seed.
    let configuration: DustConfiguration
    /// Called once per run that ends: `true` when the dust has gone, `false` when the view is whole again.
    let onCompletion: (@MainActor (Bool) -> Void)?

    @Environment(\.self) private var environment
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.effectsLayer) private var layer
    /// The playing run when drawn in the view's own overlay (no layer above).
    @State private var run: DustRun?
    /// The current run's end (pending while the snapshot is uploaded and while it plays), and its key
    /// in the layer drawing it: cancelled and removed when a newer run or a cross-fade replaces it.
    @State private var current: (end: FireOnce, layerKey: Int?)?
    @State private var runCount = 0
    /// What shows; `nil` until the first change (then: at rest, following `isBroken`).
    @State private var stage: ShatterStage?

    func body(content: Content) -> some View {
        let stage = self.stage ?? ShatterStage(presented: !isBroken)
        content
            // Scoped: only this opacity gets the animation (none, except for the cross-fade).
            .animation(stage.fades ? .linear(duration: Self.crossFadeDuration) : nil) { placeholder in
                placeholder.opacity(stage.showsIntact ? 1 : 0)
            }
            .background(alignment: .center) {
                // The geometry is read only in the action, when a run starts: nothing per frame.
                GeometryReader { proxy in
                    Color.clear.onChange(of: isBroken) { _, broken in
                        start(broken: broken, size: proxy.size, frameInWindow: proxy.frame(in: .global))
                    }
                }
                .accessibilityHidden(true)
            }
            .overlay(alignment: .topLeading) { overlay }
            #if canImport(MetalKit)
            // Starts loading the library and compiling the pipelines off the main thread as soon as
            // a view that can turn to dust is on screen (once per process; later calls only check).
            .onAppear { MetalContext.shared.prepare() }
            #endif
    }

    // `@MainActor`: in the iOS 17 / macOS 14 SDKs `ViewModifier` is not main-actor isolated as a
    // type (only `body` is), and these members call main-actor code.
    @MainActor @ViewBuilder private var overlay: some View {
        #if canImport(MetalKit)
        if let run, stage?.run == run.id {
            // The region is in the view's points from its top-left corner: laid out left to right in
            // a frame that fills the view, so a right-to-left environment (which flips each child's
            // x within its parent) does not mirror its place within the view, as the shatter's overlay.
            ZStack(alignment: .topLeading) {
                DustMetalView(run: run)
                    .frame(width: run.region.width, height: run.region.height)
                    .offset(x: run.region.minX, y: run.region.minY)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .environment(\.layoutDirection, .leftToRight)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
        #endif
    }

    /// Starts a run towards `broken` for a view of `size` at `frameInWindow` (points, the global space).
    @MainActor private func start(broken: Bool, size: CGSize, frameInWindow: CGRect) {
        // ShatterStage speaks of the live view: presented is whole.
        let presented = !broken
        if let current {
            current.end.cancel()
            if let key = current.layerKey { layer?.remove(key: key) }
        }
        current = nil
        run = nil
        // Only the rendering runs here (ImageRenderer is main-actor isolated); the redraw into RGBA8
        // and the scan for a visible pixel run off the main thread before the upload.
        // The display's scale, or less for a view so large that its snapshot would exceed Metal's
        // texture limit (``TearKitCore/MetalSurfaceSize``): the dust is then drawn at that scale.
        let scale = MetalSurfaceSize(points: size, scale: Double(displayScale)).scale
        let snapshot: CGImage? = reduceMotion ? nil
            : ShatterSnapshot.rendered(of: source.environment(\.self, environment), size: size, scale: CGFloat(scale))
        #if canImport(MetalKit)
        if let snapshot {
            // The layer's frame and the view's are both in the global space; without a layer (or
            // before it is laid out), or when the layer does not hold the view, the window is estimated.
            let region = Dust.drawRegion(viewFrame: frameInWindow, window: layer?.runs.layerFrame, configuration: configuration)
            runCount += 1
            let id = runCount
            let completion = onCompletion
            // Captures the state's storage, not the view: it still works once the view has left.
            let stageBinding = $stage
            let runBinding = $run
            let layer = self.layer
            let layerKey = layer?.nextKey()
            let end = FireOnce {
                // The ended run lets go of its texture (the layer's entry, or this view's).
                if let layerKey { layer?.remove(key: layerKey) }
                if runBinding.wrappedValue?.id == id { runBinding.wrappedValue = nil }
                var stage = stageBinding.wrappedValue ?? ShatterStage(presented: !presented)
                stage.end(run: id)
                stageBinding.wrappedValue = stage
                completion?(broken)
            }
            current = (end, layerKey)
            // The live view stays (breaking) or stays hidden (flying together) while the snapshot uploads.
            var stage = self.stage ?? ShatterStage(presented: !presented)
            stage.begin(run: id, presented: presented)
            self.stage = stage
            let configuration = self.configuration
            // This task holds the snapshot until it is uploaded, then ends: the playing run keeps
            // only its texture.
            let rendered = SendableBox(snapshot)
            Task { @MainActor in
                let visible = await ShatterSnapshot.preparedOffMainThread(rendered)
                // Replaced by a newer run (or a cross-fade) while it was prepared: it never starts.
                guard end.isPending else { return }
                // No visible pixel (nothing to turn to dust), or no dust can be drawn: cross-fade
                // (0.35 s) as under Reduce Motion, and report once the fade is over (the run's end,
                // still pending, fires once).
                guard let visible, let uploaded = try? await UploadedDust.upload(snapshot: visible.object, configuration: configuration,
                                                                                 scale: scale, region: region, insertion: presented) else {
                    guard end.isPending, var stage = stageBinding.wrappedValue else { return }
                    stage.crossFade(presented: presented)
                    stageBinding.wrappedValue = stage
                    DustEffect.scheduleEnd(end, duration: DustEffect.crossFadeDuration, from: ProcessInfo.processInfo.systemUptime)
                    return
                }
                // Replaced by a newer run (or a cross-fade) while it uploaded: it never starts.
                guard end.isPending else { return }
                let newRun = DustRun(
                    id: id, uploaded: uploaded, end: end, start: ShatterRunStart(),
                    started: { start in DustEffect.scheduleEnd(end, duration: uploaded.duration, from: start) },
                    drawn: {
                        guard var stage = stageBinding.wrappedValue else { return }
                        stage.piecesDrawn(run: id)
                        stageBinding.wrappedValue = stage
                    },
                    region: uploaded.region)
                if let layer, let layerKey {
                    layer.add(key: layerKey, viewFrame: frameInWindow, run: newRun)
                } else {
                    runBinding.wrappedValue = newRun
                }
                // A Metal view that is never made (the view left before its next update) still ends:
                // a backstop at the run's length plus the start allowance from now.
                DustEffect.scheduleEnd(end, duration: uploaded.duration + Shatter.runStartAllowance,
                                       from: ProcessInfo.processInfo.systemUptime)
            }
            return
        }
        #endif
        // Fallback: a cross-fade (Reduce Motion, nothing to snapshot, or no Metal).
        var stage = self.stage ?? ShatterStage(presented: !presented)
        stage.crossFade(presented: presented)
        self.stage = stage
        onCompletion?(broken)
    }

    /// Seconds of the cross-fade that replaces the dust (Reduce Motion, nothing to snapshot, no Metal).
    static let crossFadeDuration = 0.35

    /// Fires `end` at ``TearKitCore/FireOnce/deadline(duration:)`` after `start` (`systemUptime`,
    /// seconds), unless the draw loop has ended the run first. The task holds only `end`.
    @MainActor static func scheduleEnd(_ end: FireOnce, duration: Double, from start: Double) {
        let delay = max(FireOnce.deadline(duration: duration) - (ProcessInfo.processInfo.systemUptime - start), 0)
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(delay))
            end.fire()
        }
    }
}
#endif
