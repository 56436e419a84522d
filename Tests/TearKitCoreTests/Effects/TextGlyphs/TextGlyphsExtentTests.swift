import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The sizes a text's room comes from are measured from each text's own lines, so the texts of a tall
/// container keep their room.
@Suite struct TextGlyphsExtentTests {
    /// A text of `lines` lines `width` × `lineHeight` points, stacked from its top, in its own coordinates.
    static func text(lines: Int, width: Double, lineHeight: Double) -> [CGRect] {
        (0..<lines).map { CGRect(x: 0, y: Double($0) * lineHeight, width: width, height: lineHeight) }
    }

    /// A note of 15 paragraphs of 18 lines (400 pt each, 6,000 pt together, past the layer's limit at 2×
    /// and 3×) keeps each paragraph's whole room: each layer is a paragraph and its room.
    @Test func theTextsOfATallContainerKeepTheirRoom() {
        let paragraphs = Array(repeating: Self.text(lines: 18, width: 358, lineHeight: 22.2), count: 15)
        let extent = TextGlyphsExtent(texts: paragraphs)
        #expect(abs(extent.largestLine.width - 358) < 1e-9 && abs(extent.largestLine.height - 22.2) < 1e-9, "\(extent)")
        #expect(
            abs(extent.largestText.width - 358) < 1e-9 && abs(extent.largestText.height - 399.6) < 1e-9, "\(extent)")
        for configuration in [TextGlyphsConfiguration.shatter, .dust, .tearInTwo] {
            let model = TextGlyphs(configuration: configuration)
            let whole = model.reach(largestLine: extent.largestLine)
            for scale in [2.0, 3] {
                let room = model.room(
                    progress: 0.5, reducesMotion: false, largestLine: extent.largestLine,
                    textSize: extent.largestText, displayScale: scale)
                #expect(room == whole, "\(configuration.style) at \(scale)×: \(room), not \(whole)")
            }
        }
    }

    /// The widest line and the tallest line may be in different texts; a text's extent reaches from its
    /// origin to its lines' far edges.
    @Test func theLargestLineAndTextAreTheLargestAmongTheTexts() {
        let wide = [CGRect(x: 10, y: 0, width: 300, height: 20)]
        let tall = [CGRect(x: 0, y: 4, width: 100, height: 40), CGRect(x: 0, y: 44, width: 120, height: 40)]
        let extent = TextGlyphsExtent(texts: [wide, tall])
        #expect(extent.largestLine == CGSize(width: 300, height: 40))
        #expect(extent.largestText == CGSize(width: 310, height: 84))
    }

    /// No texts, no lines, and bounds that are not finite or negative measure nothing.
    @Test func nothingOrNonsenseMeasuresZero() {
        #expect(TextGlyphsExtent(texts: [[CGRect]]()) == TextGlyphsExtent(texts: [[CGRect]]([[]])))
        #expect(TextGlyphsExtent(texts: [[CGRect]]()).largestText == .zero)
        let nonsense = [
            [
                CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10),
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            ]
        ]
        let extent = TextGlyphsExtent(texts: nonsense)
        #expect(extent.largestLine.width == 0 && extent.largestText.width == 0, "\(extent)")
        #expect(extent.largestLine.height == 10 && extent.largestText.height == 10, "\(extent)")
    }
}
