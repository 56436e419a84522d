/// A text to break would shape into more glyphs than the tool draws (``LaidOutText/maximumGlyphs``):
/// found when it is shaped, before a glyph is rendered. Its description says how many and what to do.
package struct TooManyGlyphs: Error, Equatable, CustomStringConvertible {
    /// The glyphs the text shapes into.
    package var count: Int
    /// The most it may shape into.
    package var limit: Int

    package init(count: Int, limit: Int) {
        self.count = count
        self.limit = limit
    }

    package var description: String {
        "the text shapes into \(count) glyphs, more than the \(limit) tearkit draws; use a shorter --text"
    }
}
