import Foundation
import Testing

/// `tearkit playground` as a person starts it from a terminal: the page's address on standard output,
/// how to stop it on standard error, serving until Ctrl-C, then a clean exit.
struct PlaygroundCommandTests {
    @Test func itPrintsItsAddressAndHowToStopItAndStopsCleanlyOnCtrlC() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("stdout"), errURL = dir.appendingPathComponent("stderr")
        #expect(FileManager.default.createFile(atPath: outURL.path, contents: nil))
        #expect(FileManager.default.createFile(atPath: errURL.path, contents: nil))
        let process = Process()
        process.executableURL = TearkitProcess.productsDirectory.appendingPathComponent("tearkit")
        process.arguments = ["playground"]
        process.currentDirectoryURL = TearkitProcess.packageRoot
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func text(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }

        // Both lines come once it listens (within a minute on a loaded machine), and it keeps serving.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !(text(outURL).hasSuffix("\n") && text(errURL).hasSuffix("\n")) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(
            text(outURL).wholeMatch(of: /TearKit playground: http:\/\/127\.0\.0\.1:\d+\/\n/) != nil, "\(text(outURL))")
        #expect(text(errURL) == "Press Ctrl-C to stop.\n")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(process.isRunning, "the server stopped by itself: \(text(errURL))")

        kill(process.processIdentifier, SIGINT)
        // A bounded wait: a server that ignored Ctrl-C fails the test instead of hanging the suite.
        let stopBy = Date().addingTimeInterval(60)
        while process.isRunning, Date() < stopBy { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning, "still running a minute after Ctrl-C")
        guard !process.isRunning else { return }
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(text(errURL))")
    }
}
