#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Shows the content while not `isBroken`; when it turns `true` the content is snapshotted and breaks
/// into pieces that fall out of the window, and when it turns `false` again the pieces fly back
/// together. The engine of ``SwiftUI/View/shatter(isBroken:configuration:onCompletion:)``
/// and ``SwiftUI/View/shatterTransition(_:)``.
///
/// **Which shows when** is ``TearKitCore/ShatterStage``'s rule (tested in TearKitCore): the intact
/// view stays until the pieces' first frame has been presented, then vanishes in one frame; assembling,
/// it returns in the update that removes the landed pieces. Its opacity is applied inside
/// `animation(_:body:)` (iOS 17 / macOS 14: an animation scoped to that one modifier) with `nil`,
/// so the caller's transaction — a `withAnimation`, or the transition's own linear animation — cannot
/// fade it under the pieces; only the cross-fade fallback animates it.
///
/// **The snapshot** is `source` (the view the modifier is attached to) rendered by `ImageRenderer`
/// at the display scale, given the environment of this place in the hierarchy
/// (`.environment(\.self, environment)`, read here with `@Environment(\.self)`): colour scheme,
/// Dynamic Type, locale, layout direction, tint and the environment objects and `@Observable` models
/// put there with `.environmentObject(_:)` / `.environment(_:)` (a view reading those would otherwise
/// trap). `ImageRenderer` draws a *new instance* of the view outside the hierarchy, so its `@State`
/// starts from its initial values and UIKit/AppKit-backed content (maps, video, web views, text
/// fields, some controls) is not drawn. Why not snapshot the screen instead (the hosting view's
/// region via `drawHierarchy`, what the UIKit animator does for a whole view controller)? That region
/// holds everything drawn there — the background behind the view and whatever overlaps it — so the
/// pieces would carry the background away with them and a view with transparent or rounded parts
/// would fall as a rectangle of its surroundings; and SwiftUI documents no way to find a view's own
/// layer. A faithful image of the view alone, minus its private state, is the better trade; a
/// snapshot without a single visible pixel cross-fades instead (``TearKitCore/SnapshotVisibility``).
///
/// **Completion** (``TearKitCore/FireOnce``): the run ends when the Metal draw loop reaches the
/// computed end time, or at that time plus a frame on a timer, whichever comes first, so
/// `onCompletion` runs exactly once even if the view leaves the hierarchy mid-run (its `MTKView`
/// then stops drawing). A run replaced by a newer one (the state flipped back mid-run) never reports.
///
/// **Off the main thread** (``TearKitCore/PreparedShatter``): only the snapshot is rendered on the main
/// thread (`ImageRenderer` must be); its redraw as RGBA8 and the scan for a visible pixel, and the
/// model, its quad records and its duration — ≈ 10 ms of CPU for 2-pt pieces on a full iPhone screen,
/// more than a 120 Hz frame — are done in detached tasks,
/// and the run (its Metal view and its timer) starts when they arrive. The stage begins at once, so
/// the intact view stays until the pieces' first frame (breaking) or stays hidden (assembling); a
/// change of `isBroken` while the model is built cancels the pending run (its end is no longer
/// ``TearKitCore/FireOnce/isPending``), which then never starts or reports. The timer starts with
/// the run, so a view that leaves while its model is built still completes.
///
/// Where the pieces are drawn: with a ``SwiftUI/View/effectsLayer()`` above (found through
/// ``SwiftUI/EnvironmentValues/effectsLayer``), in that layer's overlay, handed the run and the view's
/// frame in the global space, so they fall over the whole layer, outside any `List` row or
/// `ScrollView`; the run stays there until it ends, even if the view leaves meanwhile. Without one,
/// in an overlay anchored at the view and sized to where pieces can be seen (the estimated window's
/// ``TearKitCore/Shatter/visibleRegion(within:)``), so they fall over neighbouring views
/// that come before it; either way it never takes touches or accessibility focus. The local overlay
/// lives in the view's own subtree: siblings declared after the view draw over the pieces, and a
/// clipping container (a `List` row, a `ScrollView`) clips them. Under Reduce Motion, or without
/// Metal, the content cross-fades (0.35 s).
///
/// **Geometry costs nothing per frame.** The view's size and frame in the window are read when a run
/// starts, from the `GeometryReader` behind the view, inside the action of its `onChange(of:
/// isBroken)`: its content reads no geometry while it is evaluated, so a list of shattering views
/// that scrolls writes no `@State` and re-evaluates no body for them.
///
/// **The region the pieces fall out of** (``TearKitCore/Shatter/fallRegion(viewFrame:window:configuration:displayScale:fallDistance:)``):
/// with a layer above, the layer's own frame in the global space (it reports it as it is laid out),
/// which is in the view's window by construction, joined with the view when the view sticks partly
/// out of it; without one, an estimate from the view's place bounded by how far pieces can drift and
/// by one window's area (1290 × 2796 px, the largest iPhone's), so a run holds at most four
/// window-sized surfaces either way.
/// The window itself is not asked for: `UIApplication.shared` is unavailable in app extensions
/// (a package using it would not build into one), and with several foreground scenes (Split View,
/// Stage Manager, an external display) the key window can belong to another scene. The core also
/// falls back to the estimate when the layer's rectangle does not touch the view, so the drawable
/// always holds every piece's start. The drawable is the part of that region where pieces can be
/// seen (``TearKitCore/Shatter/visibleRegion(within:)``: from the highest point a piece reaches down).
///
/// **Metal** is shared (``MetalContext``: one device, queue and pipeline, built asynchronously); it is
/// warmed when a shattering view appears (and by ``prepareEffects()``), so the first run does not
/// wait for the pipeline to compile. The quads and the snapshot are uploaded off the main thread
/// (``UploadedShatter``) and their CPU copies dropped before the Metal view exists. The intact view
/// goes when the pieces' first frame has been *presented* (``ShatterMetalRenderer``), not when it
/// was committed, and the pieces stay at rest (t = 0, the same pixels) until it has gone: the run's
/// clock starts with the first frame drawn after that (``TearKitCore/ShatterRunStart``), so no frame
/// shows the intact view with pieces that have moved; a Metal view SwiftUI makes again mid-run
/// continues from that start; the timer backing the end starts then.
/// When the upload fails (no device, library or pipeline; no buffer) the view cross-fades (0.35 s),
/// as under Reduce Motion, and the run reports once the fade is over.
struct ShatterEffect: ViewModifier {
    /// What the snapshot renders: the view itself.
    let source: AnyView
    /// Whether the view is broken: the pieces have fallen (or fall), the intact view is hidden.
    let isBroken: Bool
    /// The pattern, the physics (or the pattern's own, scaled to the fall) and the seed.
    let configuration: ShatterConfiguration
    /// Called once per run that ends: `true` when the pieces have fallen, `false` when they have assembled.
    let onCompletion: (@MainActor (Bool) -> Void)?

    @Environment(\.self) private var environment
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.effectsLayer) private var layer
    /// The playing run when drawn in the view's own overlay (no layer above).
    @State private var run: ShatterRun?
    /// The current run's end (pending while its model is built and while it plays), and its key in
    /// the layer drawing it: cancelled and removed when a newer run or a cross-fade replaces it.
    @State private var current: (end: FireOnce, layerKey: Int?)?
    @State private var runCount = 0
    /// What shows; `nil` until the first change (then: at rest, following `isBroken`).
    @State private var stage: ShatterStage?

    func body(content: Content) -> some View {
        let stage = self.stage ?? ShatterStage(presented: !isBroken)
        content
            // Scoped: only this opacity gets the animation (none, except for the cross-fade), not
            // the content's own changes, and not the caller's transaction.
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
            // Starts loading the library and compiling the pipeline off the main thread as soon as a
            // view that can shatter is on screen (once per process; later calls only check), so a
            // first run does not wait for a cold pipeline build.
            .onAppear { MetalContext.shared.prepare() }
            #endif
    }

    // `@MainActor` on the members that call main-actor code (ImageRenderer, the completion): in the
    // iOS 17 / macOS 14 SDKs `ViewModifier` is not main-actor isolated as a type (only `body`
    // is), so without it they would be nonisolated there; in the Xcode 16+ SDKs they already are.
    @MainActor @ViewBuilder private var overlay: some View {
        #if canImport(MetalKit)
        if let run, stage?.run == run.id {
            // The region is in the view's points from its top-left corner: laid out left to right in
            // a frame that fills the view, so a right-to-left environment (which flips each child's
            // x within its parent) does not anchor it at the view's right edge.
            ZStack(alignment: .topLeading) {
                ShatterMetalView(run: run)
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

    /// Starts a run towards `broken` for a view of `size` at `frameInWindow` (points, the window's space).
    @MainActor private func start(broken: Bool, size: CGSize, frameInWindow: CGRect) {
        // ShatterStage speaks of the intact view: presented is whole.
        let presented = !broken
        if let current {
            current.end.cancel()
            if let key = current.layerKey { layer?.remove(key: key) }
        }
        current = nil
        run = nil
        // The layer's frame and the view's are both in the global space; without a layer (or before
        // it is laid out: a zero frame), or when the view does not touch the layer, the estimate (bounded to one window).
        let region = Shatter.fallRegion(viewFrame: frameInWindow, window: layer?.runs.layerFrame,
                                        configuration: configuration, displayScale: Double(displayScale))
        // Only the rendering runs here (ImageRenderer is main-actor isolated); the redraw into RGBA8
        // and the scan for a visible pixel run off the main thread with the model.
        // The display's scale, or less for a view so large that its snapshot would exceed Metal's
        // texture limit (``TearKitCore/MetalSurfaceSize``): the pieces are then drawn at that scale.
        let scale = MetalSurfaceSize(points: size, scale: Double(displayScale)).scale
        let snapshot: CGImage? = reduceMotion ? nil
            : ShatterSnapshot.rendered(of: source.environment(\.self, environment), size: size, scale: CGFloat(scale))
        #if canImport(MetalKit)
        if let snapshot {
            let height = Double(region.height)
            let physics = configuration.physics(fallHeight: height)
            runCount += 1
            let id = runCount
            let completion = onCompletion
            // Captures the state's storage, not the view: it still works once the view has left.
            let stageBinding = $stage
            let runBinding = $run
            let layer = self.layer
            let layerKey = layer?.nextKey()
            let end = FireOnce {
                // The ended run lets go of its texture and quads (the layer's entry, or this view's).
                if let layerKey { layer?.remove(key: layerKey) }
                if runBinding.wrappedValue?.id == id { runBinding.wrappedValue = nil }
                var stage = stageBinding.wrappedValue ?? ShatterStage(presented: !presented)
                stage.end(run: id)
                stageBinding.wrappedValue = stage
                completion?(broken)
            }
            current = (end, layerKey)
            // The intact view stays (breaking) or stays hidden (assembling) while the model is built.
            var stage = self.stage ?? ShatterStage(presented: !presented)
            stage.begin(run: id, presented: presented)
            self.stage = stage
            let pattern = configuration.pattern, seed = configuration.seed
            // This task holds the snapshot and the model until they are uploaded, then ends: the
            // playing run keeps only their GPU copies.
            let rendered = SendableBox(snapshot)
            Task { @MainActor in
                // The snapshot redrawn and scanned, and the model built, both off the main thread
                // and at the same time.
                async let image = ShatterSnapshot.preparedOffMainThread(rendered)
                async let model = PreparedShatter.build(viewSize: size, pattern: pattern, physics: physics, seed: seed, region: region)
                let (visible, prepared) = await (image, model)
                // Replaced by a newer run (or a cross-fade) while it was built: it never starts.
                guard end.isPending else { return }
                // No visible pixel (nothing to break), or no pieces can be drawn: cross-fade.
                guard let visible, let uploaded = try? await UploadedShatter.upload(prepared, snapshot: visible.object) else {
                    // Cross-fade (0.35 s) as under Reduce Motion and as the
                    // UIKit animator does, instead of jumping to the end in one frame, and report
                    // once the fade is over (the run's end, still pending, fires once).
                    guard end.isPending, var stage = stageBinding.wrappedValue else { return }
                    stage.crossFade(presented: presented)
                    stageBinding.wrappedValue = stage
                    ShatterEffect.scheduleEnd(end, duration: ShatterEffect.crossFadeDuration, from: ProcessInfo.processInfo.systemUptime)
                    return
                }
                guard end.isPending else { return }
                let newRun = ShatterRun(
                    id: id, uploaded: uploaded, reversed: presented, end: end, start: ShatterRunStart(),
                    started: { start in ShatterEffect.scheduleEnd(end, duration: uploaded.duration, from: start) },
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
                ShatterEffect.scheduleEnd(end, duration: uploaded.duration + Shatter.runStartAllowance,
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

    /// Seconds of the cross-fade that replaces the pieces (Reduce Motion, nothing to snapshot, no Metal).
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
