import Foundation
import Testing
@testable import TearKitRender

/// An animated WebP written frame by frame plays back as it was given: lossless exactly, lossy
/// closely and smaller, at the frames' times, looping as asked; bad settings are refused before a
/// file exists.
@Suite struct AnimatedWebPWriterTests {
    static func scratchFile(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// Writes `frames` at `fps` and reads the file back.
    static func roundTrip(
        _ frames: [RGBAImage], compression: AnimatedWebPWriter.Compression, fps: Double = 60, loopCount: Int = 0
    ) throws -> (reader: AnimatedWebPReader, bytes: Int) {
        let file = try scratchFile("a.webp")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let writer = try AnimatedWebPWriter(
            width: frames[0].width, height: frames[0].height, loopCount: loopCount, compression: compression,
            fileURL: file)
        for image in frames { try writer.append(image, duration: 1 / fps) }
        #expect(writer.frameCount == frames.count)
        try writer.finish()
        let data = try Data(contentsOf: file)
        return (try #require(AnimatedWebPReader(data)), data.count)
    }

    /// Lossless: every frame, translucent pixels and unchanged frames included, comes back exactly, at
    /// its time: frame i of 60 fps starts at round(i × 1000 / 60) ms, so nothing drifts.
    @Test func losslessFramesComeBackExactlyAtTheirTimes() throws {
        let frames = (0..<6).map { TestCard.movingSquare($0) } + [TestCard.movingSquare(5), TestCard.movingSquare(0)]
        let (reader, _) = try Self.roundTrip(frames, compression: .lossless, loopCount: 3)
        #expect(reader.width == 40 && reader.height == 30)
        #expect(reader.loopCount == 3)
        // A viewer that paints the canvas with the file's background colour paints it transparent
        // black, as an APNG's canvas starts (libwebp's own default is opaque white).
        #expect(reader.backgroundColor == 0, "\(String(reader.backgroundColor, radix: 16))")
        // libwebp merges an unchanged frame into the one before it, with the sum of their times.
        let shown = reader.frames.map(\.image)
        #expect(shown.count == 7)
        #expect(shown == Array(frames[0...4]) + [frames[5], frames[7]])
        #expect(reader.frames.map(\.start) == [0, 17, 33, 50, 67, 83, 117])
        #expect(reader.frames.last.map { $0.start + $0.duration } == 133)
    }

    /// A photo-like picture: smooth gradients and shapes under a photo's fine grain (±6 levels of
    /// noise a channel), which lossless compression must keep and lossy may smooth.
    static func photo(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(y) / Double(height), u = Double(x) / Double(width)
                let inSun = (u - 0.7) * (u - 0.7) + (t - 0.3) * (t - 0.3) < 0.02
                let base = inSun ? (250.0, 220.0, 120.0) : (90 + 120 * t, 140 + 60 * u, 220 - 100 * t)
                // A fixed hash of the pixel and channel: the same grain every run.
                func grain(_ v: Double, _ channel: Int) -> UInt8 {
                    let hash = (x &* 73_856_093) ^ (y &* 19_349_663) ^ (channel &* 83_492_791)
                    return UInt8(min(max(v + Double(hash % 13 - 6), 0), 255))
                }
                image[x, y] = (grain(base.0, 0), grain(base.1, 1), grain(base.2, 2), 255)
            }
        }
        return image
    }

    /// Lossy: close to the frames (a few levels a channel on average), and much smaller than lossless
    /// on a photo.
    @Test func lossyFramesAreCloseAndSmaller() throws {
        let card = Self.photo(width: 320, height: 240)
        var moved = card
        for y in 100..<180 { for x in 100..<220 { moved[x, y] = (255, 0, 0, 255) } }
        let lossless = try Self.roundTrip([card, moved], compression: .lossless)
        let lossy = try Self.roundTrip([card, moved], compression: .lossy(quality: 75))
        #expect(lossy.bytes < lossless.bytes / 2, "lossy \(lossy.bytes) B, lossless \(lossless.bytes) B")
        #expect(lossy.reader.frames.count == 2)
        for (shown, original) in zip(lossy.reader.frames.map(\.image), [card, moved]) {
            let difference = zip(shown.pixels, original.pixels).map { abs(Int($0) - Int($1)) }
            let mean = Double(difference.reduce(0, +)) / Double(difference.count)
            #expect(mean < 4, "mean difference \(mean)")
        }
        let red = lossy.reader.frames[1].image[160, 140]
        #expect(red.0 > 230 && red.1 < 25 && red.2 < 25 && red.3 == 255, "\(red)")
    }

    /// Sizes, loop counts and qualities out of range are refused before any file is written; so is a
    /// frame of another size, a finish without frames and anything after the finish.
    @Test func badSettingsAndMisuseAreRefused() throws {
        let file = try Self.scratchFile("bad.webp")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        for (width, height) in [(0, 10), (10, -1), (16_384, 10), (10, 16_384)] {
            #expect(throws: AnimatedWebPWriterError.invalidSize(width: width, height: height)) {
                try AnimatedWebPWriter(width: width, height: height, compression: .lossless, fileURL: file)
            }
        }
        #expect(throws: AnimatedWebPWriterError.invalidLoopCount(-1)) {
            try AnimatedWebPWriter(width: 4, height: 4, loopCount: -1, compression: .lossless, fileURL: file)
        }
        #expect(throws: AnimatedWebPWriterError.invalidLoopCount(65_536)) {
            try AnimatedWebPWriter(width: 4, height: 4, loopCount: 65_536, compression: .lossless, fileURL: file)
        }
        for quality in [-1, 100.5, .nan, .infinity] {
            #expect(throws: AnimatedWebPWriterError.self) {
                try AnimatedWebPWriter(width: 4, height: 4, compression: .lossy(quality: quality), fileURL: file)
            }
        }
        let writer = try AnimatedWebPWriter(width: 40, height: 30, compression: .lossless, fileURL: file)
        #expect(throws: AnimatedWebPWriterError.noFrames) { try writer.finish() }
        #expect(
            throws: AnimatedWebPWriterError.frameSizeMismatch(
                expectedWidth: 40, expectedHeight: 30, width: 30, height: 40)
        ) { try writer.append(TestCard.movingSquare(0, width: 30, height: 40), duration: 0.1) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let largest = try AnimatedWebPWriter(width: 16_383, height: 1, compression: .lossless, fileURL: file)
        #expect(largest.width == 16_383)
        try writer.append(TestCard.movingSquare(0), duration: 0.1)
        try writer.finish()
        #expect(throws: AnimatedWebPWriterError.alreadyFinished) {
            try writer.append(TestCard.movingSquare(1), duration: 0.1)
        }
        #expect(throws: AnimatedWebPWriterError.alreadyFinished) { try writer.finish() }
        #expect(AnimatedWebPReader(try Data(contentsOf: file))?.frames.count == 1)
        #expect(AnimatedWebPWriterError.invalidSize(width: 20_000, height: 10).description.contains("16383 px a side"))
    }

    /// What is not a WebP is not read.
    @Test func whatIsNotAWebPIsNotRead() throws {
        #expect(AnimatedWebPReader(Data()) == nil)
        #expect(AnimatedWebPReader(Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == nil)
        #expect(AnimatedWebPReader(try PNGCodec.encode(TestCard.movingSquare(0))) == nil)
    }
}
