import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// What a time-driven effect's export writes into its folder.
@Suite struct EffectAnimationExportTests {
    /// Frame `index`'s one colour: red with its own green, no blue, so no grey of the sheet, its
    /// borders, shadows or captions, can take it for a frame.
    static func colour(_ index: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (255, UInt8(index * 32), 0, 255)
    }

    /// The contact sheet shows the key frames themselves, each once, and no other frame. Frames are
    /// drawn and encoded a batch at a time (one per core), so key frames part way into a batch — here
    /// frame 5, the second of its batch of two or more — must be picked out where they lie in the whole
    /// animation, not in their batch.
    @Test func theContactSheetShowsExactlyTheKeyFrames() throws {
        let source = RGBAImage(width: 40, height: 30, fill: (128, 128, 128, 255))
        let frames = (0..<8).map { index in
            EffectFrame(time: Double(index) / 10, caption: "frame \(index)") { source, _ in
                RGBAImage(width: source.width, height: source.height, fill: Self.colour(index))
            }
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tearkit-sheet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = EffectAnimationExport(
            animationName: "ripple.apng", source: source, scale: 1, frames: frames, framesPerSecond: 10,
            output: output, overwrite: false, job: "render", quiet: true, background: nil, title: "frames",
            keyFrameCount: 4)
        let keys = export.keyFrames
        // Four of eight frames spread evenly, first and last included: two of them odd.
        #expect(keys == [0, 2, 5, 7])
        _ = try export.run()

        let sheet = try PNGCodec.decode(
            Data(contentsOf: output.appendingPathComponent(AnimationOutputFiles.contactSheetName)))
        var pixelsOf = Array(repeating: 0, count: frames.count)
        for y in 0..<sheet.height {
            for x in 0..<sheet.width {
                let p = sheet[x, y]
                guard let index = frames.indices.first(where: { Self.colour($0) == p }) else { continue }
                pixelsOf[index] += 1
            }
        }
        for index in frames.indices {
            if keys.contains(index) {
                #expect(pixelsOf[index] >= 20 * 15, "key frame \(index) is not on the sheet: \(pixelsOf)")
            } else {
                #expect(pixelsOf[index] == 0, "frame \(index), not a key frame, is on the sheet: \(pixelsOf)")
            }
        }
    }
}
