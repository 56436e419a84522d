import Foundation
import Testing
import TearKitRender

@Suite("APNG writing and reading")
struct APNGTests {
    /// A frame whose pixels depend on the frame index, with gradients, flat areas and varied alpha
    /// so every PNG filter type gets used.
    private func frame(_ index: Int, width: Int = 23, height: Int = 17) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8((x * 11 + y * 7 + index * 40) % 256)
                let straight = [
                    UInt8((x * 10 + index * 3) % 256), UInt8((y * 15) % 256),
                    x < width / 2 ? 200 : UInt8(index * 9 % 256), a,
                ]
                let p = RGBAImage(width: 1, height: 1, straightAlphaPixels: straight)!.pixels
                image[x, y] = (p[0], p[1], p[2], p[3])
            }
        }
        return image
    }

    private func writeAnimation(frames count: Int, loopCount: Int = 0) throws -> (bytes: [UInt8], frames: [RGBAImage]) {
        let writer = try APNGWriter(width: 23, height: 17, loopCount: loopCount)
        var frames: [RGBAImage] = []
        for i in 0..<count {
            let image = frame(i)
            frames.append(image)
            try writer.append(image, delay: APNGFrameDelay(numerator: UInt16(i + 1), denominator: 30))
        }
        return (try #require(try writer.finish()), frames)
    }

    @Test func roundTripsFramesDelaysAndPixels() throws {
        let (bytes, frames) = try writeAnimation(frames: 4, loopCount: 3)
        let file = try APNGReader.read(bytes)
        #expect(file.width == 23 && file.height == 17)
        #expect(file.declaredFrameCount == 4)
        #expect(file.loopCount == 3)
        #expect(file.frames.count == 4)
        #expect(file.frames.map(\.image) == frames)
        #expect(file.frames.map(\.delay) == (1...4).map { APNGFrameDelay(numerator: UInt16($0), denominator: 30) })
        #expect(file.defaultImage == frames[0])
        #expect(file.frames.allSatisfy { $0.x == 0 && $0.y == 0 && $0.disposeOperation == 0 && $0.blendOperation == 0 })
    }

    @Test func chunkOrderAndSequenceNumbersFollowTheSpecification() throws {
        let (bytes, _) = try writeAnimation(frames: 3)
        let file = try APNGReader.read(bytes)
        #expect(file.chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(file.chunks.compactMap(\.sequenceNumber) == [0, 1, 2, 3, 4])
        #expect(file.frames.map(\.sequenceNumber) == [0, 1, 3])
    }

    @Test func corruptedCRCIsDetected() throws {
        let (bytes, _) = try writeAnimation(frames: 2)
        let file = try APNGReader.read(bytes)
        let fdat = try #require(file.chunks.first { $0.type == "fdAT" })
        var corrupted = bytes
        corrupted[fdat.offset + 8 + fdat.dataLength / 2] ^= 0x01  // one bit inside the chunk data
        #expect(throws: APNGReadError.crcMismatch(chunkType: "fdAT", offset: fdat.offset)) {
            try APNGReader.read(corrupted)
        }
    }

    @Test func truncatedAndForeignDataThrow() throws {
        let (bytes, _) = try writeAnimation(frames: 2)
        #expect(throws: APNGReadError.notPNG) { try APNGReader.read(Array("GIF89a".utf8)) }
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: APNGReadError.self) { try APNGReader.read(Array(bytes.prefix(length))) }
        }
    }

    @Test func singleFrameIsAPlainPNGToo() throws {
        let writer = try APNGWriter(width: 23, height: 17)
        try writer.append(frame(5), duration: 0.25)
        let file = try APNGReader.read(try #require(try writer.finish()))
        #expect(file.frames.count == 1)
        #expect(file.frames[0].delay == APNGFrameDelay(numerator: 250, denominator: 1000))
        #expect(file.defaultImage == frame(5))
    }

    /// An animation made without a loop count loops forever, as the writer documents: its `acTL`
    /// holds 0 plays, in memory as on disk.
    @Test func withoutALoopCountTheAnimationLoopsForever() throws {
        let memory = try APNGWriter(width: 23, height: 17)
        try memory.append(frame(0), duration: 0.1)
        #expect(try APNGReader.read(try #require(try memory.finish())).loopCount == 0)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tearkit-apng-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let disk = try APNGWriter(width: 23, height: 17, fileURL: url)
        try disk.append(frame(0), duration: 0.1)
        _ = try disk.finish()
        #expect(try APNGReader.read(try [UInt8](Data(contentsOf: url))).loopCount == 0)
    }

    @Test func streamsToDiskWithTheSameBytesAsInMemory() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tearkit-apng-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let disk = try APNGWriter(width: 23, height: 17, loopCount: 2, fileURL: url)
        let memory = try APNGWriter(width: 23, height: 17, loopCount: 2)
        for i in 0..<5 {
            try disk.append(frame(i), duration: 0.1)
            try memory.append(frame(i), duration: 0.1)
        }
        #expect(try disk.finish() == nil)
        let fromDisk = try [UInt8](Data(contentsOf: url))
        #expect(fromDisk == (try memory.finish()))
        #expect(try APNGReader.read(fromDisk).frames.count == 5)
    }

    @Test func largeFramesAreSplitIntoSeveralDataChunks() throws {
        // Opaque RGB noise does not compress: one 640×640 frame holds 1.2 MB of entropy, more than
        // the 1 MiB the writer puts in one chunk.
        var generator = SystemRandomNumberGenerator()
        var noise = RGBAImage(width: 640, height: 640, fill: (0, 0, 0, 255))
        for i in stride(from: 0, to: noise.pixels.count, by: 4) {
            noise.pixels[i] = .random(in: 0...255, using: &generator)
            noise.pixels[i + 1] = .random(in: 0...255, using: &generator)
            noise.pixels[i + 2] = .random(in: 0...255, using: &generator)
        }
        let writer = try APNGWriter(width: 640, height: 640)
        try writer.append(noise, duration: 0.1)
        try writer.append(noise, duration: 0.1)
        let file = try APNGReader.read(try #require(try writer.finish()))
        #expect(file.chunks.filter { $0.type == "IDAT" }.count >= 2)
        #expect(file.chunks.filter { $0.type == "fdAT" }.count >= 2)
        #expect(file.frames.map(\.image) == [noise, noise])
    }

    /// `png` with its image data cut into `IDAT` chunks of the sizes `split` gives for its length
    /// (the rest in a last chunk), every other chunk as it was.
    private func resplit(_ png: Data, _ split: (Int) -> [Int]) throws -> Data {
        let bytes = [UInt8](png)
        var chunks: [(type: String, payload: Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        let data = chunks.filter { $0.type == "IDAT" }.reduce(Data()) { $0 + $1.payload }
        var pieces: [Data] = []
        var start = 0
        for size in split(data.count) + [data.count] where start < data.count {
            let end = min(start + size, data.count)
            pieces.append(data[start..<end])
            start = end
        }
        var out = Data(bytes[0..<8])
        var wroteData = false
        for chunk in chunks {
            if chunk.type == "IDAT" {
                if !wroteData { pieces.forEach { out.append(PNGFileBuilder.chunk("IDAT", $0)) } }
                wroteData = true
            } else {
                out.append(PNGFileBuilder.chunk(chunk.type, chunk.payload))
            }
        }
        return out
    }

    /// A region's PNG whose image data comes in several chunks — of one byte each, or with a last
    /// chunk of one byte — is carried whole: every byte of every chunk reaches the animation.
    @Test func aRegionsDataSplitAnywhereIsCarriedWhole() throws {
        let first = frame(0), second = frame(1, width: 9, height: 5)
        func bytes(_ count: Int) -> [Int] { Array(repeating: 1, count: count) }
        func allButOne(_ count: Int) -> [Int] { [count - 1] }
        func oneFirst(_ count: Int) -> [Int] { [1] }
        func halves(_ count: Int) -> [Int] { [(count - 1) / 2, (count - 1) / 2] }
        let splits: [(Int) -> [Int]] = [bytes, allButOne, oneFirst, halves]
        for split in splits {
            let writer = try APNGWriter(width: 23, height: 17)
            try writer.append(
                encodedPNG: try resplit(try PNGCodec.encode(first), split), x: 0, y: 0, delay: .init(seconds: 0.1))
            try writer.append(
                encodedPNG: try resplit(try PNGCodec.encode(second), split), x: 14, y: 12, delay: .init(seconds: 0.1))
            let file = try APNGReader.read(try #require(try writer.finish()))
            #expect(file.frames.map(\.image) == [first, second])
        }
    }

    /// A region must lie inside the canvas on every side: one pixel past the right or the bottom edge
    /// is refused, touching them is taken.
    @Test func aRegionPastTheCanvasEdgeIsRefused() throws {
        let writer = try APNGWriter(width: 23, height: 17)
        try writer.append(frame(0), duration: 0.1)
        let region = try PNGCodec.encode(frame(1, width: 9, height: 5))
        for (x, y) in [(15, 12), (14, 13), (-1, 0), (0, -1)] {
            #expect(
                throws: APNGWriterError.frameSizeMismatch(expectedWidth: 23, expectedHeight: 17, width: 9, height: 5)
            ) { try writer.append(encodedPNG: region, x: x, y: y, delay: .init(seconds: 0.1)) }
        }
        try writer.append(encodedPNG: region, x: 14, y: 12, delay: .init(seconds: 0.1))
        #expect(writer.frameCount == 2)
    }

    @Test func misuseThrowsInsteadOfCrashing() throws {
        #expect(throws: APNGWriterError.invalidSize(width: 0, height: 10)) { try APNGWriter(width: 0, height: 10) }
        #expect(throws: APNGWriterError.invalidSize(width: 20_000, height: 20_000)) {
            try APNGWriter(width: 20_000, height: 20_000)
        }
        #expect(throws: APNGWriterError.invalidLoopCount(-1)) { try APNGWriter(width: 1, height: 1, loopCount: -1) }
        let writer = try APNGWriter(width: 23, height: 17)
        #expect(throws: APNGWriterError.noFrames) { try writer.finish() }
        #expect(throws: APNGWriterError.frameSizeMismatch(expectedWidth: 23, expectedHeight: 17, width: 10, height: 17))
        {
            try writer.append(RGBAImage(width: 10, height: 17), duration: 0.1)
        }
        try writer.append(frame(0), duration: 0.1)
        _ = try writer.finish()
        #expect(throws: APNGWriterError.alreadyFinished) { try writer.append(frame(1), duration: 0.1) }
        #expect(throws: APNGWriterError.alreadyFinished) { try writer.finish() }
    }

    @Test func rowFiltersMakeGradientsSmall() throws {
        // Each pixel differs from its neighbours, so deflate alone finds few repeats (Python's zlib on the
        // unfiltered rows gives about 60 % of the raw size); with Sub/Up/Average/Paeth chosen per row the
        // differences are constant and the frame shrinks to a few percent.
        var gradient = RGBAImage(width: 256, height: 256)
        for y in 0..<256 { for x in 0..<256 { gradient[x, y] = (UInt8(x), UInt8(y), UInt8((x + y) / 2), 255) } }
        let writer = try APNGWriter(width: 256, height: 256)
        try writer.append(gradient, duration: 0.1)
        let bytes = try #require(try writer.finish())
        #expect(bytes.count < 256 * 256 * 4 / 20)
        #expect(try APNGReader.read(bytes).defaultImage == gradient)
    }

    @Test func frameDelayFromSeconds() {
        #expect(APNGFrameDelay(seconds: 1.0 / 60).numerator == 17)
        #expect(APNGFrameDelay(seconds: 1000).numerator == UInt16.max)
        #expect(APNGFrameDelay(seconds: -.infinity).numerator == 0)
        #expect(APNGFrameDelay(numerator: 5, denominator: 0).seconds == 0.05)
    }
}

@Suite struct APNGFrameDelayTests {
    @Test func wholeFrameRatesGiveExactDelays() {
        #expect(APNGFrameDelay(frames: 3, framesPerSecond: 60) == APNGFrameDelay(numerator: 3, denominator: 60))
        #expect(APNGFrameDelay(frames: 1, framesPerSecond: 60).seconds == 1.0 / 60)
        // 300 frames at 60 fps add up to exactly 5 s, where millisecond delays would drift by 0.1 s.
        #expect(
            abs((0..<300).map { _ in APNGFrameDelay(frames: 1, framesPerSecond: 60).seconds }.reduce(0, +) - 5) < 1e-9)
    }

    @Test func otherRatesFallBackToMilliseconds() {
        #expect(APNGFrameDelay(frames: 1, framesPerSecond: 29.97) == APNGFrameDelay(numerator: 33, denominator: 1000))
        #expect(
            APNGFrameDelay(frames: 70_000, framesPerSecond: 1) == APNGFrameDelay(numerator: 65_535, denominator: 1000))
        #expect(APNGFrameDelay(frames: 2, framesPerSecond: .nan) == APNGFrameDelay(numerator: 0, denominator: 1000))
    }
}
