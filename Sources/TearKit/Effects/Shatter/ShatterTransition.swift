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

    /// How long SwiftUI keeps a removed view, seconds: the squares' longest fall out of the window,
    /// √(4/3) ≈ 1.155 s, plus 0.1 s for shards whose corners turn above the view's top edge.
    static let duration: Double = (4.0 / 3.0).squareRoot() + 0.1
}

// A plain conformance and an unannotated body: the body takes the protocol's isolation, nonisolated in the
// iOS 17 / macOS 14 SDKs (where `modifier` and `ShatterEffect.init` are nonisolated too) and main-actor
// in the Xcode 16+ SDKs (where `Transition` is `@MainActor`). `@preconcurrency` or `@MainActor` here
// would be an error in the one or a warning in the other.
extension ShatterTransition: Transition {
    /// The content, shattering when the phase leaves `.identity`.
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(ShatterEffect(source: source, isBroken: !phase.isIdentity, configuration: configuration, onCompletion: nil))
    }

    /// The transition moves things: SwiftUI replaces it with opacity under Reduce Motion.
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
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
    /// The transition carries its own linear animation of ≈ 1.25 s (the squares' longest fall out of
    /// the window plus 0.1 s), so SwiftUI keeps the removed view until the last piece is gone; the
    /// change still has to be animated (`withAnimation { showTicket = false }`), with any animation.
    /// The intact view vanishes in the frame the pieces appear, whatever that animation is. The
    /// pieces are drawn in the nearest ``SwiftUI/View/effectsLayer()`` above (over the whole app),
    /// else in an overlay of the view, which a `List` row or `ScrollView` clips.
    ///
    /// - Parameter configuration: how the view breaks (``ShatterConfiguration/glass``, the default:
    ///   cracks from the centre, then shards that turn as they fall; ``ShatterConfiguration/squares``:
    ///   fine squares that fall straight down), how the pieces fall and the random seed.
    public func shatterTransition(_ configuration: ShatterConfiguration = ShatterConfiguration()) -> some View {
        let shatter = ShatterTransition(configuration: configuration, source: AnyView(self))
        return transition(AnyTransition(shatter).animation(.linear(duration: ShatterTransition.duration)))
    }
}
#endif
