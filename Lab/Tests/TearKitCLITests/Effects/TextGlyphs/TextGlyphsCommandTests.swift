import Foundation
import Testing
import TearKitRender

/// `tearkit render --effect text-glyphs` without `--input`, through the built executable: the text is
/// its own view, drawn at `--scale` or, without it, at 2 pixels per point.
@Suite(.serialized, .enabled(if: SystemFonts.load().regular != nil, "needs a font"))
struct TextGlyphsCommandTests {
    /// The frames of a render of "Hi" with `flags`.
    static func frames(_ flags: [String]) throws -> [RGBAImage] {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", "Hi", "--fps", "10", "--output", output.path, "--quiet"]
                + flags)
        #expect(result.status == 0, "\(flags): \(result.stderr)")
        return try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("text-glyphs.apng")))).frames
            .map(\.image)
    }

    /// Without `--scale` the render is the one at `--scale 2`, frame for frame: the text's view and
    /// the glyphs on it at the same scale, the text whole in the first frame.
    @Test func withoutAScaleTheTextIsDrawnAtTwoPixelsPerPoint() throws {
        let unscaled = try Self.frames([]), doubled = try Self.frames(["--scale", "2"])
        try #require(!unscaled.isEmpty)
        #expect(unscaled == doubled)
        let first = unscaled[0]
        let ink = stride(from: 0, to: first.pixels.count, by: 4).filter { first.pixels[$0] < 128 }.count
        #expect(ink > 400, "the first frame holds \(ink) dark pixels")
    }
}
