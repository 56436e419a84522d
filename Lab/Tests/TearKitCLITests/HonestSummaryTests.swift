import Foundation
import Testing
import TearKitRender

/// What `tearkit render` says it wrote is what it wrote: frames as the APNG stores them, an input
/// scaled down named with both sizes and the setting that did it, and a large output with its size.
@Suite(.serialized) struct HonestSummaryTests {
    /// The numbers in `text` matched by the first capture groups of `pattern`, or `nil` when it does not match.
    static func numbers(_ pattern: String, in text: String) -> [Int]? {
        guard let match = text.range(of: pattern, options: .regularExpression) else { return nil }
        let found = String(text[match])
        let regex = try! NSRegularExpression(pattern: pattern)
        guard let result = regex.firstMatch(in: found, range: NSRange(found.startIndex..., in: found)) else {
            return nil
        }
        return (1..<result.numberOfRanges).compactMap {
            Range(result.range(at: $0), in: found).flatMap { Int(found[$0]) }
        }
    }

    /// An opaque image of random pixels: it compresses to no less than its raw size.
    static func noise(width: Int, height: Int) -> RGBAImage {
        var generator = SystemRandomNumberGenerator()
        var words = [UInt64](repeating: 0, count: width * height / 2)
        for i in words.indices { words[i] = generator.next() | 0xFF00_0000_FF00_0000 }
        let bytes = words.withUnsafeBytes { Array($0) }
        return RGBAImage(width: width, height: height, pixels: bytes)!
    }

    @Test func theSummaryCountsTheFramesAsTheAnimationStoresThem() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("card.png"), output = dir.appendingPathComponent("out")
        try PNGCodec.write(RenderPhotoTests.photo(width: 120, height: 90), to: input)
        // The tear opens, holds and closes again: the frames where nothing moves are stored as one.
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "short-and-recover", "--scale", "1",
            "--fps", "30", "--frames", "--quiet", "--output", output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try #require(Self.numbers("Wrote ([0-9]+) frames", in: result.stdout), "\(result.stdout)")
        let stored = try #require(
            Self.numbers(
                "([0-9]+) frames stored as ([0-9]+) animation frames \\(unchanged frames merged into longer delays\\)",
                in: result.stdout), "\(result.stdout)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        let frameFiles = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
            $0.hasPrefix("frame-")
        }
        #expect(written[0] == frameFiles.count)
        #expect(stored[0] == written[0])
        #expect(stored[1] == apng.declaredFrameCount)
        #expect(stored[1] == apng.frames.count)
        #expect(stored[1] < written[0])
    }

    @Test func anAnimationOfOneFramePerFrameSaysSo() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("card.png"), output = dir.appendingPathComponent("out")
        try PNGCodec.write(RenderPhotoTests.photo(width: 60, height: 40), to: input)
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--effect", "ripple", "--duration", "0.5", "--fps", "10",
            "--quiet", "--output", output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try #require(Self.numbers("Wrote ([0-9]+) frames", in: result.stdout), "\(result.stdout)")
        let stored = try #require(
            Self.numbers(
                "ripple.apng +animated PNG, plays in any browser: ([0-9]+) animation frames", in: result.stdout),
            "\(result.stdout)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("ripple.apng"))))
        #expect(stored[0] == written[0])
        #expect(stored[0] == apng.declaredFrameCount)
    }

    @Test func aLargeJPEGIsDecodedScaledDownAndTheSummarySaysFromWhatToWhat() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 54 megapixels, over the default budget of 50 at full size; libjpeg decodes it at 1/4, 2250 × 1500.
        for (width, height, denominator, shrunk) in [(4000, 3000, 2, (1600, 1200)), (9000, 6000, 4, (1600, 1067))] {
            let input = dir.appendingPathComponent("photo-\(width).jpg"),
                output = dir.appendingPathComponent("out-\(width)")
            try JPEGEncoder.encode(RGBAImage(width: width, height: height, fill: (40, 90, 160, 255))).write(to: input)
            let result = try TearkitProcess.run([
                "render", "--input", input.path, "--gesture-preset", "vertical-from-top", "--fps", "2",
                "--crop-to-input", "--quiet", "--output", output.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stdout.contains(
                    "Scaled down: the input is \(width) × \(height) px, drawn at \(shrunk.0) × \(shrunk.1) px to fit --max-size 1600, the default (libjpeg decoded it at 1/\(denominator) of its size)"
                ),
                "\(result.stdout)")
            let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
            #expect(apng.width == shrunk.0 && apng.height == shrunk.1)
        }
    }

    /// The scaled-down line names the input as the user sees it: a sideways JPEG by its upright size, an
    /// image one pixel over --max-size (shrunk on one axis only) at all, and a --max-size given as given.
    @Test(arguments: [
        // A phone's portrait stored sideways (EXIF orientation 6): 1200 × 2000 px upright.
        (
            "portrait.jpg", 2000, 1200, 6, [String](),
            "Scaled down: the input is 1200 × 2000 px, drawn at 960 × 1600 px to fit --max-size 1600, the default; "
        ),
        // One pixel wider than --max-size: only its width shrinks (100 × 1600/1601 rounds to 100).
        (
            "strip.png", 1601, 100, 0, [],
            "Scaled down: the input is 1601 × 100 px, drawn at 1600 × 100 px to fit --max-size 1600, the default; "
        ),
        (
            "photo.png", 800, 600, 0, ["--max-size", "500"],
            "Scaled down: the input is 800 × 600 px, drawn at 500 × 375 px to fit --max-size 500; "
        ),
    ])
    func theScaledDownLineNamesTheInputAsSeen(
        name: String, width: Int, height: Int, orientation: Int, extra: [String], line: String
    ) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent(name), output = dir.appendingPathComponent("out")
        let image = RGBAImage(width: width, height: height, fill: (40, 90, 160, 255))
        if orientation > 0 {
            try EXIFJPEG.make(image, orientation: orientation).write(to: input)
        } else {
            try PNGCodec.write(image, to: input)
        }
        let result = try TearkitProcess.run(
            [
                "render", "--input", input.path, "--gesture-preset", "vertical-from-top", "--fps", "2",
                "--crop-to-input", "--quiet", "--output", output.path,
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(line), "\(result.stdout)")
    }

    @Test func anImageKeptWholeIsNotSaidToBeScaled() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(RenderPhotoTests.photo(width: 800, height: 600), to: input)
        for extra in [[], ["--scale", "1"]] {
            let result = try TearkitProcess.run(
                [
                    "render", "--input", input.path, "--gesture-preset", "vertical-from-top", "--fps", "2",
                    "--crop-to-input", "--quiet", "--output", dir.appendingPathComponent("out").path, "--overwrite",
                ] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("Scaled down"), "\(result.stdout)")
            #expect(!result.stdout.contains("Note:"), "\(result.stdout)")
        }
    }

    @Test func aPNGOverTheBudgetSaysItIsDecodedWholeAndWhatToDo() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Only the header is read before the refusal: a 9000 × 6000 header over a few bytes.
        // Landscape and portrait alike: the longer side is over --max-size either way.
        for (width, height) in [(9000, 6000), (6000, 9000)] {
            let huge = dir.appendingPathComponent("huge-\(width).png")
            try ImageBombTests.png(width: width, height: height, idat: ImageBombTests.zlibStored([0, 0, 0, 0, 0]))
                .write(to: huge)
            let refused = try TearkitProcess.run([
                "render", "--input", huge.path, "--gesture-preset", "demo", "--quiet",
                "--output", dir.appendingPathComponent("out").path,
            ])
            #expect(refused.status == 1)
            #expect(
                refused.stderr.contains(
                    "the PNG is \(width) × \(height) px (54.0 megapixels), over the limit of 50000000 pixels; a PNG is decoded at full size before it is shrunk to --max-size 1600, so pass --max-pixels 54000000 to read it anyway"
                ),
                "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
        // Only its height over --max-size (a tall strip under a smaller budget): still decoded whole first.
        let strip = dir.appendingPathComponent("strip.png")
        try ImageBombTests.png(width: 1000, height: 6000, idat: ImageBombTests.zlibStored([0, 0, 0, 0, 0])).write(
            to: strip)
        let tall = try TearkitProcess.run([
            "render", "--input", strip.path, "--gesture-preset", "demo", "--quiet", "--max-pixels", "5000000",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(tall.status == 1)
        #expect(
            tall.stderr.contains(
                "the PNG is 1000 × 6000 px (6.0 megapixels), over the limit of 5000000 pixels; a PNG is decoded at full size before it is shrunk to --max-size 1600, so pass --max-pixels 6000000 to read it anyway"
            ),
            "\(tall.stderr)")
        // A real one over a smaller budget: refused the same way, then read whole with the budget it names and shrunk.
        let photo = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(RGBAImage(width: 3000, height: 2000, fill: (40, 90, 160, 255)), to: photo)
        let arguments = [
            "render", "--input", photo.path, "--gesture-preset", "vertical-from-top", "--fps", "2", "--crop-to-input",
            "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ]
        let small = try TearkitProcess.run(arguments + ["--max-pixels", "5000000"])
        #expect(small.status == 1)
        #expect(small.stderr.contains("pass --max-pixels 6000000 to read it anyway"), "\(small.stderr)")
        let read = try TearkitProcess.run(arguments + ["--max-pixels", "6000000"])
        #expect(read.status == 0, "\(read.stderr)")
        #expect(
            read.stdout.contains(
                "Scaled down: the input is 3000 × 2000 px, drawn at 1600 × 1067 px to fit --max-size 1600, the default; "
            ), "\(read.stdout)")
    }

    /// `tearkit render` of a JPEG header claiming `width × height` px, at `--max-size 16384` or the default.
    private static func renderClaimedJPEG(width: Int, height: Int, maxSize: [String], in dir: URL) throws
        -> TearkitProcess.Result
    {
        let input = dir.appendingPathComponent("claimed-\(width)x\(height).jpg")
        try ImageBombTests.jpegClaiming(width: width, height: height).write(to: input)
        return try TearkitProcess.run(
            [
                "render", "--input", input.path, "--gesture-preset", "demo", "--quiet",
                "--output", dir.appendingPathComponent("out").path,
            ] + maxSize)
    }

    @Test func aJPEGStillOverTheBudgetAtTheScaleItIsDecodedAtNamesWhatToChange() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A header claiming 60000 × 40000 px: to stay at least 16384 px long, libjpeg decodes it at 1/2 (30000 × 20000).
        let result = try Self.renderClaimedJPEG(width: 60000, height: 40000, maxSize: ["--max-size", "16384"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "the JPEG is 60000 × 40000 px; libjpeg decodes it scaled down (1/2, 1/4 or 1/8) only as far as --max-size 16384 allows, which leaves 30000 × 20000 px (600 megapixels), over the limit of 50000000 pixels; pass a smaller --max-size"
            ),
            "\(result.stderr)")
        // At the default --max-size it is decoded at 1/8 and gets as far as its (truncated) data.
        let small = try Self.renderClaimedJPEG(width: 60000, height: 40000, maxSize: [], in: dir)
        #expect(small.status == 1)
        #expect(!small.stderr.contains("megapixels"), "\(small.stderr)")
    }

    /// A portrait JPEG (only its height over --max-size) decoded at 1/2 and still over the budget: the
    /// JPEG's message, and the --max-pixels it names is the decoded size's, which then reads it.
    @Test func aPortraitJPEGStillOverTheBudgetNamesTheDecodedSizesPixels() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 16000 × 40000 px: to stay at least 16384 px long, libjpeg decodes it at 1/2 (8000 × 20000, 160 megapixels).
        let result = try Self.renderClaimedJPEG(width: 16000, height: 40000, maxSize: ["--max-size", "16384"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "the JPEG is 16000 × 40000 px; libjpeg decodes it scaled down (1/2, 1/4 or 1/8) only as far as --max-size 16384 allows, which leaves 8000 × 20000 px (160 megapixels), over the limit of 50000000 pixels; pass a smaller --max-size, or --max-pixels 160000000 to read it anyway"
            ),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func aLargeOutputIsNamedWithItsSize() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("noise.png"), output = dir.appendingPathComponent("out")
        // 4000 × 4000 px of noise: a whole frame stores about 64 MB. The shift moves every pixel, so each
        // frame until the noise has left stores it again: five frames make an animation over 100 MB.
        try PNGCodec.write(Self.noise(width: 4000, height: 4000), to: input)
        // With --frames, the numbered frames get a note of their own.
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--effect", "shift", "--direction", "out", "--scale", "1",
            "--duration", "0.1", "--fps", "40", "--frames", "--quiet", "--output", output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        func size(_ name: String) throws -> Int {
            try #require(
                try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(name).path)[.size]
                    as? NSNumber
            ).intValue
        }
        let bytes = try size("shift.apng")
        #expect(bytes >= 100_000_000)
        #expect(
            result.stdout.contains("Note: \(output.path)/shift.apng is \(bytes / 1_000_000) MB, a large file"),
            "\(result.stdout)")
        let frameFiles = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
            $0.hasPrefix("frame-")
        }
        let frameBytes = try frameFiles.reduce(0) { try $0 + size($1) }
        #expect(frameBytes >= 100_000_000)
        #expect(
            result.stdout.contains(
                "Note: the \(frameFiles.count) frame files in \(output.path)/ take \(frameBytes / 1_000_000) MB together"
            ), "\(result.stdout)")
    }
}
