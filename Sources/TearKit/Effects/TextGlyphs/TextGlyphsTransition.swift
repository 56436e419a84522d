#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// The insertion and removal transition of a `Text` that breaks it glyph by glyph (see
/// ``SwiftUI/AnyTransition/textGlyphs``): whole at identity, every glyph gone before it appears and
/// after it disappears; an insertion plays the removal backwards.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsTransition: Transition {
    var configuration: TextGlyphsConfiguration

    /// The glyphs fly and fall, so Reduce Motion replaces the transition by opacity.
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    // Unannotated, like the conformance: the body takes `Transition`'s isolation, nonisolated in the
    // iOS 17 / macOS 14 SDKs and main-actor in Xcode 16+.
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TextGlyphsProgressModifier(progress: phase.isIdentity ? 0 : 1, configuration: configuration))
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension AnyTransition {
    /// Breaks a removed `Text` glyph by glyph — its glyphs shatter — and brings an inserted one
    /// together, the removal backwards. Use it with a linear animation as long as
    /// ``TearKitCore/TextGlyphsConfiguration/duration`` (`withAnimation(.linear(duration: 1.2))`): the
    /// model eases each glyph itself.
    ///
    /// ```swift
    /// if showsBanner {
    ///     Text("Saved").transition(.textGlyphs)
    /// }
    /// ```
    ///
    /// The glyphs are drawn by a `TextRenderer` (iOS 18 / macOS 15 and later): the text keeps its
    /// layout, its accessibility label and its crispness; when runs are marked with
    /// ``SwiftUI/Text/breaksGlyphByGlyph()``, only their glyphs break. On iOS 17 / macOS 14 the same
    /// transition cross-fades; with Reduce Motion, SwiftUI replaces it by a fade.
    public static var textGlyphs: AnyTransition { AnyTransition(TextGlyphsTransition(configuration: TextGlyphsConfiguration())) }

    /// Breaks a removed `Text`, and brings an inserted one together, as `configuration` says:
    /// `.transition(.textGlyphs(.dust))`, `.transition(.textGlyphs(.tearInTwo))`.
    public static func textGlyphs(_ configuration: TextGlyphsConfiguration) -> AnyTransition {
        AnyTransition(TextGlyphsTransition(configuration: configuration))
    }
}
#endif
