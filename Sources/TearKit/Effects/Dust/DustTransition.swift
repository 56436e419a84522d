#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// The transition behind ``SwiftUI/View/dustTransition(_:)``: it applies ``DustEffect`` to the view
/// being inserted or removed, snapshotting `source`, the view itself.
///
/// Why there is no `.transition(.dust(...))`, as for the shatter: a `Transition`'s `body` only gets
/// SwiftUI's placeholder for the view (`PlaceholderContentView`), which `ImageRenderer` is not
/// documented to draw, so such a spelling would have no snapshot to turn to dust; and the dust leaves
/// the view's bounds, where a layer effect on the placeholder cannot draw. So the one spelling is a
/// view modifier, which has the view itself.
struct DustTransition {
    var configuration: DustConfiguration
    /// What the snapshot renders: the view being transitioned.
    let source: AnyView
}

// A plain conformance and an unannotated body: the body takes the protocol's isolation, nonisolated in
// the iOS 17 / macOS 14 SDKs and main-actor in the Xcode 16+ SDKs (as the shatter's transition).
extension DustTransition: Transition {
    /// The content, turning to dust as soon as the phase leaves the identity (removal: broken;
    /// insertion: broken before it appears, flying together once it is in place), and kept alive by
    /// ``DustTransitionProgress`` for the whole run.
    ///
    /// ``DustEffect`` is applied here, outside the `Animatable` modifier: SwiftUI evaluates this body
    /// when the phase changes, but the progress modifier's body on every frame of the run; inside it,
    /// a new ``DustEffect`` (whose `AnyView` SwiftUI cannot compare) would re-evaluate the effect's
    /// body and its Metal view's update at the display's rate with nothing changed.
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(DustEffect(source: source, isBroken: !phase.isIdentity, configuration: configuration, onCompletion: nil))
            .modifier(DustTransitionProgress(progress: phase.isIdentity ? 0 : 1))
    }

    /// Declared without motion, so SwiftUI keeps this transition under Reduce Motion (instead of an
    /// opacity transition as slow as the run); ``DustEffect`` reads Reduce Motion itself and
    /// cross-fades in 0.35 s.
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// What keeps a view that is inserted or removed with the dust on screen for its whole run.
///
/// A `Transition` whose body changes nothing animatable is a no-op: SwiftUI removes the view at once.
/// So the transition animates this modifier's `progress` (0 in place, 1 removed or not yet inserted)
/// with its own linear animation of ``TearKitCore/Dust/transitionDuration(configuration:)`` seconds
/// (the run plus its start), and SwiftUI keeps the view until that animation is over, evaluating this
/// body on every frame with the interpolated value: this `Animatable` progress is what keeps the view
/// alive for the whole run. The content is also scaled by `1 + progress × ulpOfOne` (exactly 1 below
/// 0.5, one ulp above 1 from there), so the removed phase differs from the identity in a drawn
/// property as well, invisibly. The dust itself follows the phase (``DustTransition``), so this body —
/// a scale — is all that runs per frame.
struct DustTransitionProgress: ViewModifier, Animatable {
    /// 0 in place, 1 removed or not yet inserted; interpolated by SwiftUI during the transition.
    var progress: Double

    // Nonisolated, as `Animatable` requires; `progress` is a `Sendable` stored value.
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.scaleEffect(1 + CGFloat(progress) * .ulpOfOne)
    }
}
#endif
