import Foundation
import Testing
@testable import TearKitPlayground
import TearKitRender

/// A session sends frames latest-wins (one in flight; a slow page skips states, nothing queues), answers
/// a bad message with an error and goes on serving.
struct PlaygroundSessionTests {
    /// What the session sent, in order.
    actor Outbox {
        var messages: [PlaygroundOutgoing] = []
        func append(_ message: PlaygroundOutgoing) { messages.append(message) }
        var frames: [(number: UInt32, png: Data)] {
            messages.compactMap { if case .frame(let n, let png) = $0 { return (n, png) } else { return nil } }
        }
        var rawTexts: [String] {
            messages.compactMap {
                guard case .text(let text) = $0 else { return nil }
                return text
            }
        }
    }

    /// The text messages as JSON objects.
    static func objects(_ texts: [String]) -> [[String: Any]] {
        texts.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 0.0
        var now: TimeInterval { lock.withLock { seconds } }
        func move(by delta: Double) { lock.withLock { seconds += delta } }
    }

    static func waitUntil(_ condition: @Sendable () async -> Bool) async throws {
        for _ in 0..<400 {
            if await condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("timed out")
    }

    @Test func framesAreLatestWinsAndWaitForThePagesAcknowledgement() async throws {
        let outbox = Outbox()
        let clock = Clock()
        let session = PlaygroundSession(
            picture: PlaygroundSceneTests.card(), send: { await outbox.append($0) }, clock: { clock.now })
        let frames = Task { await session.runFrames() }
        defer { frames.cancel() }
        try await session.start()
        try await Self.waitUntil { await outbox.frames.count == 1 }
        let hello = Self.objects(await outbox.rawTexts).first
        #expect(hello?["type"] as? String == "hello")
        // Forty moves arrive while frame 1 is not yet drawn: no frame is sent for any of them.
        try await session.receive(text: #"{"type":"pointer","phase":"down","x":128,"y":30}"#)
        for step in 1...40 {
            clock.move(by: 1.0 / 120)
            try await session.receive(text: #"{"type":"pointer","phase":"move","x":128,"y":\#(30 + step * 8)}"#)
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(await outbox.frames.count == 1)
        // Once the page has drawn it, one frame comes, of the latest state.
        try await session.receive(text: #"{"type":"ack","frame":1}"#)
        try await Self.waitUntil { await outbox.frames.count == 2 }
        try await Task.sleep(for: .milliseconds(100))
        #expect(await outbox.frames.count == 2)
        let latest = try PNGCodec.decode(await outbox.frames[1].png)
        var scene = PlaygroundScene(picture: PlaygroundSceneTests.card())
        _ = try scene.apply(.pointer(.down, x: 128, y: 30), at: 0)
        var time = 0.0
        for step in 1...40 {
            time += 1.0 / 120
            _ = try scene.apply(.pointer(.move, x: 128, y: Double(30 + step * 8)), at: time)
        }
        #expect(PlaygroundSceneTests.differingPixels(latest, try scene.frame()) == 0)
        // While the tear goes on (no change of phase), every move the page has room for draws a frame.
        try await session.receive(text: #"{"type":"ack","frame":2}"#)
        clock.move(by: 1.0 / 60)
        try await session.receive(text: #"{"type":"pointer","phase":"move","x":128,"y":400}"#)
        try await Self.waitUntil { await outbox.frames.count == 3 }
        // An acknowledgement of an older frame does not release the next.
        try await session.receive(text: #"{"type":"pointer","phase":"move","x":100,"y":300}"#)
        try await session.receive(text: #"{"type":"ack","frame":2}"#)
        try await Task.sleep(for: .milliseconds(100))
        #expect(await outbox.frames.count == 3)
    }

    @Test(.timeLimit(.minutes(10))) func aPlayingEffectsFramesComeAtUpTo60ASecond() async throws {
        /// The pauses the session took between frames.
        actor Pauses {
            var taken: [Duration] = []
            func add(_ pause: Duration) { taken.append(pause) }
        }
        let outbox = Outbox()
        let pauses = Pauses()
        let session = PlaygroundSession(
            picture: PlaygroundSceneTests.card(), send: { await outbox.append($0) }, pause: { await pauses.add($0) })
        let frames = Task { await session.runFrames() }
        defer { frames.cancel() }
        try await session.start()
        try await session.receive(text: #"{"type":"effect","name":"ripple"}"#)
        try await session.receive(text: #"{"type":"loop","value":true}"#)
        // The page draws each frame at once and says so: frame after frame comes, a pause between each
        // two of a 60th to a 30th of a second (a minute between frames would show the effect standing still).
        var acknowledged: UInt32 = 0
        while await outbox.frames.count < 20 {
            if let last = await outbox.frames.last, last.number > acknowledged {
                acknowledged = last.number
                try await session.receive(text: #"{"type":"ack","frame":\#(last.number)}"#)
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        let taken = await pauses.taken
        #expect(taken.count >= 18)
        #expect(taken.allSatisfy { $0 >= .seconds(1.0 / 60) && $0 <= .seconds(1.0 / 30) }, "\(taken.prefix(3))")
    }

    @Test func aBadMessageOrPictureGetsAnErrorAndTheSessionGoesOn() async throws {
        let outbox = Outbox()
        let session = PlaygroundSession(picture: PlaygroundSceneTests.card(), send: { await outbox.append($0) })
        try await session.start()
        try await session.receive(text: "not json")
        try await session.receive(picture: Data("GIF89a garbage".utf8))
        try await session.receive(text: #"{"type":"set","option":"--max-gap","value":"-4"}"#)
        try await session.receive(text: #"{"type":"save"}"#)
        let errors = Self.objects(await outbox.rawTexts).filter { $0["type"] as? String == "error" }.compactMap {
            $0["message"] as? String
        }
        #expect(errors.count == 4)
        #expect(errors[2].contains("--max-gap"))
        try await session.receive(text: #"{"type":"effect","name":"dust"}"#)
        #expect(Self.objects(await outbox.rawTexts).last?["effect"] as? String == "dust")
    }

    @Test func aBinaryMessageIsItsKindThenAFrameNumberInFourBytesBigEndianThenThePicture() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Every byte of the number differs, so a byte taken from the wrong place or masked wrongly shows.
        #expect(PlaygroundOutgoing.frame(number: 0x0102_0304, png: png).binary == Data([1, 1, 2, 3, 4]) + png)
        #expect(PlaygroundOutgoing.frame(number: 0x7A00_BCDE, png: png).binary == Data([1, 0x7A, 0, 0xBC, 0xDE]) + png)
        #expect(PlaygroundOutgoing.animation(png).binary == Data([2]) + png)
        #expect(PlaygroundOutgoing.text("{}").binary == nil)
    }

    @Test func aTearThatEndsIsReportedOnce() async throws {
        let outbox = Outbox()
        let clock = Clock()
        let session = PlaygroundSession(
            picture: PlaygroundSceneTests.card(), send: { await outbox.append($0) }, clock: { clock.now })
        try await session.start()
        try await session.receive(text: #"{"type":"broken","value":true}"#)
        try await session.receive(text: #"{"type":"broken","value":true}"#)
        let completions = Self.objects(await outbox.rawTexts).filter { $0["type"] as? String == "completion" }
        #expect(completions.count == 1)
        #expect(completions.first?["broke"] as? Bool == true)
    }
}
