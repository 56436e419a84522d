/// A glyph (or a cluster of glyphs drawn as one piece) as FreeType paints it: 8-bit coverage (0
/// transparent … 255 fully covered), row by row, its colours when it has its own (an emoji), and where
/// its top-left pixel lies relative to the pen's start on the baseline (y grows downward, so `top` is
/// negative above the baseline).
package struct GlyphBitmap: Sendable, Equatable {
    /// `width × height` coverage values, row by row: for a colour glyph, its alpha.
    package var coverage: [UInt8]
    package var width: Int
    package var height: Int
    /// The bitmap's top-left pixel, relative to the pen's start on the baseline, in pixels.
    package var left: Int
    package var top: Int
    /// A colour glyph's own premultiplied colours, `width × height`; `nil` for a glyph drawn in the
    /// text's colour with its coverage.
    package var colour: RGBAImage?

    /// A glyph drawn in the text's colour: `coverage` holds `width × height` values.
    package init(coverage: [UInt8], width: Int, height: Int, left: Int, top: Int) {
        self.coverage = coverage
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        colour = nil
    }

    /// A glyph in colours of its own (an emoji), its coverage its alpha.
    package init(colour: RGBAImage, left: Int, top: Int) {
        width = colour.width
        height = colour.height
        coverage = stride(from: 3, to: colour.pixels.count, by: 4).map { colour.pixels[$0] }
        self.left = left
        self.top = top
        self.colour = colour
    }
}
