#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Draws its content's text `progress` of the way through its break: with ``TextGlyphsTextRenderer``
/// on iOS 18 / macOS 15 and later (built with Xcode 16 or later) — with Reduce Motion too, where the
/// breaking glyphs fade in place and the rest of a marked text stays — and as a cross-fade of the whole
/// text (opacity 1 − `progress`) before them, where there is no text renderer. `progress` is animatable
/// either way.
///
/// The room the renderer leaves around the text comes from the text's largest line, read from its
/// layout (`Text.LayoutKey`): a paragraph of many lines needs no more room than one of its lines. On a
/// container of several texts every text gets the room of the largest line among them, and the drawing
/// layer's limit is worked out from the container's size (an overestimate of each text's, so each layer
/// stays within it).
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
    /// The content's size, points: the renderer keeps the text's drawing layer within the GPU's limit.
    @State private var textSize = CGSize.zero
    /// The width of the widest line and the height of the tallest line of the content's text, points;
    /// `nil` until its layout is known (the renderer then leaves a large line's room).
    @State private var largestLine: CGSize?

    func body(content: Content) -> some View {
        #if compiler(>=6.0)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
            // One branch whatever Reduce Motion says, so toggling it keeps the content's identity (and state).
            content
                .textRenderer(TextGlyphsTextRenderer(progress: progress, configuration: configuration, largestLine: largestLine,
                                                     textSize: textSize, displayScale: displayScale,
                                                     paragraphIsRightToLeft: layoutDirection == .rightToLeft,
                                                     isTransition: isTransition, reducesMotion: reduceMotion))
                .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size in textSize = size }
                // The layouts change with the text, its font or its width, not with the progress.
                .onPreferenceChange(Text.LayoutKey.self) { layouts in largestLine = Self.largestLine(of: layouts) }
        } else {
            content.opacity(1 - min(max(progress, 0), 1))
        }
        #else
        // The Xcode 15 SDKs declare no text renderer: a cross-fade.
        content.opacity(1 - min(max(progress, 0), 1))
        #endif
    }

    #if compiler(>=6.0)
    /// The width of the widest line and the height of the tallest line among `layouts`, points.
    private static func largestLine(of layouts: Text.LayoutKey.Value) -> CGSize {
        var width = 0.0, height = 0.0
        for anchored in layouts {
            for line in anchored.layout {
                let bounds = line.typographicBounds.rect
                width = max(width, Double(bounds.width))
                height = max(height, Double(bounds.height))
            }
        }
        return CGSize(width: width, height: height)
    }
    #endif
}
#endif
