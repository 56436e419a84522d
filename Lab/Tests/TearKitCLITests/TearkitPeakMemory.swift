import Foundation
import Testing

/// Runs the built `tearkit` as a child process and reports its peak resident memory, which `tearkit`
/// writes at exit when `TEARKIT_PEAK_MEMORY_FILE` is set (see `PeakMemoryReport`), so tests can check
/// that hostile input stays within a memory bound without allocating anything large themselves.
enum TearkitPeakMemory {
    struct Run {
        /// The exit status.
        var status: Int32
        /// Peak resident memory in bytes.
        var peakBytes: Int
        var stderr: String
        /// Size of what it printed on standard output, in bytes (the output itself is not kept).
        var stdoutByteCount: Int
    }

    /// Runs `tearkit arguments…` with `stdinFile` (default: empty) as standard input.
    static func run(_ arguments: [String], stdinFile: URL? = nil) throws -> Run {
        let scratch = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        let reportURL = scratch.appendingPathComponent("peak")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: stdinFile ?? URL(fileURLWithPath: "/dev/null"))
        let process = Process()
        process.executableURL = TearkitProcess.productsDirectory.appendingPathComponent("tearkit")
        process.arguments = arguments
        process.currentDirectoryURL = TearkitProcess.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["TEARKIT_PEAK_MEMORY_FILE": reportURL.path])
        { $1 }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        try input.close()
        let report = (try? String(contentsOf: reportURL, encoding: .utf8)) ?? ""
        let peak = Int(report.trimmingCharacters(in: .whitespacesAndNewlines)) ?? Int.max
        if peak < 1 << 20 || peak == Int.max { Issue.record("tearkit reported no peak memory (\(report))") }
        let outSize =
            (try? FileManager.default.attributesOfItem(atPath: outURL.path)[.size] as? NSNumber)??.intValue ?? 0
        return Run(
            status: process.terminationStatus, peakBytes: peak,
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), stdoutByteCount: outSize)
    }

    /// Writes `contents` to a fresh file in `directory` and returns its URL.
    static func file(_ contents: Data, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url)
        return url
    }

    /// A file of `byteCount` zero bytes that takes no disk space or memory (a sparse file).
    static func zeros(byteCount: Int, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(byteCount))
        try handle.close()
        return url
    }
}
