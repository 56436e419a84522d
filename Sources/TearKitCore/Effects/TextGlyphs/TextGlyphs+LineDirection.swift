extension TextGlyphs {
    /// Whether a line reads from right to left, as one. A line whose runs all read one way reads that
    /// way: a Hebrew line in an English interface breaks from the right. A line that mixes both
    /// directions reads as its paragraph does, and the layout tells which: where the run holding the
    /// line's first character (the smallest of `characterIndices`, logical order) lies against the run
    /// holding its last. The paragraph's first character stands at its reading start — at the left of
    /// a left-to-right paragraph, the right of a right-to-left one — whatever its own direction (Unicode's
    /// bidirectional algorithm, rule L2): an Arabic message with digits or quoting a wider Latin title
    /// breaks from the right, even in an English interface, and an English sentence ending in a Hebrew
    /// word breaks from the left, the Hebrew word last, even in a Hebrew one. When one run holds both,
    /// its direction is the line's. `runs` is walked once for a line of one direction, allocating
    /// nothing; `characterIndices` and `left` (a run's left edge, points) are read only for a mixed
    /// line. A run without width (a non-finite or negative width counts as 0) has no say, and a line
    /// without any, or whose runs give no characters, reads as the interface (`interfaceIsRightToLeft`).
    @_spi(Internal) public static func readsRightToLeft<Runs: Sequence, Index: Comparable>(
        _ runs: Runs, width: (Runs.Element) -> Double, isRightToLeft: (Runs.Element) -> Bool,
        left: (Runs.Element) -> Double,
        characterIndices: (Runs.Element) -> [Index], interfaceIsRightToLeft: Bool
    ) -> Bool {
        func hasWidth(_ run: Runs.Element) -> Bool {
            let w = width(run)
            return w.isFinite && w > 0
        }
        var hasLeftToRight = false, hasRightToLeft = false
        for run in runs where hasWidth(run) {
            if isRightToLeft(run) { hasRightToLeft = true } else { hasLeftToRight = true }
        }
        guard hasLeftToRight || hasRightToLeft else { return interfaceIsRightToLeft }
        guard hasLeftToRight && hasRightToLeft else { return hasRightToLeft }
        // Mixed: the runs holding the line's first and last characters.
        var first: (index: Index, left: Double, isRightToLeft: Bool)?
        var last: (index: Index, left: Double)?
        for run in runs where hasWidth(run) {
            let indices = characterIndices(run)
            guard let lowest = indices.min(), let highest = indices.max() else { continue }
            if first.map({ lowest < $0.index }) ?? true { first = (lowest, left(run), isRightToLeft(run)) }
            if last.map({ highest > $0.index }) ?? true { last = (highest, left(run)) }
        }
        guard let first, let last else { return interfaceIsRightToLeft }
        guard first.left.isFinite, last.left.isFinite, first.left != last.left else { return first.isRightToLeft }
        return first.left > last.left
    }
}
