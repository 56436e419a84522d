#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Tears a view that stays in the hierarchy in two when `isTorn` turns true, and reports the end of
/// the animation once. Turning `isTorn` false again shows the view whole.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoModifier: ViewModifier {
    var isTorn: Bool
    var configuration: TearInTwoConfiguration
    var completion: (() -> Void)?

    @State private var progress = 0.0
    @State private var faded = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .modifier(TearInTwoProgressModifier(progress: progress, configuration: configuration))
            .opacity(faded ? 0 : 1)
            .onChange(of: isTorn, initial: true) { _, torn in
                guard torn else {
                    progress = 0
                    faded = false
                    return
                }
                let duration = TearInTwoFlyOut(distance: 0, duration: configuration.duration).duration
                // SwiftUI's spring without bounce; the halves' accelerating flight is applied on top.
                withAnimation(.spring(duration: duration, bounce: 0), completionCriteria: .logicallyComplete) {
                    if reduceMotion { faded = true } else { progress = 1 }
                } completion: {
                    completion?()
                }
            }
    }
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Tears the view in two along a jagged line when `isTorn` becomes true: the two halves fly out
    /// sideways, turning away from the tear, and `completion` runs once when they are gone — the
    /// SwiftUI form of the one-call `UIImageView+tear`.
    ///
    /// ```swift
    /// avatar.tearInTwo(isTorn: isDeleting) { model.deletePhoto() }
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
    /// - Parameters:
    ///   - isTorn: tear (true) or show whole (false).
    ///   - configuration: the tear's step and seed, the halves' rotation, distance and duration
    ///     (see ``TearInTwoConfiguration`` for units, ranges and defaults).
    ///   - completion: called once per tear, when the animation has finished.
    public func tearInTwo(isTorn: Bool, configuration: TearInTwoConfiguration = TearInTwoConfiguration(),
                          completion: (() -> Void)? = nil) -> some View {
        modifier(TearInTwoModifier(isTorn: isTorn, configuration: configuration, completion: completion))
    }

    /// The view torn in two and frozen at `progress` (0 whole … 1 both halves gone), for a debug UI
    /// that scrubs the animation. Animatable: `withAnimation` interpolates `progress`.
    public func tearInTwo(progress: Double, configuration: TearInTwoConfiguration = TearInTwoConfiguration()) -> some View {
        modifier(TearInTwoProgressModifier(progress: progress.isFinite ? min(max(progress, 0), 1) : 0, configuration: configuration))
    }
}
#endif
