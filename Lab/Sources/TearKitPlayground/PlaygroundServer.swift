import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The playground's web server: the page's three files and one WebSocket per tab (`/session`), on
/// loopback only, refusing any request that does not name the served address (``LoopbackOrigin``).
package enum PlaygroundServer {
    /// The largest message a page may send: a picture (``PlaygroundPicture/maximumByteCount``) and
    /// some room. A larger one closes that page's connection; the server goes on.
    package static let maximumMessageSize = PlaygroundPicture.maximumByteCount + (64 << 10)

    /// The server on `port` (0: a free one). `ready` is called once it listens, with the address it
    /// serves; `export` saves animations.
    package static func application(
        port: Int, export: PlaygroundSession.Export?, ready: @escaping @Sendable (LoopbackOrigin) -> Void
    ) throws -> some ApplicationProtocol {
        let page = try PlaygroundPage.load()
        let origin = ServedOrigin()
        let check = LoopbackOriginMiddleware<BasicRequestContext>(origin: origin)

        let router = Router()
        router.add(middleware: check)
        for file in page.files {
            router.get(RouterPath(stringLiteral: file.path)) { _, _ in file.response() }
        }

        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.add(middleware: LoopbackOriginMiddleware<BasicWebSocketRequestContext>(origin: origin))
        sockets.ws("/session") { inbound, outbound, _ in
            let session = PlaygroundSession(
                send: { message in
                    if let bytes = message.binary {
                        try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
                    } else if case .text(let text) = message {
                        try await outbound.write(.text(text))
                    }
                }, export: export)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await session.runFrames() }
                try await session.start()
                for try await message in inbound.messages(maxSize: maximumMessageSize) {
                    switch message {
                    case .text(let text): try await session.receive(text: text)
                    case .binary(let buffer): try await session.receive(picture: Data(buffer: buffer))
                    }
                }
                await session.finish()
                group.cancelAll()
            }
        }

        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: sockets,
                configuration: .init(ws: .init(maxFrameSize: maximumMessageSize))),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "tearkit playground"),
            onServerRunning: { channel in
                let served = LoopbackOrigin(port: channel.localAddress?.port ?? port)
                origin.set(served)
                ready(served)
            },
            logger: {
                var logger = Logger(label: "tearkit.playground")
                logger.logLevel = .error
                return logger
            }()
        )
    }
}

/// The address the server turned out to listen on (its port is known only once it runs).
final class ServedOrigin: @unchecked Sendable {
    private let lock = NSLock()
    private var origin: LoopbackOrigin?

    func set(_ origin: LoopbackOrigin) { lock.withLock { self.origin = origin } }
    var current: LoopbackOrigin? { lock.withLock { origin } }
}

/// Refuses (403) a request whose `Host` or `Origin` is not the served address.
struct LoopbackOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    let origin: ServedOrigin

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let host = request.head.authority
        // Every Origin the request carries must be allowed (a client may add one to its own).
        let origins = request.headers[values: .origin]
        guard let served = origin.current,
            origins.isEmpty
                ? served.allows(host: host, origin: nil) : origins.allSatisfy({ served.allows(host: host, origin: $0) })
        else {
            return Response(
                status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "This playground serves http://127.0.0.1 only.\n")))
        }
        return try await next(request, context)
    }
}
