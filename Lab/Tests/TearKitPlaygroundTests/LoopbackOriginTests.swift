import Testing
@testable import TearKitPlayground

/// Only requests that name the served address are served: no other host (DNS rebinding), no other origin.
struct LoopbackOriginTests {
    let served = LoopbackOrigin(port: 8123)

    @Test func theServedAddressIsAllowed() {
        #expect(served.allows(host: "127.0.0.1:8123", origin: nil))
        #expect(served.allows(host: "localhost:8123", origin: "http://localhost:8123"))
        #expect(served.allows(host: "127.0.0.1:8123", origin: "http://127.0.0.1:8123"))
        #expect(served.url == "http://127.0.0.1:8123/")
        // A client may leave out the port.
        #expect(served.allows(host: "localhost", origin: nil))
        #expect(served.allows(host: "127.0.0.1", origin: "http://127.0.0.1:8123"))
        // A WebSocket client that is not a browser names the socket's own address.
        #expect(served.allows(host: "localhost:8123", origin: "ws://localhost"))
    }

    @Test(
        arguments: [
            ("evil.example", nil), ("evil.example:8123", nil), ("127.0.0.1:8124", nil),
            ("evil.example", "http://127.0.0.1:8123"), ("localhost.evil.example", nil),
            (nil, nil), ("127.0.0.1:8123", "http://evil.example"), ("127.0.0.1:8123", "http://127.0.0.1:8124"),
            ("127.0.0.1:8123", "https://127.0.0.1:8123"), ("127.0.0.1:8123", "ws://evil.example"),
            ("127.0.0.1:8123", "null"), ("0.0.0.0:8123", nil),
        ] as [(String?, String?)])
    func anythingElseIsRefused(host: String?, origin: String?) {
        #expect(!served.allows(host: host, origin: origin))
    }
}
