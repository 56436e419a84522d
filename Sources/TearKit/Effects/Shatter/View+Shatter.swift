#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Breaks the view into pieces that fall out of the window when `isBroken` turns `true`, and
    /// flies them back together when it turns `false`. The view stays in the hierarchy (hidden while
    /// broken), so layout does not jump.
    ///
    /// The pieces' motion is computed on the GPU from the time (``Shatter``), so 2-pt pieces cost the
    /// CPU the same per frame as 40-pt ones. The effect lasts until the last piece has left the window
    /// (about 1.2 s for a full-screen view), then `onCompletion` runs exactly once — from the draw loop,
    /// or from a timer at that time plus a frame if the view has left the hierarchy (or its Metal view
    /// got no drawable) mid-run. Flipping `isBroken` back mid-run starts a new run; the replaced
    /// run does not report.
    ///
    /// The pieces are drawn in the nearest ``SwiftUI/View/effectsLayer()`` above, over the whole app;
    /// without one, in an overlay of this view, which a `List` row or `ScrollView` clips and later
    /// siblings cover. Only the snapshot is taken on the main thread, after the change's own update
    /// (the model is built off it); the intact view stays until the pieces' first frame.
    ///
    /// The pieces are a Metal view (a hosted `MTKView`). Without a layer it sits in this view's
    /// overlay, so inside a parent's `drawingGroup()` or shader effect (`layerEffect`,
    /// `distortionEffect`, `colorEffect`: a `.tearable` card or a `.rippleEffect` container holding the
    /// shattering view) SwiftUI shows its placeholder instead of the pieces. Apply
    /// ``SwiftUI/View/effectsLayer()`` above that effect, not inside it, and the pieces are drawn there.
    ///
    /// The intact view vanishes in the frame the pieces appear and returns in the frame they have
    /// landed, whatever animation the change of `isBroken` carries (its opacity is applied without
    /// the caller's animation), so nothing fades under the falling pieces.
    ///
    /// **What the pieces show**: the view rendered by `ImageRenderer` at the display scale when
    /// `isBroken` changes, with the environment of its place (colour scheme, Dynamic Type, locale,
    /// layout direction, tint, and environment objects and `@Observable` models, so views reading
    /// `@EnvironmentObject` or `@Environment(Model.self)` draw rather than trap). It cannot show:
    /// - `@State` inside the view: `ImageRenderer` draws a new instance, whose state starts from its
    ///   initial values (keep what the snapshot must show in a model or in the parent and pass it in);
    /// - UIKit/AppKit-backed content (maps, video, web views, text fields, some controls): missing
    ///   from the pieces (transparent or SwiftUI's placeholder);
    /// - animations in flight: the snapshot is their end state.
    /// A snapshot without a single visible pixel, and Reduce Motion, get a 0.35 s cross-fade instead.
    ///
    /// ```swift
    /// TicketCard()
    ///     .shatter(isBroken: isShattered) { broke in
    ///         if broke { print("gone") }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isBroken: `true` breaks the view (the pieces fall); `false` assembles it (the view is whole).
    ///   - configuration: how the view breaks (``ShatterConfiguration/glass``, the default: cracks from
    ///     the centre, then shards that turn as they fall; ``ShatterConfiguration/squares``: fine squares
    ///     that fall straight down), how the pieces fall and the random seed (the same seed breaks the
    ///     view the same way).
    ///   - onCompletion: called on the main actor once per run that ends: `true` when the pieces have
    ///     fallen, `false` when they have assembled; where a cross-fade replaces the pieces, as it starts
    ///     under Reduce Motion and once it is over for a snapshot with nothing visible (found off the
    ///     main thread).
    public func shatter(
        isBroken: Bool, configuration: ShatterConfiguration = ShatterConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            PiecesEffect(
                source: AnyView(self), isBroken: isBroken, pieces: ShatterPieces(configuration: configuration),
                isTransition: false, onCompletion: onCompletion))
    }
}
#endif
