#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Draws its content's text `progress` of the way through its break: with ``TextGlyphsTextRenderer``
/// on iOS 18 / macOS 15 and later (built with Xcode 16 or later) — with Reduce Motion too, where the
/// breaking glyphs fade in place and the rest of a marked text stays — and as a cross-fade of the whole
/// text (opacity 1 − `progress`) before them, where there is no text renderer. `progress` is animatable
/// either way.
///
/// The room the renderer leaves around the text comes from the text's largest line, read from its
/// layout (`Text.LayoutKey`): a paragraph of many lines needs no more room than one of its lines. On a
/// container of several texts every text gets the room of the largest line among them, and the drawing
/// layer's limit is worked out from the largest text's extent among them (the widest and the tallest,
/// an overestimate of each text's, so each layer stays within it), not from the container's size: the
/// texts of a tall container keep their room.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsProgressModifier: ViewModifier {
    var progress: Double
    var configuration: TextGlyphsConfiguration
    /// Whether the text is being inserted or removed: the runs that do not break fade with it.
    var isTransition: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    /// The content's text measured from its layouts; `nil` until they are known (the renderer then
    /// leaves a large line's room and does not cut it to the GPU's limit).
    @State private var extent: TextGlyphsExtent?

    func body(content: Content) -> some View {
        #if compiler(>=6.0)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
            // One branch whatever Reduce Motion says, so toggling it keeps the content's identity (and state).
            // Xcode 16.2's SDKs declare `onPreferenceChange`'s action `@Sendable` and not main-actor: it
            // writes the state through its (Sendable) binding and measures with a nonisolated function.
            let extent = $extent
            content
                .textRenderer(
                    TextGlyphsTextRenderer(
                        progress: progress, configuration: configuration, largestLine: self.extent?.largestLine,
                        textSize: self.extent?.largestText ?? .zero, displayScale: displayScale,
                        interfaceIsRightToLeft: layoutDirection == .rightToLeft,
                        isTransition: isTransition, reducesMotion: reduceMotion)
                )
                // The layouts change with the text, its font or its width, not with the progress.
                .onPreferenceChange(Text.LayoutKey.self) { layouts in extent.wrappedValue = Self.extent(of: layouts) }
        } else {
            content.opacity(1 - min(max(progress, 0), 1))
        }
        #else
        // The Xcode 15 SDKs declare no text renderer: a cross-fade.
        content.opacity(1 - min(max(progress, 0), 1))
        #endif
    }

    #if compiler(>=6.0)
    /// The largest line and the largest text among `layouts`, points.
    nonisolated private static func extent(of layouts: Text.LayoutKey.Value) -> TextGlyphsExtent {
        TextGlyphsExtent(
            texts: layouts.lazy.map { anchored in anchored.layout.lazy.map { line in line.typographicBounds.rect } })
    }
    #endif
}
#endif
