import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// `frame` and `previews` write their files by the rules every output of the tool keeps: only a
/// regular file or nothing is replaced, a symbolic link is followed and stays a link, the file keeps
/// its mode and owner, a read-only folder is refused for anyone, and nothing of the work is left after
/// a failure or a signal.
@Suite(.serialized) struct OutputFileRuleTests {
    static func frame(_ workspace: FrameCommandTests.Workspace, output: String) throws {
        try FrameCommandTests.run(FrameCommandTests.frameArguments(input: workspace.input.path, output: output))
    }

    static func entries(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aFIFOAtTheOutputIsRefusedAndStaysAFIFO() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let fifo = workspace.path("out.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ToolError.self) { try Self.frame(workspace, output: fifo) }
        #expect(StagedOutputFolder.status(of: fifo).map { $0.st_mode & S_IFMT == S_IFIFO } == true)
        #expect(Self.entries(workspace.directory) == ["in.png", "out.png"])
    }

    @Test func aDeviceAtTheOutputIsRefusedAndStaysADevice() throws {
        guard geteuid() == 0 else { return }  // only root may make a device node
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        // The null device's numbers (1, 3), as a node of this test's own.
        let device = workspace.path("out.png")
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        #expect(throws: ToolError.self) { try Self.frame(workspace, output: device) }
        #expect(StagedOutputFolder.status(of: device).map { $0.st_mode & S_IFMT == S_IFCHR } == true)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(
            atPath: workspace.path("real"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("link.png"), withDestinationPath: "real/torn.png")
        try Self.frame(workspace, output: workspace.path("link.png"))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("link.png")) == "real/torn.png")
        #expect((try? PNGCodec.read(from: URL(fileURLWithPath: workspace.path("real/torn.png")))) != nil)
        // A link to nothing is refused and left as it is.
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("dangling.png"), withDestinationPath: "nowhere/x.png")
        #expect(throws: ToolError.self) { try Self.frame(workspace, output: workspace.path("dangling.png")) }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("dangling.png")) == "nowhere/x.png"
        )
        #expect(!FileManager.default.fileExists(atPath: workspace.path("nowhere")))
    }

    @Test func aReplacedFileKeepsItsModeAndOwner() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let output = workspace.path("private.png")
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: output))
        #expect(chmod(output, 0o600) == 0)
        if geteuid() == 0 { #expect(chown(output, 1234, 5678) == 0) }
        try Self.frame(workspace, output: output)
        let info = try #require(StagedOutputFolder.status(of: output))
        #expect(info.st_mode & 0o7777 == 0o600)
        if geteuid() == 0 {
            #expect(info.st_uid == 1234 && info.st_gid == 5678)
        }
        #expect((try? PNGCodec.read(from: URL(fileURLWithPath: output))) != nil)
        #expect(Self.entries(workspace.directory) == ["in.png", "private.png"])
    }

    @Test func aReadOnlyFolderIsRefusedForAnyone() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer {
            chmod(workspace.path("locked"), 0o755)
            workspace.remove()
        }
        try FileManager.default.createDirectory(atPath: workspace.path("locked"), withIntermediateDirectories: false)
        #expect(chmod(workspace.path("locked"), 0o555) == 0)
        #expect(throws: ToolError.self) { try Self.frame(workspace, output: workspace.path("locked/out.png")) }
        #expect(Self.entries(URL(fileURLWithPath: workspace.path("locked"))).isEmpty)
    }

    @Test func previewsLeavesAUsersFolderWithAPreviewsNameAlone() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theirs = dir.appendingPathComponent("p/dust-preview.apng")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: theirs.appendingPathComponent("notes.txt"))
        let result = try TearkitProcess.run(["previews", "--output", "p"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("dust-preview.apng"), "\(result.stderr)")
        #expect(try Data(contentsOf: theirs.appendingPathComponent("notes.txt")) == Data("mine".utf8))
        #expect(Self.entries(dir.appendingPathComponent("p")) == ["dust-preview.apng"])
    }

    @Test func anInterruptedPreviewsLeavesNoWorkAndNoMixOfPreviews() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("p")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("earlier".utf8).write(to: output.appendingPathComponent("tear-preview.apng"))
        let temporary = FileManager.default.temporaryDirectory
        let before = Set(Self.entries(temporary).filter { $0.hasPrefix("tearkit-previews-") })
        let run = try PausedTearkit(["previews", "--output", output.path], pauseAt: nil, in: dir)
        // Once the first effect's render is under way inside the work folder.
        _ = try run.wait(for: "the previews' work") {
            Self.entries(output).first { $0.hasPrefix(".tearkit-previews.partial-") }.flatMap { work in
                Self.entries(output.appendingPathComponent(work)).contains { $0.hasPrefix("card-") } ? work : nil
            }
        }
        let result = try run.signal(SIGINT)
        #expect(result.status == 128 + SIGINT, "\(result.stderr)")
        #expect(result.stderr.contains("interrupted: nothing was written"), "\(result.stderr)")
        #expect(Self.entries(output) == ["tear-preview.apng"])
        #expect(try Data(contentsOf: output.appendingPathComponent("tear-preview.apng")) == Data("earlier".utf8))
        let after = Set(Self.entries(temporary).filter { $0.hasPrefix("tearkit-previews-") })
        #expect(after.subtracting(before).isEmpty)
    }
}
