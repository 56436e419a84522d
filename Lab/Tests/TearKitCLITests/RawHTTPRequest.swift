import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Sends a request written out byte for byte (so its `Host` and `Origin` are exactly the test's, as
/// a hostile page or a rebound name would make them) to `127.0.0.1:port` and returns the response's
/// status line and headers.
///
/// The whole test suite runs beside the server and starts and signals child processes, so every call
/// is retried when a signal interrupts it, the send goes on until every byte is out, and the read
/// waits minutes, not seconds, until the head has come or the server has closed.
enum RawHTTPRequest {
    /// What went wrong, with the call and its `errno`, so a failure says which step failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ step: String, _ code: Int32 = errno) {
            description = "\(step) failed: \(String(cString: strerror(code))) (errno \(code))"
        }

        init(saying description: String) { self.description = description }
    }

    /// How long one read may wait: the server answers at once, but a loaded machine can be slow.
    static let readTimeout = timeval(tv_sec: 300, tv_usec: 0)

    /// A response's status line and its headers, with the names lowercased.
    struct Head {
        let statusLine: String
        let headers: [String: String]

        /// The status code, or 0 when the status line has none.
        var status: Int {
            let parts = statusLine.split(separator: " ")
            return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        }
    }

    static func statusLine(port: Int, _ request: String) throws -> String {
        try head(port: port, request).statusLine
    }

    /// A `GET` of `path` naming `host`, as a browser sends it.
    static func get(_ path: String, host: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
    }

    static func head(port: Int, _ request: String) throws -> Head {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // A connect interrupted by a signal goes on in the background; EISCONN/EALREADY then follow.
        guard connected == 0 || errno == EINTR else { throw Failure("connect") }
        var timeout = readTimeout
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == ENOTCONN) {
                // Not connected yet after an interrupted connect: wait a moment and go on.
                usleep(10_000)
                continue
            }
            guard count > 0 else { throw Failure("send") }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.containsHeadEnd {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            if count == 0 { break }
            guard count > 0 else { throw Failure("recv") }
            received += buffer[0..<count]
        }
        guard !received.isEmpty else {
            throw Failure(saying: "the server closed the connection before sending a status line")
        }
        let text = String(decoding: received, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return Head(statusLine: lines[0], headers: headers)
    }

    /// A WebSocket upgrade of `/session` with these headers.
    static func upgrade(host: String, origin: String?) -> String {
        "GET /session HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }
}

extension Array where Element == UInt8 {
    /// Whether an empty line (CR LF CR LF) has come, which ends the response's head.
    fileprivate var containsHeadEnd: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }
}
