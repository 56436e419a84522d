/// One glyph as FreeType paints it: 8-bit coverage (0 transparent … 255 fully covered), row by row,
/// and where its top-left pixel lies relative to the pen's start on the baseline (y grows downward,
/// so `top` is negative above the baseline).
package struct GlyphBitmap: Sendable, Equatable {
    /// `width × height` coverage values, row by row.
    package var coverage: [UInt8]
    package var width: Int
    package var height: Int
    /// The bitmap's top-left pixel, relative to the pen's start on the baseline, in pixels.
    package var left: Int
    package var top: Int
}
