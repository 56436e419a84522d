extension TextGlyphsConfiguration {
    /// How the glyphs of a text break.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Each glyph cracks loose and falls, turning, with the shatter's physics, fading as it falls.
        case shatter
        /// The dust's front sweeps the line in reading order; each glyph it reaches drifts away with
        /// the wind, swirling, shrinking and fading.
        case dust
        /// The line tears in two along a jagged cut near its middle; the glyphs on either side move
        /// apart with tear in two's flight (out sideways, turning away from the cut) and fade.
        case tearInTwo
    }
}
