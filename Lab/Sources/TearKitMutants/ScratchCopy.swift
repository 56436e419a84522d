import Foundation

/// The copy of the repository that mutants are built and tested in, so the working tree is never touched:
/// made as `Lab/Scripts/mutation-pass.sh` makes its own (a tar copy without `.build`, `Lab/.build`,
/// `.swiftpm`, `Lab/.swiftpm` and `.git`, which keeps modification times), and refreshed on every run
/// while its build folders stay, so only what changed is rebuilt.
package struct ScratchCopy: Sendable {
    /// The copy's root.
    package var folder: URL

    /// The file that marks a folder as a copy this tool made (and may empty).
    package static let marker = ".mutants-scratch"

    /// The copy at `folder`.
    package init(folder: URL) { self.folder = folder }

    /// Makes the copy a copy of `root` as it is now: everything but the build folders is removed and copied
    /// again.
    /// - Throws: ``MutantsError/unsafeScratch(_:)`` when `folder` holds something that is not such a copy
    ///   (neither the marker nor `Lab/Scripts/mutation-pass.sh`); ``MutantsError/git(_:)`` never.
    package func refresh(from root: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = try manager.contentsOfDirectory(atPath: folder.path)
        let isCopy =
            manager.fileExists(atPath: folder.appendingPathComponent(Self.marker).path)
            || manager.fileExists(atPath: folder.appendingPathComponent("Lab/Scripts/mutation-pass.sh").path)
        guard entries.isEmpty || isCopy else { throw MutantsError.unsafeScratch(folder.path) }
        // Everything but the build folders (and the marker) goes, so a file deleted since the last run does too.
        let kept: Set<String> = [".build", ".swiftpm", Self.marker, "Lab", ".mutants-logs"]
        for entry in entries where !kept.contains(entry) {
            try manager.removeItem(at: folder.appendingPathComponent(entry))
        }
        let lab = folder.appendingPathComponent("Lab")
        if manager.fileExists(atPath: lab.path) {
            for entry in try manager.contentsOfDirectory(atPath: lab.path)
            where ![".build", ".swiftpm"].contains(entry) {
                try manager.removeItem(at: lab.appendingPathComponent(entry))
            }
        }
        manager.createFile(atPath: folder.appendingPathComponent(Self.marker).path, contents: nil)
        let copy = try ProcessRunner.run(
            [
                "sh", "-c",
                "tar -C \"$1\" --exclude=./.build --exclude=./Lab/.build --exclude=./.git --exclude=./.swiftpm "
                    + "--exclude=./Lab/.swiftpm -cf - . | tar -C \"$2\" -xf -",
                "sh", root.path, folder.path,
            ], in: root)
        guard copy.succeeded else {
            throw MutantsError.baselineFailed("could not be made (tar: \(copy.output.prefix(200)))", folder.path)
        }
    }
}
