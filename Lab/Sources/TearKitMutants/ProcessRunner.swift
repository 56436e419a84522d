import Foundation

/// The end of a command: its exit status, whether it was stopped for taking too long, and what it printed.
package struct CommandResult: Sendable {
    /// The exit status (128 + the signal's number when a signal ended it).
    package var status: Int32
    /// Whether the time limit stopped it.
    package var timedOut: Bool
    /// Its standard output and standard error, interleaved as written.
    package var output: String

    /// Whether it exited with status 0 in time.
    package var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs a command (found on `PATH`) in a folder and waits for it.
package enum ProcessRunner {
    /// Runs `command` in `directory`, its output going to `log` (or a temporary file), and returns how it ended.
    /// - Parameter timeout: seconds after which it is interrupted (then killed 10 s later), and every
    ///   process it started is killed too: a test run stopped for a mutant's endless loop leaves no
    ///   tool it spawned running on; nil: no limit.
    /// - Throws: when the command cannot be started.
    package static func run(_ command: [String], in directory: URL, log: URL? = nil, timeout: Double? = nil) throws
        -> CommandResult
    {
        let output =
            log ?? FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { if log == nil { try? FileManager.default.removeItem(at: output) } }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                timedOut = true
                // Found before it ends: once it has, they are no longer its children.
                let started = descendants(of: process.processIdentifier)
                process.interrupt()
                let grace = Date().addingTimeInterval(10)
                while process.isRunning, Date() < grace { Thread.sleep(forTimeInterval: 0.05) }
                if process.isRunning { process.terminate() }
                for pid in started + descendants(of: process.processIdentifier) { kill(pid, SIGKILL) }
            }
        }
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
        return CommandResult(status: status, timedOut: timedOut, output: text)
    }

    /// Every process below `pid` (its children, theirs, …), from `/proc`; empty where there is none.
    static func descendants(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let child = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After the command's name in parentheses: the state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
            children[parent, default: []].append(child)
        }
        var found: [Int32] = [], queue = children[pid] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }
}
