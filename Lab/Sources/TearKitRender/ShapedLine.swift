/// One line of text shaped as Core Text shapes it on a device: split into runs of one direction, one
/// script and one font (``BidiParagraph``, ``FontSet``), each run shaped by HarfBuzz — Arabic letters
/// joined, marks stacked on their letters, ligatures formed, kerning applied — and the runs placed
/// in display order, left to right.
package struct ShapedLine: Sendable, Equatable {
    /// A glyph placed on the line.
    package struct Glyph: Sendable, Equatable {
        /// The face that draws it: an index in the ``FontSet``'s faces (0: the renderer's own font).
        package var face: Int
        /// Its index in that face.
        package var id: UInt32
        /// Its origin, pixels from the pen's start on the baseline: along the line, and below the
        /// baseline (negative above it).
        package var x: Double
        package var y: Double
        /// Where its cluster starts, as an index in the line's Unicode scalars: the glyphs of one
        /// cluster (a letter and its marks, a ligature, an emoji sequence) have the same, and draw one
        /// piece of a text that breaks.
        package var cluster: Int
    }

    /// The glyphs in display order, left to right.
    package var glyphs: [Glyph]
    /// The line's advance: where a following line's pen would start, pixels (≥ 0).
    package var advance: Double
    /// The em size it was shaped at, pixels.
    package var pixelSize: Double
    /// The direction the line reads in: its paragraph's.
    package var direction: TextDirection
    /// The characters no installed font draws (drawn as the font's missing-glyph box), in the order
    /// they first appear, each once.
    package var missing: [Unicode.Scalar]

    /// Shapes `line` (one line: no line breaks) with `fonts` at `pixelSize` (em size in pixels), its
    /// paragraph reading in `direction`, or in its first strong character's when `nil`. A size that is
    /// not finite and positive shapes no glyph.
    package init(_ line: Substring, fonts: FontSet, pixelSize: Double, direction: TextDirection? = nil) {
        let scalars = Array(line.unicodeScalars)
        let bidi = BidiParagraph(scalars, direction: direction)
        self.direction = bidi.direction
        self.pixelSize = pixelSize
        // Each grapheme's face, for each of its scalars.
        var faces: [Int] = []
        faces.reserveCapacity(scalars.count)
        var missing: [Unicode.Scalar] = []
        for grapheme in line {
            let choice = fonts.face(for: grapheme)
            faces += repeatElement(choice.face, count: grapheme.unicodeScalars.count)
            for scalar in choice.missing where !missing.contains(scalar) { missing.append(scalar) }
        }
        self.missing = missing
        // Runs: the longest stretches of one level, one script and one face, in the text's order.
        var runs: [Range<Int>] = []
        var start = 0
        for index in scalars.indices.dropFirst()
        where bidi.levels[index] != bidi.levels[start] || bidi.scripts[index] != bidi.scripts[start]
            || faces[index] != faces[start]
        {
            runs.append(start..<index)
            start = index
        }
        if !scalars.isEmpty { runs.append(start..<scalars.count) }
        let codePoints = scalars.map(\.value)
        var glyphs: [Glyph] = []
        var pen = 0.0
        for run in BidiParagraph.displayOrder(levels: runs.map { bidi.levels[$0.lowerBound] }).map({ runs[$0] }) {
            let runDirection: TextDirection = bidi.levels[run.lowerBound] % 2 == 1 ? .rightToLeft : .leftToRight
            let face = faces[run.lowerBound]
            // A run that reads against its script (digits amid Arabic) is shaped as Common.
            let ownScript = bidi.scripts[run.lowerBound]
            let script =
                BidiParagraph.direction(ofScript: ownScript).map { $0 == runDirection } ?? true
                ? ownScript : BidiParagraph.commonScript
            for glyph in fonts.faces[face].shape(
                codePoints, range: run, direction: runDirection, script: script, pixelSize: pixelSize)
            {
                glyphs.append(
                    Glyph(face: face, id: glyph.id, x: pen + glyph.offsetX, y: -glyph.offsetY, cluster: glyph.cluster))
                pen += glyph.advance
            }
        }
        self.glyphs = glyphs
        advance = max(pen, 0)
    }
}
