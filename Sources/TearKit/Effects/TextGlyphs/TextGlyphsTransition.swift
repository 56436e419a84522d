#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

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
    // The break paces itself: a linear animation of the configuration's duration (the model eases each
    // glyph itself, and every glyph is gone exactly at its end) replaces the animation the change came
    // with, scoped to the renderer's modifier — unless the transaction sets `disablesAnimations`, whose
    // own animation is kept. A change without an animation plays no transition at all.
    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = configuration.duration
        return content.transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = .linear(duration: duration) }
        } body: { text in
            text.modifier(
                TextGlyphsProgressModifier(
                    progress: phase.isIdentity ? 0 : 1, configuration: configuration, isTransition: true))
        }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension AnyTransition {
    /// Breaks a removed `Text` glyph by glyph — its glyphs shatter — and brings an inserted one
    /// together, the removal backwards. The transition paces itself: it runs linearly over
    /// ``TearKitCore/TextGlyphsConfiguration/duration`` whatever animation the change comes with (the
    /// model eases each glyph itself). A change without an animation shows or hides the text at once; a
    /// change whose transaction sets `disablesAnimations` keeps its own animation, and the break
    /// follows that animation rather than the configuration's duration.
    ///
    /// ```swift
    /// if showsBanner {
    ///     Text("Saved").transition(.textGlyphs)
    /// }
    /// ```
    ///
    /// The glyphs are drawn by a `TextRenderer` (iOS 18 / macOS 15 and later): the text keeps its
    /// layout, its accessibility label and its crispness; when runs are marked with
    /// ``SwiftUI/Text/breaksGlyphByGlyph()``, only their glyphs break and the rest of the text fades
    /// over the same time. On iOS 17 / macOS 14 the whole text cross-fades; with Reduce Motion, SwiftUI
    /// replaces the transition by a fade.
    public static var textGlyphs: AnyTransition {
        AnyTransition(TextGlyphsTransition(configuration: TextGlyphsConfiguration()))
    }

    /// Breaks a removed `Text`, and brings an inserted one together, as `configuration` says:
    /// `.transition(.textGlyphs(.dust))`, `.transition(.textGlyphs(.tearInTwo))`.
    public static func textGlyphs(_ configuration: TextGlyphsConfiguration) -> AnyTransition {
        AnyTransition(TextGlyphsTransition(configuration: configuration))
    }
}
#endif
