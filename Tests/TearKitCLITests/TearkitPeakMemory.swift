import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `tearkit` as a child process and reports its peak resident memory (the kernel's
/// `ru_maxrss` from `wait4`), so tests can check that hostile input stays within a memory bound
/// without allocating anything large themselves. Linux only (`nil` elsewhere).
enum TearkitPeakMemory {
    struct Run {
        /// The exit status (or 128 + the signal that ended it).
        var status: Int32
        /// Peak resident memory in bytes.
        var peakBytes: Int
        var stderr: String
        /// Size of what it printed on standard output, in bytes (the output itself is not kept).
        var stdoutByteCount: Int
    }

    /// Runs `tearkit arguments…` (paths must be absolute) with `stdinFile` (default: empty) as standard input.
    static func run(_ arguments: [String], stdinFile: URL? = nil) throws -> Run? {
        #if canImport(Glibc)
        let scratch = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path, errPath = scratch.appendingPathComponent("stderr").path
        let executable = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinFile?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let outSize = (try? FileManager.default.attributesOfItem(atPath: outPath)[.size] as? NSNumber)??.intValue ?? 0
        let stderr = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self)
        return Run(status: exitStatus, peakBytes: Int(usage.ru_maxrss) * 1024, stderr: stderr, stdoutByteCount: outSize)
        #else
        return nil
        #endif
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
