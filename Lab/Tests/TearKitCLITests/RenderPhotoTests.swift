import Foundation
import Testing
import TearKitRender

/// `tearkit render` on photos: a phone-sized view by default, `--max-size`, upright JPEGs, an animation
/// that stores only what changed, and a warning before a huge output.
@Suite(.serialized) struct RenderPhotoTests {
    /// A smooth, photo-like opaque image.
    static func photo(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (
                    UInt8(120 + x * 100 / width), UInt8(90 + y * 120 / height),
                    UInt8(200 - (x + y) * 80 / (width + height)), 255
                )
            }
        }
        return image
    }

    /// The rows of column `x` showing the backdrop (#1C1C1E).
    static func gapRows(_ image: RGBAImage, x: Int) -> [Int] {
        (0..<image.height).filter { image[x, $0] == (0x1C, 0x1C, 0x1E, 255) }
    }

    /// Runs `tearkit render --input <input> --fps 4 --crop-to-input <arguments>` into a new folder beside the
    /// input (frames at the photo's own size, so pixels can be compared); returns what it printed and its animation.
    static func render(_ input: URL, _ arguments: [String]) throws -> (
        result: TearkitProcess.Result, animation: APNGFile
    ) {
        let output = input.deletingLastPathComponent().appendingPathComponent("out-\(UUID().uuidString)")
        let result = try TearkitProcess.run(
            [
                "render", "--input", input.path, "--fps", "4", "--crop-to-input",
                "--output", output.path,
            ] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return (result, try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng")))))
    }

    @Test func aPhotoBecomesAPhoneSizedViewSoTheGapIsVisible() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("photo.png")
        // Shorter side 780 px: a 390 pt view at scale 2.
        try PNGCodec.write(Self.photo(width: 780, height: 1040), to: input)
        let (result, apng) = try Self.render(input, ["--gesture-preset", "horizontal-from-left"])
        #expect(result.stdout.contains("at scale 2 "), "\(result.stdout)")
        #expect(apng.width == 780 && apng.height == 1040)
        // The broken view is open ~28 pt at its start = ~56 px at scale 2 (28 px at the old scale 1).
        let last = try #require(apng.canvases().last)
        let gap = Self.gapRows(last, x: 30)
        #expect(gap.count >= 50 && gap.count <= 70, "\(gap.count)")
        // --scale still decides.
        let scaled = try Self.render(input, ["--gesture-preset", "horizontal-from-left", "--scale", "1.5"]).result
        #expect(scaled.stdout.contains("at scale 1.5 "), "\(scaled.stdout)")
    }

    @Test func maxSizeCapsTheLongerSide() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(Self.photo(width: 1000, height: 800), to: input)
        let apng = try Self.render(input, ["--gesture-preset", "diagonal-from-corner", "--max-size", "500"]).animation
        #expect(apng.width == 500 && apng.height == 400)
        // The shrunk photo is the photo: its first frame matches an area-averaged copy.
        let first = apng.canvases()[0]
        #expect(abs(Int(first[250, 200].r) - Int(Self.photo(width: 1000, height: 800)[500, 400].r)) <= 2)
    }

    @Test func aPortraitPhoneJPEGComesOutUpright() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Stored landscape, 48 × 32, with EXIF orientation 6 (turn 90° clockwise to view): a 32 × 48 portrait.
        let input = dir.appendingPathComponent("phone.jpg")
        try EXIFJPEG.make(EXIFJPEG.quadrants(width: 48, height: 32), orientation: 6).write(to: input)
        let apng = try Self.render(input, ["--gesture-preset", "vertical-from-top"]).animation
        #expect(apng.width == 32 && apng.height == 48)
        // The stored top-left (red) quadrant is now at the top right.
        let first = apng.canvases()[0]
        #expect(first[26, 6].r > 200 && first[26, 6].g < 60, "\(first[26, 6])")
    }

    @Test func theAnimationStoresOnlyWhatChangedAndShowsEveryFrameExactly() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--output", output.path, "--fps", "15", "--frames"])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        // Every animation frame replaces its region (dispose NONE, blend SOURCE) and most are smaller than the canvas.
        #expect(apng.frames.allSatisfy { $0.disposeOperation == 0 && $0.blendOperation == 0 })
        let partial = apng.frames.filter { $0.image.width * $0.image.height < apng.width * apng.height }
        #expect(partial.count * 2 > apng.frames.count, "\(partial.count) of \(apng.frames.count)")
        // Composited as a browser does, each animation frame is exactly its frame file.
        let canvases = apng.canvases()
        var frameIndex = 0
        for (frame, canvas) in zip(apng.frames, canvases) {
            let file = try PNGCodec.read(
                from: output.appendingPathComponent(String(format: "frame-%04d.png", frameIndex + 1)))
            #expect(canvas == file, "animation frame at file \(frameIndex + 1)")
            frameIndex += Int((frame.delay.seconds * 15).rounded())
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("frame-") }
        #expect(frameIndex == files.count)
    }

    @Test func aHugeOutputIsAnnouncedBeforeItIsWritten() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Noise does not compress: each 1200 × 1200 frame is a ~5.5 MB PNG; 240 fps of the demo gesture is > 1000 frames.
        var noise = RGBAImage(width: 1200, height: 1200)
        var state: UInt32 = 12345
        for i in stride(from: 0, to: noise.pixels.count, by: 4) {
            state = state &* 1_664_525 &+ 1_013_904_223
            noise.pixels[i] = UInt8(truncatingIfNeeded: state >> 24)
            noise.pixels[i + 1] = UInt8(truncatingIfNeeded: state >> 16)
            noise.pixels[i + 2] = UInt8(truncatingIfNeeded: state >> 8)
            noise.pixels[i + 3] = 255
        }
        let input = dir.appendingPathComponent("noise.png")
        try PNGCodec.write(noise, to: input)
        let run = try PausedTearkit(
            [
                "render", "--input", input.path, "--gesture-preset", "demo", "--fps", "240", "--frames",
                "--scale", "1", "--output", dir.appendingPathComponent("out").path,
            ], pauseAt: nil, in: dir)
        let warning = try run.waitForStandardError(containing: "warning:")
        let result = try run.signal(SIGINT)
        #expect(warning.contains("GB"), "\(warning)")
        #expect(warning.contains("--frames"))
        #expect(result.status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["noise.png"])
    }
}
