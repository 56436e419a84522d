import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Each setting of a text's break does what its documentation says, seen in where the glyphs go: the
/// shatter's physics decide the fall, the wind carries dust in reading order (and no wind carries
/// nothing), the distance decides how far a torn line's halves fly, and the lines of a paragraph are
/// each cut at a place of their own.
@Suite struct TextGlyphsSettingsTests {
    static let line = TextGlyphsTests.line
    static func glyph(_ i: Int) -> CGRect { TextGlyphsTests.glyph(i) }

    /// Glyph `i`'s placement at `progress` of the break.
    static func placement(_ model: TextGlyphs, _ i: Int, _ progress: Double) -> TextGlyphPlacement {
        model.placement(glyphIndex: i, glyphBounds: glyph(i), lineBounds: line, progress: progress)
    }

    /// Physics that hardly accelerate: the glyphs crack loose (a jolt of at most 6 % of the line's
    /// height) and fade where they were, instead of falling as the default broken glass does.
    @Test func theShattersPhysicsDecideHowFarTheGlyphsFall() {
        let still = ShatterPhysics(acceleration: 1e-6...1e-6, terminalSpeed: 1e-6, sidewaysSpeed: 0...0)
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .shatter, physics: still, seed: 4))
        let glass = TextGlyphs(configuration: TextGlyphsConfiguration(style: .shatter, seed: 4))
        for progress in [0.3, 0.6, 0.9] {
            for i in 0..<10 {
                let p = Self.placement(model, i, progress)
                #expect(
                    abs(p.offsetX) <= 0.06 * 40 + 0.01 && abs(p.offsetY) <= 0.06 * 40 + 0.01,
                    "glyph \(i) at \(progress): \(p)")
            }
        }
        // The default glass does fall: the first glyphs are well below the line by 60 %.
        #expect(Self.placement(glass, 0, 0.6).offsetY > 40, "\(Self.placement(glass, 0, 0.6))")
    }

    /// Dust drifts in reading order: to the right for left-to-right text, to the left for right-to-left.
    @Test func theWindCarriesDustInReadingOrder() {
        for rightToLeft in [false, true] {
            let model = TextGlyphs(
                configuration: TextGlyphsConfiguration(style: .dust, isRightToLeft: rightToLeft, seed: 4))
            for i in 0..<10 {
                let p = Self.placement(model, i, 0.95)
                #expect(rightToLeft ? p.offsetX < 0 : p.offsetX > 0, "rtl \(rightToLeft), glyph \(i): \(p)")
                #expect(p.offsetY < 0, "rtl \(rightToLeft), glyph \(i) does not lift: \(p)")
            }
        }
    }

    /// Without wind and turbulence a glyph turned to dust shrinks and fades where it is.
    @Test func dustWithoutWindOrTurbulenceFadesInPlace() {
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .dust, wind: 0, turbulence: 0, seed: 4))
        for progress in [0.3, 0.6, 0.9] {
            for i in 0..<10 {
                let p = Self.placement(model, i, progress)
                #expect(p.offsetX == 0 && p.offsetY == 0 && p.rotation == 0, "glyph \(i) at \(progress): \(p)")
            }
        }
        let faded = Self.placement(model, 0, 0.9)
        #expect(faded.alpha < 0.5 && faded.scale < 0.9, "\(faded)")
    }

    /// The distance is how far a torn line's halves fly: 400 pt carries a glyph many times as far as 20.
    @Test func theDistanceDecidesHowFarTheHalvesFly() {
        func model(_ distance: Double?) -> TextGlyphs {
            TextGlyphs(
                configuration: TextGlyphsConfiguration(style: .tearInTwo, rotation: 0, distance: distance, seed: 3))
        }
        let near = Self.placement(model(20), 0, 0.95), far = Self.placement(model(400), 0, 0.95)
        let right = Self.placement(model(400), 9, 0.95)
        #expect(near.offsetX < 0 && far.offsetX < 10 * near.offsetX, "20 pt: \(near); 400 pt: \(far)")
        #expect(right.offsetX > -10 * near.offsetX, "400 pt, the right half: \(right)")
        // Without a distance, 0.75 × the line's width.
        #expect(Self.placement(model(nil), 0, 0.95) == Self.placement(model(0.75 * Self.line.width), 0, 0.95))
    }

    /// NaN and ±∞ distances are the default (0.75 × the line's width), not the largest distance.
    @Test func anInfiniteDistanceIsTheDefault() {
        var configuration = TextGlyphsConfiguration(style: .tearInTwo, distance: .infinity)
        #expect(configuration.distance == nil)
        configuration.distance = 50
        configuration.distance = -.infinity
        #expect(configuration.distance == nil)
    }

    /// The lines of a paragraph are cut along a jagged path: each line near its middle (within 12 % of
    /// its width), not all at one place.
    @Test func eachLineOfAParagraphIsCutAtAPlaceOfItsOwn() {
        let model = TextGlyphs(configuration: TextGlyphsConfiguration(style: .tearInTwo, seed: 3))
        let cuts = (0..<10).map { row in
            model.cutX(line: CGRect(x: 20, y: 50 + Double(row) * 40, width: 300, height: 40))
        }
        for cut in cuts { #expect(abs(cut - 170) <= 0.12 * 300 + 1e-9, "\(cuts)") }
        #expect(Set(cuts).count >= 5, "\(cuts)")
    }
}
