import Foundation
import Testing
import TearKitRender

/// Broken, hostile or non-PNG input gives a descriptive error — never a crash or a huge allocation.
@Suite struct PNGCodecBadInputTests {
    static let valid = PNGFileBuilder(width: 20, height: 20, colorType: .rgba, bitDepth: 8) { x, y in
        [x * 12, y * 12, 90, 255]
    }.data()

    @Test func emptyData() {
        #expect(throws: ImageDecodingError.empty) { try PNGCodec.decode(Data()) }
    }

    @Test(arguments: [
        Data("hello, this is not an image at all".utf8),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]),  // a JPEG header
        Data([0x89, 0x50, 0x4E]),  // too short for a signature
    ])
    func nonPNGData(data: Data) {
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(data) }
        do { _ = try PNGCodec.decode(data) } catch {
            #expect(error == .unsupportedFormat("the data is not a PNG file (no PNG signature)"))
        }
    }

    @Test func everyTruncationIsAnError() {
        let bytes = [UInt8](Self.valid)
        for length in stride(from: 8, to: bytes.count - 12, by: 7) {  // the last 12 bytes are IEND
            #expect(throws: ImageDecodingError.self, "decoding \(length) of \(bytes.count) bytes") {
                try PNGCodec.decode(Data(bytes[0..<length]))
            }
        }
    }

    @Test func truncatedPixelDataSaysTruncated() {
        let bytes = [UInt8](Self.valid)
        #expect(throws: ImageDecodingError.truncated) { try PNGCodec.decode(Data(bytes[0..<(bytes.count - 40)])) }
    }

    @Test func flippedBytesAreCorruptNotACrash() {
        let bytes = [UInt8](Self.valid)
        for position in stride(from: 8, to: bytes.count, by: 5) {
            var damaged = bytes
            damaged[position] ^= 0x5A
            // Either the damage is caught (CRC, zlib, header checks) or it hit a byte that only
            // changes pixel values; what must never happen is a crash.
            _ = try? PNGCodec.decode(Data(damaged))
        }
        var badCRC = bytes
        badCRC[33 + 8 + 20] ^= 0xFF  // inside the IDAT payload: the chunk CRC no longer matches
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(Data(badCRC)) }
    }

    @Test(arguments: [(100_000, 100_000), (16_385, 16_384), (20_000, 20_000)])
    func absurdHeaderIsRefusedBeforeAllocating(width: Int, height: Int) {
        // Only a header and a tiny IDAT: decoding would need gigabytes if the size were trusted.
        let png = PNGFileBuilder(width: width, height: height, colorType: .rgba, bitDepth: 8) { _, _ in [0, 0, 0, 0] }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(png.width)); header.append(bigEndian: UInt32(png.height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        file.append(PNGFileBuilder.chunk("IHDR", header))
        file.append(PNGFileBuilder.chunk("IDAT", PNGFileBuilder.zlibStored(Data([0, 0, 0, 0, 0]))))
        file.append(PNGFileBuilder.chunk("IEND", Data()))
        #expect(
            throws: ImageDecodingError.tooLarge(
                width: width, height: height, maximumPixelCount: ImageDecodingOptions.defaultMaximumPixelCount)
        ) {
            try PNGCodec.decode(file)
        }
    }

    @Test func zeroWidthHeaderIsCorrupt() {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: 0); header.append(bigEndian: 10)
        header.append(contentsOf: [8, 6, 0, 0, 0])
        file.append(PNGFileBuilder.chunk("IHDR", header))
        file.append(PNGFileBuilder.chunk("IEND", Data()))
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(file) }
    }

    @Test func missingFileIsAClearError() {
        let url = URL(fileURLWithPath: "/tmp/definitely-missing-\(UUID().uuidString).png")
        do {
            _ = try PNGCodec.read(from: url)
            Issue.record("reading a missing file succeeded")
        } catch {
            guard case .unreadableFile(let path, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(path == url.path)
        }
    }

    @Test func errorsDescribeTheProblem() {
        #expect(
            ImageDecodingError.tooLarge(width: 100_000, height: 100_000, maximumPixelCount: 9).description.contains(
                "100000 × 100000"))
        #expect(ImageDecodingError.truncated.description.contains("truncated"))
    }

    /// A 56-byte PNG whose text chunk claims 2³¹ − 1 bytes is refused by that claim (libpng 1.6.39 only
    /// warns and allocates it, then finds the file truncated).
    @Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "eXIf"])
    func anAncillaryChunkOverTheLimitIsRefusedBeforeItIsAllocated(type: String) {
        var header = Data()
        header.append(bigEndian: UInt32(1)); header.append(bigEndian: UInt32(1))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + PNGFileBuilder.chunk("IHDR", header)
        file.append(bigEndian: UInt32(0x7FFF_FFFF))
        file.append(contentsOf: Array(type.utf8) + [UInt8](repeating: 0, count: 15))
        #expect(file.count == 56)
        #expect(
            throws: ImageDecodingError.corrupt(
                reason: "its \(type) chunk is larger than the 8 MB limit for ancillary chunks")
        ) {
            try PNGCodec.decode(file)
        }
    }

    @Test func anAncillaryChunkUnderTheLimitIsSkippedOrRead() throws {
        var builder = PNGFileBuilder(width: 4, height: 4, colorType: .rgba, bitDepth: 8) { x, y in
            [x * 60, y * 60, 90, 255]
        }
        builder.chunksBeforeIDAT = [
            PNGFileBuilder.chunk("tEXt", Data("Comment\u{0}".utf8) + Data(repeating: 0x61, count: 1 << 20))
        ]
        let image = try PNGCodec.decode(builder.data())
        #expect(image.width == 4 && image.height == 4)
    }
}
