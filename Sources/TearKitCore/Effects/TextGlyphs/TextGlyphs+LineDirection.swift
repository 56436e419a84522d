extension TextGlyphs {
    /// Whether a line reads from right to left, as one. A line whose runs all read one way reads that
    /// way, whatever the paragraph's direction: a Hebrew line in an English interface breaks from the
    /// right. A line that mixes both directions reads as its paragraph does
    /// (`paragraphIsRightToLeft`, the interface's layout direction): an English sentence ending in a
    /// Hebrew word breaks from the left, the Hebrew word last; an Arabic sentence quoting a longer
    /// Latin title, or with digits, breaks from the right, the title and the digits in their place.
    /// The glyphs of a line leave in that order, whatever the direction of the run they are in. Walks
    /// `runs` once, allocating nothing; a run without width (a non-finite or negative width counts as
    /// 0) has no say, and a line without any reads as its paragraph.
    package static func readsRightToLeft<Runs: Sequence>(_ runs: Runs, width: (Runs.Element) -> Double,
                                                         isRightToLeft: (Runs.Element) -> Bool,
                                                         paragraphIsRightToLeft: Bool) -> Bool {
        var hasLeftToRight = false, hasRightToLeft = false
        for run in runs {
            let w = width(run)
            guard w.isFinite, w > 0 else { continue }
            if isRightToLeft(run) { hasRightToLeft = true } else { hasLeftToRight = true }
        }
        return hasRightToLeft == hasLeftToRight ? paragraphIsRightToLeft : hasRightToLeft
    }
}
