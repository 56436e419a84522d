import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the user named — an input image, a font — only when it is a regular file: a folder,
/// a named pipe (FIFO), a device or a socket is refused with one line saying which, before a byte is
/// read. The file is opened without blocking (a FIFO with no writer would otherwise hang the open) and
/// checked on the open descriptor, so what is read is what was checked.
package enum RegularFile {
    /// Why a path was not read.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        /// Nothing is at the path.
        case missing
        /// The path names a folder.
        case folder
        /// The path names something that is not a file: `kind` says what ("a named pipe (FIFO)").
        case notAFile(kind: String)
        /// The file could not be opened or read: the system's words.
        case unreadable(reason: String)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)

        /// What is wrong, as a message's clause: "no such file", "it is a folder", ….
        package var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "it is a folder, not a file"
            case .notAFile(let kind): "it is \(kind), not a file"
            case .unreadable(let reason): reason
            case .tooLarge(let limit): "the file is larger than \(limit >> 20) MiB"
            }
        }
    }

    /// The whole file at `path`, at most `limit` bytes (a larger file is refused, not cut).
    package static func contents(of path: String, limit: Int) throws(Refusal) -> Data {
        try readFile(path, upTo: limit, refusingLarger: true)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    package static func prefix(of path: String, count: Int) throws(Refusal) -> Data {
        try readFile(path, upTo: count, refusingLarger: false)
    }

    /// What the file-type bits of `mode` name, for a refusal; `nil` for a regular file.
    package static func kind(ofMode mode: mode_t) -> Refusal? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .notAFile(kind: "a named pipe (FIFO)")
        case S_IFCHR, S_IFBLK: .notAFile(kind: "a device")
        case S_IFSOCK: .notAFile(kind: "a socket")
        default: .notAFile(kind: "not a regular file")
        }
    }

    private static func readFile(_ path: String, upTo limit: Int, refusingLarger: Bool) throws(Refusal) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw refusal(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw refusal(errno: errno) }
        if let kind = kind(ofMode: info.st_mode) { throw kind }
        if refusingLarger, Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        // A regular file never blocks; reads go on until the end, or one byte past the limit.
        let wanted = refusingLarger ? limit + 1 : limit
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < wanted {
            let chunk = min(buffer.count, wanted - data.count)
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunk) }
            if got < 0 {
                if errno == EINTR { continue }
                throw refusal(errno: errno)
            }
            if got == 0 { break }
            data.append(contentsOf: buffer[0..<got])
        }
        if refusingLarger, data.count > limit { throw .tooLarge(limit: limit) }
        return data
    }

    private static func refusal(errno code: Int32) -> Refusal {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .folder
        case EACCES, EPERM: .unreadable(reason: "permission denied")
        default: .unreadable(reason: String(cString: strerror(code)))
        }
    }
}
