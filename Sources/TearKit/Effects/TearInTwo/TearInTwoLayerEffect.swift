#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Shows `content` torn in two at `progress` (0 whole … 1 both halves gone, a fraction of the
/// animation's time) with the `tearInTwo` layer shader. Animatable: a transition or `withAnimation`
/// interpolates `progress`.
///
/// The content is instantiated **once** and stays in the same place in the view tree whether it is
/// whole or torn: the shader draws its one layer twice, each half clipped to its side of the tear
/// and moved by its placement. So the content keeps its state and identity, its `onAppear` and
/// `task` run once, and VoiceOver reads it once. (Drawing a `Canvas` symbol twice also renders it
/// once, but it makes the content a new view when the tear starts: its state restarts.)
///
/// The halves leave the view's bounds, and a layer effect draws only inside its layer: the content
/// is padded out to ``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)`` (transparent) before
/// the effect and by the same negative padding after it, so layout still sees the view's own size. The padding is there whole or torn (so the content's place in the tree never
/// changes); the shader runs only while the halves are in flight (at 1 the view is simply hidden). Once torn, the view takes no touches and
/// is hidden from accessibility.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoProgressModifier: ViewModifier, Animatable {
    /// 0 whole … 1 both halves gone.
    var progress: Double
    var configuration: TearInTwoConfiguration

    @State private var size: CGSize = .zero
    @Environment(\.displayScale) private var displayScale

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        // The room the halves fly through, centred on the view: the same padding on opposite sides,
        // so a right-to-left layout (which swaps leading and trailing) pads it the same way.
        let room = configuration.layerBounds(viewSize: size)
        let horizontal = max(-Double(room.minX), 0), vertical = max(-Double(room.minY), 0)
        let scale = displayScale > 0 && displayScale.isFinite ? Double(displayScale) : 1
        let uniforms = TearInTwoUniforms(configuration: configuration, viewSize: size, time: progress,
                                         origin: CGPoint(x: horizontal, y: vertical), edgeWidth: 1 / scale)
        let torn = progress > 0 && size.width > 0 && size.height > 0
        content
            .background {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size, initial: true) { _, newSize in size = newSize }
                }
            }
            .padding(.horizontal, CGFloat(horizontal))
            .padding(.vertical, CGFloat(vertical))
            .modifier(ShaderEffectModifier(effect: uniforms, isEnabled: torn && progress < 1))
            .padding(.horizontal, CGFloat(-horizontal))
            .padding(.vertical, CGFloat(-vertical))
            // Both halves gone: no shader pass for an invisible view.
            .opacity(progress >= 1 ? 0 : 1)
            .allowsHitTesting(!torn)
            .accessibilityHidden(torn)
    }
}
#endif
