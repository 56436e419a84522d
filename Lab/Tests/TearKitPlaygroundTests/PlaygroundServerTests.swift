import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
@testable import TearKitPlayground

/// The server over a real socket: the page's files, a session per WebSocket, and refusals for any
/// request that does not name the served address.
struct PlaygroundServerTests {
    static func app() throws -> some ApplicationProtocol {
        try PlaygroundServer.application(port: 0, export: nil, ready: { _ in })
    }

    @Test func thePageIsServedAndNothingElse() async throws {
        try await Self.app().test(.live) { client in
            let port = try #require(client.port)
            let host = "localhost:\(port)"
            let page = try await client.execute(uri: "/", method: .get, headers: [.init("Host")!: host])
            #expect(page.status == .ok)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
            for path in ["/playground.js", "/playground.css"] {
                #expect(
                    try await client.execute(uri: path, method: .get, headers: [.init("Host")!: host]).status == .ok)
            }
            for path in ["/Page/index.html", "/../Package.swift", "/etc/passwd", "/session"] {
                let response = try await client.execute(uri: path, method: .get, headers: [.init("Host")!: host])
                #expect(response.status != .ok, "\(path)")
            }
        }
    }

    @Test func aRequestNamingAnotherHostOrOriginIsRefused() async throws {
        try await Self.app().test(.live) { client in
            let port = try #require(client.port)
            func status(_ request: String) throws -> String { try RawHTTPRequest.statusLine(port: port, request) }
            // A name rebound to 127.0.0.1 (DNS rebinding), another page's origin, another port.
            #expect(try status("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n").contains("403"))
            #expect(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port + 1)\r\n\r\n").contains("403"))
            #expect(
                try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n\r\n")
                    .contains("403"))
            // A WebSocket from another origin or naming another host is not upgraded.
            for (host, origin) in [
                ("127.0.0.1:\(port)", "http://evil.example"), ("evil.example:\(port)", nil),
                ("127.0.0.1:\(port)", "http://127.0.0.1:\(port)\r\nOrigin: http://evil.example"),
            ] as [(String, String?)] {
                let line = try status(RawHTTPRequest.upgrade(host: host, origin: origin))
                #expect(
                    !line.contains("101") && (line.contains("400") || line.contains("403")),
                    "\(host) \(origin ?? ""): \(line)")
            }
            // The served address is upgraded, and the server goes on serving.
            #expect(
                try status(RawHTTPRequest.upgrade(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)"))
                    .contains("101"))
            #expect(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n").contains("200"))
        }
    }

    @Test func twoSessionsNeverSeeEachOthersState() async throws {
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
