import Foundation
import HummingbirdWSClient
import Logging
@_spi(Internal) import TearKitCore
import TearKitPlayground
import TearKitRender

/// What `tearkit playground` costs and how it holds up:
/// - **frame**: a frame of the tear at 390 × 844 px as the playground makes it (the scene's frame,
///   encoded as the session sends it, a stored PNG) beside today's tear frame of the same size (drawn by
///   the shader, stored as the tear's export stores a frame, a compact PNG), in the thread's own CPU
///   time, so a busy machine does not inflate it;
/// - **latency**: the time from a drag's move leaving a client to its frame arriving, over a real
///   WebSocket on loopback, for one client and for 20 dragging at once, with this process's resident
///   memory before and after, and how long the page takes to load while the 20 drag.
///
///     swift run -c release --package-path Lab TearKitBenchmarks playground [frame|latency]
enum PlaygroundBenchmark {
    static let benchmark = Benchmark(
        name: "playground",
        summary:
            "a tear frame of the playground (drawn and encoded) vs the tear's frame; drag latency and memory with 1 and 20 WebSocket clients"
    ) { arguments in
        if arguments.isEmpty || arguments.contains("frame") { try frame() }
        if arguments.isEmpty || arguments.contains("latency") { try latency() }
    }

    /// A 390 × 844 px picture (a phone screen's width at scale 1, in pixels), at scale 2.
    static func picture() -> PlaygroundPicture {
        PlaygroundPicture(
            image: PhotoRenderBenchmark.syntheticPhoto(width: 390, height: 844), scale: 2, isSampleCard: false)
    }

    /// A scene half torn down the middle by a drag, as a user leaves it mid-gesture.
    static func halfTorn(_ picture: PlaygroundPicture) throws -> PlaygroundScene {
        var scene = PlaygroundScene(picture: picture)
        let view = scene.viewRect
        let x = Double(view.x + view.width / 2)
        _ = try scene.apply(.pointer(.down, x: x, y: Double(view.y) + 2), at: 0)
        for step in 1...30 {
            _ = try scene.apply(
                .pointer(.move, x: x + Double(step), y: Double(view.y) + Double(view.height) * 0.5 * Double(step) / 30),
                at: Double(step) / 60)
        }
        return scene
    }

    static func frame() throws {
        let picture = picture()
        var scene = try halfTorn(picture)
        let renderer = TearFrameRenderer(source: picture.image, scale: picture.scale)
        let tear = scene.tear
        let baseline = try measureCPU {
            _ = try PNGCodec.encode(try renderer.frame(for: tear), compression: .compact)
        }
        let playground = try measureCPU {
            _ = try PNGCodec.encode(try scene.frame(), compression: .stored)
        }
        let image = try scene.frame()
        let drawOnly = try measureCPU { _ = try scene.frame() }
        let deflated = try measureCPU { _ = try PNGCodec.encode(image, compression: .fast) }
        let bytes = try PNGCodec.encode(image, compression: .stored).count
        print(
            "a tear frame of a 390 × 844 px view, half torn (\(image.width) × \(image.height) px with its margin),"
                + " one thread's CPU time")
        print(
            String(format: "  tear frame (shader + compact PNG, today's export): %6.1f ms  baseline", baseline * 1000))
        print(
            String(
                format:
                    "  playground frame (shader + stored PNG):           %6.1f ms  %5.2f× (drawing alone %.1f ms; %.1f MB a frame)",
                playground * 1000, playground / baseline, drawOnly * 1000, Double(bytes) / 1_000_000))
        print(
            String(
                format: "  the same frame deflated as the export's frames (fast PNG): %.1f ms to encode",
                deflated * 1000))
    }

    /// The median CPU time of this thread for `body`, seconds, over at least 5 runs and a second.
    static func measureCPU(_ body: () throws -> Void) throws -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }
        try body()
        var times: [Double] = []
        let start = now()
        while times.count < 5 || now() - start < 1 {
            let t0 = now()
            try body()
            times.append(now() - t0)
        }
        return times.sorted()[times.count / 2]
    }

    /// The resident memory of this process (server and clients), in MB, and its peak.
    static func memory() -> (resident: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return (Double(line.split(separator: " ").dropFirst().first { Double($0) != nil } ?? "0") ?? 0) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    static func latency() throws {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        Task {
            do { try await runLatency() } catch { result.error = error }
            done.signal()
        }
        done.wait()
        if let error = result.error { throw error }
    }

    final class ResultBox: @unchecked Sendable { var error: (any Error)? }

    /// The port the in-process server listens on, once it does.
    final class PortBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int?
        func set(_ port: Int) { lock.withLock { value = port } }
        var port: Int? { lock.withLock { value } }
    }

    static func runLatency() async throws {
        let ready = PortBox()
        let app = try PlaygroundServer.application(port: 0, export: nil) { ready.set($0.port) }
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        while ready.port == nil { try await Task.sleep(for: .milliseconds(10)) }
        let port = ready.port!
        let before = memory()
        print(
            "drag latency over a WebSocket on loopback: a move sent → its frame received (sample card, 576 × 816 px frames)"
        )
        for clients in [1, 20] {
            let moves = clients == 1 ? 120 : 60
            let pageLoad = PageLoadProbe(port: port)
            let probe = clients > 1 ? Task { await pageLoad.run() } : nil
            let samples = try await withThrowingTaskGroup(of: [Double].self) { group in
                for _ in 0..<clients { group.addTask { try await drag(port: port, moves: moves) } }
                var all: [Double] = []
                for try await latencies in group { all += latencies }
                return all.sorted()
            }
            probe?.cancel()
            let pageLoads = await pageLoad.samples.sorted()
            let after = memory()
            func percentile(_ values: [Double], _ p: Double) -> Double {
                values.isEmpty ? .nan : values[min(Int(Double(values.count) * p), values.count - 1)] * 1000
            }
            print(
                String(
                    format:
                        "  %2d client%@: %4d moves, latency median %6.1f ms, p95 %6.1f ms; memory %5.0f MB resident (%5.0f MB before, peak %5.0f MB)",
                    clients, clients == 1 ? " " : "s", samples.count, percentile(samples, 0.5),
                    percentile(samples, 0.95),
                    after.resident, before.resident, after.peak))
            if clients > 1 {
                print(
                    String(
                        format: "      the page (GET /) while they drag: median %5.1f ms, slowest %5.1f ms (%d loads)",
                        percentile(pageLoads, 0.5), percentile(pageLoads, 1), pageLoads.count))
            }
        }
    }

    /// One client: hello and the first frame, then a drag down the card, each move sent once the last
    /// frame has come (and been acknowledged), timing move → frame.
    static func drag(port: Int, moves: Int) async throws -> [Double] {
        let latencies = LatencyLog()
        var logger = Logger(label: "benchmark")
        logger.logLevel = .critical
        try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/session", configuration: .init(maxFrameSize: 1 << 24), logger: logger
        ) { inbound, outbound, _ in
            var sent = 0
            var sentAt = ContinuousClock.now
            var started = false
            for try await message in inbound.messages(maxSize: 1 << 24) {
                guard case .binary(var buffer) = message else { continue }
                _ = buffer.readInteger(as: UInt8.self)
                let number = buffer.readInteger(as: UInt32.self) ?? 0
                if started { await latencies.add(ContinuousClock.now - sentAt) }
                try await outbound.write(.text(#"{"type":"ack","frame":\#(number)}"#))
                if sent == moves {
                    try await outbound.write(.text(#"{"type":"pointer","phase":"up","x":340,"y":900}"#))
                    return
                }
                if !started {
                    try await outbound.write(.text(#"{"type":"pointer","phase":"down","x":320,"y":30}"#))
                    started = true
                }
                sent += 1
                sentAt = ContinuousClock.now
                let y = 30 + sent * 700 / moves
                try await outbound.write(.text(#"{"type":"pointer","phase":"move","x":\#(320 + sent % 7),"y":\#(y)}"#))
            }
        }
        return await latencies.seconds
    }

    actor LatencyLog {
        var seconds: [Double] = []
        func add(_ duration: Duration) {
            seconds.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
        }
    }

    /// Loads the page over and over with curl (its own `time_total`) while the clients drag.
    actor PageLoadProbe {
        let port: Int
        var samples: [Double] = []
        init(port: Int) { self.port = port }

        func run() async {
            while !Task.isCancelled {
                guard let seconds = await Self.load(port: port) else { break }
                samples.append(seconds)
                try? await Task.sleep(for: .milliseconds(50))
            }
        }

        /// One `GET /`: curl's time from connecting to the last byte, or `nil` if it failed.
        static func load(port: Int) async -> Double? {
            await Task.detached { () -> Double? in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
                process.arguments = ["-s", "-f", "-o", "/dev/null", "-w", "%{time_total}", "http://127.0.0.1:\(port)/"]
                let output = Pipe()
                process.standardOutput = output
                guard (try? process.run()) != nil else { return nil }
                process.waitUntilExit()
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                return process.terminationStatus == 0 ? Double(text) : nil
            }.value
        }
    }
}
