import Foundation

/// `tearkit playground` running in a child process, on a free port, for tests that talk to it over a
/// raw socket.
///
/// The server runs in its own process so that nothing in the test process can stall it: the suite's
/// synchronous tests hold Swift's cooperative threads for as long as their own children run, and a
/// server in the test process needs those threads to answer.
final class PlaygroundServerProcess {
    /// A server that did not say where it listens.
    struct NotListening: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    /// The port the server printed in its address.
    private(set) var port = 0
    private let folder: URL

    /// Starts the server and waits (up to a minute, for a loaded machine) until it prints its address.
    init() throws {
        folder = try TearkitProcess.temporaryDirectory()
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path]) }
        process.executableURL = TearkitProcess.productsDirectory.appendingPathComponent("tearkit")
        process.arguments = ["playground"]
        process.currentDirectoryURL = TearkitProcess.packageRoot
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        func text(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !text(outURL).hasSuffix("\n") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let match = text(outURL).firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = Int(match.1) else {
            stop()
            throw NotListening(description: "no address printed: \(text(outURL)) \(text(errURL))")
        }
        self.port = port
    }

    /// Stops the server with Ctrl-C, as a person would, and removes its output files.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGINT)
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { process.terminate() }
        }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}
