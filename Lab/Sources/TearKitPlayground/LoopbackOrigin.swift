/// The playground's one rule for who may talk to it: a request must name the served address itself.
///
/// The server listens on loopback only, but a web page from anywhere can still make the browser send
/// requests to `127.0.0.1`, and a DNS name rebound to it can make them look same-origin. So every
/// request's `Host` must be `127.0.0.1` or `localhost`, with this port or none (a client may leave out
/// the port; a rebound name never names these hosts), and its `Origin`, when the browser sends one
/// (every WebSocket and cross-site request), `http://127.0.0.1:PORT` or `http://localhost:PORT`. A
/// WebSocket client that is not a browser names the socket's own address instead (`ws://localhost`),
/// which a page's origin never is, so that is allowed too.
package struct LoopbackOrigin: Sendable, Equatable {
    /// The port the server listens on.
    package var port: Int

    package init(port: Int) { self.port = port }

    /// The hosts a request may name, with the port.
    package var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// The host names served, without a port.
    static let names = ["127.0.0.1", "localhost"]

    /// The page's URL, as the tool prints it.
    package var url: String { "http://127.0.0.1:\(port)/" }

    /// Whether a request with this `Host` header and this `Origin` header (`nil`: none) may be served.
    package func allows(host: String?, origin: String?) -> Bool {
        guard let host = host?.lowercased(), hosts.contains(host) || Self.names.contains(host) else { return false }
        guard let origin = origin?.lowercased() else { return true }
        return hosts.contains { "http://\($0)" == origin || "ws://\($0)" == origin }
            || Self.names.contains { "ws://\($0)" == origin }
    }
}
