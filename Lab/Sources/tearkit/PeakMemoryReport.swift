import Foundation

/// A test hook: when the environment variable `TEARKIT_PEAK_MEMORY_FILE` names a file, `tearkit`
/// writes its peak resident memory in bytes into it as it exits (Linux's `VmHWM`, which covers only
/// this program; `getrusage` elsewhere). The tests use it to check that hostile input stays within
/// a memory bound. Without the variable it does nothing.
enum PeakMemoryReport {
    static let environmentVariable = "TEARKIT_PEAK_MEMORY_FILE"

    /// Arranges for the report to be written at exit, if the environment asks for it.
    static func registerIfRequested() {
        guard ProcessInfo.processInfo.environment[environmentVariable] != nil else { return }
        atexit { PeakMemoryReport.write() }
    }

    private static func write() {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable] else { return }
        try? Data("\(peakBytes())\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The peak resident memory so far, in bytes (0 if unknown).
    static func peakBytes() -> Int {
        #if os(Linux)
        // `VmHWM:     12345 kB`. (getrusage's ru_maxrss on Linux also counts the memory of the process
        // that started this one, before it called exec.)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1024
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Apple platforms
        #endif
    }
}
