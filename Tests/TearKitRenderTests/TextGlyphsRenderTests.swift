import Foundation
import Testing
import TearKitCore
@testable import TearKitRender

/// `tearkit render --effect text-glyphs` as a user sees its frames: the text drawn whole at the start,
/// nothing of it left at the end, an insertion the removal backwards, and a text too large for an
/// image refused with a sentence rather than a crash.
@Suite(.enabled(if: SystemFonts.load().regular != nil, "needs a font"))
struct TextGlyphsRenderTests {
    static func options(_ given: [String: EffectOptionValue]) -> EffectOptionValues {
        EffectOptionValues(options: RenderableEffect.textGlyphsOptions, given: given)
    }

    /// Pixels darker than mid-grey: the text's ink on its white view.
    static func ink(_ image: RGBAImage) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
    }

    @Test(arguments: ["shatter", "dust", "tear-in-two"])
    func theTextIsWholeAtTheStartAndGoneAtTheEnd(style: String) throws {
        let options = Self.options(["--text": .text("Hello"), "--style": .choice(style)])
        let view = try RenderableEffect.textGlyphsView(options, scale: 1)
        let renderer = try RenderableEffect.textGlyphsRenderer(options, scale: 1, viewSize: CGSize(width: view.width, height: view.height))
        let end = RenderableEffect.textGlyphsConfiguration(options).duration
        #expect(Self.ink(renderer.render(onto: view, time: 0)) > 200, "\(style): no text at the start")
        #expect(Self.ink(renderer.render(onto: view, time: end)) == 0, "\(style): ink left at the end")
        #expect(renderer.render(onto: view, time: end) == view)
        // An insertion starts where the removal ends and ends where it starts.
        #expect(renderer.render(onto: view, time: 0, isInsertion: true) == view)
        #expect(renderer.render(onto: view, time: end, isInsertion: true) == renderer.render(onto: view, time: 0))
    }

    @Test func aTextTooLargeForAnImageIsRefusedWithASentence() {
        let options = Self.options(["--text": .text(String(repeating: "W", count: 200)), "--font-size": .number(200)])
        #expect { _ = try RenderableEffect.textGlyphsView(options, scale: 16) } throws: {
            "\($0)".contains("use a shorter --text, a smaller --font-size or --scale")
        }
        #expect(throws: (any Error).self) { _ = try RenderableEffect.textGlyphsView(options, scale: .nan) }
    }
}
