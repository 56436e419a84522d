import Foundation
import Testing
import TearKitGestureScripts
import TearKitRender
@testable import tearkit

/// Whatever a message echoes — a script's field, a path — reaches the terminal as text: its control
/// characters (ESC, BEL, a newline) are written out as `\u{1B}`, so an echo cannot retitle, clear or
/// break the user's terminal, and the message stays on one line.
@Suite struct EchoedTextTests {
    /// Whether `text` holds a C0 or C1 control character other than the line ends between messages.
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func aScriptsPhaseIsEchoedWithItsControlCharactersWrittenOut() throws {
        let script =
            #"{"view": {"width": 100, "height": 100}, "events": [{"phase": "\u001b]0;owned\u0007\u001b[2J", "time": 0}]}"#
        let result = try TearkitProcess.run(["simulate", "-"], stdin: Data(script.utf8))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"\u{1B}]0;owned\u{7}\u{1B}[2J"#), "\(result.stderr)")
    }

    /// A right-to-left override (U+202E) or isolate in a path would reorder the terminal's line from
    /// there on: it is written out as `\u{202E}`, like every format character (category Cf).
    @Test func aBidiControlInAPathIsWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(
            ["render", "--input", "photo\u{202E}gnp.exe\u{2066}.png", "--effect", "ripple", "--output", "out"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            !result.stderr.unicodeScalars.contains { $0.properties.generalCategory == .format },
            "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"photo\u{202E}gnp.exe\u{2066}.png"#), "\(result.stderr)")
        #expect(EchoedText("a\u{200F}b").description == #"a\u{200F}b"#)
        #expect(EchoedText("été 👍").description == "été 👍")
    }

    @Test func anOutputPathIsEchoedWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 20, height: 20, fill: (200, 60, 80, 255)), to: input)
        try Data().write(to: dir.appendingPathComponent("a-file"))
        // A folder under a file cannot be made: the error names the path as given.
        let result = try TearkitProcess.run(
            [
                "render", "--input", input.path, "--effect", "ripple", "--quiet",
                "--output", "a-file/\u{1B}]0;owned\u{07}\nnext",
            ], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"a-file/\u{1B}]0;ow"#), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A malformed value is one ArgumentParser reports itself, quoting it: its control characters
    /// are written out too, and the usage still follows.
    @Test(arguments: [
        ["render", "--input", "in.png", "--scale", "\u{1B}]0;owned\u{07}"],
        ["frame", "--input", "in.png", "--progress", "\u{1B}[2J"],
    ])
    func aMalformedValueIsEchoedWithItsControlCharactersWrittenOut(arguments: [String]) throws {
        let result = try TearkitProcess.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"\u{1B}"#), "\(result.stderr)")
        #expect(result.stderr.contains("Usage:") || result.stderr.contains("USAGE:"), "\(result.stderr)")
    }

    /// An unknown option is named with its control characters written out.
    @Test func anUnknownOptionIsEchoedWithItsControlCharactersWrittenOut() throws {
        let result = try TearkitProcess.run(["render", "--\u{1B}]0;owned\u{07}"])
        #expect(result.status != 0, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"Unknown option '--\u{1B}]0;owned\u{7}'"#), "\(result.stderr)")
    }

    /// The summary on standard output names the output folder with its control characters written
    /// out, for every kind of export: a registered effect, the shatter's pieces and the tear's gesture.
    @Test(arguments: [["--effect", "ripple"], ["--effect", "shatter"], ["--gesture-preset", "demo"]])
    func theSummaryNamesTheOutputWithItsControlCharactersWrittenOut(effect: [String]) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 40, height: 40, fill: (200, 60, 80, 255)), to: input)
        let result = try TearkitProcess.run(
            [
                "render", "--input", input.path, "--fps", "4", "--quiet",
                "--output", "out\u{1B}]0;owned\u{07}",
            ] + effect, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"out\u{1B}]0;owned\u{7}/"#), "\(result.stdout)")
        #expect(!Self.hasControlCharacters(result.stdout), "\(result.stdout.debugDescription)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
    }

    /// A long unknown option (a pasted blob) is named cut short with `…`, as every echo of what the user typed.
    @Test func aLongUnknownOptionIsNamedCutShort() throws {
        let result = try TearkitProcess.run(["render", "--" + String(repeating: "x", count: 5000)])
        #expect(result.status != 0, "\(result.stderr)")
        #expect(result.stderr.contains("Unknown option '--xxxxxxxx"), "\(result.stderr)")
        #expect(result.stderr.contains("…'"), "\(result.stderr)")
        #expect(result.stderr.utf8.count < 500, "\(result.stderr.utf8.count) bytes on standard error")
    }

    /// The notes on a large animation and on large frame files name the output folder with its control
    /// characters written out. (Sparse files stand in for outputs of 100 MB.)
    @Test func aLargeOutputsNotesNameTheFolderWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["ripple.apng", AnimationOutputFiles.frameName(0)] {
            let file = dir.appendingPathComponent(name)
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(LargeOutputNote.threshold))
            try handle.close()
        }
        let lines = LargeOutputNote.lines(
            folder: dir, displayPath: "out\u{1B}]0;owned\u{07}", animationName: "ripple.apng",
            frameFiles: 1, advice: "lower --fps")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(#"out\u{1B}]0;owned\u{7}/"#) }, "\(lines)")
        #expect(!lines.contains(where: Self.hasControlCharacters), "\(lines)")
    }

    /// A torn frame of 100 MB or more gets a note that names it with its control characters written out.
    @Test func aLargeFramesNoteNamesItWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("noise.png")
        // 6000 × 6000 px of noise (opaque), left as it is (progress 0): a PNG of over 100 MB.
        try PNGCodec.write(HonestSummaryTests.noise(width: 6000, height: 6000), to: input)
        let result = try TearkitProcess.run(
            [
                "frame", "--input", input.path, "--output", "big\u{1B}]0;owned\u{07}.png", "--scale", "1",
                "--tear-start", "20,0", "--tear-end", "20,25", "--progress", "0", "--max-gap", "0",
                "--edge-roughness", "0", "--crop-to-input",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let written = dir.appendingPathComponent("big\u{1B}]0;owned\u{07}.png")
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: written.path)[.size] as? NSNumber)
            .intValue
        #expect(bytes >= 100_000_000)
        #expect(
            result.stdout.contains(
                #"Note: big\u{1B}]0;owned\u{7}.png is "#
                    + "\(bytes / 1_000_000) MB, a large file; a .jpg output is much smaller"),
            "\(result.stdout)")
        #expect(!Self.hasControlCharacters(result.stdout), "\(result.stdout.debugDescription)")
    }

    /// The warning before a render that may write gigabytes names the output folder with its control
    /// characters written out and states how much it may write, in GB of 2³⁰ bytes. (Only a
    /// multi-gigabyte render reaches it, so its text is checked here, not through the tool.)
    @Test func theLargeOutputWarningNamesTheFolderWithItsControlCharactersWrittenOut() throws {
        // Frames of 16 MiB each: 100 frame files and 92 animation frames are 3 GiB (3.2 GB in decimal units).
        let warning = try #require(
            TearAnimationExport.largeOutputWarning(
                fullFrameBytes: 1 << 24, frameCount: 100, runCount: 92, writesFrameFiles: true,
                output: "out\u{1B}]0;owned\u{07}", sourceWidth: 4000, sourceHeight: 3000))
        #expect(
            warning.contains(#"up to 3.0 GB into out\u{1B}]0;owned\u{7} (100 frames of 4000 × 3000 px"#), "\(warning)")
        #expect(warning.contains("drop --frames"), "\(warning)")
        #expect(!Self.hasControlCharacters(warning), "\(warning.debugDescription)")
        // Without --frames only the animation's 92 frames count: 1.4375 GiB.
        let animationOnly = try #require(
            TearAnimationExport.largeOutputWarning(
                fullFrameBytes: 1 << 24, frameCount: 100, runCount: 92, writesFrameFiles: false,
                output: "out", sourceWidth: 4000, sourceHeight: 3000))
        #expect(animationOnly.contains("up to 1.4 GB into out ("), "\(animationOnly)")
        // Exactly 1 GiB is not over the limit: no warning.
        #expect(
            TearAnimationExport.largeOutputWarning(
                fullFrameBytes: 1 << 24, frameCount: 64, runCount: 64, writesFrameFiles: false,
                output: "out", sourceWidth: 4000, sourceHeight: 3000) == nil)
    }

    /// An `--output` whose extension `frame` cannot write is refused naming it, and the extension, with
    /// their control characters written out.
    @Test func anOutputWithAnUnwritableExtensionIsEchoedWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(
            [
                "frame", "--input", "in.png", "--output", "out\u{1B}]0;owned\u{07}.x\u{1B}]0;y\u{07}",
                "--tear-start", "0,0", "--tear-end", "10,10", "--progress", "0.5", "--max-gap", "10",
            ], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(
            result.stderr.contains(
                #"--output out\u{1B}]0;owned\u{7}.x\u{1B}]0;y\u{7}: cannot write .x\u{1B}]0;y\u{7} files"#),
            "\(result.stderr)")
    }

    /// A stray argument to `render` (a file name the shell expanded, say) is named with its control
    /// characters written out.
    @Test func aStrayArgumentIsEchoedWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(
            ["render", "--input", "in.png", "--effect", "ripple", "\u{1B}]0;owned\u{07}"], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"Unexpected argument '\u{1B}]0;owned\u{7}'"#), "\(result.stderr)")
    }

    /// `--input ''` names no file: said so, not "the current folder is a directory".
    @Test(arguments: [
        ["render", "--effect", "ripple", "--quiet", "--output", "out"],
        [
            "frame", "--output", "out.png", "--tear-start", "80,0", "--tear-end", "80,120", "--progress", "0.5",
            "--max-gap", "24", "--edge-roughness", "0.5",
        ],
    ])
    func anEmptyInputIsNoInputGiven(command: [String]) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(command + ["--input", ""], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("no input given"), "\(result.stderr)")
        #expect(!result.stderr.contains("directory"), "\(result.stderr)")
    }

    /// The read-only folder an output would go in is named with its control characters written out.
    @Test func aReadOnlyParentFolderIsEchoedWithItsControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        let parent = dir.appendingPathComponent("ro\u{1B}]0;owned\u{07}")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: parent.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 20, height: 20, fill: (200, 60, 80, 255)), to: input)
        try FileManager.default.createDirectory(
            at: parent, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o555])
        let result = try TearkitProcess.run(
            [
                "render", "--input", input.path, "--effect", "ripple", "--quiet",
                "--output", parent.appendingPathComponent("out").path,
            ], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("read-only"), "\(result.stderr)")
        #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"ro\u{1B}]0;owned\u{7}"#), "\(result.stderr)")
    }
}
