#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Tears a view that stays in the hierarchy in two when `isBroken` turns true, and shows it whole
/// again when it turns false; reports each change's end once.
///
/// Three ways to draw it, chosen when a run starts (``TearKitCore/TearInTwoDrawing``, tested in
/// TearKitCore). By default the view tears itself (``TearInTwoProgressModifier``): its one live layer,
/// inside a padding of at most 3 × its area, `progress` driven by a **linear** animation of the
/// configuration's duration: the plan eases the flight itself (t² after the crack), so the crack and
/// the flight keep their designed lengths and the halves are gone exactly at the end. A spring would
/// bend that timing, and `.logicallyComplete` would report the run before the halves have gone. Only
/// when the configuration asks for it (`flight` ``TearKitCore/TearInTwoConfiguration/Flight/snapshotInEffectsLayer``)
/// and an effects layer (``SwiftUI/View/effectsLayer()``) is above, the view's frame is read once
/// when it tears, a new instance of the view is snapshotted in a later turn of the main actor (its
/// redraw, its scan and the plan off the main thread: ``fly(run:from:)``), and the view is hidden in
/// the update in which the layer starts flying the snapshot's halves from there over the whole
/// window (``TearInTwoLayerFlight``), on the run's clock from the tear: a layer alone never switches
/// a view to a snapshot, which would show placeholders and fresh `@State` instead of what is on
/// screen. With Reduce Motion, or without the compiled shaders (``TearShaderLibrary/isAvailable``:
/// each "half" would then be the whole view), the view fades out.
///
/// Each change of `isBroken` is a run. Its end comes from a timer at the run's length (`FireOnce`:
/// exactly once, whether or not frames arrive, even when the view has left; armed when the run
/// starts, before the view's frame is read for a layer flight), reporting `true`; a
/// change back to whole is immediate and reports `false` at once. A run replaced by a newer one
/// before it ended (the view shown whole mid-tear) never reports. With Reduce Motion the view fades
/// out over the same duration instead.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoModifier: ViewModifier {
    /// What the snapshot renders (under an effects layer): the view itself.
    let source: AnyView
    var isBroken: Bool
    var configuration: TearInTwoConfiguration
    var onCompletion: (@MainActor (Bool) -> Void)?

    @State private var progress = 0.0
    @State private var faded = false
    /// The run waiting for the view's frame (read once, by a reader present only until then).
    @State private var measuring: Int?
    @State private var size = CGSize.zero
    /// The number of the latest run.
    @State private var run = 0
    /// The current run's end (armed when it starts), its key in the effects layer drawing it, and when
    /// it started: cancelled and removed when a newer run replaces it.
    @State private var current: (end: FireOnce, layerKey: Int?, start: Date)?
    @Environment(\.self) private var environment
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.effectsLayer) private var layer

    func body(content: Content) -> some View {
        content
            .modifier(TearInTwoProgressModifier(progress: progress, configuration: configuration))
            .opacity(faded ? 0 : 1)
            .background {
                // The size only: its action runs when the layout changes, not on every scroll frame.
                // (A GeometryReader, not SwiftUI's geometry-change modifier `(for:of:action:)`: that
                // one is declared only from the Xcode 16 / iOS 18 SDK, back-deployed to iOS 16; TearKit
                // still builds with the iOS 17 SDK, where it does not exist.)
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size, initial: true) { _, newSize in size = newSize }
                }
            }
            .background {
                // Present only between a tear and its start under an effects layer: the view's frame
                // in the window, read once (`initial`), not on every scroll frame.
                if let waiting = measuring {
                    GeometryReader { proxy in
                        Color.clear.onChange(of: proxy.frame(in: .global), initial: true) { _, frame in
                            fly(run: waiting, from: frame)
                        }
                    }
                }
            }
            .onChange(of: isBroken, initial: true) { old, broken in
                // The first call (`initial`) is no run: nothing changed, nothing to report. A view that
                // appears already broken (a row rebuilt, a screen opened on a model being deleted) shows
                // torn at once, as `shatter(isBroken:)` shows such a view hidden, without replaying the
                // tear or reporting it again.
                guard old != broken else {
                    if broken { appearBroken() }
                    return
                }
                start(broken: broken)
            }
            // Faded out (Reduce Motion, no shaders): hidden from touches and VoiceOver too, as torn.
            .allowsHitTesting(!faded)
            .accessibilityHidden(faded)
    }

    // `@MainActor` on the members that call main-actor code (ImageRenderer, the completion): in the
    // iOS 17 / macOS 14 SDKs `ViewModifier` is not main-actor isolated as a type (only `body` is).

    /// Shows the view torn, without an animation or a report.
    @MainActor private func appearBroken() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let fading = drawing == .fade
        withTransaction(transaction) {
            if fading { faded = true } else { progress = 1 }
        }
    }

    /// How a run starting now is drawn: faded (Reduce Motion, no compiled shaders), in place, or in
    /// the effects layer (only when the configuration asks for it and a layer is above).
    @MainActor private var drawing: TearInTwoDrawing {
        TearInTwoDrawing(
            flight: configuration.flight, hasEffectsLayer: layer != nil, reduceMotion: reduceMotion,
            shadersAvailable: TearShaderLibrary.isAvailable)
    }

    /// Ends the current run without a report (a newer one replaces it).
    @MainActor private func cancelCurrent() {
        if let current {
            current.end.cancel()
            if let key = current.layerKey { layer?.remove(key: key) }
        }
        current = nil
        measuring = nil
    }

    @MainActor private func start(broken: Bool) {
        cancelCurrent()
        run &+= 1
        guard broken else {
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) {
                progress = 0
                faded = false
            }
            onCompletion?(false)
            return
        }
        let drawing = self.drawing
        let duration = TearInTwoFlyOut(distance: 0, duration: configuration.duration).duration
        guard drawing == .effectsLayer, let layer else {
            animateInPlace(fading: drawing == .fade, duration: duration)
            return
        }
        // The once-only end is armed here, with its timer, before the frame is known: if the reader
        // that measures the view never reports (the view left before its next layout), the run still
        // ends and reports, and the view is shown torn. `fly` reuses this end and this key.
        let key = layer.nextKey()
        let completion = onCompletion
        let hideIfUnmeasured = hideUnmeasured
        let end = FireOnce {
            layer.remove(key: key)
            hideIfUnmeasured()
            completion?(true)
        }
        current = (end, key, Date())
        // The frame is read by the reader this adds; the flight starts when it reports.
        measuring = run
        endLater(end, after: duration)
    }

    /// Shows the view torn, without an animation, if its run ended before its frame was read.
    @MainActor private func hideUnmeasured() {
        guard measuring != nil else { return }
        measuring = nil
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { progress = 1 }
    }

    /// Under an effects layer: snapshots the view, hides it and flies its halves in the layer from
    /// `frame` (the view's frame in the global space), on the clock and under the end `start` armed;
    /// tears in place when nothing can be snapshotted (the end still fires at its time).
    ///
    /// Only `ImageRenderer` runs on the main actor, in a later turn than this update (a main-actor
    /// task), so the update that tore the view is committed without waiting for it; the image's
    /// redraw as RGBA8 with the scan for a visible pixel (``ViewSnapshot/preparedOffMainThread(_:)``)
    /// and the plan (the cut, the room, how far the halves fly in the window) are made off it, at the
    /// same time. The view stays whole on screen until the halves are ready, then hides in the update
    /// in which the layer starts drawing them.
    @MainActor private func fly(run waiting: Int, from frame: CGRect) {
        guard measuring == waiting, waiting == run, let current, let key = current.layerKey, current.end.isPending
        else { return }
        measuring = nil
        // The layer covers the window: its frame relative to the view's is where the halves can be
        // seen, so they fly only so far that each still shows half of itself when the fade begins.
        let window = layer.map(\.runs.layerFrame).flatMap {
            $0.isEmpty ? nil : $0.offsetBy(dx: -frame.minX, dy: -frame.minY)
        }
        let configuration = self.configuration, size = self.size, scale = displayScale, layer = self.layer
        let view = source.environment(\.self, environment)
        let progress = $progress, latest = $run
        // Whether the run is still to fly; a run that ended on its timer meanwhile (not one a newer
        // run replaced, whose end is cancelled instead) is shown torn, without an animation.
        let flies = {
            guard !current.end.isPending else { return true }
            if current.end.hasFired, latest.wrappedValue == waiting {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { progress.wrappedValue = 1 }
            }
            return false
        }
        Task { @MainActor in
            // Replaced, or ended, before its snapshot: nothing is rendered.
            guard flies() else { return }
            let rendered = ViewSnapshot.rendered(of: view, size: size, scale: scale).map { SendableBox($0) }
            async let plan = OffMainThread.run {
                TearInTwoFlightPlan(configuration: configuration, viewSize: size, window: window)
            }
            var snapshot: SendableBox<CGImage>?
            if let rendered { snapshot = await ViewSnapshot.preparedOffMainThread(rendered) }
            let ready = await plan
            // Replaced, or ended, while it was prepared: it never flies.
            guard flies() else { return }
            guard let layer, !ready.isEmpty, let snapshot else {
                // The in-place tear, over what is left of the run, so it ends when the armed end fires.
                let left = ready.flyOut.duration - Date().timeIntervalSince(current.start)
                withAnimation(.linear(duration: left.isFinite ? max(left, 0) : 0)) { progress.wrappedValue = 1 }
                return
            }
            // The view hides (torn) in the same update in which the layer starts drawing its halves. The
            // run's clock starts when the tear did, so the halves are gone when the end's timer fires.
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) {
                progress.wrappedValue = 1
                layer.add(
                    key: key, viewFrame: frame,
                    run: TearInTwoLayerRun(
                        plan: ready, snapshot: snapshot.object, scale: scale, start: current.start,
                        duration: ready.flyOut.duration))
            }
        }
    }

    /// Tears in place on a linear clock, or fades (`fading`: Reduce Motion, or no compiled shaders).
    @MainActor private func animateInPlace(fading: Bool, duration: TimeInterval) {
        let completion = onCompletion
        let end = FireOnce { completion?(true) }
        current = (end, nil, Date())
        withAnimation(.linear(duration: duration)) {
            if fading { faded = true } else { progress = 1 }
        }
        endLater(end, after: duration)
    }

    /// Ends `end` once the run's `duration` (seconds) has passed: a timer, so the report arrives even
    /// when no frame does (the view left, the app went to the background).
    @MainActor private func endLater(_ end: FireOnce, after duration: TimeInterval) {
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(FireOnce.deadline(duration: duration)))
            end.fire()
        }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Tears the view in two along a jagged line when `isBroken` becomes true: the two halves fly out
    /// sideways, turning away from the tear, and `onCompletion(true)` runs once when they are gone.
    /// Turning `isBroken` false shows the view whole again at once, and `onCompletion(false)` runs.
    ///
    /// ```swift
    /// avatar.tearInTwo(isBroken: isDeleting) { broke in
    ///     if broke { model.deletePhoto() }
    /// }
    /// ```
    ///
    /// The view stays in the hierarchy (invisible once torn); for a view that is removed, use
    /// `.transition(.tearInTwo)` instead. The crack runs down the view over the first 30 % of the
    /// duration, then the halves fly, visible and moving, fading over the last 30 % of their flight.
    ///
    /// Where the halves fly: by default (``TearKitCore/TearInTwoConfiguration/Flight/inPlace``) the
    /// view's one live layer is drawn as two halves by the `tearInTwo` shader, so what tears is what
    /// is on screen — its state, loaded images, `onAppear` and accessibility are neither duplicated
    /// nor restarted — and the halves fly into a transparent padding of at most 3 × the view's area
    /// (``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)``), a shorter flight over the same
    /// duration when their whole way does not fit; a clipping container cuts them off at its edge.
    /// With `configuration.flight` set to ``TearKitCore/TearInTwoConfiguration/Flight/snapshotInEffectsLayer``
    /// and ``SwiftUI/View/effectsLayer()`` applied above (once, near the root), they fly over the whole
    /// window from where the view was — out of a `List` row or a scroll view, as far as keeps each
    /// half at least half on screen until it fades — but what flies is a snapshot of a **new instance** of the view
    /// (`ImageRenderer`): `@State` at its initial values, an `AsyncImage`'s placeholder, UIKit-backed
    /// content as a placeholder. Either way layout is unchanged, and nothing runs while the view is
    /// whole. With Reduce Motion the view fades out instead.
    ///
    /// UIKit-backed content — `TextField`, `TextEditor`, `Map`, `VideoPlayer`, web views, any
    /// `UIViewRepresentable` — is drawn by UIKit, which a SwiftUI layer effect cannot read: while the
    /// view tears (here and in `.transition(.tearInTwo)`), SwiftUI shows its placeholder image in its
    /// place (SwiftUI's documentation of its shader effects: such views "may not render into the
    /// filtered layer"). Workaround: tear a view without such content, or show a SwiftUI rendition of
    /// it (its text as `Text`, a still as `Image`) when the tear starts; in UIKit,
    /// `UIView.tearInTwo(configuration:onCompletion:alongside:)` tears snapshots that include UIKit content.
    ///
    /// - Parameters:
    ///   - isBroken: `true` tears the view in two; `false` shows it whole.
    ///   - configuration: the tear's step and seed, the halves' rotation, distance, duration and
    ///     flight (see ``TearInTwoConfiguration`` for units, ranges and defaults). Default `.init()`.
    ///   - onCompletion: called on the main actor once per change of `isBroken` (not for a view that
    ///     appears already broken: it shows torn at once): `true` when the halves
    ///     have gone, `false` when the view is whole again. A tear undone before its halves have gone
    ///     reports only `false`. Default `nil`.
    public func tearInTwo(
        isBroken: Bool, configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            TearInTwoModifier(
                source: AnyView(self), isBroken: isBroken, configuration: configuration, onCompletion: onCompletion))
    }

    /// The view torn in two and frozen at `progress` (0 whole … 1 both halves gone), for a debug UI
    /// that scrubs the animation. Animatable: `withAnimation` interpolates `progress`.
    public func tearInTwo(progress: Double, configuration: TearInTwoConfiguration = TearInTwoConfiguration())
        -> some View
    {
        modifier(
            TearInTwoProgressModifier(
                progress: progress.isFinite ? min(max(progress, 0), 1) : 0, configuration: configuration))
    }
}
#endif
