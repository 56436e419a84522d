import Foundation
import Testing

/// `tearkit playground`'s server over a real socket, as a browser (or a hostile page) reaches it:
/// the page's files and nothing else, and refusals for any request that does not name the served
/// address.
struct PlaygroundServerHTTPTests {
    @Test func thePageIsServedAndNothingElse() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        func get(_ path: String) throws -> RawHTTPRequest.Head {
            try RawHTTPRequest.head(port: server.port, RawHTTPRequest.get(path, host: "localhost:\(server.port)"))
        }
        let page = try get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(page.headers["content-security-policy"]?.contains("default-src 'self'") == true)
        for path in ["/playground.js", "/playground.css"] {
            #expect(try get(path).status == 200, "\(path)")
        }
        for path in ["/Page/index.html", "/../Package.swift", "/etc/passwd", "/session"] {
            let status = try get(path).status
            #expect((400..<500).contains(status), "\(path): \(status)")
        }
    }

    @Test func aRequestNamingAnotherHostOrOriginIsRefused() throws {
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        let port = server.port
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
