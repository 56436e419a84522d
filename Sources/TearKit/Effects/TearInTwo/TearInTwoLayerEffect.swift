#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Shows `content` torn in two at `progress` (0 whole … 1 both halves gone, a fraction of the
/// animation's time) with the `tearInTwo` layer shader. Animatable: a transition or `withAnimation`
/// interpolates `progress`; drive it with a linear animation (the plan eases the flight itself).
///
/// The content is instantiated **once** and stays in the same place in the view tree whether it is
/// whole or torn: the shader draws its one layer twice, each half clipped to its side of the tear
/// and moved by its placement. So the content keeps its state and identity, its `onAppear` and
/// `task` run once, and VoiceOver reads it once. (Drawing a `Canvas` symbol twice also renders it
/// once, but it makes the content a new view when the tear starts: its state restarts.)
///
/// The halves leave the view's bounds, and a layer effect draws only inside its layer: while it
/// tears, the content is padded out to a room (``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)``,
/// transparent) before the effect and by the same negative padding after it, so layout still sees
/// the view's own size. The offscreen layer SwiftUI renders for the effect costs GPU time and memory
/// in proportion to its area, so the room is at most 3 × the view's area (a full-screen iPhone view:
/// about 3 Mpx at 3×, not 27), the same padding on opposite sides (a right-to-left layout pads it the
/// same way). When the whole flight does not fit, the halves fly a shorter way over the whole
/// duration, so they never reach the room's edge (`TearInTwoRoom`, tested in TearKitCore), and fade
/// over the last 30 % of their flight. `maxSampleOffset` is one value for the whole run: SwiftUI
/// reallocates the offscreen layer when it changes. (`tearInTwo(isBroken:)` with the snapshot flight under an
/// effects layer flies its halves there instead, over the whole window.)
///
/// Nothing is paid while the view is whole: the view's size is read when its layout changes (a
/// `GeometryReader`'s size, not its frame in the window, so scrolling writes nothing), the cut and
/// the room are built then, once
/// (``TearKitCore/TearInTwoFlightPlan``), and a body with `progress` 0 adds no padding and builds
/// no frame. Once torn, the view takes no touches and is hidden from accessibility; once the halves
/// are gone, it is hidden and the shader stops.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoProgressModifier: ViewModifier, Animatable {
    /// 0 whole … 1 both halves gone.
    var progress: Double
    var configuration: TearInTwoConfiguration

    /// The view's size, as its layout last reported it.
    @State private var size: CGSize = .zero
    /// The cut, fly-out and room for ``size`` and ``configuration``, built when either changes.
    @State private var plan: TearInTwoFlightPlan?
    @Environment(\.displayScale) private var displayScale

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// A frame that draws nothing, for the body of a whole view (the shader is off then).
    private static let idle = TearInTwoUniforms.identity(viewSize: .zero)

    func body(content: Content) -> some View {
        let plan = self.plan.flatMap { $0.isEmpty ? nil : $0 }
        let torn = progress > 0 && plan != nil
        let gone = progress >= 1
        // Whole: no padding, no frame built. Torn: the plan's padding (the same on opposite sides).
        let horizontal = torn ? plan?.padding.left ?? 0 : 0, vertical = torn ? plan?.padding.top ?? 0 : 0
        let scale = displayScale > 0 && displayScale.isFinite ? Double(displayScale) : 1
        let uniforms = torn ? plan?.uniforms(atTime: progress, edgeWidth: 1 / scale) ?? Self.idle : Self.idle
        content
            .background {
                // The size only: its action runs when the layout changes, not on every scroll frame.
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size, initial: true) { _, newSize in rebuild(size: newSize) }
                }
            }
            .onChange(of: configuration) { _, _ in rebuild(size: size) }
            .padding(.horizontal, CGFloat(horizontal))
            .padding(.vertical, CGFloat(vertical))
            .modifier(ShaderEffectModifier(effect: uniforms, isEnabled: torn && !gone))
            .padding(.horizontal, CGFloat(-horizontal))
            .padding(.vertical, CGFloat(-vertical))
            // Both halves gone: no shader pass for an invisible view.
            .opacity(gone ? 0 : 1)
            .allowsHitTesting(!torn && !gone)
            .accessibilityHidden(torn || gone)
    }

    /// Builds the plan for `newSize` (the cut and the room search: once per size, not per frame).
    @MainActor private func rebuild(size newSize: CGSize) {
        size = newSize
        plan = TearInTwoFlightPlan(configuration: configuration, viewSize: newSize)
    }
}
#endif
