import Foundation
import Testing
import TearKitRender

/// Text shaped as Core Text shapes it on a device, as a user sees it drawn: Arabic letters joined and
/// read right to left, ligatures formed, marks on their letters, a line of both directions in display
/// order, each shaped cluster one piece of a text that breaks.
@Suite(.enabled(if: SystemFonts.load().regular != nil, "needs a font (DejaVu Sans: apt install fonts-dejavu-core)"))
struct TextShapingTests {
    let font = SystemFonts.load().regular

    /// The columns of `image` that hold ink (a pixel with any alpha).
    static func inkedColumns(_ image: RGBAImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].a > 0 } }
    }

    /// `text` drawn in black on a transparent image wide enough for it, at 64 px.
    func drawn(_ text: String) throws -> RGBAImage {
        let font = try #require(font)
        var image = RGBAImage(width: 600, height: 120)
        font.draw(text, into: &image, x: 20, baseline: 80, pixelSize: 64, color: .black)
        return image
    }

    /// Three Arabic behs joined into one word are one stroke along the baseline, no gap between the
    /// letters; the same letters apart, each in its own form, leave gaps. Joined, each letter takes
    /// another form than it has alone.
    @Test func arabicLettersJoinIntoOneStroke() throws {
        let font = try #require(font)
        let word = try Self.inkedColumns(drawn("ببب"))
        let first = try #require(word.first), last = try #require(word.last)
        #expect(word.count == last - first + 1, "the joined word has \(last - first + 1 - word.count) empty columns")
        let apart = try Self.inkedColumns(drawn("ب ب ب"))
        let apartFirst = try #require(apart.first), apartLast = try #require(apart.last)
        #expect(apart.count < apartLast - apartFirst + 1, "letters apart leave gaps")
        let joined = font.shape("ببب", pixelSize: 64).glyphs.map(\.id)
        let alone = font.shape("ب", pixelSize: 64).glyphs.map(\.id)
        #expect(joined.count == 3 && Set(joined).count == 3 && !joined.contains(alone[0]), "\(joined) vs \(alone)")
    }

    /// Shaping changes the glyph count: lam and alef become one ligature (Arabic "سلام", four code
    /// points, three glyphs), and so do f and i in a font with the `liga` feature (DejaVu Sans).
    @Test func ligaturesMakeFewerGlyphsThanCodePoints() throws {
        let font = try #require(font)
        let salam = font.shape("سلام", pixelSize: 48)
        #expect("سلام".unicodeScalars.count == 4)
        #expect(salam.glyphs.count == 3, "\(salam.glyphs)")
        #expect(font.shape("fi", pixelSize: 48).glyphs.count == 1)
        #expect(font.shape("fi", pixelSize: 48).advance < font.measure("f", pixelSize: 48).width * 3)
    }

    /// A right-to-left word is drawn from the right: its first letter is the right-most piece and
    /// every following letter lies further left.
    @Test(arguments: ["שלום", "مرحبا"])
    func aRightToLeftWordIsDrawnFromTheRight(_ word: String) throws {
        let font = try #require(font)
        let text = try LaidOutText(
            word, font: font, pointSize: 48, scale: 1, centredIn: CGSize(width: 400, height: 200))
        #expect(text.lineDirections == [.rightToLeft])
        let byCluster = text.glyphs.sorted { $0.cluster < $1.cluster }.map { $0.bounds.midX }
        #expect(byCluster.count == word.unicodeScalars.count)
        #expect(byCluster == byCluster.sorted(by: >), "letters' centres in the order written: \(byCluster)")
    }

    /// A line of both directions is drawn in display order: "Hello", then the Hebrew word (written
    /// last), the number read left to right, the Arabic word, and the `!` at the right end.
    @Test func aMixedLineIsDrawnInDisplayOrder() throws {
        let font = try #require(font)
        let line = "Hello مرحبا 123 שלום!"
        let text = try LaidOutText(
            line, font: font, pointSize: 32, scale: 1, centredIn: CGSize(width: 600, height: 200))
        let scalars = Array(line.unicodeScalars)
        func x(_ character: Unicode.Scalar, occurrence: Int = 0) throws -> Double {
            let index = scalars.indices.filter { scalars[$0] == character }[occurrence]
            return Double(try #require(text.glyphs.first { $0.cluster == index }, "\(character)").bounds.midX)
        }
        let shown = try [x("H"), x("ם"), x("ש"), x("1"), x("2"), x("3"), x("ا"), x("م"), x("!")]
        #expect(shown == shown.sorted(), "H, ם, ש, 1, 2, 3, ا, م, ! at \(shown)")
        #expect(text.lineDirections == [.leftToRight])
    }

    /// A combining mark is drawn on its letter, in the same piece: a circumflex on an x (which has no
    /// precomposed form) and a fatha on an Arabic beh each make one piece that reaches higher than the
    /// bare letter.
    @Test(arguments: [("x\u{302}", "x"), ("بَ", "ب")])
    func aMarkIsDrawnOnItsLetterInOnePiece(_ marked: String, bare: String) throws {
        let font = try #require(font)
        let withMark = try LaidOutText(marked, font: font, pointSize: 48, scale: 2, centredIn: .zero)
        let without = try LaidOutText(bare, font: font, pointSize: 48, scale: 2, centredIn: .zero)
        try #require(withMark.glyphs.count == 1 && without.glyphs.count == 1, "\(withMark.glyphs.count) pieces")
        let markTop = withMark.glyphs[0].bitmap.top, bareTop = without.glyphs[0].bitmap.top
        #expect(markTop < bareTop - 8, "the mark's piece reaches \(bareTop - markTop) px above the letter")
        #expect(abs(withMark.glyphs[0].bitmap.left - without.glyphs[0].bitmap.left) < 6)
    }

    /// A joined Arabic word breaks into a piece per letter, each in its joined form: the pieces of
    /// "ببب" are three, none the beh drawn alone, together covering the word's whole stroke.
    @Test func aJoinedWordBreaksIntoItsLettersJoinedForms() throws {
        let font = try #require(font)
        let word = try LaidOutText("ببب", font: font, pointSize: 48, scale: 2, centredIn: .zero)
        let alone = try LaidOutText("ب", font: font, pointSize: 48, scale: 2, centredIn: .zero)
        #expect(word.glyphs.count == 3)
        for piece in word.glyphs {
            #expect(piece.bitmap.coverage != alone.glyphs.first?.bitmap.coverage, "cluster \(piece.cluster)")
        }
    }

    /// What is limited is the glyphs a text shapes into, not its code points: ten code points of
    /// lam-alef shape into five glyphs and pass a limit of five; "Hello", five code points and five
    /// glyphs, is refused at four, naming the count and the limit.
    @Test func theGlyphsAfterShapingAreWhatIsLimited() throws {
        let font = try #require(font)
        let lamAlef = String(repeating: "لا", count: 5)
        #expect(lamAlef.unicodeScalars.count == 10)
        _ = try LaidOutText.measure(lamAlef, font: font, pointSize: 48, scale: 1, maximumGlyphCount: 5)
        #expect(throws: TooManyGlyphs(count: 5, limit: 4)) {
            _ = try LaidOutText.measure("Hello", font: font, pointSize: 48, scale: 1, maximumGlyphCount: 4)
        }
        #expect("\(TooManyGlyphs(count: 5, limit: 4))".contains("5 glyphs, more than the 4"))
    }
}
