import Foundation
import Testing

@testable import TearKitMutants

/// The scratch copy: the repository without its build folders and `.git`, modification times kept, refreshed
/// so that files gone from the repository are gone from the copy while the copy's build folders stay.
@Suite struct ScratchCopyTests {
    func write(_ text: String, _ path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test func aRefreshCopiesTheSourcesAndKeepsTheCopysBuildFolders() throws {
        let root = try MutantTesting.temporaryFolder(), scratch = try MutantTesting.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: scratch)
        }
        for path in [
            "Package.swift", "Sources/A.swift", "Lab/Package.swift", "Lab/Sources/B.swift", "Sources/Gone.swift",
        ] {
            try write("// \(path)\n", path, in: root)
        }
        for path in [".build/built", "Lab/.build/built", ".git/HEAD"] { try write("x", path, in: root) }
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: old], ofItemAtPath: root.appendingPathComponent("Sources/A.swift").path)
        let copy = ScratchCopy(folder: scratch)
        try copy.refresh(from: root)
        for path in [
            "Package.swift", "Sources/A.swift", "Lab/Package.swift", "Lab/Sources/B.swift", ScratchCopy.marker,
        ] {
            #expect(exists(path, in: scratch), "\(path) was not copied")
        }
        for path in [".build/built", "Lab/.build/built", ".git/HEAD"] { #expect(!exists(path, in: scratch)) }
        let copied =
            try FileManager.default.attributesOfItem(
                atPath: scratch.appendingPathComponent("Sources/A.swift").path)[.modificationDate] as? Date
        #expect(copied == old, "the copy's modification time differs: everything would be rebuilt")

        // The copy builds; then files go from the repository, and one is added to the copy by hand.
        for path in [".build/debug/A.o", "Lab/.build/debug/B.o"] { try write("object", path, in: scratch) }
        try write("stale", "Lab/Sources/Stale.swift", in: scratch)
        try write("stale", "Sources/Stale.swift", in: scratch)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Gone.swift"))
        try copy.refresh(from: root)
        for path in [".build/debug/A.o", "Lab/.build/debug/B.o", "Sources/A.swift", "Lab/Sources/B.swift"] {
            #expect(exists(path, in: scratch), "\(path) is gone")
        }
        for path in ["Sources/Gone.swift", "Sources/Stale.swift", "Lab/Sources/Stale.swift"] {
            #expect(!exists(path, in: scratch), "\(path) is still in the copy")
        }
    }

    /// A folder that holds something else is never emptied.
    @Test func aFolderThatIsNotACopyIsRefused() throws {
        let root = try MutantTesting.temporaryFolder(), other = try MutantTesting.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: other)
        }
        try write("precious", "notes.txt", in: other)
        #expect(throws: MutantsError.unsafeScratch(other.path)) { try ScratchCopy(folder: other).refresh(from: root) }
        #expect(exists("notes.txt", in: other))
    }
}
