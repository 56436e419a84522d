#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

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
        let shatter = PiecesTransition(pieces: ShatterPieces(configuration: configuration), source: AnyView(self))
        return transition(
            AnyTransition(shatter).animation(
                .linear(duration: Shatter.transitionDuration(configuration: configuration))))
    }
}
#endif
