import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// The output folder's manifest (`.tearkit-output`) as the tool reads it back from disk: a name
/// listed more than once belongs to the job on its last line (the newest word on it), the manifest
/// the tool writes lists each name once, and lines that name no plain entry of the folder are ignored.
@Suite struct OutputManifestTests {
    static func folder(holding manifest: String) throws -> URL {
        let dir = try TearkitProcess.temporaryDirectory()
        try Data(manifest.utf8).write(to: dir.appendingPathComponent(OutputManifest.fileName))
        return dir
    }

    /// How many lines of the manifest file in `folder` name `name` (its second column).
    static func lines(naming name: String, in folder: URL) throws -> Int {
        let text = try String(contentsOf: folder.appendingPathComponent(OutputManifest.fileName), encoding: .utf8)
        return text.split(separator: "\n").filter {
            !$0.hasPrefix("#") && $0.split(separator: "\t").last.map(String.init) == name
        }.count
    }

    @Test func aNameListedTwiceBelongsToItsLastJobAndIsWrittenBackOnce() throws {
        let dir = try Self.folder(
            holding: """
                # Written by tearkit
                render ripple\tcontact-sheet.png
                render ripple\tripple.apng
                render shift\tcontact-sheet.png
                demo\treel
                demo\treel/reel.apng
                render tear\treel/reel.apng

                """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = OutputManifest.read(in: dir)
        #expect(manifest.job(of: "contact-sheet.png") == "render shift")
        #expect(manifest.job(of: "reel/reel.apng") == "render tear")
        #expect(manifest.job(of: "ripple.apng") == "render ripple")
        #expect(manifest.job(of: "reel") == "demo")
        #expect(manifest.entries.count == 4, "\(manifest.entries)")

        // Written back to disk: each name on one line, with its last job; read again, the same manifest.
        try manifest.write(in: dir)
        for name in ["contact-sheet.png", "ripple.apng", "reel", "reel/reel.apng"] {
            #expect(try Self.lines(naming: name, in: dir) == 1, "\(name) is not listed exactly once")
        }
        #expect(OutputManifest.read(in: dir) == manifest)
        #expect(OutputManifest.read(in: dir).job(of: "contact-sheet.png") == "render shift")
    }

    @Test func addingANameAgainMovesItToTheNewJob() throws {
        var manifest = OutputManifest()
        manifest.add("tear.apng", job: "render tear")
        manifest.add("tear.apng", job: "demo")
        #expect(manifest.job(of: "tear.apng") == "demo")
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try manifest.write(in: dir)
        #expect(try Self.lines(naming: "tear.apng", in: dir) == 1)
        #expect(OutputManifest.read(in: dir).job(of: "tear.apng") == "demo")
    }

    @Test func linesThatNameNoPlainEntryOfTheFolderAreIgnored() throws {
        let dir = try Self.folder(
            holding: """
                render ripple\t../outside.png
                render ripple\t/etc/passwd
                render ripple\t.
                render ripple\treel//reel.apng
                render ripple\treel/../../x
                render ripple\t.tearkit-output
                render ripple\t
                no tab here
                render ripple\tripple.apng

                """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = OutputManifest.read(in: dir)
        #expect(manifest.entries.map(\.name) == ["ripple.apng"], "\(manifest.entries)")
    }

    /// A render's output folder, its manifest then grown by `extra` (appended to the file).
    static func renderedFolder(appending extra: (FileHandle) throws -> Void) throws -> (
        dir: URL, input: URL, output: URL
    ) {
        let dir = try TearkitProcess.temporaryDirectory()
        let input = dir.appendingPathComponent("in.png"), output = dir.appendingPathComponent("out")
        try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: (200, 60, 80, 255)), to: input)
        let first = try TearkitProcess.run([
            "render", "--input", input.path, "--effect", "ripple", "--fps", "4", "--quiet", "--output", output.path,
        ])
        #expect(first.status == 0, "\(first.stderr)")
        let handle = try FileHandle(forWritingTo: output.appendingPathComponent(OutputManifest.fileName))
        try handle.seekToEnd()
        try extra(handle)
        try handle.close()
        return (dir, input, output)
    }

    /// A manifest of 10,000 lines is read in linear time: the next render replaces the folder at once.
    @Test func aLongManifestIsReadInLinearTime() throws {
        let (dir, input, output) = try Self.renderedFolder { handle in
            handle.write(Data((0..<10_000).map { "render ripple\tframe-\($0).png\n" }.joined().utf8))
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let start = Date()
        let again = try TearkitProcess.run([
            "render", "--input", input.path, "--effect", "ripple", "--fps", "4", "--quiet", "--output", output.path,
        ])
        let seconds = Date().timeIntervalSince(start)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(seconds < 5, "a 10,000-line manifest took \(seconds) s")
    }

    /// A 2 GiB manifest (a sparse file) is read no further than its limit: memory stays small, and the
    /// folder, whose manifest names nothing the tool can trust, is refused rather than replaced.
    @Test func aHugeManifestIsReadNoFurtherThanItsLimit() throws {
        let (dir, input, output) = try Self.renderedFolder { handle in
            try handle.truncate(atOffset: 2 << 30)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try TearkitPeakMemory.run([
            "render", "--input", input.path, "--effect", "ripple", "--fps", "4", "--quiet", "--output", output.path,
        ])
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes >> 20) MB")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("ripple.apng"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("ripple.apng").path))
    }

    /// A manifest that is a FIFO is not opened (opening one with no writer waits forever): the render
    /// ends well within 30 s, either refusing the folder or treating it as holding no output of the
    /// tool's, and leaves no staging folder behind.
    @Test func aManifestThatIsAFIFODoesNotHangTheTool() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png"), output = dir.appendingPathComponent("out")
        try PNGCodec.write(RGBAImage(width: 40, height: 30, fill: (200, 60, 80, 255)), to: input)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        #expect(mkfifo(output.appendingPathComponent(OutputManifest.fileName).path, 0o644) == 0)
        let run = try PausedTearkit(
            [
                "render", "--input", input.path, "--effect", "ripple", "--fps", "4", "--quiet",
                "--output", output.path,
            ], pauseAt: nil, in: dir)
        let deadline = Date().addingTimeInterval(30)
        while run.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let hung = run.process.isRunning
        if hung {
            // A tool blocked opening the FIFO may not get to its interrupt handling: killed outright.
            run.process.terminate()
            Thread.sleep(forTimeInterval: 2)
            if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
        }
        let result = try run.waitForExit()
        #expect(!hung, "tearkit was still running after 30 s")
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png", "out"])
    }
}
