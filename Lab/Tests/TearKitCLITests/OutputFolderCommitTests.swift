import Foundation
import Testing
import TearKitRender

/// The output folder belongs to the tool: a folder holding anything it did not write is refused before
/// any work, with or without `--overwrite`; replacing the tool's own output keeps the folder's mode and
/// owner, writes where an `--output` link points (the link stays), and keeps every file that appears
/// in the folder while the tool runs.
@Suite(.serialized) struct OutputFolderCommitTests {
    static func render(_ input: URL, _ output: String, _ extra: [String] = []) -> [String] {
        [
            "render", "--input", input.path, "--gesture-preset", "short-and-recover", "--fps", "6", "--quiet",
            "--output", output,
        ] + extra
    }

    static func status(_ path: String) throws -> stat {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return info
    }

    @Test(arguments: [false, true])
    func aFolderHoldingAnythingTheToolDidNotWriteIsRefusedBeforeAnyWork(overwrite: Bool) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        #expect(try TearkitProcess.run(Self.render(input, output.path)).status == 0)
        // Beside the tool's earlier output: the user's notes, a folder of theirs, and more.
        for name in ["a-notes.txt", "b-list.txt", "c-draft.txt", "d-todo.txt"] {
            try Data(name.utf8).write(to: output.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("photos"), withIntermediateDirectories: false)
        try Data("a photo".utf8).write(to: output.appendingPathComponent("photos/beach.jpg"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o555], ofItemAtPath: output.appendingPathComponent("photos").path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: output.appendingPathComponent("photos").path)
        }
        let before = try OutputFolderFixture.contents(of: output)
        // The pause hook would stop the tool once its first frames are staged: a refusal before any work never gets there.
        let run = try PausedTearkit(
            Self.render(input, output.path, overwrite ? ["--overwrite"] : []), pauseAt: "frames", in: dir)
        let began = try run.wait(for: "its end or its first frames") {
            FileManager.default.fileExists(atPath: run.marker.path) ? true : run.process.isRunning ? nil : false
        }
        let result = try began ? run.resume() : run.waitForExit()
        #expect(!began, "the render began before it was refused")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a-notes.txt, b-list.txt, c-draft.txt and 2 more"), "\(result.stderr)")
        #expect(try OutputFolderFixture.contents(of: output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png", "out"])
    }

    /// Another process keeps creating files in the folder while `--overwrite` replaces the tool's
    /// earlier output there: every one of them is still there afterwards.
    @Test func aFileThatAppearsWhileTheToolCommitsIsKept() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        #expect(try TearkitProcess.run(Self.render(input, output.path, ["--frames"])).status == 0)
        let run = try PausedTearkit(
            Self.render(input, output.path, ["--overwrite", "--frames"]), pauseAt: "move", in: dir)
        try run.waitUntilPaused()
        let writer = FolderWriter(folder: output)
        writer.start()
        // Some of the writer's files are there before the commit, the rest arrive during and after it.
        while writer.written.count < 200 { Thread.sleep(forTimeInterval: 0.001) }
        let result = try run.resume()
        Thread.sleep(forTimeInterval: 0.1)
        let written = writer.stop()
        #expect(result.status == 0, "\(result.stderr)")
        let missing = written.filter { name in
            (try? Data(contentsOf: output.appendingPathComponent(name))) != Data(name.utf8)
        }
        #expect(
            missing.isEmpty,
            "\(missing.count) of \(written.count) files written during the run were lost: \(missing.prefix(5))")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("tear.apng").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png", "out"])
    }

    /// Without `--overwrite` too: the user's notes and a folder of theirs, put in the folder while the
    /// tool runs, are where the user put them afterwards, unchanged, beside the new output; nothing is
    /// set aside in a `*.kept-*` folder and the tool warns of nothing.
    @Test func aFileThatAppearsWhileTheToolRunsStaysWhereItIsWithoutOverwrite() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        #expect(try TearkitProcess.run(Self.render(input, output.path, ["--frames"])).status == 0)
        let run = try PausedTearkit(Self.render(input, output.path, ["--frames"]), pauseAt: "move", in: dir)
        try run.waitUntilPaused()
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("photos"), withIntermediateDirectories: false)
        try Data("a photo".utf8).write(to: output.appendingPathComponent("photos/beach.jpg"))
        let result = try run.resume()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(beside == ["in.png", "out"])
        let contents = try OutputFolderFixture.contents(of: output)
        #expect(contents["notes.txt"] == Data("mine".utf8))
        #expect(contents["photos/beach.jpg"] == Data("a photo".utf8))
        #expect(contents["frame-0001.png"] != nil, "\(contents.keys.sorted())")
    }

    /// `--output link` where `link -> real`: the new output goes into `real`, and `link` stays a link to it.
    @Test func anOutputThatIsASymbolicLinkKeepsPointingWhereItPointed() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let real = dir.appendingPathComponent("real"), link = dir.appendingPathComponent("link")
        #expect(try TearkitProcess.run(Self.render(input, real.path)).status == 0)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
        let result = try TearkitProcess.run(Self.render(input, link.path, ["--frames"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.status(link.path).st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("frame-0001.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png", "link", "real"])
    }

    /// A private folder stays private, and its owner stays its owner, when the tool replaces its output.
    @Test func replacingTheToolsOutputKeepsTheFoldersModeAndOwner() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        #expect(try TearkitProcess.run(Self.render(input, output.path)).status == 0)
        #expect(chmod(output.path, 0o700) == 0)
        // Run as root, the tool could take any folder over: it must not.
        let owner: (uid_t, gid_t) = geteuid() == 0 ? (4321, 4322) : (geteuid(), getegid())
        #expect(chown(output.path, owner.0, owner.1) == 0)
        let result = try TearkitProcess.run(Self.render(input, output.path, ["--overwrite", "--frames"]))
        #expect(result.status == 0, "\(result.stderr)")
        let info = try Self.status(output.path)
        #expect(info.st_mode & 0o7777 == 0o700, "mode \(String(info.st_mode & 0o7777, radix: 8))")
        #expect(info.st_uid == owner.0 && info.st_gid == owner.1, "owner \(info.st_uid):\(info.st_gid)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("frame-0001.png").path))
    }

    /// A shared folder (`2770`: new files take its group) and a scratch one (`1777`: only their owners
    /// remove files) keep their setgid and sticky bits when the tool replaces its output there.
    @Test(arguments: [0o2770, 0o1777] as [mode_t])
    func replacingTheToolsOutputKeepsTheFoldersSetgidAndStickyBits(mode: mode_t) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        #expect(try TearkitProcess.run(Self.render(input, output.path)).status == 0)
        #expect(chmod(output.path, mode) == 0)
        // Setting the setgid bit needs the folder's group (or root): where it did not stick, nothing is tested.
        try #require(try Self.status(output.path).st_mode & 0o7777 == mode, "chmod \(String(mode, radix: 8))")
        let result = try TearkitProcess.run(Self.render(input, output.path, ["--overwrite", "--frames"]))
        #expect(result.status == 0, "\(result.stderr)")
        let info = try Self.status(output.path)
        #expect(
            info.st_mode & 0o7777 == mode,
            "mode \(String(info.st_mode & 0o7777, radix: 8)), was \(String(mode, radix: 8))")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("frame-0001.png").path))
    }
}

/// Creates files `user-<n>.txt` (holding their own name) in a folder, one after another, on its own
/// thread, as another program would; remembers every file it created.
final class FolderWriter: @unchecked Sendable {
    let folder: URL
    private let lock = NSLock()
    private var names: [String] = []
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    init(folder: URL) { self.folder = folder }

    var written: [String] { lock.withLock { names } }

    func start() {
        Thread.detachNewThread { [self] in
            var index = 0
            while !lock.withLock({ stopped }) {
                let name = "user-\(index).txt"
                let descriptor = open(folder.appendingPathComponent(name).path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
                if descriptor >= 0 {
                    let bytes = Array(name.utf8)
                    let count = write(descriptor, bytes, bytes.count)
                    close(descriptor)
                    if count == bytes.count { lock.withLock { names.append(name) } }
                }
                index += 1
            }
            done.signal()
        }
    }

    /// Stops the writer and returns every file it created.
    func stop() -> [String] {
        lock.withLock { stopped = true }
        done.wait()
        return written
    }
}
