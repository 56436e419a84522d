import Testing
@_spi(Internal) @testable import TearKitCore

/// How each run of a text is drawn: what breaks moves glyph by glyph (or fades in place with Reduce
/// Motion); what does not break stays on a text that stays and fades with a text that comes or goes.
@Suite struct TextGlyphsRunDrawingTests {
    /// In a transition, a run that does not break fades with the progress: whole at the start, gone at
    /// the end of a removal (so it does not vanish in one frame when SwiftUI removes the view), and
    /// the same backwards for an insertion.
    @Test func aTransitionFadesTheRunsThatDoNotBreak() {
        for reducesMotion in [false, true] {
            #expect(
                TextGlyphsRunDrawing.of(breaks: false, progress: 0, isTransition: true, reducesMotion: reducesMotion)
                    == .inPlace(opacity: 1))
            #expect(
                TextGlyphsRunDrawing.of(breaks: false, progress: 0.25, isTransition: true, reducesMotion: reducesMotion)
                    == .inPlace(opacity: 0.75))
            #expect(
                TextGlyphsRunDrawing.of(breaks: false, progress: 1, isTransition: true, reducesMotion: reducesMotion)
                    == .inPlace(opacity: 0))
        }
    }

    /// On a text that stays, the runs that do not break stay whole through the break, with or without
    /// Reduce Motion.
    @Test func aTextThatStaysKeepsTheRunsThatDoNotBreak() {
        for progress in [0, 0.5, 1.0] {
            for reducesMotion in [false, true] {
                #expect(
                    TextGlyphsRunDrawing.of(
                        breaks: false, progress: progress, isTransition: false, reducesMotion: reducesMotion)
                        == .inPlace(opacity: 1))
            }
        }
    }

    /// The runs that break move glyph by glyph; with Reduce Motion they fade in place instead.
    @Test func reduceMotionFadesTheBreakingRunsInPlace() {
        for isTransition in [false, true] {
            #expect(
                TextGlyphsRunDrawing.of(breaks: true, progress: 0.5, isTransition: isTransition, reducesMotion: false)
                    == .glyphByGlyph)
            #expect(
                TextGlyphsRunDrawing.of(breaks: true, progress: 0.4, isTransition: isTransition, reducesMotion: true)
                    == .inPlace(opacity: 0.6))
            #expect(
                TextGlyphsRunDrawing.of(breaks: true, progress: 1, isTransition: isTransition, reducesMotion: true)
                    == .inPlace(opacity: 0))
        }
        #expect(
            TextGlyphsRunDrawing.of(breaks: true, progress: .nan, isTransition: false, reducesMotion: true)
                == .inPlace(opacity: 1))
        #expect(
            TextGlyphsRunDrawing.of(breaks: false, progress: 7, isTransition: true, reducesMotion: false)
                == .inPlace(opacity: 0))
    }

    /// A progress below 0 (a spring that overshoots the start) draws the text as it is at 0: whole,
    /// never more opaque than whole.
    @Test func aProgressBelowZeroDrawsTheTextWhole() {
        for isTransition in [false, true] {
            for breaks in [false, true] {
                #expect(
                    TextGlyphsRunDrawing.of(
                        breaks: breaks, progress: -0.3, isTransition: isTransition, reducesMotion: true)
                        == .inPlace(opacity: 1))
            }
            #expect(
                TextGlyphsRunDrawing.of(breaks: false, progress: -0.3, isTransition: isTransition, reducesMotion: false)
                    == .inPlace(opacity: 1))
        }
    }
}
