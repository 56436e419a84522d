import Foundation

/// `tearkit playground` running in a child process, started as a person starts it from a terminal:
/// on a free port, its standard output and error kept in files.
///
/// Tests that talk to the server use it so that nothing in the test process can stall the server:
/// the suite's synchronous tests hold Swift's cooperative threads for as long as their own children
/// run, and a server in the test process needs those threads to answer.
final class PlaygroundServerProcess {
    /// A server that did not say where it listens.
    struct NotListening: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    /// The port the server printed in its address.
    private(set) var port = 0
    private let folder: URL
    private let outURL: URL, errURL: URL

    /// What the server printed on standard output so far.
    var output: String { Self.text(outURL) }
    /// What the server printed on standard error so far.
    var errors: String { Self.text(errURL) }

    /// Starts the server and waits (up to a minute, for a loaded machine) until it has printed a line on
    /// each of its outputs: its address and how to stop it.
    init() throws {
        folder = try TearkitProcess.temporaryDirectory()
        outURL = folder.appendingPathComponent("stdout")
        errURL = folder.appendingPathComponent("stderr")
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
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !(output.hasSuffix("\n") && errors.hasSuffix("\n")) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let match = output.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = Int(match.1) else {
            stop()
            throw NotListening(description: "no address printed: \(output) \(errors)")
        }
        self.port = port
    }

    /// Sends Ctrl-C and waits up to `seconds` for the server to exit; whether it did.
    func interrupt(waitingUpTo seconds: Double) -> Bool {
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !process.isRunning
    }

    /// Stops the server (Ctrl-C, then SIGTERM if it ignores that for 30 s) and removes its output files.
    func stop() {
        if !interrupt(waitingUpTo: 30) { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }

    private static func text(_ url: URL) -> String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
}
