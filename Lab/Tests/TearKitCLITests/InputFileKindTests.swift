import Foundation
import Testing

/// An input image or a font is a regular file or it is refused in one line: a folder, a FIFO or a
/// device never crashes the tool and never hangs it (each run is bounded by `timeout`, which would
/// exit 124).
@Suite struct InputFileKindTests {
    /// Runs the built tool under `timeout 20` in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> TearkitProcess.Result {
        let tool = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        return try TearkitProcess.run(arguments, in: directory, wrappedIn: ["/usr/bin/timeout", "-k", "5", "20", tool])
    }

    /// A folder with a folder, a FIFO and a text file in it.
    static func workspace() throws -> URL {
        let folder = try TearkitProcess.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appendingPathComponent("a-fifo").path, 0o600) == 0)
        try Data("not a font\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

    static func frame(input: String) -> [String] {
        [
            "frame", "--input", input, "--output", "out.png", "--tear-start", "10,0", "--tear-end", "10,12",
            "--progress", "0.5", "--max-gap", "6",
        ]
    }

    @Test func frameRefusesAFolderAsItsInputWithoutCrashing() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(Self.frame(input: "a-folder"), in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a-folder") && result.stderr.contains("it is a folder, not a file"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["frame"], ["render", "--effect", "shatter"]])
    func aFIFOAsTheInputIsRefusedAtOnce(_ command: [String]) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments =
            command == ["frame"]
            ? Self.frame(input: "a-fifo") : command + ["--input", "a-fifo", "--output", "out"]
        let result = try Self.run(arguments, in: folder)
        #expect(result.status == 1, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("it is a named pipe (FIFO), not a file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aDeviceAsTheInputIsRefused() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(Self.frame(input: "/dev/zero"), in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is a device, not a file"))
    }

    static func textGlyphs(font: String) -> [String] {
        ["render", "--effect", "text-glyphs", "--text", "Hi", "--font", font, "--output", "out", "--quiet"]
    }

    @Test func fontsFollowTheInputRulesAndSayWhyTheyFailed() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(font: String, says: String)] = [
            ("a-fifo", "it is a named pipe (FIFO), not a file"),
            ("a-folder", "it is a folder, not a file"),
            ("missing.ttf", "no such file"),
            ("notes.txt", "it is not a font file"),
        ]
        for (font, says) in cases {
            let result = try Self.run(Self.textGlyphs(font: font), in: folder)
            #expect(result.status == 1, "\(font): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains(says), "\(font): \(result.stderr)")
        }
    }

    @Test func aFIFOAsTEARKIT_FONTDoesNotHang() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", "Hi", "--output", "out", "--quiet", "--fps", "2"],
            in: folder, environment: ["TEARKIT_FONT": folder.appendingPathComponent("a-fifo").path],
            wrappedIn: ["/usr/bin/timeout", "-k", "5", "60", tool])
        #expect(result.status != 124, "timed out: \(result.stderr)")
    }

    @Test func aLongFontPathIsEchoedCut() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "x", count: 4000) + ".ttf"
        let result = try Self.run(Self.textGlyphs(font: long), in: folder)
        #expect(result.status == 1)
        #expect(!result.stderr.contains(long))
        #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
    }
}
