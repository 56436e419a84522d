import Foundation

/// A test-only hook that stops the tool at a named moment of an export, so tests can interrupt it, or
/// change the file system under it, exactly there. Inert unless the environment names the moment:
///
/// - `TEARKIT_TEST_PAUSE_AT`: the moment — `frames` (the first frames are staged), `animation` (every
///   frame is in the animation, before it is finished), `contact-sheet` (before the contact sheet is
///   written), `move` (everything is staged, before the move into place), `moved` (right after it).
/// - `TEARKIT_TEST_PAUSE_FILE`: a file the tool creates there, holding the staging folder's path. The
///   tool waits until the file is removed or a signal arrives (at most a minute), then carries on.
enum TestPausePoint: String {
    case frames, animation, contactSheet = "contact-sheet", move, moved

    /// Pauses here when the environment asks for it.
    func reached(staging: URL) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["TEARKIT_TEST_PAUSE_AT"] == rawValue, let path = environment["TEARKIT_TEST_PAUSE_FILE"] else { return }
        guard FileManager.default.createFile(atPath: path, contents: Data((staging.path + "\n").utf8)) else { return }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, FileManager.default.fileExists(atPath: path), InterruptMonitor.shared.signalReceived == nil {
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}
