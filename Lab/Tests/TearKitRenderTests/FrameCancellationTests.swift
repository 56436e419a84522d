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

    // Made once, outside the draws: only the draws are measured.
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

    /// Starts `draw` watching `cancellation` on a thread of its own; returns a wait for how it ended
    /// and the processor time its thread spent (draws run on the calling thread only).
    static func start(_ draw: LongDraw, watching cancellation: FrameCancellation) -> () -> (
        cpuSeconds: Double, error: (any Error)?
    ) {
        final class Outcome: @unchecked Sendable {
            var cpuSeconds = 0.0
            var error: (any Error)?
        }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        Thread {
            let before = threadCPUSeconds()
            do { try cancellation.watching { try draw.run() } } catch { outcome.error = error }
            outcome.cpuSeconds = threadCPUSeconds() - before
            done.signal()
        }.start()
        return {
            done.wait()
            return (outcome.cpuSeconds, outcome.error)
        }
    }

    /// The processor time the calling thread has used, in seconds: unlike the wall clock, it does
    /// not grow while other processes have the cores.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Cancelled a tenth of the way in, a draw does a small part of its work, not all of it. Work is
    /// measured as its thread's processor time, so a loaded machine slows both runs alike: the wait
    /// before cancelling is a tenth of the whole draw's processor time, and a thread cannot use more
    /// processor time than the wall-clock time that passes.
    @Test(arguments: draws)
    func aCancelledDrawStopsPartWay(_ draw: LongDraw) throws {
        // Its whole length, uncancelled (the inputs made first: only the draw is measured).
        _ = (Self.image, Self.large, Self.glyphs)
        let whole = Self.start(draw, watching: FrameCancellation())()
        #expect(whole.error == nil, "\(String(describing: whole.error))")
        // A tenth of the way in, cancelled.
        let cancellation = FrameCancellation()
        let wait = Self.start(draw, watching: cancellation)
        Thread.sleep(forTimeInterval: whole.cpuSeconds / 10)
        cancellation.cancel()
        let stopped = wait()
        let error = try #require(
            stopped.error, "the draw finished: cancelled \(whole.cpuSeconds / 10) s into \(whole.cpuSeconds) s")
        #expect(
            (error as? LayerEffectError) == .cancelled || (error as? ImageEncodingError) == .cancelled, "\(error)")
        #expect(
            stopped.cpuSeconds < whole.cpuSeconds / 3,
            "the cancelled draw worked \(stopped.cpuSeconds) s of the whole draw's \(whole.cpuSeconds) s")
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
