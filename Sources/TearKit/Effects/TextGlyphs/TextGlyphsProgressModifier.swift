#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Draws its content's text `progress` of the way through its break: with ``TextGlyphsTextRenderer``
/// on iOS 18 / macOS 15 and later (built with Xcode 16 or later), and as a cross-fade (opacity
/// 1 − `progress`) before them and with Reduce Motion. `progress` is animatable either way.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsProgressModifier: ViewModifier {
    var progress: Double
    var configuration: TextGlyphsConfiguration
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        #if compiler(>=6.0)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *), !reduceMotion {
            content.textRenderer(TextGlyphsTextRenderer(progress: progress, configuration: configuration))
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
