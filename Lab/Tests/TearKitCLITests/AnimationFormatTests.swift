import Foundation
import Testing
import TearKitRender

/// `render --format` writes the animation as an APNG (the default), a lossy animated WebP or a
/// lossless one: every kind of effect (time-driven, the shatter, the gesture-driven tear) writes
/// `<effect>.webp` instead of `<effect>.apng`, the lossless WebP shows exactly the APNG's frames, the
/// lossy one is smaller, and a format that cannot hold the frames is refused before any work.
@Suite struct AnimationFormatTests {
    /// Renders `effect` of a small photo-like image in `format` into `out-<format>`; returns the folder.
    static func render(_ effect: [String], format: String, in dir: URL) throws -> URL {
        let input = dir.appendingPathComponent("card.png")
        if !FileManager.default.fileExists(atPath: input.path) {
            try PNGCodec.write(RenderPhotoTests.photo(width: 120, height: 90), to: input)
        }
        let output = dir.appendingPathComponent("out-\(format)")
        let result = try TearkitProcess.run(
            [
                "render", "--input", "card.png", "--output", output.lastPathComponent, "--quiet", "--fps", "20",
                "--format", format,
            ] + effect, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test(arguments: [
        (["--effect", "ripple"], "ripple"), (["--effect", "shatter"], "shatter"),
        (["--effect", "tear", "--gesture-preset", "diagonal-from-corner"], "tear"),
    ])
    func aLosslessWebPShowsTheAPNGsFrames(_ effect: [String], name: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let apngFolder = try Self.render(effect, format: "apng", in: dir)
        let webpFolder = try Self.render(effect, format: "webp-lossless", in: dir)
        let apng = try APNGReader.read(Array(Data(contentsOf: apngFolder.appendingPathComponent("\(name).apng"))))
        let webpData = try Data(contentsOf: webpFolder.appendingPathComponent("\(name).webp"))
        let webp = try #require(AnimatedWebPReader(webpData))
        #expect(!FileManager.default.fileExists(atPath: webpFolder.appendingPathComponent("\(name).apng").path))
        #expect(FileManager.default.fileExists(atPath: webpFolder.appendingPathComponent("contact-sheet.png").path))
        #expect(webp.width == apng.width && webp.height == apng.height)
        #expect(webp.loopCount == 0)
        // libwebp merges a frame that repeats the one before it; what is shown, in order, is the same.
        func distinct(_ images: [RGBAImage]) -> [RGBAImage] {
            images.enumerated().filter { $0.offset == 0 || images[$0.offset - 1] != $0.element }.map(\.element)
        }
        let shown = distinct(apng.canvases())
        #expect(shown.count > 3)
        #expect(distinct(webp.frames.map(\.image)) == shown)
        // And for as long: the whole animation's length to the millisecond.
        let apngLength = apng.frames.reduce(0.0) { $0 + $1.delay.seconds }
        let webpLength = webp.frames.last.map { $0.start + $0.duration } ?? 0
        #expect(abs(Double(webpLength) - apngLength * 1000) <= 1, "\(webpLength) ms, \(apngLength) s")
    }

    /// The contact sheet beside any animation is opaque and stored so, without alpha (colour type 2):
    /// the same picture, a fifth smaller.
    @Test(arguments: ["apng", "webp"])
    func theContactSheetIsStoredWithoutAlpha(format: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = try Self.render(["--effect", "ripple"], format: format, in: dir)
        let sheet = try Data(contentsOf: folder.appendingPathComponent("contact-sheet.png"))
        // IHDR's colour type: the 26th byte of the file.
        #expect(sheet.count > 26 && sheet[sheet.startIndex + 25] == 2)
        let image = try PNGCodec.decode(sheet)
        #expect(
            image.width > 100 && stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    /// The lossy WebP of a photo's dust is a fraction of the APNG, and looks the same: a few levels a
    /// channel apart on average.
    @Test func aLossyWebPIsSmallerAndClose() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let effect = ["--effect", "dust", "--max-size", "240"]
        let input = dir.appendingPathComponent("card.png")
        try PNGCodec.write(RenderPhotoTests.photo(width: 240, height: 180), to: input)
        let apngFolder = try Self.render(effect, format: "apng", in: dir)
        let webpFolder = try Self.render(effect, format: "webp", in: dir)
        let apngData = try Data(contentsOf: apngFolder.appendingPathComponent("dust.apng"))
        let webpData = try Data(contentsOf: webpFolder.appendingPathComponent("dust.webp"))
        #expect(webpData.count * 3 < apngData.count, "WebP \(webpData.count) B, APNG \(apngData.count) B")
        let apngFirst = try #require(APNGReader.read(Array(apngData)).canvases().first)
        let webpFirst = try #require(AnimatedWebPReader(webpData)?.frames.first?.image)
        let difference = zip(apngFirst.pixels, webpFirst.pixels).map { abs(Int($0) - Int($1)) }
        let mean = Double(difference.reduce(0, +)) / Double(max(difference.count, 1))
        #expect(mean < 6, "mean difference \(mean)")
    }

    /// An unknown format is refused naming the three; frames wider than a WebP can hold are refused
    /// before any frame is drawn, naming `--format apng`, and nothing is written.
    @Test func aFormatThatCannotBeWrittenIsRefused() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(RenderPhotoTests.photo(width: 16_384, height: 2), to: dir.appendingPathComponent("wide.png"))
        let unknown = try TearkitProcess.run(
            ["render", "--input", "wide.png", "--effect", "ripple", "--format", "gif"], in: dir)
        #expect(unknown.status == 64, "\(unknown.stderr)")
        #expect(
            unknown.stderr.contains("'apng', 'webp'") && unknown.stderr.contains("webp-lossless"), "\(unknown.stderr)")
        let wide = try TearkitProcess.run(
            [
                "render", "--input", "wide.png", "--effect", "ripple", "--max-size", "16384",
                "--format", "webp", "--output", "out",
            ], in: dir)
        #expect(wide.status == 1, "\(wide.stderr)")
        #expect(wide.stderr.contains("16384 × 2 px") && wide.stderr.contains("--format apng"), "\(wide.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
