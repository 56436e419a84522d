import Foundation
import Testing
import TearKitRender

/// Only a regular file is read, whole or its first bytes, up to a limit; everything else is refused
/// with what it is, at once.
@Suite struct RegularFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    @Test func aRegularFileIsReadWholeOrItsPrefix() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("data")
        let bytes = Data((0..<200_000).map { UInt8($0 & 0xFF) })
        try bytes.write(to: file)
        #expect(try RegularFile.contents(of: file.path, limit: 200_000) == bytes)
        #expect(try RegularFile.prefix(of: file.path, count: 24) == bytes.prefix(24))
        #expect(try RegularFile.prefix(of: file.path, count: 500_000) == bytes)
        #expect(throws: RegularFile.Refusal.tooLarge(limit: 199_999)) {
            try RegularFile.contents(of: file.path, limit: 199_999)
        }
        try Data().write(to: dir.appendingPathComponent("empty"))
        #expect(try RegularFile.contents(of: dir.appendingPathComponent("empty").path, limit: 10).isEmpty)
    }

    @Test func everythingElseIsRefusedWithWhatItIs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RegularFile.Refusal.notAFile(kind: "a named pipe (FIFO)")) {
            try RegularFile.contents(of: fifo, limit: 10)
        }
        #expect(throws: RegularFile.Refusal.folder) { try RegularFile.contents(of: dir.path, limit: 10) }
        #expect(throws: RegularFile.Refusal.missing) {
            try RegularFile.prefix(of: dir.appendingPathComponent("none").path, count: 4)
        }
        #expect(throws: RegularFile.Refusal.notAFile(kind: "a device")) {
            try RegularFile.prefix(of: "/dev/zero", count: 4)
        }
        #expect(RegularFile.Refusal.folder.description == "it is a folder, not a file")
        #expect(RegularFile.Refusal.tooLarge(limit: 3 << 20).description == "the file is larger than 3 MiB")
    }
}
