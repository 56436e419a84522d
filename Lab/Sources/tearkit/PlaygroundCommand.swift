import ArgumentParser
import Foundation
import TearKitPlayground
import TearKitRender

/// `tearkit playground`: a local web page where a picture is torn, shattered and dissolved live.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Tear, shatter and dissolve a picture live in a browser; tune every parameter; copy the Swift.",
        discussion: """
            Serves one page on http://127.0.0.1 only (never another interface): drag on the card to tear it, \
            pick any effect, tune its options, play and scrub the effects that play, drop a picture (PNG or \
            JPEG, up to 16 MB and 40 megapixels), copy the SwiftUI and UIKit code for what is on screen, and \
            save the animation as the APNG `tearkit render` writes. Requests that name another host or origin \
            are refused. Ctrl-C stops the server.
            """
    )

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The port to listen on, 1...65535 (default: a free port).", valueName: "port"))
    var port: Int?

    func validate() throws {
        if let port, !(1...65535).contains(port) {
            throw ValidationError("--port must be between 1 and 65535 (got \(port)).")
        }
    }

    func run() throws {
        let app = try PlaygroundServer.application(port: port ?? 0, export: PlaygroundExport.run) { origin in
            // The one line a script waits for; flushed at once.
            FileHandle.standardOutput.write(Data("TearKit playground: \(origin.url)\n".utf8))
            FileHandle.standardError.write(Data("Press Ctrl-C to stop.\n".utf8))
        }
        let finished = DispatchSemaphore(value: 0)
        let failure = PlaygroundFailure()
        Task {
            do {
                try await app.runService(gracefulShutdownSignals: [.sigint, .sigterm])
            } catch {
                failure.set(error)
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error {
            throw ToolError("the playground stopped: \(error)")
        }
    }
}

/// The server's error, if it stopped on one.
private final class PlaygroundFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?
    func set(_ error: any Error) { lock.withLock { stored = error } }
    var error: (any Error)? { lock.withLock { stored } }
}

/// Saves a page's animation by running this tool's own `render` on it, in a folder of its own in the
/// system's temporary folder that it removes afterwards: the APNG is exactly the one `tearkit render`
/// writes for those arguments.
enum PlaygroundExport {
    /// The longest a render may take before it is stopped.
    static let timeout: TimeInterval = 300

    @Sendable static func run(_ request: PlaygroundExportRequest) async throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-playground-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        var input: URL?
        if let picture = request.picture {
            let url = folder.appendingPathComponent("picture.png")
            try PNGCodec.write(picture, to: url)
            input = url
        }
        var script: URL?
        if let json = request.script {
            let url = folder.appendingPathComponent("drag.json")
            try json.write(to: url)
            script = url
        }
        let output = folder.appendingPathComponent("render")
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = request.arguments(input: input, script: script, output: output)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning { process.terminate() }
            }
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard status == 0 else {
            let line = message.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
            throw PlaygroundError("The animation could not be rendered: \(line)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        guard let name = names.first(where: { $0.hasSuffix(".apng") }),
            let apng = FileManager.default.contents(atPath: output.appendingPathComponent(name).path)
        else { throw PlaygroundError("The render wrote no animation.") }
        return apng
    }
}
