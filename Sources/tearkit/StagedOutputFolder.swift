import Foundation

/// An output folder written atomically: everything goes into a hidden staging folder beside the
/// destination, which is renamed into place only when the whole job succeeded. A failure, or Ctrl-C
/// (SIGINT/SIGTERM), removes the staging folder, so the destination never holds half-written frames
/// or a broken animation, and old and new frames are never mixed.
final class StagedOutputFolder: @unchecked Sendable {
    /// Where the finished output ends up.
    let destination: URL
    /// Where files are written until ``commit()``.
    let staging: URL
    private let replacesExisting: Bool

    /// Prepares a staging folder for `destination`.
    /// - Parameter replacesExisting: When `false`, a destination that holds anything but an earlier
    ///   run's output is an error; when `true` it is replaced as a whole on success.
    init(destination: URL, replacesExisting: Bool) throws {
        let fm = FileManager.default
        self.destination = destination.standardizedFileURL
        self.replacesExisting = replacesExisting
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: self.destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ToolError("output \(destination.path) exists and is not a folder")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: self.destination.path)) ?? []
            // A folder holding nothing but an earlier run's output is replaced as a whole; anything
            // else is the user's and is never touched without --overwrite.
            let onlyOurs = contents.allSatisfy(Self.isOutputFileName)
            if !contents.isEmpty, !onlyOurs, !replacesExisting {
                throw ToolError("output folder \(destination.path) already holds other files; pass --overwrite to replace it, or choose another --output")
            }
        }
        let parent = self.destination.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the output folder's parent \(parent.path): \(error.localizedDescription)")
        }
        staging = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        // Registered (and the interrupt handlers installed) before the folder exists, so no Ctrl-C
        // can leave it behind.
        InterruptCleanup.shared.register(staging)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            InterruptCleanup.shared.unregister(staging)
            throw ToolError("cannot write into \(parent.path): \(error.localizedDescription)")
        }
    }

    /// Whether `name` is one of the files `tearkit` writes into an output folder.
    static func isOutputFileName(_ name: String) -> Bool {
        if name == TearAnimationExport.animationName || name == TearAnimationExport.contactSheetName { return true }
        if EffectAnimationExport.isAnimationName(name) { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        return name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber)
    }

    /// The staging location of a file named `name`.
    func url(for name: String) -> URL { staging.appendingPathComponent(name) }

    /// Writes `data` to the file `name` in the staging folder.
    func write(_ data: Data, to name: String) throws {
        do {
            try data.write(to: url(for: name))
        } catch {
            throw ToolError("cannot write \(name) into \(staging.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
    }

    /// Moves the staging folder into place, replacing an empty (or, with `replacesExisting`, any)
    /// destination folder.
    func commit() throws {
        let fm = FileManager.default
        var old: URL?
        if fm.fileExists(atPath: destination.path) {
            let trash = staging.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).old-\(UUID().uuidString.prefix(8))")
            do {
                try fm.moveItem(at: destination, to: trash)
            } catch {
                throw ToolError("cannot replace \(destination.path): \(error.localizedDescription)")
            }
            old = trash
        }
        do {
            try fm.moveItem(at: staging, to: destination)
        } catch {
            if let old { try? fm.moveItem(at: old, to: destination) }
            throw ToolError("cannot move the output into \(destination.path): \(error.localizedDescription)")
        }
        InterruptCleanup.shared.unregister(staging)
        if let old { try? fm.removeItem(at: old) }
    }

    /// Removes the staging folder (after a failure).
    func discard() {
        try? FileManager.default.removeItem(at: staging)
        InterruptCleanup.shared.unregister(staging)
    }
}

/// Removes registered staging folders when the process is interrupted (SIGINT, SIGTERM), then exits
/// with the conventional status 128 + signal.
final class InterruptCleanup: @unchecked Sendable {
    static let shared = InterruptCleanup()

    private let lock = NSLock()
    private var folders: Set<URL> = []
    private var sources: [DispatchSourceSignal] = []

    private init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
            source.setEventHandler { [unowned self] in
                self.removeAll()
                FileHandle.standardError.write(Data("\ninterrupted: no output was written\n".utf8))
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    func register(_ url: URL) {
        lock.lock(); folders.insert(url); lock.unlock()
    }

    func unregister(_ url: URL) {
        lock.lock(); folders.remove(url); lock.unlock()
    }

    private func removeAll() {
        lock.lock()
        let all = folders
        lock.unlock()
        for url in all { try? FileManager.default.removeItem(at: url) }
    }
}
