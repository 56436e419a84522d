import Testing
import TearKitRender

/// The order a line's characters are displayed in, left to right, as the bidirectional resolution
/// gives it: right-to-left runs reversed, numbers inside them still read left to right, the paragraph
/// reading its first letter's way unless told.
@Suite struct BidiParagraphTests {
    /// `text`'s scalars in display order: split into runs of one level, the runs in display order,
    /// each run's scalars reversed when it reads right to left.
    static func displayed(_ text: String, direction: TextDirection? = nil) -> String {
        let scalars = Array(text.unicodeScalars)
        let bidi = BidiParagraph(scalars, direction: direction)
        var runs: [Range<Int>] = []
        var start = 0
        for index in scalars.indices.dropFirst() where bidi.levels[index] != bidi.levels[start] {
            runs.append(start..<index)
            start = index
        }
        runs.append(start..<scalars.count)
        var shown = String.UnicodeScalarView()
        for run in BidiParagraph.displayOrder(levels: runs.map { bidi.levels[$0.lowerBound] }).map({ runs[$0] }) {
            let part = scalars[run]
            shown.append(contentsOf: bidi.levels[run.lowerBound] % 2 == 1 ? Array(part.reversed()) : Array(part))
        }
        return String(shown)
    }

    static func reversed(_ text: String) -> String { String(String.UnicodeScalarView(text.unicodeScalars.reversed())) }

    /// A left-to-right line quoting Arabic and Hebrew with a number between them: the right-to-left
    /// stretch is shown backwards as a whole (the Hebrew word, written last, shown first), the number
    /// inside it still left to right, the final `!` at the line's end.
    @Test func aMixedLineShowsItsRightToLeftStretchBackwardsAndItsNumberForwards() {
        #expect(
            Self.displayed("Hello مرحبا 123 שלום!")
                == "Hello " + Self.reversed("שלום") + " 123 " + Self.reversed("مرحبا") + "!")
    }

    /// A paragraph reads its first letter's way: a Hebrew one is right to left (a Latin word in it is
    /// shown at its left end), a Latin one left to right, whatever comes before the first letter.
    @Test func theParagraphReadsAsItsFirstLetter() {
        #expect(BidiParagraph(Array("123 שלום world".unicodeScalars)).direction == .rightToLeft)
        #expect(Self.displayed("שלום world") == "world " + Self.reversed("שלום"))
        #expect(BidiParagraph(Array("«Hello» שלום".unicodeScalars)).direction == .leftToRight)
        #expect(BidiParagraph(Array("123 ...".unicodeScalars)).direction == .leftToRight)
    }

    /// A direction given overrides the first letter's: a Hebrew word in a left-to-right paragraph is
    /// still written backwards, and a neutral after it at the end goes to the paragraph's side.
    @Test func aGivenDirectionOverridesTheFirstLetters() {
        #expect(BidiParagraph(Array("שלום".unicodeScalars), direction: .leftToRight).direction == .leftToRight)
        #expect(Self.displayed("שלום!", direction: .leftToRight) == Self.reversed("שלום") + "!")
        #expect(Self.displayed("שלום!", direction: .rightToLeft) == "!" + Self.reversed("שלום"))
        #expect(Self.displayed("Hi!", direction: .rightToLeft) == "!Hi")
    }

    /// Digits — European or Arabic-Indic — read left to right inside Arabic, a decimal point or a
    /// minus between two digits staying in the number.
    @Test func numbersInsideArabicReadLeftToRight() {
        #expect(Self.displayed("عدد 123") == "123 " + Self.reversed("عدد"))
        #expect(Self.displayed("عدد 1.5") == "1.5 " + Self.reversed("عدد"))
        #expect(Self.displayed("عدد ١٢٣") == "١٢٣ " + Self.reversed("عدد"))
        #expect(Self.displayed("من 1-2") == "1-2 " + Self.reversed("من"))
    }

    /// Digits after a Latin word read with it: in a left-to-right line they stay at its side of a
    /// Hebrew word that follows, not inside the Hebrew stretch.
    @Test func digitsAfterALatinWordStayWithIt() {
        #expect(Self.displayed("Hello 123 שלום") == "Hello 123 " + Self.reversed("שלום"))
        #expect(Self.displayed("שלום 123 Hello") == "Hello 123 " + Self.reversed("שלום"))
    }

    /// A mark (an Arabic vowel sign, a combining accent) goes with the letter before it.
    @Test func marksGoWithTheirLetter() {
        let levels = BidiParagraph(Array("Aبَb".unicodeScalars)).levels
        #expect(levels == [0, 1, 1, 0])
        #expect(BidiParagraph(Array("שa\u{301}".unicodeScalars)).levels == [1, 2, 2])
    }

    /// Rule L2: from the highest level down to the lowest odd one, every stretch at that level or
    /// higher is reversed.
    @Test func runsAreOrderedByRuleL2() {
        #expect(BidiParagraph.displayOrder(levels: [0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
        #expect(BidiParagraph.displayOrder(levels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiParagraph.displayOrder(levels: [0, 0]) == [0, 1])
        #expect(BidiParagraph.displayOrder(levels: []).isEmpty)
    }
}
