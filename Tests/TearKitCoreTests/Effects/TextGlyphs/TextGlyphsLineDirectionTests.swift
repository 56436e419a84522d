import Testing
@testable import TearKitCore

/// A line of mixed directions breaks in the line's reading order: the direction is the line's, not each run's.
@Suite struct TextGlyphsLineDirectionTests {
    /// One run of a line: its glyphs' indices in ``TextGlyphsTests``' line and its direction.
    struct Run { var glyphs: Range<Int>; var isRightToLeft: Bool }

    static func start(of glyph: Int, line runs: [Run], seed: UInt64) throws -> Double {
        let rightToLeft = TextGlyphs.readsRightToLeft(runs, width: { Double($0.glyphs.count) * 30 }, isRightToLeft: \.isRightToLeft)
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .dust, stagger: 0.9, isRightToLeft: rightToLeft, seed: seed))
        return try #require(TextGlyphsTests.start(of: glyph, model))
    }

    /// An English line ending in a Hebrew word (glyphs 7…9): the word breaks after every glyph to its left.
    @Test func aRightToLeftWordAtTheEndOfALeftToRightLineBreaksLast() throws {
        let line = [Run(glyphs: 0..<7, isRightToLeft: false), Run(glyphs: 7..<10, isRightToLeft: true)]
        for seed: UInt64 in [1, 2, 3] {
            let english = try (0..<7).map { try Self.start(of: $0, line: line, seed: seed) }
            let hebrew = try (7..<10).map { try Self.start(of: $0, line: line, seed: seed) }
            #expect(hebrew.min()! > english.max()!, "seed \(seed): English \(english), Hebrew \(hebrew)")
        }
    }

    /// An Arabic line with a number on its left (glyphs 0…1): the number breaks after everything to its right.
    @Test func digitsInARightToLeftLineBreakInItsOrder() throws {
        let line = [Run(glyphs: 0..<2, isRightToLeft: false), Run(glyphs: 2..<10, isRightToLeft: true)]
        for seed: UInt64 in [1, 2, 3] {
            let digits = try (0..<2).map { try Self.start(of: $0, line: line, seed: seed) }
            let arabic = try (2..<10).map { try Self.start(of: $0, line: line, seed: seed) }
            #expect(digits.min()! > arabic.max()!, "seed \(seed): digits \(digits), Arabic \(arabic)")
        }
    }

    @Test func aLineWithoutWidthReadsLeftToRight() {
        #expect(!TextGlyphs.readsRightToLeft([Run(glyphs: 0..<0, isRightToLeft: true)], width: { _ in .nan }, isRightToLeft: \.isRightToLeft))
        #expect(TextGlyphs.readsRightToLeft([Run(glyphs: 0..<1, isRightToLeft: true)], width: { _ in 5 }, isRightToLeft: \.isRightToLeft))
    }
}
