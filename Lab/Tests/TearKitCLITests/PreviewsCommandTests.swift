import Foundation
import Testing
import TearKitRender

/// End-to-end test of `tearkit previews`, the one command that writes the README's pictures.
@Suite struct PreviewsCommandTests {
    /// One looping preview per registered effect (so an effect added to the registration gets one),
    /// each under 1 MB and moving, and the before/after crop.
    @Test func writesALoopingPreviewOfEveryRegisteredEffectUnder1MB() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("images")
        let result = try TearkitProcess.run(["previews", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        for effect in RenderableEffect.all {
            let file = output.appendingPathComponent("\(effect.name)-preview.apng")
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(bytes.count <= 1_000_000, "\(effect.name): \(bytes.count) bytes")
            let apng = try APNGReader.read(bytes)
            #expect(apng.loopCount == 0, "\(effect.name) loops")
            #expect(apng.frames.count >= 5, "\(effect.name): \(apng.frames.count) frames")
            #expect(Set(apng.frames.map(\.image.pixels)).count >= 3, "\(effect.name) hardly moves")
        }
        let pair = try PNGCodec.read(from: output.appendingPathComponent("tear-before-after-4x.png"))
        #expect(pair.width > 2 * pair.height, "two crops side by side: \(pair.width) × \(pair.height)")
    }

    /// Each file written is named on its own line, the output folder's control characters written out.
    @Test func namesEveryFileWrittenWithTheFoldersControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(["previews", "--output", "images\u{1B}]0;owned\u{07}"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let names = RenderableEffect.all.map { "\($0.name)-preview.apng" } + ["tear-before-after-4x.png"]
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for name in names {
            #expect(lines.contains(#"images\u{1B}]0;owned\u{7}/"# + name), "\(result.stdout.debugDescription)")
        }
        #expect(
            !result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
            "\(result.stdout.debugDescription)")
    }
}
