import Foundation
import Testing
import TearKitRender

/// The mistakes a user makes on the command line are named, with the documented exit status.
@Suite(.serialized) struct CommandLineMistakeTests {
    static let usageError: Int32 = 64
    static let failure: Int32 = 1

    @Test func anUnknownOptionIsNamedWithACloseMatch() throws {
        let typo = try TearkitProcess.run(["render", "--inptu", "photo.jpg", "--gesture-preset", "demo"])
        #expect(typo.status == Self.usageError)
        #expect(typo.stderr.contains("Unknown option '--inptu'. Did you mean '--input'?"), "\(typo.stderr)")
        let afterValid = try TearkitProcess.run(["frame", "--input", "a.png", "--ouptut", "b.png"])
        #expect(
            afterValid.stderr.contains("Unknown option '--ouptut'. Did you mean '--output'?"), "\(afterValid.stderr)")
        let nothingClose = try TearkitProcess.run(["demo", "--zebra"])
        #expect(nothingClose.status == Self.usageError)
        #expect(nothingClose.stderr.contains("Unknown option '--zebra'"), "\(nothingClose.stderr)")
        #expect(!nothingClose.stderr.contains("Did you mean"))
    }

    @Test(arguments: [
        (
            ["render", "--input", "x.jpg", "--gesture-preset", "demo", "--scale", "-1"],
            "--scale must be between 0.01 and 16"
        ),
        (
            ["render", "--input", "x.jpg", "--gesture-preset", "demo", "--max-gap", "-5"],
            "--max-gap must be between 0 and 200"
        ),
        (["demo", "--fps", "-30"], "--fps must be between 1 and 240"),
        (["demo", "--edge-roughness", "-0.5"], "--edge-roughness must be between 0 and 1"),
        (["render", "--input", "x.jpg", "--gesture-preset", "demo", "--max-size", "-1"], "--max-size must be between"),
        (
            [
                "frame", "--input", "a.png", "--output", "b.png", "--tear-start", "-5,0", "--tear-end", "10,10",
                "--progress", "-0.2", "--max-gap", "4",
            ], "--progress must be between 0 and 1"
        ),
        (["simulate", "x.json", "--fps", "-1"], "--fps must be between 1 and 1000"),
        (
            ["render", "--input", "x.jpg", "--effect", "shatter", "--seed", "-1"],
            "--seed must be a whole number between 0 and 18446744073709551615"
        ),
        (
            ["render", "--input", "x.jpg", "--effect", "shatter", "--piece-size", "-1"],
            "--piece-size must be between 0.5 and 1024"
        ),
        (
            ["render", "--input", "x.jpg", "--effect", "tear-in-two", "--tear-seed", "-1"],
            "--tear-seed must be a whole number between 0 and 18446744073709551615"
        ),
        (
            ["render", "--input", "x.jpg", "--gesture-preset", "demo", "--shadow-strength", "-0.5"],
            "--shadow-strength must be between 0 and 1"
        ),
        (
            [
                "frame", "--input", "a.png", "--output", "b.png", "--tear-start", "5,0", "--tear-end", "10,10",
                "--progress", "0.2", "--max-gap", "4", "--max-pixels", "-1",
            ], "--max-pixels must be between 1 and"
        ),
    ])
    func negativeNumbersReachTheRangeChecks(_ arguments: [String], _ message: String) throws {
        let result = try TearkitProcess.run(arguments)
        #expect(result.status == Self.usageError, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func exitStatusesAreTheDocumentedOnes() throws {
        let help = try TearkitProcess.run(["--help"])
        #expect(help.stdout.contains("64 a usage error"), "\(help.stdout)")
        #expect(help.stdout.contains("1 the job failed"))
        #expect(help.stdout.contains("130 interrupted"))
        let missingInput = try TearkitProcess.run([
            "render", "--input", "/no/such/photo.jpg", "--gesture-preset", "demo",
            "--output", "/tmp/tearkit-never-\(UUID().uuidString)",
        ])
        #expect(missingInput.status == Self.failure)
        #expect(missingInput.stderr.split(separator: "\n").count == 1, "\(missingInput.stderr)")
        let outOfRange = try TearkitProcess.run(["demo", "--fps", "0"])
        #expect(outOfRange.status == Self.usageError)
        // The tool's manual says the same, and the help points to it.
        #expect(help.stdout.contains("Documentation/Tool.md"))
        let readme = try String(
            contentsOf: TearkitProcess.repositoryRoot.appendingPathComponent("Documentation/Tool.md"), encoding: .utf8)
        #expect(readme.contains("exit status 64"))
        #expect(readme.contains("exit status 1"))
        #expect(readme.contains("130"))
    }

    @Test func aReadOnlyOutputFolderIsRefusedAndKept() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("ro").path)
            try? FileManager.default.removeItem(at: dir)
        }
        let readOnly = dir.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        let result = try TearkitProcess.run(["demo", "--output", readOnly.path, "--fps", "4"])
        #expect(result.status == Self.failure)
        #expect(result.stderr.contains("\(readOnly.path) is read-only"), "\(result.stderr)")
        let permissions =
            try FileManager.default.attributesOfItem(atPath: readOnly.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o555)
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["ro"])
        // Nor is anything written into it.
        let inside = try TearkitProcess.run([
            "demo", "--output", readOnly.appendingPathComponent("demo").path, "--fps", "4",
        ])
        #expect(inside.status == Self.failure)
        #expect(inside.stderr.contains("is read-only"), "\(inside.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
    }

    @Test func writeErrorsNameThePathTheUserGave() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data().write(to: dir.appendingPathComponent("a-file"))
        // Relative paths, as typed: the message repeats them rather than a parent folder.
        let demo = try TearkitProcess.run(["demo", "--output", "a-file/out", "--fps", "4"], in: dir)
        #expect(demo.status == Self.failure)
        #expect(demo.stderr.contains("a-file/out:"), "\(demo.stderr)")
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 8, height: 8, fill: (200, 100, 50, 255)), to: input)
        let frame = try TearkitProcess.run(
            [
                "frame", "--input", "in.png", "--output", "a-file/torn.png", "--tear-start", "4,0",
                "--tear-end", "4,6", "--progress", "0.5", "--max-gap", "2",
            ], in: dir)
        #expect(frame.status == Self.failure)
        #expect(frame.stderr.contains("cannot write a-file/torn.png:"), "\(frame.stderr)")
    }

    @Test func frameWritesARealJPEGOrRefusesTheExtension() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: (230, 230, 230, 255)), to: input)
        let arguments = [
            "frame", "--input", input.path, "--tear-start", "20,0", "--tear-end", "20,20", "--progress", "0.8",
            "--max-gap", "10",
            "--crop-to-input",
        ]
        let jpeg = try TearkitProcess.run(arguments + ["--output", dir.appendingPathComponent("torn.jpg").path])
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("torn.jpg"))
        #expect(ImageFile.format(of: data) == .jpeg)
        let image = try ImageFile.decode(data)
        #expect(image.width == 40 && image.height == 30)
        // The gap shows the dark backdrop, the paper stays light (JPEG is lossy: compare loosely).
        #expect(image[20, 2].r < 60)
        #expect(image[3, 25].r > 200)
        let gif = try TearkitProcess.run(arguments + ["--output", dir.appendingPathComponent("torn.gif").path])
        #expect(gif.status == Self.usageError)
        #expect(gif.stderr.contains(".gif"), "\(gif.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png", "torn.jpg"])
    }
}
