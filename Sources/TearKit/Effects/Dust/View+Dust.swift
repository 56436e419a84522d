#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Turns the view to dust when `isBroken` turns `true`: a ragged front sweeps across it from the
    /// side ``DustConfiguration/direction`` names (the left edge by default), and each particle leaves
    /// as the front passes it, lifting and drifting with the wind, swirled by turbulence, shrinking
    /// and fading; what the front has not reached stays sharp. When `isBroken` turns `false` the dust
    /// flies back together. The view stays in the hierarchy (hidden while broken), so layout does not
    /// jump.
    ///
    /// Every particle — 2 × 2 device pixels by default, about 900,000 for a full iPhone screen — is
    /// computed on the GPU from its index and the time: the CPU writes 88 bytes per frame whatever
    /// their number, and memory is the snapshot's texture and the Metal view's drawables (nothing
    /// grows with the particle count). The effect lasts ``DustConfiguration/duration`` (1.4 s by
    /// default), then `onCompletion` runs exactly once — from the draw loop, or from a timer at that
    /// time plus a frame if the view has left the hierarchy mid-run. Flipping `isBroken` back mid-run
    /// starts a new run; the replaced run does not report.
    ///
    /// The dust is drawn in the nearest ``SwiftUI/View/effectsLayer()`` above, over the whole app;
    /// without one, in an overlay of this view reaching as far as the wind can carry a particle, which
    /// a `List` row or `ScrollView` clips and later siblings cover. The live view vanishes in the
    /// frame the dust appears and returns in the frame it is whole again, whatever animation the
    /// change of `isBroken` carries.
    ///
    /// The dust is a Metal view (a hosted `MTKView`). Without a layer it sits in this view's overlay,
    /// so inside a parent's `drawingGroup()` or shader effect (`layerEffect`, `distortionEffect`,
    /// `colorEffect`: a `.tearable` card or a `.rippleEffect` container holding this view) SwiftUI
    /// shows its placeholder instead of the dust. Apply ``SwiftUI/View/effectsLayer()`` above that
    /// effect, not inside it, and the dust is drawn there.
    ///
    /// **What the dust shows**: the view rendered by `ImageRenderer` at the display scale when
    /// `isBroken` changes, with the environment of its place. It cannot show `@State` inside the view
    /// (`ImageRenderer` draws a new instance), UIKit/AppKit-backed content (maps, video, web views,
    /// text fields: a placeholder in the snapshot) or animations in flight (their end state). A
    /// snapshot without a visible pixel, and Reduce Motion, get a 0.35 s cross-fade instead.
    ///
    /// ```swift
    /// Card()
    ///     .dust(isBroken: isGone) { broke in
    ///         if broke { print("gone") }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isBroken: `true` turns the view to dust; `false` flies the dust back together (the view is whole).
    ///   - configuration: the particles' size (1–4 px, default 2), the duration (0.3–5 s, default
    ///     1.4), the sweep's direction, the wind, the turbulence and the random seed (the same seed,
    ///     the same dust). Default `.init()`.
    ///   - onCompletion: called on the main actor once per run that ends: `true` when the dust has
    ///     gone, `false` when the view is whole again; where a cross-fade replaces the dust, as it
    ///     starts under Reduce Motion and once it is over for a snapshot with nothing visible (found
    ///     off the main thread). Default `nil`.
    public func dust(
        isBroken: Bool, configuration: DustConfiguration = DustConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            PiecesEffect(
                source: AnyView(self), isBroken: isBroken, pieces: DustPieces(configuration: configuration),
                isTransition: false, onCompletion: onCompletion))
    }

    /// Gives this view a dust transition: removed, it disintegrates into particles that drift away;
    /// inserted, the dust flies together into it. This is TearKit's one spelling of the dust on
    /// insertion and removal (a `.transition(.dust)` would only see SwiftUI's placeholder for the
    /// view, which `ImageRenderer` is not documented to draw).
    ///
    /// ```swift
    /// if showsBanner {
    ///     Banner().dustTransition()
    /// }
    /// // elsewhere: withAnimation { showsBanner = false }
    /// ```
    ///
    /// The transition carries its own linear animation, the run's ``DustConfiguration/duration`` plus
    /// 1 s for its start (2.4 s by default), so SwiftUI keeps the removed view until the last particle
    /// has faded (the view stays hidden once it has); the change still has to be animated
    /// (`withAnimation { showsBanner = false }`), with any animation. What the dust shows, where it is
    /// drawn and the Reduce Motion cross-fade are as for ``dust(isBroken:configuration:onCompletion:)``.
    /// The dust is a Metal view (a hosted `MTKView`): in the view's own overlay, inside a parent's
    /// `drawingGroup()` or shader effect (`layerEffect`, `distortionEffect`, `colorEffect`), SwiftUI
    /// shows its placeholder instead of the dust; apply ``SwiftUI/View/effectsLayer()`` above that effect.
    ///
    /// - Parameter configuration: the particles' size, the duration, the sweep's direction, the wind,
    ///   the turbulence and the random seed. Default `.init()`.
    public func dustTransition(_ configuration: DustConfiguration = DustConfiguration()) -> some View {
        let dust = PiecesTransition(pieces: DustPieces(configuration: configuration), source: AnyView(self))
        return transition(
            AnyTransition(dust).animation(.linear(duration: Dust.transitionDuration(configuration: configuration))))
    }
}
#endif
