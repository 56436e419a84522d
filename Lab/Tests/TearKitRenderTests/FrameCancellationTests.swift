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

    /// A draw running on a thread of its own, whose processor time can be read from any thread.
    final class RunningDraw: @unchecked Sendable {
        private var clock = clockid_t()
        private var startSeconds = 0.0
        private let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var isDone = false
        private(set) var error: (any Error)?
        /// The draw's processor time once it ended, seconds.
        private(set) var totalSeconds = 0.0

        /// Starts `draw` watching `cancellation`; returns once it is running.
        init(_ draw: LongDraw, watching cancellation: FrameCancellation) {
            Thread { [self] in
                pthread_getcpuclockid(pthread_self(), &clock)
                startSeconds = Self.seconds(on: clock)
                started.signal()
                do { try cancellation.watching { try draw.run() } } catch { self.error = error }
                lock.withLock {
                    totalSeconds = Self.seconds(on: clock) - startSeconds
                    isDone = true
                }
                done.signal()
            }.start()
            started.wait()
        }

        /// The processor time the draw has used so far, seconds; `nil` once it has ended.
        var secondsSoFar: Double? {
            lock.withLock { isDone ? nil : Self.seconds(on: clock) - startSeconds }
        }

        /// Waits for the draw to end.
        func wait() { done.wait() }

        /// A thread's processor time: unlike the wall clock, it does not grow while other threads and
        /// processes have the cores, and it does not depend on when the thread that reads it runs.
        static func seconds(on clock: clockid_t) -> Double {
            var now = timespec()
            clock_gettime(clock, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
    }

    /// Cancelled a tenth of the way in, a draw stops soon after, not at the end of its frame. Work is
    /// measured as the draw thread's processor time, read from the cancelling thread when it cancels:
    /// a loaded machine, or a cancelling thread that runs late, changes neither side of the comparison.
    /// Processor time still grows with contention for caches and cores, and a cancelling thread kept
    /// off the cores for the rest of the draw cancels nothing, so the draw gets three tries: one that
    /// stops within a quarter of its length shows the checks are there, and a draw without them never does.
    @Test(arguments: draws)
    func aCancelledDrawStopsPartWay(_ draw: LongDraw) throws {
        // The inputs made first: only the draw is measured.
        _ = (Self.image, Self.large, Self.glyphs)
        var tries: [String] = []
        for _ in 0..<3 {
            let outcome = try Self.cancelATenthOfTheWayIn(draw)
            guard let failure = outcome else { return }
            tries.append(failure)
        }
        Issue.record("no try stopped within a quarter of the draw: \(tries.joined(separator: "; "))")
    }

    /// Draws `draw` whole, then again cancelled a tenth of the way in: `nil` when the cancelled one
    /// stopped with a cancellation error within a quarter of the whole draw's processor time after the
    /// cancellation, else what happened instead.
    static func cancelATenthOfTheWayIn(_ draw: LongDraw) throws -> String? {
        let whole = RunningDraw(draw, watching: FrameCancellation())
        whole.wait()
        #expect(whole.error == nil, "\(String(describing: whole.error))")
        let length = whole.totalSeconds
        let cancellation = FrameCancellation()
        let running = RunningDraw(draw, watching: cancellation)
        while let soFar = running.secondsSoFar, soFar < length / 10 { usleep(500) }
        cancellation.cancel()
        let atCancel = running.secondsSoFar ?? length
        running.wait()
        guard let error = running.error else { return "the draw finished: cancelled \(atCancel) s into \(length) s" }
        #expect(
            (error as? LayerEffectError) == .cancelled || (error as? ImageEncodingError) == .cancelled, "\(error)")
        let after = running.totalSeconds - atCancel
        guard after < length / 4 else {
            return "worked \(after) s after the cancellation (\(atCancel) s in), of the whole draw's \(length) s"
        }
        return nil
    }

    /// Draws that do not watch a cancellation — on other threads, or on the same thread outside
    /// `watching` — finish whatever it says; one started after it is cancelled stops at once.
    @Test func aCancellationStopsOnlyTheDrawsThatWatchIt() throws {
        let cancellation = FrameCancellation()
        cancellation.cancel()
        let card = TestCard.pattern(width: 64, height: 48)
        let uniforms = TearUniforms.identity(viewSize: CGSize(width: 64, height: 48))
        #expect(try LayerEffectRenderer().render(card, uniforms: uniforms) == card)
        let other = RunningDraw(
            LongDraw(testDescription: "") { _ = try PNGCodec.encode(card) }, watching: FrameCancellation())
        other.wait()
        #expect(other.error == nil)
        #expect(throws: LayerEffectError.cancelled) {
            try cancellation.watching { try LayerEffectRenderer().render(card, uniforms: uniforms) }
        }
        #expect(try LayerEffectRenderer().render(card, uniforms: uniforms) == card, "the watch ended with it")
    }
}
