#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// The transition behind ``SwiftUI/View/shatterTransition(_:)``: it applies
/// ``ShatterEffect`` to the view being inserted or removed, snapshotting `source`, the view itself.
///
/// Why there is no `.transition(.shatter(...))`: a `Transition`'s `body` only gets SwiftUI's
/// placeholder for the view (`PlaceholderContentView`), and `ImageRenderer` is not documented to draw
/// it — on a device such a spelling would most likely always cross-fade. A layer effect does draw the
/// placeholder's real pixels, but the pieces fall out of the window, far beyond the view's bounds, and
/// a layer effect draws only inside them (padding the layer to the window would cost a window-sized
/// offscreen layer per frame). So the one spelling is the view modifier, which has the view itself.
struct ShatterTransition {
    var configuration: ShatterConfiguration
    /// What the snapshot renders: the view being transitioned.
    let source: AnyView
}

// A plain conformance and an unannotated body: the body takes the protocol's isolation, nonisolated in the
// iOS 17 / macOS 14 SDKs (where `modifier` and `ShatterEffect.init` are nonisolated too) and main-actor
// in the Xcode 16+ SDKs (where `Transition` is `@MainActor`). `@preconcurrency` or `@MainActor` here
// would be an error in the one or a warning in the other.
extension ShatterTransition: Transition {
    /// The content, shattering as soon as the phase leaves the identity (removal: broken; insertion:
    /// broken before it appears, assembling once it is in place), and kept alive by
    /// ``ShatterTransitionProgress`` for the whole run.
    ///
    /// ``ShatterEffect`` is applied here, outside the `Animatable` modifier: SwiftUI evaluates this
    /// body when the phase changes, but the progress modifier's body on every frame of the run; inside
    /// it, a new ``ShatterEffect`` (whose `AnyView` SwiftUI cannot compare) would re-evaluate the
    /// effect's body and its Metal view's update 120 times a second with nothing changed.
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(ShatterEffect(source: source, isBroken: !phase.isIdentity, configuration: configuration, onCompletion: nil))
            .modifier(ShatterTransitionProgress(progress: phase.isIdentity ? 0 : 1))
    }

    /// Declared without motion, so SwiftUI keeps this transition under Reduce Motion: with
    /// `hasMotion: true` it would swap in an opacity transition that still runs inside the
    /// transition's own linear animation (the run's length, 2–3 s: a slow fade). Instead
    /// ``ShatterEffect`` reads Reduce Motion itself and cross-fades in 0.35 s, as documented.
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// What keeps a view that is inserted or removed with the shatter on screen for its whole run.
///
/// A `Transition` whose body changes nothing animatable is a no-op: SwiftUI removes the view at once
/// and inserts it without an in-between phase. So the transition animates this modifier's
/// `progress` (0 in place, 1 removed or not yet inserted) with its own linear animation of
/// ``TearKitCore/Shatter/transitionDuration(configuration:)`` seconds (the run's length from the
/// physics, plus the start), and SwiftUI keeps the view until that animation is over, evaluating this
/// body on every frame with the interpolated value: this `Animatable` progress is what keeps the view
/// alive for the whole run. The content is also scaled by `1 + progress × ulpOfOne`, which is exactly
/// 1 below progress 0.5 (the sum rounds to 1) and one ulp above 1 from there: it only makes the
/// removed phase differ from the identity in a drawn property as well, invisibly; it is not what
/// keeps the view alive. The shatter itself follows the phase (``ShatterTransition``), so this body —
/// a scale — is all that runs per frame.
struct ShatterTransitionProgress: ViewModifier, Animatable {
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

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Gives this view a shatter transition: removed, it breaks into pieces that fall out of the
    /// window; inserted, the pieces fly together. This is TearKit's one spelling of a shatter on
    /// insertion and removal (a `.transition(.shatter)` would only see SwiftUI's placeholder for the
    /// view, which `ImageRenderer` is not documented to draw).
    ///
    /// ```swift
    /// if showTicket {
    ///     TicketCard().shatterTransition()
    /// }
    /// // elsewhere: withAnimation { showTicket = false }
    /// ```
    ///
    /// The snapshot the pieces show is this view rendered by `ImageRenderer` at the display scale when
    /// the transition starts, with the environment of its place (colour scheme, Dynamic Type, locale,
    /// layout direction, tint, environment objects). What it cannot show: `ImageRenderer` draws a new
    /// instance of the view, so `@State` inside it shows its initial values, and UIKit/AppKit-backed
    /// content (maps, video, web views, text fields) is missing from the pieces. A snapshot without
    /// a visible pixel, and Reduce Motion, get a 0.35 s cross-fade instead.
    ///
    /// The transition carries its own linear animation, as long as the longest run of `configuration`
    /// can last from the physics plus 1 s for its start (≈ 2.2 s for ``ShatterConfiguration/squares``, ≈ 3.3 s
    /// for ``ShatterConfiguration/glass``, whose shards wait for the break and turn as they fall), so
    /// SwiftUI keeps the removed view until the last piece is gone (the view stays hidden once they
    /// are); the change still has to be animated (`withAnimation { showTicket = false }`), with any
    /// animation. An inserted view starts hidden and its pieces fly together.
    /// The intact view vanishes in the frame the pieces appear, whatever that animation is. The
    /// pieces are drawn in the nearest ``SwiftUI/View/effectsLayer()`` above (over the whole app),
    /// else in an overlay of the view, which a `List` row or `ScrollView` clips. The pieces are a
    /// Metal view (a hosted `MTKView`): in the view's own overlay, inside a parent's `drawingGroup()`
    /// or shader effect (`layerEffect`, `distortionEffect`, `colorEffect`), SwiftUI shows its
    /// placeholder instead of them; apply ``SwiftUI/View/effectsLayer()`` above that effect.
    ///
    /// - Parameter configuration: how the view breaks (``ShatterConfiguration/glass``, the default:
    ///   cracks from the centre, then shards that turn as they fall; ``ShatterConfiguration/squares``:
    ///   fine squares that fall straight down), how the pieces fall and the random seed.
    public func shatterTransition(_ configuration: ShatterConfiguration = ShatterConfiguration()) -> some View {
        let shatter = ShatterTransition(configuration: configuration, source: AnyView(self))
        return transition(AnyTransition(shatter).animation(.linear(duration: Shatter.transitionDuration(configuration: configuration))))
    }
}
#endif
