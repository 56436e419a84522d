import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitRender

/// A frame that takes a second to draw stops part way when its ``FrameCancellation`` is cancelled:
/// each long loop — a layer effect's rows, the dust's and the pieces' quads, a text's glyphs, a PNG's
/// rows — throws its cancellation soon after, not when the frame would have been done. And a
/// cancellation stops only the draws that watch it.
@Suite(.serialized) struct FrameCancellationTests {
    /// A long draw, named for the loop it runs.
    struct LongDraw: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var run: @Sendable () throws -> Void
    }

    // Made once, outside the draws: only the draws are timed.
    static let image = TestCard.pattern(width: 2048, height: 2048)
    static let large = TestCard.pattern(width: 4096, height: 4096)
    /// One glyph 3200 px tall, turning as it breaks, over its view: it takes long enough that only the
    /// checks within its rows stop it in time.
    static let glyphs: (renderer: TextGlyphsRenderer, view: RGBAImage)? = {
        guard let font = SystemFonts.load().regular,
            let text = try? LaidOutText(
                "W", font: font, pointSize: 200, scale: 16, centredIn: CGSize(width: 300, height: 250))
        else { return nil }
        let renderer = TextGlyphsRenderer(
            text: text, model: TextGlyphs(configuration: TextGlyphsConfiguration()), scale: 16,
            color: RGBAColor(red: 0, green: 0, blue: 0))
        return (renderer, RGBAImage(width: 4800, height: 4000, fill: (255, 255, 255, 255)))
    }()

    static let draws: [LongDraw] = [
        LongDraw(testDescription: "layer effect rows") {
            // The tear half way down (the effects benchmark's moment), twice: every row shaded in earnest.
            for _ in 0..<2 {
                _ = try RenderableEffect.tear.benchmark.render(large, CGSize(width: 4096, height: 4096), false)
            }
        },
        LongDraw(testDescription: "dust quads") {
            _ = try RenderableEffect.dustFrame(
                snapshot: image, scale: 1, configuration: DustConfiguration(particleSize: 1, seed: 3),
                frame: CGRect(x: -60, y: -80, width: 2168, height: 2148), time: 0.5)
        },
        LongDraw(testDescription: "text glyphs") {
            guard let font = SystemFonts.load().regular else { return }
            for time in [0.4, 0.6] { _ = try glyphs?.renderer.render(onto: glyphs!.view, time: time) }
        },
        LongDraw(testDescription: "PNG rows") {
            _ = try PNGCodec.encode(large)
        },
    ]

    /// Starts `draw` watching `cancellation` on a thread of its own; returns a wait for when it ended and how.
    static func start(_ draw: LongDraw, watching cancellation: FrameCancellation) -> () -> (
        ended: Date, error: (any Error)?
    ) {
        final class Outcome: @unchecked Sendable {
            var ended = Date()
            var error: (any Error)?
        }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        Thread {
            do { try cancellation.watching { try draw.run() } } catch { outcome.error = error }
            outcome.ended = Date()
            done.signal()
        }.start()
        return {
            done.wait()
            return (outcome.ended, outcome.error)
        }
    }

    @Test(arguments: draws)
    func aCancelledDrawStopsPartWay(_ draw: LongDraw) throws {
        // Its whole length, uncancelled (the inputs made first: only the draw is timed).
        _ = (Self.image, Self.large, Self.glyphs)
        let started = Date()
        let whole = Self.start(draw, watching: FrameCancellation())()
        #expect(whole.error == nil, "\(String(describing: whole.error))")
        let length = whole.ended.timeIntervalSince(started)
        // A tenth of the way in, cancelled.
        let cancellation = FrameCancellation()
        let wait = Self.start(draw, watching: cancellation)
        Thread.sleep(forTimeInterval: length / 10)
        cancellation.cancel()
        let cancelled = Date()
        let stopped = wait()
        let error = try #require(stopped.error, "the draw finished: cancelled \(length / 10) s into \(length) s")
        #expect(
            (error as? LayerEffectError) == .cancelled || (error as? ImageEncodingError) == .cancelled, "\(error)")
        let after = stopped.ended.timeIntervalSince(cancelled)
        #expect(after < max(length / 4, 0.05), "stopped \(after) s after the cancellation, of \(length) s")
    }

    /// Draws that do not watch a cancellation — on other threads, or on the same thread outside
    /// `watching` — finish whatever it says; one started after it is cancelled stops at once.
    @Test func aCancellationStopsOnlyTheDrawsThatWatchIt() throws {
        let cancellation = FrameCancellation()
        cancellation.cancel()
        let card = TestCard.pattern(width: 64, height: 48)
        let uniforms = TearUniforms.identity(viewSize: CGSize(width: 64, height: 48))
        #expect(try LayerEffectRenderer().render(card, uniforms: uniforms) == card)
        let other = Self.start(
            LongDraw(testDescription: "") { _ = try PNGCodec.encode(card) }, watching: FrameCancellation())
        #expect(other().error == nil)
        #expect(throws: LayerEffectError.cancelled) {
            try cancellation.watching { try LayerEffectRenderer().render(card, uniforms: uniforms) }
        }
        #expect(try LayerEffectRenderer().render(card, uniforms: uniforms) == card, "the watch ended with it")
    }
}
