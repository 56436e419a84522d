import Testing
@_spi(Internal) @testable import TearKitCore

/// A line of mixed directions breaks in its paragraph's reading order, read from where its first and
/// last characters lie, whatever the interface's direction; a line of one direction in its own: the
/// direction is the line's, not each run's.
@Suite struct TextGlyphsLineDirectionTests {
    /// One run of a line: its glyphs' indices in ``TextGlyphsTests``' line (left to right, 30 points
    /// each), its direction and its characters' indices in the text (logical order).
    struct Run {
        var glyphs: Range<Int>
        var isRightToLeft: Bool
        var characters: Range<Int>
    }

    static func readsRightToLeft(
        _ runs: [Run], width: (Run) -> Double = { Double($0.glyphs.count) * 30 },
        interfaceIsRightToLeft: Bool
    ) -> Bool {
        TextGlyphs.readsRightToLeft(
            runs, width: width, isRightToLeft: \.isRightToLeft, left: { Double($0.glyphs.lowerBound) * 30 },
            characterIndices: { Array($0.characters) }, interfaceIsRightToLeft: interfaceIsRightToLeft)
    }

    static func start(of glyph: Int, line runs: [Run], interfaceIsRightToLeft: Bool, seed: UInt64) throws -> Double {
        let rightToLeft = readsRightToLeft(runs, interfaceIsRightToLeft: interfaceIsRightToLeft)
        let model = TextGlyphs(
            configuration: TextGlyphsConfiguration(style: .dust, stagger: 0.9, isRightToLeft: rightToLeft, seed: seed))
        return try #require(TextGlyphsTests.start(of: glyph, model))
    }

    /// The starts of `first`'s glyphs all come before those of `then`'s, for three seeds.
    static func expectBreaks(
        _ first: Range<Int>, before then: Range<Int>, line: [Run], interfaceIsRightToLeft: Bool,
        _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for seed: UInt64 in [1, 2, 3] {
            let early = try first.map {
                try start(of: $0, line: line, interfaceIsRightToLeft: interfaceIsRightToLeft, seed: seed)
            }
            let late = try then.map {
                try start(of: $0, line: line, interfaceIsRightToLeft: interfaceIsRightToLeft, seed: seed)
            }
            #expect(
                late.min()! > early.max()!, "\(comment), seed \(seed): \(early) then \(late)",
                sourceLocation: sourceLocation)
        }
    }

    /// An English line ending in a Hebrew word (glyphs 7…9, the line's last characters), in an English
    /// interface and in a Hebrew one: the word breaks after every glyph to its left.
    @Test func aRightToLeftWordAtTheEndOfALeftToRightLineBreaksLast() throws {
        let line = [
            Run(glyphs: 0..<7, isRightToLeft: false, characters: 0..<7),
            Run(glyphs: 7..<10, isRightToLeft: true, characters: 7..<10),
        ]
        for interface in [false, true] {
            try Self.expectBreaks(
                0..<7, before: 7..<10, line: line, interfaceIsRightToLeft: interface,
                "English, then the Hebrew word; interface right to left: \(interface)")
        }
    }

    /// An Arabic line with a number (glyphs 0…1, the line's last characters, drawn on its left), in an
    /// Arabic interface and in an English one: the number breaks after everything to its right.
    @Test func digitsInARightToLeftLineBreakInItsOrder() throws {
        let line = [
            Run(glyphs: 0..<2, isRightToLeft: false, characters: 8..<10),
            Run(glyphs: 2..<10, isRightToLeft: true, characters: 0..<8),
        ]
        for interface in [true, false] {
            try Self.expectBreaks(
                2..<10, before: 0..<2, line: line, interfaceIsRightToLeft: interface,
                "Arabic, then the digits; interface right to left: \(interface)")
        }
    }

    /// An Arabic line that starts with a number (its first characters, drawn at its right end), in an
    /// English interface: the number, then the Arabic to its left.
    @Test func aRightToLeftLineStartingWithDigitsBreaksFromTheRight() throws {
        let line = [
            Run(glyphs: 0..<8, isRightToLeft: true, characters: 2..<10),
            Run(glyphs: 8..<10, isRightToLeft: false, characters: 0..<2),
        ]
        try Self.expectBreaks(
            8..<10, before: 0..<8, line: line, interfaceIsRightToLeft: false, "the digits, then the Arabic")
    }

    /// An Arabic line quoting a Latin title wider than its Arabic (the title, glyphs 0…6, on the left,
    /// the line's last characters), in an Arabic interface and in an English one: the Arabic it is read
    /// from, on the right, breaks first.
    @Test func aRightToLeftLineQuotingAWiderLatinTitleBreaksFromTheRight() throws {
        let line = [
            Run(glyphs: 0..<7, isRightToLeft: false, characters: 3..<10),
            Run(glyphs: 7..<10, isRightToLeft: true, characters: 0..<3),
        ]
        for interface in [true, false] {
            try Self.expectBreaks(
                7..<10, before: 0..<7, line: line, interfaceIsRightToLeft: interface,
                "Arabic, then the Latin title; interface right to left: \(interface)")
        }
    }

    /// A line that is all Hebrew breaks from the right in an English interface, and an all-English line
    /// from the left in an Arabic one: a line of one direction keeps it.
    @Test func aLineOfOneDirectionKeepsItsOwn() throws {
        let hebrew = [Run(glyphs: 0..<10, isRightToLeft: true, characters: 0..<10)]
        let english = [Run(glyphs: 0..<10, isRightToLeft: false, characters: 0..<10)]
        try Self.expectBreaks(
            6..<10, before: 0..<4, line: hebrew, interfaceIsRightToLeft: false, "Hebrew from the right")
        try Self.expectBreaks(
            0..<4, before: 6..<10, line: english, interfaceIsRightToLeft: true, "English from the left")
    }

    /// A mixed line whose first and last characters are in one run reads as that run; one whose runs
    /// give no characters reads as the interface.
    @Test func aMixedLineWithoutTwoEndsReadsAsItsFirstRunOrTheInterface() {
        let surrounding = [
            Run(glyphs: 0..<2, isRightToLeft: false, characters: 4..<6),
            Run(glyphs: 2..<10, isRightToLeft: true, characters: 0..<10),
        ]
        #expect(Self.readsRightToLeft(surrounding, interfaceIsRightToLeft: false))
        let noCharacters = [
            Run(glyphs: 0..<2, isRightToLeft: false, characters: 0..<0),
            Run(glyphs: 2..<10, isRightToLeft: true, characters: 0..<0),
        ]
        for interface in [false, true] {
            #expect(Self.readsRightToLeft(noCharacters, interfaceIsRightToLeft: interface) == interface)
        }
    }

    /// Runs without width have no say: a line of them reads as the interface, and a run of zero,
    /// negative or non-finite width neither makes a line mixed nor holds its first character.
    @Test func aLineWithoutWidthReadsAsTheInterface() {
        for interface in [false, true] {
            #expect(
                Self.readsRightToLeft(
                    [Run(glyphs: 0..<0, isRightToLeft: !interface, characters: 0..<1)], width: { _ in .nan },
                    interfaceIsRightToLeft: interface) == interface)
        }
        let line = [
            Run(glyphs: 0..<1, isRightToLeft: true, characters: 1..<2),
            Run(glyphs: 1..<2, isRightToLeft: false, characters: 0..<1),
        ]
        #expect(Self.readsRightToLeft(line, width: { $0.isRightToLeft ? 5 : -3 }, interfaceIsRightToLeft: false))
        // A zero-width run on the right holding the first character would make this line right to left.
        let mixed = [
            Run(glyphs: 0..<1, isRightToLeft: false, characters: 1..<5),
            Run(glyphs: 1..<2, isRightToLeft: true, characters: 5..<9),
            Run(glyphs: 2..<3, isRightToLeft: false, characters: 0..<1),
        ]
        #expect(
            !Self.readsRightToLeft(mixed, width: { $0.glyphs.lowerBound == 2 ? 0 : 30 }, interfaceIsRightToLeft: true))
    }
}
