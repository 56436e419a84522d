import Foundation

/// A one-line progress bar on standard error, shown only when standard error is a terminal, the
/// user did not ask for `--quiet`, and the job has already taken more than a moment.
final class ProgressBar {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let started = Date()
    private var shown = false
    private var lastDraw = Date.distantPast

    init(total: Int, label: String, quiet: Bool) {
        self.total = max(total, 1)
        self.label = label
        self.enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Reports that `done` of the total units are finished.
    func update(_ done: Int) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(started) > 0.3, now.timeIntervalSince(lastDraw) > 0.05 || done >= total else {
            return
        }
        lastDraw = now
        shown = true
        let width = 30
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
