import Testing
@testable import TearKitCore

/// A line of mixed directions breaks in its paragraph's reading order, a line of one direction in its
/// own: the direction is the line's, not each run's.
@Suite struct TextGlyphsLineDirectionTests {
    /// One run of a line: its glyphs' indices in ``TextGlyphsTests``' line and its direction.
    struct Run { var glyphs: Range<Int>; var isRightToLeft: Bool }

    static func start(of glyph: Int, line runs: [Run], paragraphIsRightToLeft: Bool, seed: UInt64) throws -> Double {
        let rightToLeft = TextGlyphs.readsRightToLeft(runs, width: { Double($0.glyphs.count) * 30 }, isRightToLeft: \.isRightToLeft,
                                                      paragraphIsRightToLeft: paragraphIsRightToLeft)
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .dust, stagger: 0.9, isRightToLeft: rightToLeft, seed: seed))
        return try #require(TextGlyphsTests.start(of: glyph, model))
    }

    /// The starts of `first`'s glyphs all come before those of `then`'s, for three seeds.
    static func expectBreaks(_ first: Range<Int>, before then: Range<Int>, line: [Run], paragraphIsRightToLeft: Bool,
                             _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for seed: UInt64 in [1, 2, 3] {
            let early = try first.map { try start(of: $0, line: line, paragraphIsRightToLeft: paragraphIsRightToLeft, seed: seed) }
            let late = try then.map { try start(of: $0, line: line, paragraphIsRightToLeft: paragraphIsRightToLeft, seed: seed) }
            #expect(late.min()! > early.max()!, "\(comment), seed \(seed): \(early) then \(late)", sourceLocation: sourceLocation)
        }
    }

    /// An English line ending in a Hebrew word (glyphs 7…9), in an English interface: the word breaks
    /// after every glyph to its left.
    @Test func aRightToLeftWordAtTheEndOfALeftToRightLineBreaksLast() throws {
        let line = [Run(glyphs: 0..<7, isRightToLeft: false), Run(glyphs: 7..<10, isRightToLeft: true)]
        try Self.expectBreaks(0..<7, before: 7..<10, line: line, paragraphIsRightToLeft: false, "English, then the Hebrew word")
    }

    /// An Arabic line with a number on its left (glyphs 0…1), in an Arabic interface: the number breaks
    /// after everything to its right.
    @Test func digitsInARightToLeftLineBreakInItsOrder() throws {
        let line = [Run(glyphs: 0..<2, isRightToLeft: false), Run(glyphs: 2..<10, isRightToLeft: true)]
        try Self.expectBreaks(2..<10, before: 0..<2, line: line, paragraphIsRightToLeft: true, "Arabic, then the digits")
    }

    /// An Arabic line quoting a Latin title wider than its Arabic (the title, glyphs 0…6, on the left),
    /// in an Arabic interface: the Arabic it is read from, on the right, breaks first.
    @Test func aRightToLeftLineQuotingAWiderLatinTitleBreaksFromTheRight() throws {
        let line = [Run(glyphs: 0..<7, isRightToLeft: false), Run(glyphs: 7..<10, isRightToLeft: true)]
        try Self.expectBreaks(7..<10, before: 0..<7, line: line, paragraphIsRightToLeft: true, "Arabic, then the Latin title")
    }

    /// A line that is all Hebrew breaks from the right in an English interface, and an all-English line
    /// from the left in an Arabic one: a line of one direction keeps it.
    @Test func aLineOfOneDirectionKeepsItsOwn() throws {
        let hebrew = [Run(glyphs: 0..<10, isRightToLeft: true)], english = [Run(glyphs: 0..<10, isRightToLeft: false)]
        try Self.expectBreaks(6..<10, before: 0..<4, line: hebrew, paragraphIsRightToLeft: false, "Hebrew from the right")
        try Self.expectBreaks(0..<4, before: 6..<10, line: english, paragraphIsRightToLeft: true, "English from the left")
    }

    /// Runs without width have no say: a line of them reads as its paragraph.
    @Test func aLineWithoutWidthReadsAsItsParagraph() {
        for paragraph in [false, true] {
            #expect(TextGlyphs.readsRightToLeft([Run(glyphs: 0..<0, isRightToLeft: !paragraph)], width: { _ in .nan },
                                                isRightToLeft: \.isRightToLeft, paragraphIsRightToLeft: paragraph) == paragraph)
        }
        #expect(TextGlyphs.readsRightToLeft([Run(glyphs: 0..<1, isRightToLeft: true), Run(glyphs: 1..<2, isRightToLeft: false)],
                                            width: { $0.isRightToLeft ? 5 : -3 }, isRightToLeft: \.isRightToLeft, paragraphIsRightToLeft: false))
    }
}
