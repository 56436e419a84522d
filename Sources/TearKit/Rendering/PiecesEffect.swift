#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Shows the content while not `isBroken`; when it turns `true` the content is snapshotted and
/// breaks into ``pieces`` (the shatter's shards, the dust's particles) that leave, and when it turns
/// `false` again they come back together into the view. The engine of
/// ``SwiftUI/View/shatter(isBroken:configuration:onCompletion:)``, ``SwiftUI/View/shatterTransition(_:)``,
/// ``SwiftUI/View/dust(isBroken:configuration:onCompletion:)`` and ``SwiftUI/View/dustTransition(_:)``;
/// what differs between them is ``SnapshotPieces``.
///
/// **Which shows when** is ``TearKitCore/PiecesStage``'s rule (tested in TearKitCore): the live
/// view stays until the pieces' first frame has been presented, then vanishes in one frame; coming
/// together, it returns in the update that removes the pieces, whose last frame is the view whole.
/// Its opacity is applied inside `animation(_:body:)` (iOS 17 / macOS 14: an animation scoped to
/// that one modifier) with `nil`, so the caller's transaction — a `withAnimation`, or the
/// transition's own linear animation — cannot fade it under the pieces; only the cross-fade fallback
/// animates it.
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
/// would break as a rectangle of its surroundings; and SwiftUI documents no way to find a view's own
/// layer. A faithful image of the view alone, minus its private state, is the better trade; a
/// snapshot without a single visible pixel cross-fades instead (``TearKitCore/SnapshotVisibility``).
/// Its scale is the display's, or less for a region (the view and the room its pieces fly in) so large
/// that its drawable would exceed Metal's texture limit (``TearKitCore/MetalSurfaceSize``): the
/// snapshot and the drawable then share that lower scale, one grid of pixels.
///
/// **Completion** (``TearKitCore/FireOnce``): the run ends when the Metal draw loop reaches the
/// computed end time, or at that time plus a frame on a timer started with the run's clock, whichever
/// comes first, so `onCompletion` runs exactly once even if the view leaves the hierarchy mid-run (its
/// `MTKView` then stops drawing). A backstop from the upload covers a Metal view that is never made.
/// A run replaced by a newer one (the state flipped back mid-run) never reports.
///
/// **When the snapshot is taken, and where the rest runs.** The update that changes `isBroken` — the
/// one that carries the app's own response to the tap — only starts the run: the stage begins (the
/// live view stays while breaking, stays hidden while coming together), the region is worked out (a
/// few comparisons) and the run's once-only end is made (its timers start once the pieces are
/// uploaded; none waits for a frame). The snapshot is rendered in a later turn of the main actor
/// (a main-actor task), so that update is committed without waiting for it: `ImageRenderer` is
/// main-actor isolated and synchronous, the one part of the start that must run there. Its redraw as
/// RGBA8 and the scan for a visible pixel, whatever the pieces need besides
/// (``SnapshotPieces/prepare(snapshot:viewSize:region:)``: the shatter's model and quads) and the
/// upload run off the main thread, and the run (its Metal view and its timer) starts when they
/// arrive. It is taken then, not ahead of time, so it is never stale: it shows the view as it was
/// when it broke (what a new instance of it draws, as above), and a snapshot kept from earlier could
/// show content the view has since changed, with no reliable signal of the change. The live view
/// shows until the pieces' first frame has been presented, so the time the snapshot takes is the
/// view, still, not a gap. A change of `isBroken` meanwhile cancels the pending run (its end is no
/// longer ``TearKitCore/FireOnce/isPending``), which then takes no snapshot, never starts and never
/// reports. The rendered image is released once its RGBA8 copy is made, and the CPU copies before the
/// Metal view exists.
///
/// **Where the pieces are drawn** (``SnapshotPieces/region(viewFrame:window:displayScale:)``): with a
/// ``SwiftUI/View/effectsLayer()`` above (found through ``SwiftUI/EnvironmentValues/effectsLayer``), in
/// that layer's overlay, handed the run and the view's frame in the global space, so they leave over
/// the whole layer, outside any `List` row or `ScrollView`; the run stays there until it ends, even if
/// the view leaves meanwhile. Without one, in an overlay anchored at the view, which lives in the
/// view's own subtree: siblings declared after the view draw over the pieces, and a clipping container
/// (a `List` row, a `ScrollView`) clips them. Either way it never takes touches or accessibility focus.
/// Under Reduce Motion, or without Metal, the content cross-fades (0.35 s).
///
/// **Which values start a run** (``TearKitCore/PiecesRunTrigger``, tested in TearKitCore): a change
/// of `isBroken` starts a run towards its new value, and — for a transition's view — the first value
/// does too: a view first given `.willAppear` is being inserted and comes together at once, whether or
/// not SwiftUI reports its move to `.identity` as a change of its own (that change then starts
/// nothing: the view already heads there).
///
/// **Geometry costs nothing per frame.** The view's size and frame in the window are read when a run
/// starts, from the `GeometryReader` behind the view, inside the action of its `onChange(of:
/// isBroken, initial: true)`: its content reads no geometry while it is evaluated, so a list of such
/// views that scrolls writes no `@State` and re-evaluates no body for them.
///
/// **Metal** is shared (``MetalContext``: one device, queue and pipeline per effect, built
/// asynchronously); it is warmed when a view that can break appears (and by ``prepareEffects()``), so
/// the first run does not wait for a pipeline to compile. The live view goes when the pieces' first
/// frame has been *presented* (``PiecesMetalRenderer``), not when it was committed, and the pieces
/// stay at rest (t = 0, the same pixels) until it has gone: the run's clock starts with the first frame
/// drawn after that (``TearKitCore/PiecesRunStart``), so no frame shows the live view with pieces
/// that have moved; a Metal view SwiftUI makes again mid-run continues from that start; the timer
/// backing the end starts then. When the upload fails (no device, library or pipeline; no buffer) the
/// view cross-fades (0.35 s), as under Reduce Motion, and the run reports once the fade is over.
struct PiecesEffect<Pieces: SnapshotPieces>: ViewModifier {
    /// What the snapshot renders: the view itself.
    let source: AnyView
    /// Whether the view is broken: the pieces have gone (or go), the live view is hidden.
    let isBroken: Bool
    /// How the view breaks: where the pieces are drawn, what is made for them and their upload.
    let pieces: Pieces
    /// Whether a transition applies it (``PiecesTransition``): a first value of `isBroken` that is
    /// `true` (`.willAppear`) is then the view being inserted, and starts its assembly.
    let isTransition: Bool
    /// Called once per run that ends: `true` when the pieces have gone, `false` when the view is whole again.
    let onCompletion: (@MainActor (Bool) -> Void)?

    @Environment(\.self) private var environment
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.effectsLayer) private var layer
    /// The playing run when drawn in the view's own overlay (no layer above).
    @State private var run: PiecesRun?
    /// The current run's end (pending while its pieces are prepared and while it plays), and its key in
    /// the layer drawing it: cancelled and removed when a newer run or a cross-fade replaces it.
    @State private var current: (end: FireOnce, layerKey: Int?)?
    @State private var runCount = 0
    /// What shows; `nil` until the first run (then: at rest, following `isBroken`).
    @State private var stage: PiecesStage?

    func body(content: Content) -> some View {
        let stage = self.stage ?? PiecesStage(presented: !isBroken)
        content
            // Scoped: only this opacity gets the animation (none, except for the cross-fade), not
            // the content's own changes, and not the caller's transaction.
            .animation(stage.fades ? .linear(duration: Self.crossFadeDuration) : nil) { placeholder in
                placeholder.opacity(stage.showsIntact ? 1 : 0)
            }
            .background(alignment: .center) {
                // The geometry is read only in the action, when a run starts: nothing per frame. The
                // first value (`initial`) starts a transition's insertion; later ones, a run each.
                GeometryReader { proxy in
                    Color.clear.onChange(of: isBroken, initial: true) { old, broken in
                        let presented =
                            old == broken
                            ? PiecesRunTrigger.firstValue(isBroken: broken, isTransition: isTransition)
                            : PiecesRunTrigger.change(
                                toBroken: broken, presented: (self.stage ?? PiecesStage(presented: !old)).isPresented)
                        guard let presented else { return }
                        start(presented: presented, size: proxy.size, frameInWindow: proxy.frame(in: .global))
                    }
                }
                .accessibilityHidden(true)
            }
            .overlay(alignment: .topLeading) { overlay }
            #if canImport(MetalKit)
        // Starts loading the library and compiling the pipelines off the main thread as soon as a
        // view that can break is on screen (once per process; later calls only check), so a first
        // run does not wait for a cold pipeline build.
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
                PiecesMetalView(run: run)
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

    /// Starts a run towards `presented` (whole: the pieces come together; not: they leave) for a view
    /// of `size` at `frameInWindow` (points, the global space).
    @MainActor private func start(presented: Bool, size: CGSize, frameInWindow: CGRect) {
        if let current {
            current.end.cancel()
            if let key = current.layerKey { layer?.remove(key: key) }
        }
        current = nil
        run = nil
        #if canImport(MetalKit)
        if !reduceMotion {
            // The layer's frame and the view's are both in the global space; without a layer (or
            // before it is laid out), or when the layer does not hold the view, the window is estimated.
            let region = pieces.region(
                viewFrame: frameInWindow, window: layer?.runs.layerFrame, displayScale: Double(displayScale))
            // The snapshot's scale: the display's, or less for a region past Metal's texture limit.
            // The region's, not the view's: the drawable is the region at that same scale, so the
            // snapshot's pixels and the drawable's are one grid (a particle's anti-aliased edge and
            // half-pixel margin are measured in them).
            let scale = MetalSurfaceSize(points: region.size, scale: Double(displayScale)).scale
            runCount += 1
            let id = runCount
            let completion = onCompletion
            // Captures the state's storage, not the view: it still works once the view has left.
            let stageBinding = $stage
            let runBinding = $run
            let layer = self.layer
            let layerKey = layer?.nextKey()
            let end = FireOnce {
                // The ended run lets go of its GPU side (the layer's entry, or this view's).
                if let layerKey { layer?.remove(key: layerKey) }
                if runBinding.wrappedValue?.id == id { runBinding.wrappedValue = nil }
                var stage = stageBinding.wrappedValue ?? PiecesStage(presented: !presented)
                stage.end(run: id)
                stageBinding.wrappedValue = stage
                completion?(!presented)
            }
            current = (end, layerKey)
            // The live view stays (breaking) or stays hidden (coming together) until the pieces' first frame.
            var stage = self.stage ?? PiecesStage(presented: !presented)
            stage.begin(run: id, presented: presented)
            self.stage = stage
            let pieces = self.pieces
            // The view as it is now, with the environment of its place; rendered in the task.
            let view = source.environment(\.self, environment)
            // A later turn of the main actor than this update, which is committed without waiting for the
            // snapshot. This task holds what is prepared until it is uploaded, then ends: the playing run
            // keeps only the GPU copies.
            Task { @MainActor in
                // Replaced by a newer run (or a cross-fade) before its snapshot: nothing is rendered.
                guard end.isPending else { return }
                let prepared = await Self.snapshot(
                    of: view, size: size, scale: scale, preparedFor: pieces, region: region)
                // Replaced by a newer run (or a cross-fade) while it was prepared: it never starts.
                guard end.isPending else { return }
                // Nothing rendered, no visible pixel (nothing to break), or no pieces can be drawn:
                // cross-fade (0.35 s) as under Reduce Motion and as the UIKit spellings do, instead of
                // jumping to the end in one frame, and report once the fade is over (the run's end,
                // still pending, fires once).
                guard let prepared,
                    let uploaded = try? await pieces.upload(
                        prepared, scale: scale, region: region, insertion: presented)
                else {
                    guard end.isPending, var stage = stageBinding.wrappedValue else { return }
                    stage.crossFade(presented: presented)
                    stageBinding.wrappedValue = stage
                    end.fire(afterRunOf: Self.crossFadeDuration, startedAt: ProcessInfo.processInfo.systemUptime)
                    return
                }
                // Replaced by a newer run (or a cross-fade) while it uploaded: it never starts.
                guard end.isPending else { return }
                let newRun = PiecesRun(
                    id: id, uploaded: uploaded, reversed: presented && pieces.playsInsertionBackwards, end: end,
                    start: PiecesRunStart(),
                    started: { start in end.fire(afterRunOf: uploaded.duration, startedAt: start) },
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
                end.fire(
                    afterRunOf: uploaded.duration + PiecesRunStart.allowance,
                    startedAt: ProcessInfo.processInfo.systemUptime)
            }
            return
        }
        #endif
        // Fallback: a cross-fade (Reduce Motion, or no Metal).
        var stage = self.stage ?? PiecesStage(presented: !presented)
        stage.crossFade(presented: presented)
        self.stage = stage
        onCompletion?(!presented)
    }

    #if canImport(MetalKit)
    /// `view` rendered by `ImageRenderer` at `size` points and `scale` pixels per point, here on the main
    /// actor, then prepared for `pieces` off it (``SnapshotPieces/prepare(snapshot:viewSize:region:)``);
    /// `nil` when nothing is rendered or the image has no visible pixel. The rendered image is
    /// released when this returns: what is prepared holds its RGBA8 copy.
    @MainActor private static func snapshot<V: View>(
        of view: V, size: CGSize, scale: Double, preparedFor pieces: Pieces, region: CGRect
    ) async -> Pieces.Prepared? {
        guard let rendered = ViewSnapshot.rendered(of: view, size: size, scale: CGFloat(scale)) else { return nil }
        return await pieces.prepare(snapshot: SendableBox(rendered), viewSize: size, region: region)
    }
    #endif

    /// Seconds of the cross-fade that replaces the pieces (Reduce Motion, nothing to snapshot, no Metal).
    static var crossFadeDuration: Double { 0.35 }
}
#endif
