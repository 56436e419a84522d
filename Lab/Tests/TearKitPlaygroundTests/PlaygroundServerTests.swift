import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
@testable import TearKitPlayground

/// The server over a real socket: a session per WebSocket. (The page's files and the refusals are
/// checked against `tearkit playground` itself, in `PlaygroundServerHTTPTests`.)
struct PlaygroundServerTests {
    static func app() throws -> some ApplicationProtocol {
        try PlaygroundServer.application(port: 0, export: nil, ready: { _ in })
    }

    /// Bounded: a server that never sends a state message fails the test instead of hanging the suite.
    @Test(.timeLimit(.minutes(10))) func twoSessionsNeverSeeEachOthersState() async throws {
        try await Self.app().test(.live) { client in
            actor Seen {
                /// The effect each state message named.
                var effects: [String] = []
                func add(_ effect: String) { effects.append(effect) }
            }
            let first = Seen(), second = Seen()
            func open(_ seen: Seen, choosing effect: String?) async throws {
                try await client.ws(
                    "/session",
                    configuration: .init(maxFrameSize: 1 << 24)
                ) { inbound, outbound, _ in
                    if let effect {
                        // Chosen and paused: frames come only on a change, so the test ends at once.
                        try await outbound.write(.text(#"{"type":"effect","name":"\#(effect)"}"#))
                        try await outbound.write(.text(#"{"type":"pause"}"#))
                    }
                    // Whether the chosen effect's state has come: a frame after it shows that effect.
                    var shown = effect == nil
                    for try await message in inbound.messages(maxSize: 1 << 24) {
                        switch message {
                        case .text(let text):
                            if let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8)))
                                as? [String: Any],
                                object["type"] as? String == "state", let named = object["effect"] as? String
                            {
                                await seen.add(named)
                                if named == effect { shown = true }
                            }
                        case .binary(var buffer):
                            #expect(buffer.readInteger(as: UInt8.self) == 1)
                            let number = buffer.readInteger(as: UInt32.self) ?? 0
                            // Every state brings a frame: the first one after the chosen effect's ends the session.
                            if shown { return }
                            try await outbound.write(.text(#"{"type":"ack","frame":\#(number)}"#))
                        }
                    }
                }
            }
            async let a: Void = open(first, choosing: "ripple")
            async let b: Void = open(second, choosing: nil)
            _ = try await (a, b)
            #expect(await first.effects.contains("ripple"))
            #expect(await !second.effects.contains("ripple"))
            #expect(await second.effects.allSatisfy { $0 == "tear" })
        }
    }
}
