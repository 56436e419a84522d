#if canImport(SwiftUI)
import SwiftUI

// `TextAttribute` is declared from the Xcode 16 SDKs (Swift 6 compilers) on; with Xcode 15 nothing is
// marked (the text cross-fades whole).
#if compiler(>=6.0)
/// Marks the runs of a `Text` that break glyph by glyph; the rest of the text stays.
struct BreaksGlyphByGlyph: TextAttribute {}
#endif

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Text {
    /// Marks this text as the part that breaks glyph by glyph when the text it is part of breaks
    /// (``SwiftUI/View/textGlyphs(isBroken:configuration:onCompletion:)`` or `.transition(.textGlyphs)`):
    /// the marked runs shatter, turn to dust or tear; the rest of the text stays on a text that stays
    /// and fades with them in a transition. On iOS 17 / macOS 14 (no text renderer) the whole text fades.
    ///
    /// ```swift
    /// Text("Create \(Text("Visual Effects").breaksGlyphByGlyph()) with SwiftUI")
    ///     .textGlyphs(isBroken: isGone)
    /// ```
    ///
    /// A text with no marked run breaks whole.
    public func breaksGlyphByGlyph() -> Text {
        #if compiler(>=6.0)
        customAttribute(BreaksGlyphByGlyph())
        #else
        self
        #endif
    }
}
#endif
