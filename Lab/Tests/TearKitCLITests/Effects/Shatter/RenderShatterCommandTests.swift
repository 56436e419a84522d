import Foundation
import Testing
import TearKitRender

/// End-to-end tests of `tearkit render --effect shatter` through the built executable.
@Suite(.serialized) struct RenderShatterCommandTests {
    /// A 120 × 80 px opaque two-colour image (left half red, right half blue).
    func input(in dir: URL) throws -> URL {
        var image = RGBAImage(width: 120, height: 80)
        for y in 0..<80 { for x in 0..<120 { image[x, y] = x < 60 ? (220, 40, 40, 255) : (40, 60, 220, 255) } }
        let url = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    @Test func shattersIntoAFrameWithRoomAroundTheImage() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", try input(in: dir).path, "--effect", "shatter", "--pattern", "pieces", "--piece-size",
            "5",
            "--output", output.path, "--fps", "20", "--background", "none", "--frames", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("384 pieces"))
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("shatter.apng"))))
        // 120 × 80 with 30 px each side, 6 above, 64 below.
        #expect(apng.width == 180 && apng.height == 150)
        let first = try #require(apng.frames.first).image
        #expect(first[0, 0].a == 0 && first[30, 6] == (220, 40, 40, 255) && first[149, 85] == (40, 60, 220, 255))
        // Pieces fall below the image and out of the frame: some frame shows colour in the bottom margin,
        // and the last frame is empty.
        #expect(apng.frames.contains { frame in (0..<180).contains { frame.image[$0, 140].a > 0 } })
        #expect(try #require(apng.frames.last).image.pixels.allSatisfy { $0 == 0 })
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(files.contains("contact-sheet.png") && files.contains("frame-0001.png"))
    }

    @Test func shardsTurnAndTheSameSeedGivesTheSameFrames() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try input(in: dir)
        var frames: [Data] = []
        for name in ["a", "b"] {
            let output = dir.appendingPathComponent(name)
            let result = try TearkitProcess.run([
                "render", "--input", source.path, "--effect", "shatter", "--pattern", "shards",
                "--seed", "7", "--output", output.path, "--fps", "10", "--frames", "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            frames.append(try Data(contentsOf: output.appendingPathComponent("frame-0004.png")))
        }
        #expect(frames[0] == frames[1])
    }

    @Test func optionsThatDoNotFitAreClearErrors() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try input(in: dir).path
        let withGesture = try TearkitProcess.run([
            "render", "--input", source, "--effect", "shatter", "--gesture-preset", "demo",
        ])
        #expect(
            withGesture.status != 0 && withGesture.stderr.contains("--gesture-preset applies to --effect tear only"))
        let tearWithPattern = try TearkitProcess.run([
            "render", "--input", source, "--gesture-preset", "demo", "--pattern", "shards",
        ])
        #expect(tearWithPattern.status != 0 && tearWithPattern.stderr.contains("--effect shatter only"))
        for size in ["0", "nan", "5000"] {
            let bad = try TearkitProcess.run(["render", "--input", source, "--effect", "shatter", "--piece-size", size])
            #expect(bad.status != 0 && bad.stderr.contains("--piece-size"), "\(size): \(bad.stderr)")
        }
        let unknown = try TearkitProcess.run(["render", "--input", source, "--effect", "melt"])
        #expect(unknown.status != 0)
    }
}
