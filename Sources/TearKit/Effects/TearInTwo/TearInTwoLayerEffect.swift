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
/// is padded out to a room (``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)``,
/// transparent) before the effect and by the same negative padding after it, so layout still sees
/// the view's own size. The offscreen layer SwiftUI renders for the effect costs GPU time and memory
/// in proportion to its area, so the room is at most 3 × the view's area (a full-screen iPhone view:
/// about 3 Mpx at 3×, not 27) and no wider or taller than the window's edges the view can tell
/// (its frame in the global space gives the distance to the window's leading and top edges; the
/// padding is the same on opposite sides, so a right-to-left layout pads it the same way). The
/// halves fade out before they reach the room's edge (`TearInTwoRoom`, tested in TearKitCore),
/// and the shader stops once they are invisible. `maxSampleOffset` is one value for the whole run
/// (their reach when they vanish): SwiftUI reallocates the offscreen layer when it changes.
///
/// The padding is there whole or torn (so the content's place in the tree never changes); the
/// shader runs only while the halves are visible. Once torn, the view takes no touches and is
/// hidden from accessibility.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoProgressModifier: ViewModifier, Animatable {
    /// 0 whole … 1 both halves gone.
    var progress: Double
    var configuration: TearInTwoConfiguration

    @State private var size: CGSize = .zero
    @State private var frameInWindow: CGRect = .zero
    @Environment(\.displayScale) private var displayScale

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        // The room the halves fly through, centred on the view: the same padding on opposite sides,
        // so a right-to-left layout (which swaps leading and trailing) pads it the same way.
        // The window in the view's points, as far as SwiftUI tells it (the global frame's distance to the
        // window's top and leading edges; the far edges are estimated as in the shatter).
        let window = Shatter.fallRegion(viewFrame: frameInWindow)
        let room = TearInTwoRoom(configuration: configuration, viewSize: size, window: frameInWindow == .zero ? nil : window)
        let horizontal = max(-Double(room.bounds.minX), 0), vertical = max(-Double(room.bounds.minY), 0)
        let scale = displayScale > 0 && displayScale.isFinite ? Double(displayScale) : 1
        let uniforms = TearInTwoUniforms(configuration: configuration, viewSize: size, time: progress,
                                         origin: CGPoint(x: horizontal, y: vertical), edgeWidth: 1 / scale, room: room)
        let torn = progress > 0 && size.width > 0 && size.height > 0
        let gone = progress >= room.exitTime
        content
            .background {
                GeometryReader { proxy in
                    Color.clear
                        .onChange(of: proxy.size, initial: true) { _, newSize in size = newSize }
                        .onChange(of: proxy.frame(in: .global), initial: true) { _, newFrame in frameInWindow = newFrame }
                }
            }
            .padding(.horizontal, CGFloat(horizontal))
            .padding(.vertical, CGFloat(vertical))
            .modifier(ShaderEffectModifier(effect: uniforms, isEnabled: torn && !gone))
            .padding(.horizontal, CGFloat(-horizontal))
            .padding(.vertical, CGFloat(-vertical))
            // Both halves gone (faded out before the room's edge): no shader pass for an invisible view.
            .opacity(gone ? 0 : 1)
            .allowsHitTesting(!torn)
            .accessibilityHidden(torn)
    }
}
#endif
