import Foundation
import Testing
import TearKitRender

/// Every `render` effect and the demo stay under 512 MB at their default options,
/// as `frame` does, on a moderately large photo (800 × 1200: large enough that a renderer holding
/// every frame at once goes over the limit).
@Suite(.serialized) struct RenderPeakMemoryTests {
    static let limit = 512 << 20

    /// An 800 × 1200 photo-like PNG.
    static func photo(in dir: URL) throws -> URL {
        let width = 800, height = 1200
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (UInt8((x * 7 + y) % 256), UInt8((y * 3) % 256), UInt8((x ^ y) % 256), 255)
            }
        }
        let url = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    /// Every registered effect with the flags it needs (a gesture for a finger-driven one).
    static let effects: [[String]] = RenderableEffect.all.map {
        ["--effect", $0.name] + RegisteredEffectCommandTests.required(for: $0)
    }

    @Test(arguments: effects)
    func everyEffectStaysUnder512MB(_ effect: [String]) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = try Self.photo(in: dir)
        let clock = Date()
        let run = try TearkitPeakMemory.run(
            [
                "render", "--input", photo.path, "--quiet",
                "--output", dir.appendingPathComponent("out").path,
            ] + effect)
        #expect(run.status == 0, "\(effect): \(run.stderr)")
        #expect(
            run.peakBytes < Self.limit,
            "\(effect): peak \(run.peakBytes >> 20) MiB in \(Int(Date().timeIntervalSince(clock))) s")
    }

    /// The report's 4000 × 3000 photo torn in two (1.36 GB before): shrunk to 1600 × 1200 by the default
    /// --max-size, its frames are 6229 × 2632 px. At 15 fps it has 13 frames, enough for every one of the
    /// contact sheet's 12 key frames and a full batch; memory does not grow with more frames.
    @Test func theReportedPhotoTornInTwoStaysUnder512MB() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var image = RGBAImage(width: 4000, height: 3000)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = UInt8(i % 251); pixels[i + 1] = UInt8(i / 16_000 % 256); pixels[i + 2] = 90;
                pixels[i + 3] = 255
            }
        }
        let photo = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(image, to: photo)
        let run = try TearkitPeakMemory.run([
            "render", "--input", photo.path, "--effect", "tear-in-two", "--fps", "15", "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakBytes < Self.limit, "peak \(run.peakBytes >> 20) MiB")
    }

    @Test func theDemoStaysUnder512MB() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try TearkitPeakMemory.run(["demo", "--quiet", "--output", dir.appendingPathComponent("demo").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakBytes < Self.limit, "demo: peak \(run.peakBytes >> 20) MiB")
    }
}
