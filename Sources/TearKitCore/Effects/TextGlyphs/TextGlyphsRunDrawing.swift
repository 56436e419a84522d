/// How a renderer draws one run of a text at some moment of its break: glyph by glyph, as
/// ``TextGlyphs`` places each glyph, or whole (in place, untransformed) at one opacity.
@_spi(Internal) public enum TextGlyphsRunDrawing: Sendable, Equatable {
    /// Each glyph moved, turned, scaled and faded as ``TextGlyphs/placement(glyphIndex:glyphBounds:lineBounds:progress:isInsertion:)`` says.
    case glyphByGlyph
    /// The run where the layout put it, at this opacity (0 … 1; 0 draws nothing).
    case inPlace(opacity: Double)

    /// How a run is drawn at `progress` (0 whole … 1 gone; clamped, NaN as 0).
    ///
    /// - Parameters:
    ///   - breaks: Whether the run breaks: it is marked, or the text marks no run.
    ///   - isTransition: Whether the text is being inserted or removed: the runs that do not break
    ///     fade with the progress (so nothing pops in or out when the view comes or goes); a text
    ///     that stays keeps them.
    ///   - reducesMotion: Reduce Motion: the breaking runs fade in place (opacity 1 − progress) and
    ///     nothing moves; the other runs are drawn as without it.
    @_spi(Internal) public static func of(breaks: Bool, progress: Double, isTransition: Bool, reducesMotion: Bool)
        -> TextGlyphsRunDrawing
    {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if breaks {
            return reducesMotion ? .inPlace(opacity: 1 - p) : .glyphByGlyph
        }
        return .inPlace(opacity: isTransition ? 1 - p : 1)
    }
}
