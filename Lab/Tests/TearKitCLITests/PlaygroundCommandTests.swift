import Foundation
import Testing

/// `tearkit playground` as a person starts it from a terminal: the page's address on standard output,
/// how to stop it on standard error, serving until Ctrl-C, then a clean exit.
struct PlaygroundCommandTests {
    @Test func itPrintsItsAddressAndHowToStopItAndStopsCleanlyOnCtrlC() throws {
        // Both lines come once it listens (within a minute on a loaded machine), and it keeps serving.
        let server = try PlaygroundServerProcess()
        defer { server.stop() }
        #expect(
            server.output.wholeMatch(of: /TearKit playground: http:\/\/127\.0\.0\.1:\d+\/\n/) != nil, "\(server.output)"
        )
        #expect(server.errors == "Press Ctrl-C to stop.\n")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(server.process.isRunning, "the server stopped by itself: \(server.errors)")

        // A bounded wait: a server that ignored Ctrl-C fails the test instead of hanging the suite.
        #expect(server.interrupt(waitingUpTo: 60), "still running a minute after Ctrl-C")
        guard !server.process.isRunning else { return }
        #expect(
            server.process.terminationReason == .exit && server.process.terminationStatus == 0, "\(server.errors)")
    }
}
