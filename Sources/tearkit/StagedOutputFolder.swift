import Foundation
import TearKitSimulation

/// An output folder written atomically: everything goes into a hidden staging folder beside the
/// destination, which replaces the destination in one step only when the whole job succeeded.
///
/// A failure, or Ctrl-C (SIGINT/SIGTERM, see ``InterruptMonitor``), removes the staging folder, so the
/// destination never holds half-written frames or a broken animation, old and new frames are never
/// mixed, and an earlier output stays exactly as it was. An earlier output is swapped with the new one
/// by a single directory-entry exchange where the system has one (``DirectoryExchange``).
final class StagedOutputFolder: @unchecked Sendable {
    /// Where the finished output ends up.
    let destination: URL
    /// The destination as the user wrote it, for messages.
    let displayPath: String
    /// Where files are written until ``commit()``.
    let staging: URL
    private let replacesExisting: Bool
    private var finished = false

    /// Prepares a staging folder for `destination`.
    /// - Parameter replacesExisting: When `false`, a destination that holds anything but an earlier
    ///   run's output is an error; when `true` it is replaced as a whole on success.
    /// - Throws: ``ToolError`` naming `destination` as given when it is a file, a read-only folder, a
    ///   folder of other files (without `replacesExisting`), or the staging folder cannot be created.
    init(destination: URL, displayPath: String? = nil, replacesExisting: Bool) throws {
        let fm = FileManager.default
        self.destination = destination.standardizedFileURL
        // Echoed cut to 80 characters, as every other value is.
        self.displayPath = GestureScriptError.excerpt(displayPath ?? destination.path)
        self.replacesExisting = replacesExisting
        // Before any folder is made: a path the file system cannot hold leaves nothing behind.
        try Self.checkLength(self.destination, displayPath: self.displayPath)
        try Self.checkDestination(self.destination, displayPath: self.displayPath, replacesExisting: replacesExisting)
        let parent = self.destination.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the output folder \(self.displayPath): \(Self.reason(error))")
        }
        staging = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        // From here on a signal waits for this folder to be committed or discarded.
        InterruptMonitor.shared.beginStaging()
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            InterruptMonitor.shared.endStaging(completedOutput: nil)
            throw ToolError("cannot create the output folder \(self.displayPath): \(Self.reason(error))")
        }
    }

    /// The longest name of a file or folder, and the longest path, in bytes (Linux's NAME_MAX and PATH_MAX).
    static let maximumNameLength = 255, maximumPathLength = 4095
    /// Room kept for the staging folder's suffix (`.partial-<pid>-<8>`, 30 bytes) and the longest file name written into it.
    static let reservedNameLength = 32, reservedPathLength = 64

    /// Throws unless every component of `destination` and the whole path (with the staging suffix and
    /// the files written into it) fit the file system's limits.
    private static func checkLength(_ destination: URL, displayPath: String) throws {
        let components = destination.pathComponents
        if let long = components.first(where: { $0.utf8.count > maximumNameLength }) ??
            (components.last.map { $0.utf8.count + reservedNameLength > maximumNameLength } == true ? components.last : nil) {
            throw ToolError("cannot write \(displayPath): the name \(GestureScriptError.excerpt(long)) is longer than \(maximumNameLength - (long == components.last ? reservedNameLength : 0)) bytes")
        }
        let length = destination.path.utf8.count
        guard length + reservedNameLength + reservedPathLength <= maximumPathLength else {
            throw ToolError("cannot write \(displayPath): the path is \(length) bytes long, over the limit of \(maximumPathLength - reservedNameLength - reservedPathLength)")
        }
    }

    /// Throws unless `destination` is absent (in a writable folder), or a writable folder that may be replaced.
    private static func checkDestination(_ destination: URL, displayPath: String, replacesExisting: Bool) throws {
        let fm = FileManager.default
        // A folder the user made read-only is theirs to keep, whoever runs the tool (even root, whom
        // the file system would let write).
        func isReadOnly(_ url: URL) -> Bool {
            let permissions = (try? fm.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
            return permissions.map { $0 & 0o200 == 0 } ?? false
        }
        let parent = destination.deletingLastPathComponent()
        if isReadOnly(parent) {
            throw ToolError("cannot write \(displayPath): the folder it goes in, \(parent.path), is read-only")
        }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw ToolError("output \(displayPath) exists and is not a folder")
        }
        guard !isReadOnly(destination) else {
            throw ToolError("output folder \(displayPath) is read-only; make it writable or choose another --output")
        }
        let contents = (try? fm.contentsOfDirectory(atPath: destination.path)) ?? []
        // A folder holding nothing but an earlier run's output is replaced as a whole; anything
        // else is the user's and is never touched without --overwrite.
        if !replacesExisting, !contents.allSatisfy(isOutputFileName) {
            throw ToolError("output folder \(displayPath) already holds other files; pass --overwrite to replace it, or choose another --output")
        }
    }

    /// Whether `name` is one of the files `tearkit` writes into an output folder.
    static func isOutputFileName(_ name: String) -> Bool {
        if name == TearAnimationExport.animationName || name == TearAnimationExport.contactSheetName { return true }
        if EffectAnimationExport.isAnimationName(name) { return true }
        if name == ShatterAnimationExport.animationName || name == ShatterAnimationExport.demoFolderName { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        return name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }

    /// The staging location of a file named `name`.
    func url(for name: String) -> URL { staging.appendingPathComponent(name) }

    /// The final path of the file `name`, as the user wrote the folder, for messages.
    func displayPath(for name: String) -> String { displayPath + (displayPath.hasSuffix("/") ? "" : "/") + name }

    /// Writes `data` to the file `name` in the staging folder.
    /// - Throws: ``ToolError`` naming the file's final path.
    func write(_ data: Data, to name: String) throws {
        do {
            try data.write(to: url(for: name))
        } catch {
            throw ToolError("cannot write \(displayPath(for: name)): \(Self.reason(error))")
        }
    }

    /// Pauses at `point` when a test asks for it (see ``TestPausePoint``).
    func reached(_ point: TestPausePoint) { point.reached(staging: staging) }

    /// Moves the staging folder into place in one step, replacing an earlier output (or, with
    /// `replacesExisting`, any folder). A signal that arrived before the move discards the output
    /// instead; one that arrives during or after it lets the move finish, then the tool says so and exits.
    func commit() throws {
        reached(.move)
        try InterruptMonitor.shared.check()
        try Self.checkDestination(destination, displayPath: displayPath, replacesExisting: replacesExisting)
        let fm = FileManager.default
        var old: URL?
        do {
            if fm.fileExists(atPath: destination.path) {
                if try DirectoryExchange.swap(staging, destination) {
                    old = staging  // the exchange left the earlier output where the staging folder was
                } else {
                    old = try moveAsideAndReplace()
                }
            } else {
                try fm.moveItem(at: staging, to: destination)
            }
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError("cannot move the output into \(displayPath): \(Self.reason(error))")
        }
        finished = true
        reached(.moved)
        if let old { try? fm.removeItem(at: old) }
        InterruptMonitor.shared.endStaging(completedOutput: displayPath)
    }

    /// Where one-step exchange is unavailable: the earlier output is renamed aside, the new one
    /// renamed into place (restoring the earlier one if that fails). Returns where the earlier output went.
    private func moveAsideAndReplace() throws -> URL {
        let fm = FileManager.default
        let aside = staging.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).old-\(UUID().uuidString.prefix(8))")
        do {
            try fm.moveItem(at: destination, to: aside)
        } catch {
            throw ToolError("cannot replace \(displayPath): \(Self.reason(error))")
        }
        do {
            try fm.moveItem(at: staging, to: destination)
        } catch {
            try? fm.moveItem(at: aside, to: destination)
            throw ToolError("cannot move the output into \(displayPath): \(Self.reason(error))")
        }
        return aside
    }

    /// Removes the staging folder (after a failure or an interrupt). If a signal arrived, says that
    /// nothing was written and exits.
    func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: staging)
        InterruptMonitor.shared.endStaging(completedOutput: nil)
    }

    /// The operating system's words for `error` (e.g. "Permission denied"), without Foundation's preamble.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedFailureReason ?? nsError.localizedDescription
    }
}
