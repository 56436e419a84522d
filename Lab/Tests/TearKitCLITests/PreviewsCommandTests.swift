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
            // Every preview is the card on the same dark page: its corner is the tool's background.
            let first = try #require(apng.frames.first?.image)
            let corner = Array(first.pixels[0..<3])
            #expect(
                zip(corner, [0x1C, 0x1C, 0x1E] as [UInt8]).allSatisfy { abs(Int($0) - Int($1)) <= 8 },
                "\(effect.name): its corner is \(corner), not the dark page")
            if effect.viewWithoutInput != nil {
                // A text reads at the README's 150 px: its ink spans at least 45 % of the preview's width
                // (68 px there).
                let span = Self.inkSpan(first)
                #expect(
                    Double(span) >= 0.45 * Double(first.width),
                    "\(effect.name): the text spans \(span) of \(first.width) px")
            }
        }
        // The tear that follows the finger: under 1 MB, and torn off the straight line down the middle.
        let curvedBytes = try [UInt8](Data(contentsOf: output.appendingPathComponent("curved-tear-preview.apng")))
        #expect(curvedBytes.count <= 1_000_000, "curved tear: \(curvedBytes.count) bytes")
        let curved = try APNGReader.read(curvedBytes)
        #expect(curved.frames.count >= 5 && curved.loopCount == 0)
        let pair = try PNGCodec.read(from: output.appendingPathComponent("tear-before-after-4x.png"))
        #expect(pair.width > 2 * pair.height, "two crops side by side: \(pair.width) × \(pair.height)")
    }

    /// How many columns, from the first to the last, hold dark ink (every channel below 100) in the
    /// middle half of the image's rows: the width of a line of text drawn there, in pixels.
    static func inkSpan(_ image: RGBAImage) -> Int {
        var columns: [Int] = []
        for y in (image.height / 4)..<(image.height * 3 / 4) {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                if image.pixels[i..<(i + 3)].allSatisfy({ $0 < 100 }) { columns.append(x) }
            }
        }
        guard let low = columns.min(), let high = columns.max() else { return 0 }
        return high - low + 1
    }

    /// Each file written is named on its own line, the output folder's control characters written out.
    @Test func namesEveryFileWrittenWithTheFoldersControlCharactersWrittenOut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(["previews", "--output", "images\u{1B}]0;owned\u{07}"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let names =
            RenderableEffect.all.map { "\($0.name)-preview.apng" } + [
                "curved-tear-preview.apng", "tear-before-after-4x.png",
            ]
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for name in names {
            #expect(lines.contains(#"images\u{1B}]0;owned\u{7}/"# + name), "\(result.stdout.debugDescription)")
        }
        #expect(
            !result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
            "\(result.stdout.debugDescription)")
    }
}
