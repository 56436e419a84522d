import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The pieces hold still over the live view until it has gone, then fall from t = 0; a run remade
/// mid-play (SwiftUI re-creating its Metal view) continues where it was: one start, one timer.
@Suite("Shatter run start")
struct PiecesRunStartTests {
    /// How far the squares' fastest piece has moved after `elapsed` seconds, points.
    static func fastestFall(_ elapsed: Double) -> Double {
        let shatter = Shatter(
            viewSize: CGSize(width: 430, height: 932), pattern: .pieces(size: 40),
            physics: .squares(fallHeight: 932), seed: 3)
        return shatter.pieces.map { $0.motion.displacement(at: elapsed).dy }.max() ?? 0
    }

    /// Renderer made at 100 s; frames every 8.3 ms. The first drawable is committed at 100.016 and on
    /// screen at 100.040 (its handler hides the live view in that turn); the pieces have not moved in
    /// any frame before the next one, which starts the clock and the timer.
    @MainActor @Test func thePiecesHoldStillUntilTheLiveViewHasGone() {
        let start = PiecesRunStart()
        var presentation = FirstFramePresentation()
        var frames: [(now: Double, elapsed: Double, started: Bool)] = []
        var now = 100.016
        while now < 100.1 {
            let frame = start.frame(at: now, presentation: &presentation)
            frames.append((now, frame.elapsed, frame.started))
            if frame.action == .watch, !presentation.revealed {
                // The presented handler for this drawable runs 24 ms later, before the next draw.
                _ = presentation.presented(at: now + 0.024)
            }
            now += 0.0083
        }
        let firstMoving = frames.firstIndex { $0.started }
        #expect(firstMoving == 1)
        for frame in frames.prefix(2) { #expect(Self.fastestFall(frame.elapsed) == 0) }
        // The clock runs from the frame that started it, and the timer with it.
        #expect(start.uptime == frames[1].now)
        #expect(frames.filter(\.started).count == 1)
        #expect(abs(frames[3].elapsed - (frames[3].now - frames[1].now)) < 1e-9)
        #expect(Self.fastestFall(frames[3].elapsed) > 0)
    }

    /// Without a presented handler the grace reveals in a frame that is itself still at rest.
    @MainActor @Test func aGraceRevealStillDrawsThatFrameAtRest() {
        let start = PiecesRunStart()
        var presentation = FirstFramePresentation()
        let nows = (0..<30).map { 50 + Double($0) * 0.0083 }
        var elapsed: [Double] = []
        var revealFrame: Int?
        for (i, now) in nows.enumerated() {
            let frame = start.frame(at: now, presentation: &presentation)
            if frame.action == .reveal { revealFrame = i }
            elapsed.append(frame.elapsed)
        }
        guard let reveal = revealFrame else { Issue.record("no reveal"); return }
        #expect(elapsed[...reveal].allSatisfy { $0 == 0 })
        #expect(elapsed[reveal + 2] > 0)
        #expect(start.uptime == nows[reveal + 1])
    }

    /// While the live view shows (no frame presented yet), time is 0 however long it takes.
    @MainActor @Test func noClockWhileTheLiveViewShows() {
        let start = PiecesRunStart()
        #expect(start.elapsed(at: 10, liveViewHidden: false) == (0, false))
        #expect(start.elapsed(at: 12, liveViewHidden: false) == (0, false))
        #expect(start.uptime == nil)
    }

    @MainActor @Test func aSecondRendererContinuesFromTheFirstStart() {
        let start = PiecesRunStart()
        #expect(start.uptime == nil)
        let first = start.elapsed(at: 100, liveViewHidden: true)
        #expect(first.elapsed == 0 && first.started)
        // Remade 0.6 s into the fall, its own live view not yet "hidden": the pieces keep falling
        // from 0.6 s, not from the top, and no second timer starts.
        let second = start.elapsed(at: 100.6, liveViewHidden: false)
        #expect(abs(second.elapsed - 0.6) < 1e-9)
        #expect(!second.started)
        #expect(start.uptime == 100)
    }

    /// A frame that got no drawable draws nothing and commits nothing: the reveal is not waited on
    /// from a frame that never reaches the screen, and the next frame with a drawable is the first.
    @MainActor @Test func aFrameWithoutADrawableIsNotTheFirstFrame() {
        let start = PiecesRunStart()
        var presentation = FirstFramePresentation()
        let frame = start.frame(at: 1, hasDrawable: false, presentation: &presentation)
        #expect(frame.action == .none)
        #expect(presentation.firstCommit == nil)
        #expect(start.frame(at: 2, presentation: &presentation).action == .watch)
        #expect(presentation.firstCommit == 2)
    }
}
