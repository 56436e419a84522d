extension TextGlyphs {
    /// Whether a line reads from right to left, as one: its right-to-left runs are wider, together,
    /// than its left-to-right ones. The glyphs of a line leave in the line's reading order, whatever
    /// the direction of the run they are in — an English sentence ending in a Hebrew word breaks from
    /// the left, the Hebrew word last; an Arabic paragraph with digits or a Latin name breaks from the
    /// right, the digits in their place. Walks `runs` once, allocating nothing; a non-finite or
    /// negative width counts as 0, and a line without width reads left to right.
    package static func readsRightToLeft<Runs: Sequence>(_ runs: Runs, width: (Runs.Element) -> Double,
                                                         isRightToLeft: (Runs.Element) -> Bool) -> Bool {
        var balance = 0.0
        for run in runs {
            let w = width(run)
            let length = w.isFinite ? max(w, 0) : 0
            balance += isRightToLeft(run) ? length : -length
        }
        return balance > 0
    }
}
