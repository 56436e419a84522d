#if canImport(SwiftUI)
import SwiftUI

/// What keeps a view that is inserted or removed with a ``PiecesTransition`` (the shatter's, the
/// dust's) on screen for its whole run.
///
/// A `Transition` whose body changes nothing animatable is a no-op: SwiftUI removes the view at once
/// and inserts it without an in-between phase. So the transition animates this modifier's
/// `progress` (0 in place, 1 removed or not yet inserted) with its own linear animation of the run's
/// longest length plus its start (``TearKitCore/Shatter/transitionDuration(configuration:)``,
/// ``TearKitCore/Dust/transitionDuration(configuration:)``), and SwiftUI keeps the view until that
/// animation is over, evaluating this body on every frame with the interpolated value: this
/// `Animatable` progress is what keeps the view alive for the whole run. The content is also scaled by
/// `1 + progress × ulpOfOne`, which is exactly 1 below progress 0.5 (the sum rounds to 1) and one ulp
/// above 1 from there: it only makes the removed phase differ from the identity in a drawn property
/// as well, invisibly; it is not what keeps the view alive. The pieces themselves follow the phase
/// (``PiecesTransition``), so this body — a scale — is all that runs per frame.
struct PiecesTransitionProgress: ViewModifier, Animatable {
    /// 0 in place, 1 removed or not yet inserted; interpolated by SwiftUI during the transition.
    var progress: Double

    // Nonisolated, as `Animatable` requires (SwiftUI interpolates it off the main actor's view update);
    // `progress` is a `Sendable` stored value, safe to reach from there.
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.scaleEffect(1 + CGFloat(progress) * .ulpOfOne)
    }
}
#endif
