/// A renderer's font and the fonts it falls back on: which face draws each character. A character is
/// drawn by the renderer's own font when it has it; else by the first font fontconfig names for it
/// (``FontFallback``) that has every character of its grapheme; an emoji (a character shown as an
/// emoji by default, or one followed by the emoji variation selector U+FE0F) by a colour font first,
/// as on a device; and a grapheme no font has by the renderer's own font, its missing characters named
/// (``MissingCharacters``).
///
/// Fallback faces are loaded once each and kept. Not thread-safe (its faces are not): one per renderer.
package final class FontSet {
    /// The faces: the renderer's own first, then each fallback as it was first needed.
    package private(set) var faces: [FontFace]
    /// Where fallback fonts are looked up.
    private let fallback: FontFallback
    /// The faces loaded from each candidate (by path and face index), `nil` for a file that did not load.
    private var loaded: [String: Int?] = [:]
    /// The candidates fontconfig named for each scalar and preference.
    private var candidates: [CandidateKey: [FontFallback.Candidate]] = [:]

    private struct CandidateKey: Hashable {
        var scalar: UInt32
        var prefersColour: Bool
    }

    /// The faces for `primary`, falling back through `fallback`.
    package init(primary: FontFace, fallback: FontFallback) {
        faces = [primary]
        self.fallback = fallback
    }

    /// Which face draws a grapheme, and what of it is not drawn as a device would draw it.
    package struct Choice: Sendable, Equatable {
        /// An index in ``FontSet/faces``.
        package var face: Int
        /// The grapheme's characters the face lacks (drawn as its missing-glyph box): none unless no
        /// installed font has them all, and then the renderer's own font draws it.
        package var missing: [Unicode.Scalar] = []
        /// Whether it is an emoji drawn without colour (no installed colour font has it).
        package var lacksColour = false
    }

    /// The face that draws `grapheme`. Default ignorable characters (joiners, variation selectors)
    /// need no glyph.
    package func face(for grapheme: Character) -> Choice {
        let needed = grapheme.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let first = needed.first else { return Choice(face: 0) }
        func hasAll(_ face: Int) -> Bool { needed.allSatisfy { faces[face].hasGlyph(for: $0) } }
        let prefersColour = grapheme.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
        if !prefersColour && hasAll(0) { return Choice(face: 0) }
        // For an emoji the colour fonts come first; when none has it, the renderer's own font before
        // the other plain ones.
        for candidate in candidates(for: first, prefersColour: prefersColour) {
            if prefersColour && !candidate.isColour && hasAll(0) { return Choice(face: 0, lacksColour: true) }
            guard let face = face(loading: candidate), hasAll(face) else { continue }
            return Choice(face: face, lacksColour: prefersColour && !faces[face].hasColourBitmaps)
        }
        if hasAll(0) { return Choice(face: 0, lacksColour: prefersColour) }
        return Choice(face: 0, missing: needed.filter { !faces[0].hasGlyph(for: $0) })
    }

    private func candidates(for scalar: Unicode.Scalar, prefersColour: Bool) -> [FontFallback.Candidate] {
        let key = CandidateKey(scalar: scalar.value, prefersColour: prefersColour)
        if let known = candidates[key] { return known }
        let found = fallback.candidates(for: scalar, prefersColour: prefersColour)
        candidates[key] = found
        return found
    }

    /// The face of `candidate`, loaded on first use (the renderer's own when it is the same file);
    /// `nil` when it does not load (gone, not a regular file, not a font).
    private func face(loading candidate: FontFallback.Candidate) -> Int? {
        if candidate.path == faces[0].path && candidate.faceIndex == faces[0].faceIndex { return 0 }
        let key = "\(candidate.faceIndex)#\(candidate.path)"
        if let known = loaded[key] { return known }
        let face = try? FontFace(path: candidate.path, faceIndex: candidate.faceIndex)
        let index = face.map { face in
            faces.append(face)
            return faces.count - 1
        }
        loaded[key] = index
        return index
    }
}
