import Foundation
import Testing
import TearKitRender

/// `--output` never removes what `tearkit` did not write: the current folder, a
/// folder holding the input, the home folder, `/` and a folder holding anything the tool did not write
/// are refused whatever the flags; `--overwrite` replaces only the tool's own files.
@Suite(.serialized) struct OutputFolderSafetyTests {
    /// A folder with a small input image and a file of the user's.
    static func workspace() throws -> (dir: URL, input: URL, notes: URL) {
        let dir = try TearkitProcess.temporaryDirectory()
        let input = dir.appendingPathComponent("rose.png")
        try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: (200, 60, 80, 255)), to: input)
        let notes = dir.appendingPathComponent("my-notes.txt")
        try Data("mine".utf8).write(to: notes)
        return (dir, input, notes)
    }

    static func render(_ input: String, output: String, _ extra: [String] = []) -> [String] {
        [
            "render", "--input", input, "--gesture-preset", "short-and-recover", "--fps", "4", "--quiet", "--output",
            output,
        ] + extra
    }

    /// The folder's files and their bytes (hidden ones too).
    static func contents(_ dir: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path, isDirectory: &isDirectory)
            files[name] = isDirectory.boolValue ? Data() : try Data(contentsOf: dir.appendingPathComponent(name))
        }
        return files
    }

    @Test(arguments: [false, true])
    func theCurrentFolderIsRefused(overwrite: Bool) throws {
        let (dir, _, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.contents(dir)
        for output in [".", "./", dir.path] {
            let result = try TearkitProcess.run(
                Self.render("rose.png", output: output, overwrite ? ["--overwrite"] : []), in: dir)
            #expect(result.status == 1, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("current folder"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(try Self.contents(dir) == before, "--output \(output)")
        }
        // An ancestor of the current folder too (the shell would be left in a deleted folder).
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        let up = try TearkitProcess.run(
            Self.render("../rose.png", output: "..", overwrite ? ["--overwrite"] : []), in: sub)
        #expect(up.status == 1, "\(up.stderr)")
        #expect(FileManager.default.fileExists(atPath: sub.path))
    }

    @Test(arguments: [false, true])
    func aFolderHoldingTheInputIsRefused(overwrite: Bool) throws {
        let (dir, input, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.contents(dir)
        let result = try TearkitProcess.run(
            Self.render(input.path, output: dir.path, overwrite ? ["--overwrite"] : []),
            in: FileManager.default.temporaryDirectory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("holds the input"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try Self.contents(dir) == before)
    }

    @Test func theHomeFolderIsRefused() throws {
        let (dir, input, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        try Data("dotfile".utf8).write(to: home.appendingPathComponent(".profile"))
        let result = try TearkitProcess.run(
            Self.render(input.path, output: home.path, ["--overwrite"]),
            in: FileManager.default.temporaryDirectory, environment: ["HOME": home.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("home folder"), "\(result.stderr)")
        #expect(try Self.contents(home) == [".profile": Data("dotfile".utf8)])
    }

    /// Only the folder itself and the folders holding it are refused, path component by path component:
    /// a folder whose name merely begins the name of the input's folder (`out` beside `out2/rose.png`),
    /// of the current folder (`../here` from `here2`) or of the home folder (`pro` beside `project`) is
    /// an output like any other.
    @Test func aFolderWhoseNameBeginsAProtectedFoldersNameIsAccepted() throws {
        let (dir, _, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["out", "out2", "here", "here2", "pro", "project"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("rose.png"), to: dir.appendingPathComponent("out2/rose.png"))
        let home = ["HOME": dir.appendingPathComponent("project").path]
        // The input's folder, the current folder, the home folder: each run begins the name of only one.
        let runs: [(output: String, input: String, folder: String)] = [
            ("out", "out2/rose.png", ""), ("../here", "../out2/rose.png", "here2"), ("pro", "out2/rose.png", ""),
        ]
        for run in runs {
            let result = try TearkitProcess.run(
                Self.render(run.input, output: run.output), in: dir.appendingPathComponent(run.folder),
                environment: home)
            #expect(result.status == 0, "--output \(run.output): \(result.stderr)")
            #expect(result.stderr.isEmpty, "--output \(run.output): \(result.stderr)")
            let output = dir.appendingPathComponent(run.folder).appendingPathComponent(run.output)
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent("tear.apng").path),
                "--output \(run.output): \((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])")
        }
        #expect(try Self.contents(dir.appendingPathComponent("out2")).keys.sorted() == ["rose.png"])
        #expect(try Self.contents(dir.appendingPathComponent("project")).isEmpty)
    }

    @Test func theRootFolderIsRefused() throws {
        let (dir, input, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try FileManager.default.contentsOfDirectory(atPath: "/").sorted()
        let result = try TearkitProcess.run(Self.render(input.path, output: "/", ["--overwrite"]), in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("root folder"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/").sorted() == before)
    }

    /// A folder of the user's files is never the tool's: refused with or without --overwrite, naming
    /// them, and nothing in it changes (a file named like an output file too).
    @Test(arguments: [false, true])
    func aFolderOfTheUsersFilesIsRefusedWhateverTheFlags(overwrite: Bool) throws {
        let (dir, input, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: output.appendingPathComponent("my-notes.txt"))
        try Data("my sheet".utf8).write(to: output.appendingPathComponent("contact-sheet.png"))
        let before = try Self.contents(output)
        let refused = try TearkitProcess.run(
            Self.render(input.path, output: output.path, overwrite ? ["--overwrite"] : []))
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("contact-sheet.png, my-notes.txt"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(try Self.contents(output) == before)
    }

    /// A file the user put inside a folder the tool wrote (the demo's shatter/) is theirs too: a new
    /// demo is refused, naming it, with or without --overwrite, rather than removing it with the folder.
    @Test(arguments: [false, true])
    func aFileOfTheUsersInsideTheToolsSubfolderIsKept(overwrite: Bool) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let first = try TearkitProcess.run(["demo", "--fps", "3", "--quiet", "--no-reel", "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        let notes = output.appendingPathComponent("shatter/notes.txt")
        try Data("mine".utf8).write(to: notes)
        let again = try TearkitProcess.run(
            ["demo", "--fps", "3", "--quiet", "--no-reel", "--output", output.path] + (overwrite ? ["--overwrite"] : [])
        )
        #expect(again.status == 1, "\(again.stderr)")
        #expect(again.stderr.contains("shatter/notes.txt"), "\(again.stderr)")
        #expect(again.stderr.split(separator: "\n").count == 1, "\(again.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
    }
}
