import Foundation
import Testing
import TearKitRender

/// A shatter's pieces are bounded in bytes and steps whatever the scale and aspect ratio: a tiny
/// `--scale` turns a small image into a huge view of fine pieces, or a long thin one, and either
/// renders within the tool's 512 MB, in seconds.
@Suite(.serialized) struct ShatterBoundsCommandTests {
    static func input(width: Int, height: Int, in dir: URL) throws -> URL {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image[x, y] = (UInt8(x * 7 % 256), UInt8(y * 3 % 256), 120, 255) } }
        let url = dir.appendingPathComponent("in.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    @Test func halfPointPiecesOfATinyScaleStayWithinTheMemoryBound() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(width: 200, height: 300, in: dir)
        let run = try TearkitPeakMemory.run([
            "render", "--input", input.path, "--effect", "shatter", "--pattern", "pieces", "--piece-size", "0.5",
            "--scale", "0.01", "--fps", "6", "--quiet", "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakBytes < 512 << 20, "peak \(run.peakBytes >> 20) MB")
    }

    @Test func shardsOfALongThinImageRenderInSeconds() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(width: 1, height: 1000, in: dir)
        let start = Date()
        let run = try TearkitPeakMemory.run([
            "render", "--input", input.path, "--effect", "shatter", "--scale", "0.01", "--fps", "6", "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        let seconds = Date().timeIntervalSince(start)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(seconds < 30, "took \(seconds) s")
        #expect(run.peakBytes < 512 << 20, "peak \(run.peakBytes >> 20) MB")
    }
}
