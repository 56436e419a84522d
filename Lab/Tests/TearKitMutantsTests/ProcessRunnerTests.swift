import Foundation
import Testing

@testable import TearKitMutants

/// A command stopped for taking too long takes what it started with it: a test run stopped during a
/// mutant's endless loop leaves none of the tools it spawned running on, eating a core.
@Suite struct ProcessRunnerTests {
    /// Whether a process with this pid exists and has not ended (a zombie counts as ended).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aTimedOutCommandLeavesNothingItStartedRunning() throws {
        let folder = FileManager.default.temporaryDirectory
        let log = folder.appendingPathComponent("runner-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        // A shell that starts a long sleep in the background, says its pid, and waits for ever (deaf to
        // the interrupt: it ends only when terminated).
        let started = Date()
        let result = try ProcessRunner.run(
            ["sh", "-c", "sleep 120 & echo $!; trap '' INT; while :; do sleep 1; done"], in: folder, log: log,
            timeout: 1)
        #expect(result.timedOut)
        // The second of the limit and the ten of grace, not the sleep's two minutes.
        #expect(Date().timeIntervalSince(started) < 60)
        let pid = try #require(Int32(result.output.split(separator: "\n").first.map(String.init) ?? ""))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!Self.isAlive(pid), "the background sleep \(pid) still runs")
    }

    @Test func aCommandThatEndsInTimeIsNotStopped() throws {
        let result = try ProcessRunner.run(["sh", "-c", "echo done"], in: FileManager.default.temporaryDirectory)
        #expect(result.succeeded && !result.timedOut)
        #expect(result.output == "done\n")
    }
}
