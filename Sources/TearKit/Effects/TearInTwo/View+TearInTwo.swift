#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Tears a view that stays in the hierarchy in two when `isBroken` turns true, and shows it whole
/// again when it turns false; reports each change's end once.
///
/// Each change of `isBroken` is a run with a number. The tear's run reports `true` when SwiftUI says
/// its animation has finished (`completionCriteria: .logicallyComplete`); a change back to whole is
/// immediate and reports `false` at once. A run replaced by a newer one before it ended (the view
/// shown whole mid-tear) never reports: SwiftUI calls an interrupted animation's completion too, and
/// the number tells it apart.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoModifier: ViewModifier {
    var isBroken: Bool
    var configuration: TearInTwoConfiguration
    var onCompletion: (@MainActor (Bool) -> Void)?

    @State private var progress = 0.0
    @State private var faded = false
    /// The number of the latest run; a completion of an older one is ignored.
    @State private var run = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .modifier(TearInTwoProgressModifier(progress: progress, configuration: configuration))
            .opacity(faded ? 0 : 1)
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
    }

    /// Shows the view torn, without an animation or a report.
    @MainActor private func appearBroken() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            if reduceMotion { faded = true } else { progress = 1 }
        }
    }

    @MainActor private func start(broken: Bool) {
        run &+= 1
        let current = run
        guard broken else {
            progress = 0
            faded = false
            onCompletion?(false)
            return
        }
        let duration = TearInTwoFlyOut(distance: 0, duration: configuration.duration).duration
        let runBinding = $run
        let completion = onCompletion
        // SwiftUI's spring without bounce; the halves' accelerating flight is applied on top.
        withAnimation(.spring(duration: duration, bounce: 0), completionCriteria: .logicallyComplete) {
            if reduceMotion { faded = true } else { progress = 1 }
        } completion: {
            guard runBinding.wrappedValue == current else { return }
            completion?(true)
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
    /// `.transition(.tearInTwo)` instead. The content is rendered once, by the `tearInTwo` layer
    /// shader that draws its one layer as two halves, so its state, `onAppear` and accessibility are
    /// neither duplicated nor restarted when it tears or is shown whole again. The halves fly beyond
    /// the view's bounds into a transparent padding of the layer
    /// (``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)``); layout is unchanged.
    /// With Reduce Motion the view fades out instead.
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
    ///   - configuration: the tear's step and seed, the halves' rotation, distance and duration
    ///     (see ``TearInTwoConfiguration`` for units, ranges and defaults). Default `.init()`.
    ///   - onCompletion: called on the main actor once per change of `isBroken` (not for a view that
    ///     appears already broken: it shows torn at once): `true` when the halves
    ///     have gone, `false` when the view is whole again. A tear undone before its halves have gone
    ///     reports only `false`. Default `nil`.
    public func tearInTwo(isBroken: Bool, configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
                          onCompletion: (@MainActor (Bool) -> Void)? = nil) -> some View {
        modifier(TearInTwoModifier(isBroken: isBroken, configuration: configuration, onCompletion: onCompletion))
    }

    /// The view torn in two and frozen at `progress` (0 whole … 1 both halves gone), for a debug UI
    /// that scrubs the animation. Animatable: `withAnimation` interpolates `progress`.
    public func tearInTwo(progress: Double, configuration: TearInTwoConfiguration = TearInTwoConfiguration()) -> some View {
        modifier(TearInTwoProgressModifier(progress: progress.isFinite ? min(max(progress, 0), 1) : 0, configuration: configuration))
    }
}
#endif
