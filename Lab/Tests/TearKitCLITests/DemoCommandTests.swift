import Foundation
import Testing
import TearKitRender
import TearKitGestureScripts

/// End-to-end tests of `tearkit demo` through the built executable.
@Suite(.serialized) struct DemoCommandTests {
    @Test func writesFramesAnAnimationAndAContactSheet() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--output", output.path, "--fps", "12", "--frames"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Wrote"))
        #expect(result.stdout.contains("Outcome: broke, recovered, recovered"))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let frames = files.filter { $0.hasPrefix("frame-") }
        #expect(frames.count > 40)
        #expect(frames.first == "frame-0001.png")
        #expect(files.contains("tear.apng"))
        #expect(files.contains("contact-sheet.png"))

        // The animation reads back with valid CRCs and sequence numbers, and lasts as long as the frames.
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        // The 640 × 880 px page: the card on it has a 16 pt margin of page all round, room enough for
        // the halves (the default 28 pt gap moves each by at most 14 pt), so no extra margin is added.
        #expect(apng.width == 640 && apng.height == 880)
        #expect(apng.loopCount == 0)
        #expect(apng.frames.count >= 10 && apng.frames.count <= frames.count)
        let total = apng.frames.map(\.delay.seconds).reduce(0, +)
        #expect(abs(total - Double(frames.count) / 12) < 0.01 * Double(apng.frames.count))
        // Its frames are the frame files: the first animation frame is frame-0001.png.
        let first = try PNGCodec.read(from: output.appendingPathComponent("frame-0001.png"))
        #expect(apng.frames[0].image == first)
        // Some frames show the tear: pixels of the backdrop colour appear inside the card.
        let torn = try frames.map { try PNGCodec.read(from: output.appendingPathComponent($0)) }
            .filter { image in
                // Inside the card (which is light everywhere), sampled on a 3-pixel grid.
                stride(from: 60, to: 820, by: 3).contains { y in
                    stride(from: 60, to: 580, by: 3).contains { x in image[x, y] == (0x1C, 0x1C, 0x1E, 255) }
                }
            }
        #expect(torn.count > 10)
        let sheet = try PNGCodec.read(from: output.appendingPathComponent("contact-sheet.png"))
        #expect(sheet.width > 600)

        // After the tear, the reel of the other effects: ripple, shift in and out, tear in two.
        #expect(result.stdout.contains("Wrote the reel"))
        let reel = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("reel/reel.apng"))))
        // The reel draws the card alone (288 × 408 pt at 2×: 576 × 816 px) in the middle of each frame,
        // at least half the frame's width, so it reads on the contact sheet.
        let cardWidth = 576, cardHeight = 816
        #expect(
            2 * cardWidth >= reel.width && reel.width > cardWidth && reel.height > cardHeight,
            "\(reel.width) × \(reel.height)")
        #expect(reel.frames.count >= 30)  // about 3.2 s of effects at --fps 12 (the reel runs at --fps when below 30)
        // What a viewer shows: each animation frame stores only what changed since the one before.
        let shown = reel.canvases()
        let card = try #require(shown.first)
        #expect(shown.contains { $0 != card })
        func isBackdrop(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p == (0x1C, 0x1C, 0x1E, 255) }
        let cardX = (reel.width - cardWidth) / 2, cardY = (reel.height - cardHeight) / 2
        #expect(
            !isBackdrop(card[cardX + cardWidth / 2, cardY + cardHeight / 2])
                && isBackdrop(card[cardX - 1, cardY + cardHeight / 2])
                && isBackdrop(card[cardX + cardWidth, cardY + cardHeight / 2]),
            "the ripple's first frame: the card, centred, on the backdrop")
        // The shift's removal ends with the card gone: only the backdrop.
        let gone = shown.filter { frame in
            frame.pixels.chunked4.allSatisfy { $0 == (0x1C, 0x1C, 0x1E, 255) }
        }
        #expect(gone.count >= 1)
        // Tear in two ends the reel: it rests on the empty frame (the halves faded inside it) before looping.
        #expect(
            shown.last.map { $0.pixels.chunked4.allSatisfy(isBackdrop) } == true,
            "the loop ends on the faded frame")
        // In some frame before they fade, both halves are in the picture, flown beyond the card's own place on either side.
        let flown = shown.suffix(16).map { flying -> (left: Int, right: Int) in
            var left = 0, right = 0
            for y in 0..<flying.height {
                for x in 0..<flying.width where !isBackdrop(flying[x, y]) {
                    if x < cardX { left += 1 } else if x >= cardX + cardWidth { right += 1 }
                }
            }
            return (left, right)
        }
        #expect(flown.contains { $0.left > 5_000 && $0.right > 5_000 }, "the halves in flight: \(flown)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("reel/contact-sheet.png").path))
    }

    /// The halves that part and fall after the break carry only their paper: the shadow the torn
    /// edges cast into the gap fades as they start to part. So once it has, the falling frames are the
    /// same whatever --shadow-strength says, while the frames of the tear in place show it.
    @Test func theFallingHalvesCarryNoGapShadowWhateverItsStrength() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var frames: [String: [RGBAImage]] = [:]
        for strength in ["0", "1"] {
            let output = dir.appendingPathComponent("demo-\(strength)")
            let result = try TearkitProcess.run([
                "demo", "--output", output.path, "--fps", "8", "--frames", "--no-reel",
                "--shadow-strength", strength,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
                $0.hasPrefix("frame-")
            }.sorted()
            frames[strength] = try names.map { try PNGCodec.read(from: output.appendingPathComponent($0)) }
        }
        let without = try #require(frames["0"]), with = try #require(frames["1"])
        // Which frames show the halves apart: the demo's story at 8 fps (the shadow's strength does not change it).
        let playback = TearPlayback(
            script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 8)
        let presentations = PageScene.presentations(for: playback.frames, viewOrigin: SampleCard.cardRect.origin)
        try #require(without.count == presentations.count && with.count == presentations.count)
        // Once the gap's shadow has faded as they start to part.
        let falling = presentations.indices.filter {
            presentations[$0].splitCut != nil && presentations[$0].gapShadow == 0 && presentations[$0].opacity > 0.05
        }
        #expect(falling.count >= 3)
        func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
            zip(a.pixels.chunked4, b.pixels.chunked4).filter { $0 != $1 }.count
        }
        for i in falling {
            let differing = differingPixels(without[i], with[i])
            #expect(
                differing == 0,
                "frame \(i + 1): \(differing) pixels of the falling halves change with --shadow-strength")
        }
        // While it tears in place, the gap's shadow shows.
        #expect(
            presentations.indices.contains {
                presentations[$0] == .inPlace && differingPixels(without[$0], with[$0]) > 100
            })
    }

    @Test func noReelSkipsTheReel() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--output", output.path, "--fps", "4", "--no-reel"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("reel").path))
    }

    @Test func aSecondRunReplacesAnEarlierDemo() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        #expect(
            try TearkitProcess.run(["demo", "--output", output.path, "--fps", "8", "--frames", "--no-reel"]).status == 0
        )
        let second = try TearkitProcess.run(["demo", "--output", output.path, "--fps", "4", "--frames", "--no-reel"])
        #expect(second.status == 0, "\(second.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("frame-") }
        // Only the new run's frames: nothing mixed in from the 8 fps run.
        #expect(frames.count < 30)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["demo"])
    }

    @Test func frameFilesOnlyOnRequest() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--output", output.path, "--fps", "6"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                ".tearkit-output", "contact-sheet.png", "reel", "shatter", "tear.apng",
            ])
        // The shatter segment and the reel each hold only their contact sheet and their animation.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("shatter").path).filter {
                !$0.hasPrefix(".")
            }.sorted()
                == ["contact-sheet.png", "shatter.apng"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("reel").path).filter {
                !$0.hasPrefix(".")
            }.sorted()
                == ["contact-sheet.png", "reel.apng"])
        #expect(!result.stdout.contains("frame-0001.png"))
    }

    @Test(arguments: [false, true])
    func aFolderWithOtherFilesIsNeverTouched(overwrite: Bool) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let notes = dir.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        let refused = try TearkitProcess.run(
            ["demo", "--output", dir.path, "--fps", "4", "--no-reel"] + (overwrite ? ["--overwrite"] : []))
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("notes.txt"), "\(refused.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["notes.txt"])
    }

    @Test func unwritableOutputIsAClearError() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a-file")
        try Data().write(to: file)
        let underFile = try TearkitProcess.run([
            "demo", "--output", file.appendingPathComponent("out").path, "--fps", "4",
        ])
        #expect(underFile.status != 0)
        #expect(underFile.stderr.contains("Error"))
        let isFile = try TearkitProcess.run(["demo", "--output", file.path, "--fps", "4"])
        #expect(isFile.status != 0)
        #expect(isFile.stderr.contains("not a folder"))
    }

    @Test func outOfRangeOptionsAreRejected() throws {
        for arguments in [
            ["--fps", "0"], ["--edge-roughness", "2"], ["--max-gap", "-1"], ["--break-threshold", "nan"],
            ["--cut-direction", "sideways"], ["--background", "purple"],
        ] {
            let result = try TearkitProcess.run(["demo", "--output", "/tmp/never-written"] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
        }
    }

    @Test(arguments: ["demo", "render", "simulate", "frame"])
    func everyVerbHasHelpWithExamples(_ verb: String) throws {
        let result = try TearkitProcess.run([verb, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples"))
    }
}

/// The progress bar appears only on a terminal, and never with `--quiet`.
@Suite(.serialized) struct ProgressBarTests {
    @Test func noProgressBarWhenStandardErrorIsNotATerminal() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run([
            "demo", "--output", dir.appendingPathComponent("d").path, "--fps", "30", "--no-reel",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Runs `tearkit demo` inside a pseudo-terminal with util-linux's `script`, when it is installed.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "needs the `script` command from util-linux at /usr/bin/script, to run the tool in a pseudo-terminal"),
        arguments: [false, true])
    func progressBarOnATerminal(quiet: Bool) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tool = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        let command =
            "\(tool) demo --output \(dir.appendingPathComponent("d").path) --fps 60 --no-reel"
            + (quiet ? " --quiet" : "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, dir.appendingPathComponent("typescript").path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let transcript = try String(contentsOf: dir.appendingPathComponent("typescript"), encoding: .utf8)
        #expect(transcript.contains("Wrote"))
        #expect(transcript.contains("rendering") == !quiet)
    }
}

extension Array where Element == UInt8 {
    /// The bytes as RGBA pixels.
    fileprivate var chunked4: [(UInt8, UInt8, UInt8, UInt8)] {
        stride(from: 0, to: count - 3, by: 4).map { (self[$0], self[$0 + 1], self[$0 + 2], self[$0 + 3]) }
    }
}
