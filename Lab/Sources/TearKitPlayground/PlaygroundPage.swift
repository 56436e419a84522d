import Foundation
import Hummingbird

/// The page's own files, from the tool's resources (`Page/`): read once at start, served from
/// memory. Nothing comes from the network and no path a request names reaches the file system.
struct PlaygroundPage: Sendable {
    /// One file: where it is served, its type and its bytes.
    struct File: Sendable {
        var path: String
        var contentType: String
        var bytes: Data

        func response() -> Response {
            Response(
                status: .ok,
                headers: [
                    .contentType: contentType, .cacheControl: "no-store",
                    // The page runs only its own script and talks only to its own server.
                    .contentSecurityPolicy:
                        "default-src 'self'; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; img-src 'self' blob: data:",
                    .init("X-Content-Type-Options")!: "nosniff",
                ],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }

    var files: [File]

    /// The served names and the resources they come from.
    static let manifest: [(path: String, resource: String, contentType: String)] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/playground.js", "playground.js", "text/javascript; charset=utf-8"),
        ("/playground.css", "playground.css", "text/css; charset=utf-8"),
    ]

    /// Reads the page from the tool's resources.
    /// - Throws: ``PlaygroundError`` when a file is missing (a broken install).
    static func load() throws -> PlaygroundPage {
        let folder = Bundle.module.resourceURL?.appendingPathComponent("Page")
        return PlaygroundPage(
            files: try manifest.map { entry in
                guard let url = folder?.appendingPathComponent(entry.resource),
                    let bytes = FileManager.default.contents(atPath: url.path)
                else {
                    throw PlaygroundError(
                        "The playground's page (\(entry.resource)) is missing from the tool's resources.")
                }
                return File(path: entry.path, contentType: entry.contentType, bytes: bytes)
            })
    }
}
