import Foundation
import Testing
import TearKitRender

/// End-to-end tests of `tearkit render` through the built executable.
@Suite(.serialized) struct RenderCommandTests {
    /// A 200 × 300 px striped test image written as a PNG into `dir`.
    func stripedPNG(in dir: URL, width: Int = 200, height: Int = 300) throws -> URL {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = ((x / 10) % 2 == 0 ? 230 : 60, UInt8(y * 255 / height), 120, 255)
            }
        }
        let url = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    @Test func rendersAPNGWithAPreset() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try stripedPNG(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "horizontal-from-left",
            "--output", output.path, "--fps", "20", "--max-gap", "40", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Outcome: broke"))
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        // The image plus a margin of --max-gap / 2 = 20 pt on every side, into which the halves move.
        let m = 20
        #expect(apng.width == 200 + 2 * m && apng.height == 300 + 2 * m)
        // The last frame is the broken view: half way along, the 40 pt wedge is ~20 pt open (plus up
        // to a few points of torn fibres), one contiguous band of the backdrop colour.
        let last = try #require(apng.canvases().last)
        let backdrop: (UInt8, UInt8, UInt8, UInt8) = (0x1C, 0x1C, 0x1E, 255)
        let gapRows = (m..<(m + 300)).filter { last[m + 100, $0] == backdrop }
        #expect(gapRows.count >= 18 && gapRows.count <= 28, "\(gapRows)")
        #expect(gapRows.last.map { $0 - gapRows[0] + 1 } == gapRows.count)
        // Near the left edge, where the opening is widest, the halves have moved out beyond the
        // image's top and bottom edges into the margin; the margin's corners show the backdrop.
        #expect(last[m + 15, m - 8] != backdrop)
        #expect(last[m + 15, m + 300 + 7] != backdrop)
        #expect(last[0, 0] == backdrop)
    }

    @Test func cropToInputRendersAtTheImagesSize() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try stripedPNG(in: dir, width: 60, height: 40)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "horizontal-from-left",
            "--output", output.path, "--fps", "10", "--crop-to-input", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        #expect(apng.width == 60 && apng.height == 40)
    }

    @Test func rendersAJPEGAndKeepsTransparencyOnRequest() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = TearkitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/quadrants.jpg")
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "vertical-from-top",
            "--output", output.path, "--fps", "10", "--background", "none",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        #expect(apng.width == 16 + 2 * 14)  // plus the default 28 pt gap's 14 pt margin on each side
        #expect(
            try #require(apng.canvases().last).pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
    }

    @Test func aScriptMustMatchTheImage() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try stripedPNG(in: dir)
        let script = TearkitProcess.packageRoot.appendingPathComponent("Examples/Gestures/vertical-break.json").path
        let mismatch = try TearkitProcess.run([
            "render", "--input", input.path, "--script", script, "--output", dir.appendingPathComponent("a").path,
        ])
        #expect(mismatch.status != 0)
        #expect(mismatch.stderr.contains("--scale"))
        // 320 × 440 pt at scale 0.625 is exactly a 200 × 275 px image.
        let fitting = try stripedPNG(in: dir, width: 200, height: 275)
        let matched = try TearkitProcess.run([
            "render", "--input", fitting.path, "--script", script, "--scale", "0.625",
            "--fps", "10", "--output", dir.appendingPathComponent("b").path,
        ])
        #expect(matched.status == 0, "\(matched.stderr)")
        #expect(matched.stdout.contains("Outcome: broke"))
    }

    @Test func badInputsAreClearErrorsAndWriteNothing() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let corrupt = dir.appendingPathComponent("corrupt.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]).write(to: corrupt)
        let text = dir.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        let badScript = dir.appendingPathComponent("bad.json")
        try Data(#"{"view": {"width": 200, "height": 300}, "events": [{"phase": "ended", "time": 1}]}"#.utf8).write(
            to: badScript)
        let input = try stripedPNG(in: dir)
        let out = dir.appendingPathComponent("out").path
        let cases: [([String], String)] = [
            (["--input", dir.appendingPathComponent("missing.png").path, "--gesture-preset", "demo"], "no such file"),
            (["--input", corrupt.path, "--gesture-preset", "demo"], "input"),
            (["--input", text.path, "--gesture-preset", "demo"], "PNG or JPEG"),
            (["--input", input.path, "--script", badScript.path], "events[0].startLocation"),
            (["--input", input.path], "exactly one of"),
            (["--input", input.path, "--gesture-preset", "demo", "--script", badScript.path], "exactly one of"),
            (["--input", input.path, "--gesture-preset", "wiggle"], "wiggle"),
            (["--input", input.path, "--gesture-preset", "demo", "--scale", "0"], "--scale"),
        ]
        for (arguments, message) in cases {
            let result = try TearkitProcess.run(["render", "--output", out] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        // Nothing was written: no output folder and no leftover staging folder.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "bad.json", "corrupt.png", "input.png", "notes.png",
            ])
    }

    @Test func maxSizeAndScaleCannotGoTogether() throws {
        let result = try TearkitProcess.run([
            "render", "--input", "/no/such/in.png", "--gesture-preset", "demo", "--scale", "2", "--max-size", "800",
        ])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--max-size and --scale cannot go together"), "\(result.stderr)")
        // The reason: --scale keeps every pixel, --max-size would shrink the image.
        #expect(result.stderr.contains("keeps every pixel"), "\(result.stderr)")
    }

    /// Ripple and shift frames are the image's size already: `--crop-to-input` has nothing to crop there,
    /// so it is refused like any option of another effect, naming the effects it applies to.
    @Test(arguments: ["ripple", "shift"])
    func cropToInputIsRefusedWhereFramesAreTheImagesSize(_ effect: String) throws {
        let result = try TearkitProcess.run([
            "render", "--input", "/no/such/in.png", "--effect", effect, "--crop-to-input",
        ])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "--crop-to-input applies to --effect tear, tear-in-two and shatter only (not to --effect \(effect))"),
            "\(result.stderr)")
    }
}
