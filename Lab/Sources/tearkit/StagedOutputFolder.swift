import Foundation
import TearKitRender
import TearKitGestureScripts

/// An output folder written atomically: everything goes into a hidden staging folder beside the
/// destination, which replaces the destination in one step only when the whole job succeeded.
///
/// The destination belongs to the tool: a folder holding anything the tool did not write (per its
/// ``OutputManifest``) is refused before any work, so the tool never holds, moves or copies a file of
/// the user's. Replacing it swaps two folders of the tool's (``DirectoryExchange``); the new folder
/// takes the earlier one's mode and owner first, an `--output` that is a symbolic link keeps pointing
/// where it pointed (the folder it points to is the one replaced), and anything that appears in the
/// folder while the tool runs is moved into the new folder, never removed.
///
/// A failure, or a signal that ends the tool (see ``InterruptMonitor``), removes the staging folder,
/// so the destination never holds half-written frames or a broken animation, old and new frames are
/// never mixed, and an earlier output stays exactly as it was.
final class StagedOutputFolder: @unchecked Sendable {
    /// Where the finished output ends up: the folder `--output` names, or the one it links to.
    let destination: URL
    /// The destination as messages echo it: the command's display form of it, cut to
    /// ``EchoedText/maximumLength`` characters as every other value is.
    let displayPath: String
    /// Where files are written until ``commit()``.
    let staging: URL
    /// Which job writes this folder (``OutputManifest``): a replace removes only what an earlier run of
    /// the same job wrote (and, with `overwrite`, what any job of the tool wrote), never anything else.
    let job: String
    private let overwrite: Bool
    /// Whether the destination existed when the job began (a folder made by someone else during the run is not the tool's).
    private let existed: Bool
    private var finished = false

    /// Prepares a staging folder for `destination`.
    /// - Parameters:
    ///   - displayPath: The command's display form of `destination` (`nil`: its path).
    ///   - job: The job's name in the folder's manifest, e.g. `render tear` or `demo`.
    ///   - overwrite: `--overwrite`: any earlier output of the tool is replaced, not only this job's.
    ///   - inputs: The files the job reads; a folder holding one of them is refused.
    /// - Throws: ``ToolError`` naming `destination` as given when it is a file, a read-only folder, the
    ///   current, home or root folder or one holding an input, a folder holding anything the tool did
    ///   not write, a folder whose owner the tool could not keep, or the staging folder cannot be created.
    init(destination: URL, displayPath: EchoedText? = nil, job: String, overwrite: Bool, inputs: [String] = []) throws {
        let fm = FileManager.default
        let shown = (displayPath ?? EchoedText(destination.path)).excerpt
        self.displayPath = shown
        self.job = job
        self.overwrite = overwrite
        // A symbolic link stays as it is: the folder it points to is the output.
        self.destination = try Self.followingLink(destination.standardizedFileURL, displayPath: shown)
        // Before any folder is made: a path the file system cannot hold leaves nothing behind.
        try Self.checkLength(self.destination, displayPath: self.displayPath)
        try Self.checkNotAProtectedFolder(self.destination, displayPath: self.displayPath, inputs: inputs)
        _ = try Self.checkDestination(self.destination, displayPath: self.displayPath, job: job, overwrite: overwrite)
        existed = Self.status(of: self.destination.path) != nil
        let parent = self.destination.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the output folder \(self.displayPath): \(Self.reason(error))")
        }
        staging = parent.appendingPathComponent(
            ".\(self.destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        )
        // From here on a signal waits for this folder to be committed or discarded.
        InterruptMonitor.shared.beginStaging()
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            InterruptMonitor.shared.endStaging(completedOutput: nil)
            // The output is staged beside the destination: say where the tool could not write.
            if fm.fileExists(atPath: self.destination.path) {
                throw ToolError(
                    "cannot write \(self.displayPath): tearkit stages the new output beside it, in \(parent.path), which is not writable (\(Self.reason(error)))"
                )
            }
            throw ToolError("cannot create the output folder \(self.displayPath): \(Self.reason(error))")
        }
        // The new folder will take the earlier one's owner: find out now, before any work, whether it can.
        if let earlier = Self.status(of: self.destination.path),
            chown(staging.path, earlier.st_uid, earlier.st_gid) != 0
        {
            let code = errno
            try? fm.removeItem(at: staging)
            InterruptMonitor.shared.endStaging(completedOutput: nil)
            throw ToolError(
                "cannot write \(self.displayPath): it belongs to user \(earlier.st_uid), group \(earlier.st_gid), and tearkit could not give its new output that owner (\(String(cString: strerror(code)))); choose another --output"
            )
        }
    }

    /// `lstat` of `path`, or `nil` when nothing is there.
    static func status(of path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// Whether `info` describes a folder (not a link to one).
    static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

    /// `destination`, or where it points when it is a symbolic link (the link itself is never replaced).
    /// - Throws: ``ToolError`` when the link points nowhere.
    static func followingLink(_ destination: URL, displayPath: String) throws -> URL {
        guard let info = status(of: destination.path), info.st_mode & S_IFMT == S_IFLNK else { return destination }
        guard let target = realPath(destination.path) else {
            throw ToolError(
                "output \(displayPath) is a symbolic link to something that does not exist; make the folder it points to, or choose another --output"
            )
        }
        return URL(fileURLWithPath: target)
    }

    /// `path` with every symbolic link resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the folder `folder` is `path` or holds it (both resolved).
    static func folder(_ folder: String, holds path: String) -> Bool {
        folder == path || folder == "/" || path.hasPrefix(folder + "/")
    }

    /// Throws when replacing `destination` would replace the root, home or current folder (or one
    /// holding it) or a folder holding one of `inputs`, whatever the flags: such a folder is the
    /// user's, never the tool's output.
    static func checkNotAProtectedFolder(_ destination: URL, displayPath: String, inputs: [String]) throws {
        guard let target = realPath(destination.path) else { return }  // a new folder holds nothing yet
        let advice = "choose a new folder for --output (it is made for you)"
        if target == "/" {
            throw ToolError("output \(displayPath) is the root folder; \(advice)")
        }
        let home = ProcessInfo.processInfo.environment["HOME"].flatMap(realPath) ?? realPath(NSHomeDirectory())
        if let home, folder(target, holds: home) {
            throw ToolError(
                "output \(displayPath) is \(target == home ? "your home folder" : "a folder holding your home folder"); \(advice)"
            )
        }
        if let current = realPath(FileManager.default.currentDirectoryPath), folder(target, holds: current) {
            throw ToolError(
                "output \(displayPath) is \(target == current ? "the current folder" : "a folder holding the current folder"); \(advice)"
            )
        }
        for input in inputs where input != "-" {
            if let path = realPath(input), folder(target, holds: path) {
                throw ToolError("output \(displayPath) holds the input \(EchoedText(input).excerpt); \(advice)")
            }
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
        if let long = components.first(where: { $0.utf8.count > maximumNameLength })
            ?? (components.last.map { $0.utf8.count + reservedNameLength > maximumNameLength } == true
                ? components.last : nil)
        {
            throw ToolError(
                "cannot write \(displayPath): the name \(EchoedText(long).excerpt) is longer than \(maximumNameLength - (long == components.last ? reservedNameLength : 0)) bytes"
            )
        }
        let length = destination.path.utf8.count
        guard length + reservedNameLength + reservedPathLength <= maximumPathLength else {
            throw ToolError(
                "cannot write \(displayPath): the path is \(length) bytes long, over the limit of \(maximumPathLength - reservedNameLength - reservedPathLength)"
            )
        }
    }

    /// What replacing a folder does to what it holds now.
    struct Replacement {
        /// The folder's manifest (empty when it has none or does not exist).
        var manifest = OutputManifest()
        /// The tool's entries to carry over into the new folder: other jobs' output (without `overwrite`).
        var kept: [String] = []
        /// Entries the tool did not write (only at the commit: they appeared while it ran).
        var foreign: [String] = []
    }

    /// Throws unless `destination` is absent (in a writable folder), or a writable folder holding only
    /// what the tool wrote; returns what the replacement keeps. With `staged` (at the commit), the names
    /// the new output has: one that is an entry of the user's or another job's (without `overwrite`) is
    /// refused; the user's entries that appeared while the tool ran are reported, not refused, when the
    /// folder `existedBefore` (they are carried into the new folder).
    static func checkDestination(
        _ destination: URL, displayPath: String, job: String, overwrite: Bool,
        staged: [String]? = nil, existedBefore: Bool = false,
        stagedHas: (String) -> Bool = { _ in false }
    ) throws -> Replacement {
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
        guard let info = status(of: destination.path) else { return Replacement() }
        guard isFolder(info) else {
            throw ToolError("output \(displayPath) exists and is not a folder")
        }
        guard !isReadOnly(destination) else {
            throw ToolError("output folder \(displayPath) is read-only; make it writable or choose another --output")
        }
        var replacement = Replacement()
        replacement.manifest = OutputManifest.read(in: destination)
        let contents = ((try? fm.contentsOfDirectory(atPath: destination.path)) ?? []).filter {
            $0 != OutputManifest.fileName
        }.sorted()
        // Everything the tool did not write, down into the tool's own subfolders (a file of the user's in the demo's shatter/).
        let foreign = contents.flatMap { name -> [String] in
            guard replacement.manifest.lists(name) else { return [name] }
            return OutputManifest.files(under: name, in: destination).filter { !replacement.manifest.lists($0) }
        }
        guard let staged else {
            if !foreign.isEmpty {
                throw ToolError(
                    "output folder \(displayPath) holds \(Self.list(foreign)), which tearkit did not write; it writes only into a folder of its own: move \(foreign.count == 1 ? "it" : "them"), or choose another --output"
                )
            }
            replacement.kept = overwrite ? [] : contents.filter { replacement.manifest.job(of: $0) != job }
            return replacement
        }
        // At the commit: a folder someone else made while the tool ran is theirs.
        if !existedBefore, !foreign.isEmpty {
            throw ToolError(
                "output folder \(displayPath) appeared while tearkit ran and holds \(Self.list(foreign)), which tearkit did not write; move \(foreign.count == 1 ? "it" : "them"), or choose another --output"
            )
        }
        if let clash = foreign.first(where: { path in
            staged.contains { path == $0 || path.hasPrefix("\($0)/") } && stagedHas(path)
        }) {
            throw ToolError(
                "output folder \(displayPath) holds \(EchoedText(clash).excerpt), which tearkit did not write (it appeared while tearkit ran); move it, or choose another --output"
            )
        }
        replacement.foreign = foreign
        replacement.kept =
            overwrite ? [] : contents.filter { name in replacement.manifest.job(of: name).map { $0 != job } ?? false }
        if let clash = staged.first(where: replacement.kept.contains), let owner = replacement.manifest.job(of: clash) {
            throw ToolError(
                "output folder \(displayPath) holds \(EchoedText(clash).excerpt) from `tearkit \(owner)`; pass --overwrite to replace that output, or choose another --output"
            )
        }
        return replacement
    }

    /// `a, b, c` or `a, b, c and 4 more`, for messages.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(3).map { EchoedText($0).excerpt }.joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }

    /// The subfolder files go into (e.g. the demo's `shatter`), or `nil` for the folder itself; set
    /// with ``enterSubfolder(_:)``. Names given to ``url(for:)``, ``write(_:to:)`` and
    /// ``displayPath(for:)`` are relative to it, and the test pause points are named after it
    /// (`shatter/frames`).
    private(set) var subfolder: String?

    /// Makes the subfolder `name` of the staged output and sends the files that follow into it (`nil`: the folder itself).
    func enterSubfolder(_ name: String?) throws {
        subfolder = name
        guard let name else { return }
        do {
            try FileManager.default.createDirectory(
                at: staging.appendingPathComponent(name), withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot write \(displayPath(for: "")): \(Self.reason(error))")
        }
    }

    /// `name` inside the current subfolder.
    private func relative(_ name: String) -> String { subfolder.map { "\($0)/\(name)" } ?? name }

    /// The staging location of a file named `name`.
    func url(for name: String) -> URL { staging.appendingPathComponent(relative(name)) }

    /// The final path of the staged file at `path` as messages echo it: ``displayPath``, then the file's
    /// place in it.
    func displayPath(forStaged path: String) -> EchoedText {
        let prefix = staging.path + "/"
        guard path.hasPrefix(prefix) else { return EchoedText(displayPath) }
        return EchoedText(displayPath + (displayPath.hasSuffix("/") ? "" : "/") + path.dropFirst(prefix.count))
    }

    /// The final path of the file `name` as messages echo it: ``displayPath``, then `name`.
    func displayPath(for name: String) -> EchoedText {
        EchoedText(displayPath + (displayPath.hasSuffix("/") ? "" : "/") + relative(name))
    }

    /// Runs `body`, which stages this folder's files, then moves the folder into place; on any error
    /// (or an interrupt) removes the staged files instead and rethrows.
    func committing<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            let value = try body()
            try commit()
            return value
        } catch {
            // The workers have stopped by now; an interrupt ends the tool here, after the cleanup.
            discard()
            // A file the animation writer could not write is named where the user will look for it.
            if case APNGWriterError.fileError(let path, let reason) = error {
                throw ToolError("cannot write \(displayPath(forStaged: path)): \(reason)")
            }
            throw error
        }
    }

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
    func reached(_ point: TestPausePoint) { point.reached(staging: staging, in: subfolder) }

    /// Moves the staging folder into place in one step, replacing an earlier output of this job (or,
    /// with `overwrite`, of any job). Other jobs' output, without `overwrite`, is carried over into the
    /// new folder first (hard links, or copies), and the new folder takes the earlier one's mode and
    /// owner. After the exchange, the earlier folder loses only what its manifest lists; anything else
    /// (a file that appeared while the tool ran) is moved into the new folder. A signal that arrived
    /// before the move discards the output instead; one that arrives during or after it lets the move
    /// finish, then the tool says so and exits.
    func commit() throws {
        subfolder = nil
        reached(.move)
        try InterruptMonitor.shared.check()
        let fm = FileManager.default
        let staged = ((try? fm.contentsOfDirectory(atPath: staging.path)) ?? []).filter {
            $0 != OutputManifest.fileName
        }.sorted()
        let staging = self.staging
        let replacement = try Self.checkDestination(
            destination, displayPath: displayPath, job: job, overwrite: overwrite, staged: staged,
            existedBefore: existed
        ) { Self.status(of: staging.appendingPathComponent($0).path) != nil }
        for name in replacement.kept {
            do {
                try Self.linkOrCopy(name, from: destination, to: staging, listedIn: replacement.manifest)
            } catch {
                throw ToolError("cannot keep \(displayPath(for: name)) in the new output: \(Self.reason(error))")
            }
        }
        var manifest = OutputManifest()
        for name in replacement.kept {
            guard let owner = replacement.manifest.job(of: name) else { continue }
            manifest.add(name, job: owner)
            for file in OutputManifest.files(under: name, in: destination) where replacement.manifest.lists(file) {
                manifest.add(file, job: owner)
            }
        }
        for name in staged {
            manifest.add(name, job: job)
            for file in OutputManifest.files(under: name, in: staging) { manifest.add(file, job: job) }
        }
        do {
            try manifest.write(in: staging)
        } catch {
            throw ToolError("cannot write \(displayPath(for: OutputManifest.fileName)): \(Self.reason(error))")
        }
        var old: URL?
        do {
            if let earlier = Self.status(of: destination.path) {
                // The folder keeps its mode and owner (the owner was checked when the job began).
                guard chmod(staging.path, earlier.st_mode & 0o7777) == 0,
                    chown(staging.path, earlier.st_uid, earlier.st_gid) == 0
                else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
                }
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
        if let old { retire(old, listedIn: replacement.manifest) }
        InterruptMonitor.shared.endStaging(completedOutput: displayPath)
    }

    /// Removes the earlier output, now at `old`: only what `manifest` lists goes; anything else (it
    /// appeared while the tool ran) is moved into the new folder. Repeated while something still
    /// arrives; what cannot be moved (its name is taken by the new output) stays in a folder beside
    /// the output, named in a warning, so no staging folder is ever left and nothing is lost.
    private func retire(_ old: URL, listedIn manifest: OutputManifest) {
        for _ in 0..<Self.maximumRetirePasses {
            Self.carry(from: old, into: destination, at: "", listedIn: manifest)
            if rmdir(old.path) == 0 || errno == ENOENT { return }
        }
        let kept = destination.deletingLastPathComponent()
            .appendingPathComponent("\(destination.lastPathComponent).kept-\(UUID().uuidString.prefix(8))")
        let place = (try? FileManager.default.moveItem(at: old, to: kept)) != nil ? kept.path : old.path
        FileHandle.standardError.write(
            Data(
                "warning: files that appeared in \(displayPath) while tearkit wrote it have names the new output took; they are in \(EchoedText(place).excerpt)\n"
                    .utf8))
    }

    /// How many times the earlier folder is emptied before what is left in it is set aside.
    static let maximumRetirePasses = 8

    /// Empties the folder `old`'s entries under `relative` (`""`: the folder itself): listed ones are
    /// removed (a listed folder once emptied), the others are renamed to the same path in `new` when it is free.
    private static func carry(from old: URL, into new: URL, at relative: String, listedIn manifest: OutputManifest) {
        let folder = relative.isEmpty ? old : old.appendingPathComponent(relative)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            let source = old.appendingPathComponent(path).path
            guard let info = status(of: source) else { continue }
            if path == OutputManifest.fileName || manifest.lists(path) {
                if isFolder(info) {
                    carry(from: old, into: new, at: path, listedIn: manifest)
                    rmdir(source)
                } else {
                    unlink(source)
                }
                continue
            }
            let target = new.appendingPathComponent(path)
            guard status(of: target.path) == nil else { continue }
            // A tool's subfolder the new output no longer has is made for it.
            try? FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            rename(source, target.path)
        }
    }

    /// Makes `name` in `target` a hard link of the same file in `source` (a copy where links are
    /// impossible), and for a folder, a folder of links to what `manifest` lists in it; a symbolic link
    /// is copied as the link it is.
    static func linkOrCopy(_ name: String, from source: URL, to target: URL, listedIn manifest: OutputManifest) throws {
        let fm = FileManager.default
        let from = source.appendingPathComponent(name), to = target.appendingPathComponent(name)
        let attributes = try fm.attributesOfItem(atPath: from.path)
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            try fm.createDirectory(at: to, withIntermediateDirectories: false)
            for entry in try fm.contentsOfDirectory(atPath: from.path) where manifest.lists("\(name)/\(entry)") {
                try linkOrCopy("\(name)/\(entry)", from: source, to: target, listedIn: manifest)
            }
            if let permissions = attributes[.posixPermissions] {
                try? fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: to.path)
            }
        case .typeSymbolicLink?:
            try fm.createSymbolicLink(
                atPath: to.path, withDestinationPath: try fm.destinationOfSymbolicLink(atPath: from.path))
        default:
            if link(from.path, to.path) != 0 { try fm.copyItem(at: from, to: to) }
        }
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
        if let error = error as? ToolError { return error.description }
        return FileErrorReason.of(error)
    }
}
