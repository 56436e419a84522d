#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Draws its content's text `progress` of the way through its break: with ``TextGlyphsTextRenderer``
/// on iOS 18 / macOS 15 and later (built with Xcode 16 or later) — with Reduce Motion too, where the
/// breaking glyphs fade in place and the rest of a marked text stays — and as a cross-fade of the whole
/// text (opacity 1 − `progress`) before them, where there is no text renderer. `progress` is animatable
/// either way.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsProgressModifier: ViewModifier {
    var progress: Double
    var configuration: TextGlyphsConfiguration
    /// Whether the text is being inserted or removed: the runs that do not break fade with it.
    var isTransition: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The text's size, points: the renderer leaves room around it for the glyphs that fly.
    @State private var textSize = CGSize.zero

    func body(content: Content) -> some View {
        #if compiler(>=6.0)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
            // One branch whatever Reduce Motion says, so toggling it keeps the content's identity (and state).
            content
                .textRenderer(TextGlyphsTextRenderer(progress: progress, configuration: configuration, textSize: textSize,
                                                     isTransition: isTransition, reducesMotion: reduceMotion))
                .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size in textSize = size }
        } else {
            content.opacity(1 - min(max(progress, 0), 1))
        }
        #else
        // The Xcode 15 SDKs declare no text renderer: a cross-fade.
        content.opacity(1 - min(max(progress, 0), 1))
        #endif
    }
}
#endif
