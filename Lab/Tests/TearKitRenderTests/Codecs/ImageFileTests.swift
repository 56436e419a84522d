import Foundation
import Testing
@testable import TearKitRender

@Suite struct ImageFileTests {
    func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("imagefile-\(UUID().uuidString)-\(name)")
    }

    @Test func recognisesFormatsByContentNotExtension() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255)))
        let url = temporaryFile("picture.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try png.write(to: url)
        #expect(ImageFile.format(of: png) == .png)
        let image = try ImageFile.read(from: url)
        #expect(image.width == 3 && image.height == 2)
        #expect(image[1, 1] == (10, 20, 30, 255))
        #expect(ImageFile.format(of: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFile.format(of: Data("GIF89a".utf8)) == nil)
    }

    @Test func unsupportedEmptyAndMissingFilesAreClearErrors() throws {
        let gif = temporaryFile("a.gif")
        let empty = temporaryFile("empty.png")
        defer { try? FileManager.default.removeItem(at: gif); try? FileManager.default.removeItem(at: empty) }
        try Data("GIF89a....".utf8).write(to: gif)
        try Data().write(to: empty)
        #expect(throws: ImageDecodingError.unsupportedFormat("\(gif.lastPathComponent): expected a PNG or JPEG file")) {
            try ImageFile.read(from: gif)
        }
        #expect(throws: ImageDecodingError.empty) { try ImageFile.read(from: empty) }
        #expect(throws: ImageDecodingError.unreadableFile(path: "/nonexistent/x.png", reason: "no such file")) {
            try ImageFile.read(from: URL(fileURLWithPath: "/nonexistent/x.png"))
        }
        let directory = FileManager.default.temporaryDirectory
        #expect(throws: ImageDecodingError.unreadableFile(path: directory.path, reason: "it is a folder, not a file")) {
            try ImageFile.read(from: directory)
        }
    }

    @Test func hugeFilesAreRefusedBeforeReading() throws {
        let url = temporaryFile("huge.png")
        defer { try? FileManager.default.removeItem(at: url) }
        // A sparse file: 600 MiB on paper, nothing on disk.
        try #require(FileManager.default.createFile(atPath: url.path, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 600 << 20)
        try handle.close()
        do {
            _ = try ImageFile.read(from: url)
            Issue.record("a 600 MiB file was read")
        } catch {
            #expect(error.description.contains("larger than 256 MiB"))
        }
    }

    @Test func corruptJPEGsAreReportedAsCorrupt() {
        let truncated = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])
        #expect(throws: ImageDecodingError.self) { try ImageFile.decode(truncated) }
    }
}
