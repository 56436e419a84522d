import Foundation
import TearKitGestureScripts

/// The rules for one output file (`frame --output`, each of `previews`' pictures), the same as the
/// output folders' (``StagedOutputFolder``): the tool replaces only a regular file, or writes where
/// nothing is; a symbolic link is followed and stays a link; the file keeps its mode and owner; a
/// read-only folder or file is the user's and is refused, whoever runs the tool (root included).
///
/// A file is written beside its destination under a hidden name and renamed over it in one step, so
/// the destination is never half-written.
struct OutputFileRule {
    /// Where the file goes: the path given, or where its symbolic link points.
    let target: URL
    /// The path as messages echo it.
    let displayPath: String
    /// What is at ``target`` now (`lstat`), or `nil` when nothing is.
    let existing: stat?

    /// Checks `path` (named `displayPath` in messages) before any work.
    /// - Throws: ``ToolError`` when it is a link to nothing, a folder, a FIFO, a device or a socket, a
    ///   read-only file, a file whose owner the tool could not keep, or in a folder that is read-only
    ///   or is not a folder.
    init(_ path: URL, displayPath: EchoedText) throws {
        let shown = displayPath.excerpt
        self.displayPath = shown
        target = try Self.followingLinks(path.standardizedFileURL, displayPath: shown)
        let folder = target.deletingLastPathComponent()
        if let info = StagedOutputFolder.status(of: folder.path), !StagedOutputFolder.isFolder(info) {
            throw ToolError("cannot write \(shown): \(folder.path) is a file, not a folder")
        }
        if let info = StagedOutputFolder.status(of: folder.path), info.st_mode & 0o200 == 0 {
            throw ToolError("cannot write \(shown): the folder it goes in, \(folder.path), is read-only")
        }
        existing = StagedOutputFolder.status(of: target.path)
        guard let existing else { return }
        if existing.st_mode & S_IFMT != S_IFREG {
            let what = StagedOutputFolder.isFolder(existing) ? "a folder" : Self.kind(of: existing.st_mode)
            throw ToolError(
                "cannot write \(shown): it is \(what); tearkit replaces only a regular file: choose another --output")
        }
        if existing.st_mode & 0o200 == 0 {
            throw ToolError("cannot write \(shown): the file is read-only; make it writable or choose another --output")
        }
        if geteuid() != 0, existing.st_uid != geteuid() {
            throw ToolError(
                "cannot write \(shown): it belongs to user \(existing.st_uid), and tearkit could not give the new file that owner; choose another --output"
            )
        }
    }

    /// `path`, or the file its symbolic link (through up to 8 links) points to: the link stays, and the
    /// file it names is written. That file may be new, in a folder that exists.
    /// - Throws: ``ToolError`` when the links go round or point into a folder that does not exist.
    static func followingLinks(_ path: URL, displayPath: String) throws -> URL {
        var current = path
        for _ in 0..<8 {
            guard let info = StagedOutputFolder.status(of: current.path), info.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: current.deletingLastPathComponent().path, isDirectory: &isFolder),
                isFolder.boolValue
            else {
                throw ToolError(
                    "output \(displayPath) is a symbolic link into a folder that does not exist; make the folder it points to, or choose another --output"
                )
            }
        }
        throw ToolError("output \(displayPath) is a chain of symbolic links that does not end; choose another --output")
    }

    /// What a file-type mode names, for a refusal: "a named pipe (FIFO)", "a device", ….
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// A hidden name beside the target for the file while it is written.
    var stagingURL: URL {
        target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        )
    }

    /// Makes the folder the file goes in, when it is missing.
    func makeFolder() throws {
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot write \(displayPath): \(StagedOutputFolder.reason(error))")
        }
    }

    /// Renames the finished file at `staged` over the target, giving it the earlier file's mode and
    /// owner first. Checks again that the target is still a regular file or nothing (something may
    /// have appeared while the tool worked); `staged` is removed when the move fails.
    func replace(with staged: URL) throws {
        defer { unlink(staged.path) }
        if let now = StagedOutputFolder.status(of: target.path), now.st_mode & S_IFMT != S_IFREG {
            throw ToolError(
                "cannot write \(displayPath): something that is not a file appeared there while tearkit ran; it was left alone"
            )
        }
        if let existing {
            guard chmod(staged.path, existing.st_mode & 0o7777) == 0,
                chown(staged.path, existing.st_uid, existing.st_gid) == 0
            else {
                throw ToolError("cannot write \(displayPath): \(String(cString: strerror(errno)))")
            }
        }
        guard rename(staged.path, target.path) == 0 else {
            throw ToolError("cannot write \(displayPath): \(String(cString: strerror(errno)))")
        }
    }
}
