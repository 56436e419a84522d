import Foundation

/// One small bug put into one file: the bytes of one syntax node (or one token) replaced by other text.
///
/// Everything outside ``byteRange`` stays byte for byte as it was: ``mutatedSource`` is the original file
/// with that range replaced by ``replacement``.
package struct Mutant: Sendable, Hashable {
    /// The file's path, relative to the repository's root (`Sources/…`, `Lab/Sources/…`).
    package var file: String
    /// The line (from 1) where the replaced range starts.
    package var line: Int
    /// The column (from 1, in UTF-8 bytes) where the replaced range starts.
    package var column: Int
    /// The kind of bug.
    package var `operator`: MutationOperator
    /// The replaced text, exactly as in the file.
    package var original: String
    /// The text that replaces it (empty for a removed statement).
    package var replacement: String
    /// The replaced range: UTF-8 byte offsets into the original file.
    package var byteRange: Range<Int>
    /// A name that stays the same while the mutated line does (its line number may change): the file, the
    /// operator, the original line's text and the mutated line's text (trimmed, tabs as spaces), and
    /// ` #2`, ` #3`, … for a second or third mutant of the same file with the same name. The equivalents
    /// file lists mutants by it.
    package var id: String
    /// The lines the mutation changes, as in a unified diff: `-` before each original line, `+` before each
    /// mutated one.
    package var diff: String
    /// The original file (shared by all the mutants of a file).
    private var source: SourceText

    /// The mutant of `file` (whose text is `source`) that replaces the bytes in `range` by `replacement`.
    /// Its ``id`` has no occurrence number yet (``MutantCatalog`` numbers repeated names).
    package init(file: String, source: SourceText, range: Range<Int>, replacement: String, operator: MutationOperator) {
        self.file = file
        self.source = source
        (line, column) = source.location(ofByte: range.lowerBound)
        self.operator = `operator`
        original = source.text(in: range)
        self.replacement = replacement
        byteRange = range
        // The lines the range touches, before and after the mutation.
        let lastLine = source.location(ofByte: range.upperBound).line
        let lines = source.byteRange(ofLine: line).lowerBound..<source.byteRange(ofLine: lastLine).upperBound
        let before = source.text(in: lines).split(separator: "\n", omittingEmptySubsequences: false)
        let after =
            (source.text(in: lines.lowerBound..<range.lowerBound) + replacement
            + source.text(in: range.upperBound..<lines.upperBound)).split(
                separator: "\n", omittingEmptySubsequences: false)
        id = Self.id(file: file, operator: `operator`, originalLine: String(before[0]), mutatedLine: String(after[0]))
        diff = (before.map { "- \($0)" } + after.map { "+ \($0)" }).joined(separator: "\n")
    }

    /// The whole file as it was.
    package var originalSource: String { source.text }

    /// The whole file with the mutation in place.
    package var mutatedSource: String { source.replacing(byteRange, with: replacement) }

    /// The stable name of a mutant (see ``id``), without an occurrence number.
    package static func id(file: String, operator: MutationOperator, originalLine: String, mutatedLine: String)
        -> String
    {
        func clean(_ text: String) -> String {
            text.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
        }
        return "\(file) \(`operator`.rawValue): \(clean(originalLine)) => \(clean(mutatedLine))"
    }

    /// Mutants are the same when they make the same change to the same file.
    package static func == (lhs: Mutant, rhs: Mutant) -> Bool {
        (lhs.file, lhs.byteRange, lhs.replacement, lhs.operator) == (
            rhs.file, rhs.byteRange, rhs.replacement, rhs.operator
        )
    }

    /// Hashes what ``==`` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(byteRange.lowerBound)
        hasher.combine(byteRange.upperBound)
        hasher.combine(replacement)
        hasher.combine(`operator`)
    }
}
