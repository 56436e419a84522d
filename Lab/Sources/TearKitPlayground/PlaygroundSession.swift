import Foundation
import TearKitRender

/// One page's connection: its ``PlaygroundScene``, the frames it is sent and its saved animations.
///
/// Frames are latest-wins: at most one is in flight, and the next is drawn only once the page says it
/// has drawn the last (its `ack`), from the scene as it is then. A slow page skips the states between;
/// nothing queues. Each frame is a binary message: the byte 1, the frame's number (4 bytes,
/// big-endian), then a PNG.
package actor PlaygroundSession {
    /// Where messages to the page go: text (JSON) or binary.
    package typealias Send = @Sendable (PlaygroundOutgoing) async throws -> Void
    /// Renders the scene's animation as `tearkit render` writes it, returning the APNG's bytes.
    package typealias Export = @Sendable (PlaygroundExportRequest) async throws -> Data

    private var scene: PlaygroundScene
    private let send: Send
    private let export: Export?
    private let clock: @Sendable () -> TimeInterval
    private let pause: @Sendable (Duration) async throws -> Void
    /// The number of the last frame sent, and whether the page has drawn it.
    private var frameNumber = 0
    private var awaitingAcknowledgement = false
    /// Whether the scene changed since the last frame was drawn.
    private var needsFrame = true
    private var wake: AsyncStream<Void>.Continuation?
    private var isExporting = false
    /// The progress the page was last told.
    private var sentProgress = 0.0

    /// The fastest frames come while something moves by itself: 60 a second.
    package static let frameInterval = 1.0 / 60

    /// A session sending to `send`; `export` saves animations (`nil`: saving is refused); `clock` gives
    /// seconds, monotonic (default: the system's uptime); `pause` waits between the frames of something
    /// moving by itself (default: `Task.sleep`).
    package init(
        picture: PlaygroundPicture = .sampleCard(), send: @escaping Send, export: Export? = nil,
        clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
        pause: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        scene = PlaygroundScene(picture: picture)
        self.send = send
        self.export = export
        self.clock = clock
        self.pause = pause
    }

    /// Greets the page: the effects and their options, then the state.
    package func start() async throws {
        try await send(.json(PlaygroundCatalog.hello()))
        try await sendState()
        signal()
    }

    /// Handles one text message from the page. A message the scene refuses is answered with an
    /// `error` message; the session goes on.
    package func receive(text: String) async throws {
        do {
            let command = try PageMessage.parse(text)
            switch command {
            case .acknowledged(let frame):
                if frame == frameNumber { awaitingAcknowledgement = false }
            case .save:
                try await save()
            case .sampleCard:
                scene.show(.sampleCard())
                try await changed(.init(stateChanged: true))
            default:
                let change = try scene.apply(command, at: clock())
                try await changed(change)
            }
        } catch let error as PlaygroundError {
            try await send(.error(error.description))
        }
        signal()
    }

    /// Handles a picture the page sent: shown from now on, or refused with an `error` message.
    package func receive(picture data: Data) async throws {
        do {
            scene.show(try PlaygroundPicture.decode(data))
            try await changed(.init(stateChanged: true))
        } catch let error as PlaygroundError {
            try await send(.error(error.description))
        }
        signal()
    }

    /// Draws and sends frames until the connection ends: whenever the page has drawn the last one and
    /// the scene has changed or moves by itself.
    package func runFrames() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        wake = continuation
        var wakeups = stream.makeAsyncIterator()
        while !Task.isCancelled {
            do {
                if try await sendFrameIfDue() {
                    // Something moving by itself is drawn at most 60 times a second.
                    if scene.isAnimating { try await pause(.seconds(Self.frameInterval)) }
                    continue
                }
            } catch is CancellationError {
                return
            } catch {
                try? await send(.error("A frame could not be drawn: \(error)."))
                needsFrame = false
            }
            guard await wakeups.next() != nil else { return }
        }
    }

    /// Ends the frame loop.
    package func finish() { wake?.finish() }

    // MARK: Private

    private func signal() { wake?.yield() }

    /// Draws and sends the scene's frame if the page is ready for one and it has changed; whether one was sent.
    private func sendFrameIfDue() async throws -> Bool {
        let change = scene.advance(to: clock())
        try await changed(change)
        guard !awaitingAcknowledgement, needsFrame || scene.isAnimating else { return false }
        needsFrame = false
        // The effect's timeline is made here, once, and the copy drawn shares it. The page's messages go
        // on changing the scene meanwhile: the next frame shows them.
        _ = try scene.preparedTimeline()
        let shown = scene
        let png = try await PlaygroundFrameQueue.run {
            var scene = shown
            // Stored, not deflated: the page is on this machine, where bytes cost nothing and deflating
            // a frame would take longer than drawing it.
            return try PNGCodec.encode(try scene.frame(), compression: .stored)
        }
        frameNumber = frameNumber == Int(UInt32.max) ? 1 : frameNumber + 1
        awaitingAcknowledgement = true
        try await send(.frame(number: UInt32(frameNumber), png: png))
        return true
    }

    private func changed(_ change: PlaygroundScene.Change) async throws {
        for broke in change.completions { try await send(.json(["type": "completion", "broke": broke])) }
        if change.frameChanged { needsFrame = true }
        // The state again when it changed, or when the progress moved a hundredth since the page last
        // heard it (the readout follows the finger without a message per move).
        if change.stateChanged || !change.completions.isEmpty || abs(scene.progress - sentProgress) >= 0.01 {
            needsFrame = true
            try await sendState()
        }
    }

    private func sendState() async throws {
        // The timeline is made first, so the state says how long the effect plays.
        do {
            _ = try scene.preparedTimeline()
        } catch {
            try await send(.error("\(error)"))
        }
        sentProgress = scene.progress
        try await send(.json(scene.stateMessage()))
    }

    /// Renders the animation of what is on screen and sends it; one at a time.
    private func save() async throws {
        guard let export else { throw PlaygroundError("Saving is not available here.") }
        guard !isExporting else { throw PlaygroundError("An animation is being saved already.") }
        isExporting = true
        defer { isExporting = false }
        let request = PlaygroundExportRequest(scene: scene)
        do {
            let apng = try await export(request)
            try await send(.animation(apng))
        } catch let error as PlaygroundError {
            throw error
        } catch {
            throw PlaygroundError("The animation could not be saved: \(error).")
        }
    }
}

/// A message to the page.
package enum PlaygroundOutgoing: Sendable {
    /// A JSON object (`hello`, `state`, `completion`, `error`), as text.
    case text(String)
    /// A frame: the byte 1, its number (big-endian), its PNG.
    case frame(number: UInt32, png: Data)
    /// A saved animation: the byte 2, then the APNG.
    case animation(Data)

    /// `object` as a text message.
    package static func json(_ object: [String: Any]) -> PlaygroundOutgoing {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// An `error` message.
    package static func error(_ message: String) -> PlaygroundOutgoing { json(["type": "error", "message": message]) }

    /// A binary message's bytes (`nil` for text).
    package var binary: Data? {
        switch self {
        case .text: return nil
        case .frame(let number, let png):
            var bytes = Data([1, UInt8(number >> 24), UInt8((number >> 16) & 0xFF), UInt8((number >> 8) & 0xFF)])
            bytes.append(UInt8(number & 0xFF))
            bytes.append(png)
            return bytes
        case .animation(let apng):
            var bytes = Data([2])
            bytes.append(apng)
            return bytes
        }
    }
}
