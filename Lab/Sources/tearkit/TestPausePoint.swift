import Foundation

/// A test-only hook that stops the tool at a named moment of an export, so tests can interrupt it, or
/// change the file system under it, exactly there. Inert unless the environment names the moment:
///
/// - `TEARKIT_TEST_PAUSE_AT`: the moment — `frames` (the first frames are staged), `animation` (every
///   frame is in the animation, before it is finished), `contact-sheet` (before the contact sheet is
///   written), `move` (everything is staged, before the move into place; `frame`'s staged file
///   before it is renamed over the output), `moved` (right after it).
///   In a subfolder of the output (the demo's `shatter` and `reel`), the first three are named after
///   it: `shatter/frames`, `reel/contact-sheet`. The tool pauses once, at the first moment so named.
/// - `TEARKIT_TEST_PAUSE_FILE`: a file the tool creates there, holding the staging folder's path. The
///   tool waits until the file is removed or a signal arrives (at most a minute), then carries on.
enum TestPausePoint: String {
    case frames, animation, contactSheet = "contact-sheet", move, moved

    /// Whether the tool has paused already (it pauses once).
    nonisolated(unsafe) private static var paused = false

    /// Pauses here when the environment asks for it.
    func reached(staging: URL, in subfolder: String? = nil) {
        let environment = ProcessInfo.processInfo.environment
        let name = subfolder.map { "\($0)/\(rawValue)" } ?? rawValue
        guard environment["TEARKIT_TEST_PAUSE_AT"] == name, let path = environment["TEARKIT_TEST_PAUSE_FILE"],
            !Self.paused
        else { return }
        Self.paused = true
        guard FileManager.default.createFile(atPath: path, contents: Data((staging.path + "\n").utf8)) else { return }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, FileManager.default.fileExists(atPath: path),
            InterruptMonitor.shared.signalReceived == nil
        {
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}
