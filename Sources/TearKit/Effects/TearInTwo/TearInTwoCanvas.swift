#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// The two halves of `content` at `progress`: the content is instantiated **once**, as a `Canvas`
/// symbol, and that one rendering is drawn twice, each time clipped to its side of the tear and
/// moved and turned by its fly-out placement.
///
/// Two live copies of the content would run its `onAppear`, `task` and state twice and have
/// VoiceOver read it twice; a symbol is resolved once and only drawn twice. The halves leave the
/// view's bounds as they fly out: the canvas extends half the view's larger side beyond the view on
/// every side (negative padding, so layout still sees the view's own size), and the halves fade over
/// the last 30 % of the flight, so they are gone before they could reach the canvas's edge in most
/// layouts. The canvas is hidden from accessibility: the torn view is on its way out.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoCanvas<Content: View>: View {
    var content: Content
    var size: CGSize
    var progress: Double
    var configuration: TearInTwoConfiguration

    private enum SymbolID: Hashable { case content }

    var body: some View {
        let (size, progress, configuration) = (size, progress, configuration)
        let margin = max(size.width, size.height) / 2
        Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: SymbolID.content) else { return }
            let path = configuration.path(viewSize: size)
            let flyOut = configuration.flyOut(viewWidth: Double(size.width))
            let flight = TearInTwoConfiguration.flightProgress(progress)
            let halves = [(path.leftHalf, flyOut.left(at: flight)), (path.rightHalf, flyOut.right(at: flight))]
            for (outline, placement) in halves {
                var half = context
                half.translateBy(x: margin, y: margin)  // the view's origin inside the padded canvas
                let anchor = CGPoint(x: placement.anchor.x * size.width, y: placement.anchor.y * size.height)
                half.translateBy(x: anchor.x + placement.offset.width, y: anchor.y + placement.offset.height)
                half.rotate(by: .radians(placement.rotation))
                half.translateBy(x: -anchor.x, y: -anchor.y)
                var clip = Path()
                clip.addLines(outline)
                clip.closeSubpath()
                half.clip(to: clip)
                half.draw(symbol, in: CGRect(origin: .zero, size: size))
            }
        } symbols: {
            content.frame(width: size.width, height: size.height).tag(SymbolID.content)
        }
        .frame(width: size.width + 2 * margin, height: size.height + 2 * margin)
        .padding(-margin)
        .opacity(min(1, max(0, (1 - progress) / 0.3)))
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// Shows `content` as it is at progress 0, and torn in two (``TearInTwoCanvas``) above it.
/// Animatable: a transition or `withAnimation` interpolates `progress`.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearInTwoProgressModifier: ViewModifier, Animatable {
    /// 0 intact … 1 both halves gone.
    var progress: Double
    var configuration: TearInTwoConfiguration

    @State private var size: CGSize = .zero

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        if progress > 0, size.width > 0, size.height > 0 {
            TearInTwoCanvas(content: content, size: size, progress: progress, configuration: configuration)
        } else {
            content.background {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size, initial: true) { _, newSize in size = newSize }
                }
            }
        }
    }
}
#endif
