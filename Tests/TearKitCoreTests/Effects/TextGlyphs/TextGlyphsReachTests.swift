import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The room a text's glyphs need: no glyph that can still be seen is drawn beyond it, on any side, in
/// any style, for long lines, tall lines and long durations.
@Suite struct TextGlyphsReachTests {
    /// A text of `lines` lines, each `lineWidth` × `lineHeight` pt, of glyphs 0.55 × the font size wide
    /// (the font size is 0.8 × the line height): the glyphs' and lines' bounds and the text's size.
    static func text(lineWidth: Double, lineHeight: Double, lines: Int) -> (
        glyphs: [(glyph: CGRect, line: CGRect)], size: CGSize
    ) {
        let glyphWidth = 0.55 * 0.8 * lineHeight
        var glyphs: [(CGRect, CGRect)] = []
        for row in 0..<lines {
            let line = CGRect(x: 0, y: Double(row) * lineHeight, width: lineWidth, height: lineHeight)
            for i in 0..<Int(lineWidth / glyphWidth) {
                glyphs.append(
                    (CGRect(x: Double(i) * glyphWidth, y: line.minY, width: glyphWidth, height: lineHeight), line))
            }
        }
        return (glyphs, CGSize(width: lineWidth, height: lineHeight * Double(lines)))
    }

    /// How far beyond the text's `size` the glyphs are drawn at any of 401 moments while their
    /// opacity is above 0 (each corner of a glyph moved, turned and scaled about its centre, as the
    /// renderer draws it): above, left, right, below.
    static func drawnBeyond(_ model: TextGlyphs, glyphs: [(glyph: CGRect, line: CGRect)], size: CGSize) -> (
        top: Double, left: Double, right: Double, bottom: Double
    ) {
        var beyond = (top: 0.0, left: 0.0, right: 0.0, bottom: 0.0)
        for step in 0...400 {
            for (index, (glyph, line)) in glyphs.enumerated() {
                let p = model.placement(
                    glyphIndex: index, glyphBounds: glyph, lineBounds: line, progress: Double(step) / 400)
                guard p.alpha > 0 else { continue }
                let c = cos(p.rotation), s = sin(p.rotation)
                for (x, y) in [
                    (glyph.minX, glyph.minY), (glyph.maxX, glyph.minY), (glyph.minX, glyph.maxY),
                    (glyph.maxX, glyph.maxY),
                ] {
                    let dx = (Double(x) - Double(glyph.midX)) * p.scale, dy = (Double(y) - Double(glyph.midY)) * p.scale
                    let px = Double(glyph.midX) + p.offsetX + c * dx - s * dy,
                        py = Double(glyph.midY) + p.offsetY + s * dx + c * dy
                    beyond.top = max(beyond.top, -py)
                    beyond.left = max(beyond.left, -px)
                    beyond.right = max(beyond.right, px - Double(size.width))
                    beyond.bottom = max(beyond.bottom, py - Double(size.height))
                }
            }
        }
        return beyond
    }

    static let configurations: [TextGlyphsConfiguration] = [
        .shatter, .dust, .tearInTwo,
        TextGlyphsConfiguration(style: .shatter, duration: 3, seed: 5),
        TextGlyphsConfiguration(style: .shatter, duration: 10, stagger: 0, seed: 6),
        TextGlyphsConfiguration(style: .shatter, physics: .squares(fallHeight: 300), seed: 2),
        TextGlyphsConfiguration(style: .dust, isRightToLeft: true, wind: 3, turbulence: 3, seed: 4),
        TextGlyphsConfiguration(style: .tearInTwo, rotation: .pi, seed: 7),
        TextGlyphsConfiguration(style: .tearInTwo, distance: 600, seed: 8),
    ]

    /// An iPhone's body line, a 700-pt line (iPad, a Mac window), a body line at the largest Dynamic
    /// Type, a paragraph of three lines, and a paragraph of 18 and one of 40 body lines (a screen of text).
    static let texts = [(358.0, 22.0, 1), (700, 22, 1), (358, 64, 1), (300, 30, 3), (358, 22, 18), (358, 22, 40)]

    @Test(arguments: configurations)
    func noVisibleGlyphIsDrawnBeyondTheReach(configuration: TextGlyphsConfiguration) {
        let model = TextGlyphs(configuration: configuration)
        for (lineWidth, lineHeight, lines) in Self.texts {
            let (glyphs, size) = Self.text(lineWidth: lineWidth, lineHeight: lineHeight, lines: lines)
            let reach = model.reach(largestLine: CGSize(width: lineWidth, height: lineHeight))
            // Beyond the most room (a 10-s glass fall, still faintly visible thousands of points down) the
            // reach is that most room.
            let cap = TextGlyphs.maximumReach
            let drawn = Self.drawnBeyond(model, glyphs: glyphs, size: size)
            let beyond = (
                top: min(drawn.top, cap), left: min(drawn.left, cap), right: min(drawn.right, cap),
                bottom: min(drawn.bottom, cap)
            )
            let text =
                "\(configuration.style) \(lineWidth) × \(lineHeight) pt × \(lines): drawn \(beyond), reach \(reach)"
            #expect(beyond.top <= reach.top + 1e-6, "\(text)")
            #expect(max(beyond.left, beyond.right) <= reach.sides + 1e-6, "\(text)")
            #expect(beyond.bottom <= reach.bottom + 1e-6, "\(text)")
            // A bound, not a blanket: within a few times what the glyphs use on the side they go furthest.
            let furthest = max(beyond.top, beyond.left, beyond.right, beyond.bottom)
            #expect(max(reach.top, reach.sides, reach.bottom) <= 6 * furthest + 60, "\(text)")
        }
    }

    /// The room grows with the line: a wider line's halves fly further, a taller line's glyphs fall further.
    @Test func theReachGrowsWithTheLine() {
        let tear = TextGlyphs(configuration: .tearInTwo), shatter = TextGlyphs(configuration: .shatter)
        #expect(
            tear.reach(largestLine: CGSize(width: 700, height: 22)).sides > tear.reach(
                largestLine: CGSize(width: 358, height: 22)
            ).sides + 200)
        #expect(
            shatter.reach(largestLine: CGSize(width: 358, height: 64)).bottom
                > shatter.reach(largestLine: CGSize(width: 358, height: 22)).bottom)
    }

    /// A huge distance or a nonsense size never asks for more than the most room, and never for NaN.
    @Test func theReachIsFiniteAndCapped() {
        let far = TextGlyphs(configuration: TextGlyphsConfiguration(style: .tearInTwo, distance: 100_000))
        for size in [
            CGSize(width: 358, height: 22), CGSize(width: CGFloat.nan, height: .infinity),
            CGSize(width: -5, height: 1e30),
        ] {
            for model in [far, TextGlyphs(configuration: .shatter), TextGlyphs(configuration: .dust)] {
                let reach = model.reach(largestLine: size)
                for side in [reach.top, reach.sides, reach.bottom] {
                    #expect(side.isFinite && side >= 0 && side <= TextGlyphs.maximumReach, "\(size): \(reach)")
                }
            }
        }
    }

    /// The drawing layer — the text and its room, at the screen's scale — is never wider or taller than
    /// a GPU draws into (16,384 px), for a screen of text, a long article and a very wide line; the
    /// room is only cut where it has to be.
    @Test func theLayerFitsWhatTheGPUDrawsInto() {
        let configurations = [
            TextGlyphsConfiguration(style: .shatter, duration: 10, stagger: 0), .dust,
            TextGlyphsConfiguration(style: .tearInTwo, rotation: .pi, distance: 100_000),
        ]
        // A screen of body text, an article of 180 lines in a scroll view, a wide line on a large window.
        let texts = [
            (CGSize(width: 358, height: 880), 22.0), (CGSize(width: 398, height: 4000), 22),
            (CGSize(width: 2000, height: 22), 22),
        ]
        var cut = 0
        for configuration in configurations {
            let model = TextGlyphs(configuration: configuration)
            for (size, lineHeight) in texts {
                for scale in [1.0, 2, 3] {
                    let reach = model.reach(largestLine: CGSize(width: size.width, height: lineHeight))
                    let fitted = reach.fitting(textSize: size, displayScale: scale)
                    let text = "\(configuration.style) \(size) at \(scale)×: \(reach) → \(fitted)"
                    #expect((Double(size.width) + 2 * fitted.sides) * scale <= 16_384, "\(text)")
                    #expect((Double(size.height) + fitted.top + fitted.bottom) * scale <= 16_384, "\(text)")
                    #expect(
                        fitted.top <= reach.top && fitted.sides <= reach.sides && fitted.bottom <= reach.bottom,
                        "\(text)")
                    // Where the whole room fits, it is kept.
                    if (Double(size.width) + 2 * reach.sides) * scale <= 16_000,
                        (Double(size.height) + reach.top + reach.bottom) * scale <= 16_000
                    {
                        #expect(fitted == reach, "\(text)")
                    } else {
                        cut += 1
                    }
                }
            }
        }
        #expect(cut > 0, "no case needed cutting")
        // A text already beyond the layer gets no room; a nonsense scale counts as 3×.
        let shatter = TextGlyphs(configuration: .shatter).reach(largestLine: CGSize(width: 358, height: 22))
        #expect(shatter.fitting(textSize: CGSize(width: 358, height: 6000), displayScale: 3).bottom == 0)
        for scale in [Double.nan, 0, -2, .infinity] {
            #expect(
                shatter.fitting(textSize: CGSize(width: 358, height: 5400), displayScale: scale)
                    == shatter.fitting(textSize: CGSize(width: 358, height: 5400), displayScale: 3), "scale \(scale)")
        }
    }

    /// The room while the break runs and none when nothing that moves is drawn: whole, gone (a text left
    /// broken holds no room), or Reduce Motion. Before the lines are measured there is a line's room.
    @Test func theRoomIsThereOnlyWhileGlyphsMove() {
        let model = TextGlyphs(configuration: .shatter)
        let line = CGSize(width: 358, height: 22), size = CGSize(width: 358, height: 110)
        func room(_ progress: Double, reducesMotion: Bool = false, largestLine: CGSize? = line) -> TextGlyphsReach {
            model.room(
                progress: progress, reducesMotion: reducesMotion, largestLine: largestLine, textSize: size,
                displayScale: 3)
        }
        #expect(room(0.5) == model.reach(largestLine: line))
        #expect(room(0.001) == model.reach(largestLine: line))
        for progress in [0, 1, 1.5, -1, .nan] {
            #expect(room(progress) == .zero, "progress \(progress)")
        }
        #expect(room(0.5, reducesMotion: true) == .zero)
        // Not measured yet: the room of a large line, more than the body line's.
        let unmeasured = room(0.5, largestLine: nil)
        #expect(unmeasured == model.reach(largestLine: TextGlyphs.unmeasuredLine))
        #expect(unmeasured.bottom > model.reach(largestLine: line).bottom && unmeasured.top > 0)
    }
}
