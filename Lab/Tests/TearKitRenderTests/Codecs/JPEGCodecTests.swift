import Testing
import Foundation
import TearKitRender

@Suite("JPEG decoding")
struct JPEGCodecTests {
    /// Largest per-channel difference between a decoded pixel and the colour the fixture was drawn with.
    private func distance(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (Int, Int, Int)) -> Int {
        max(abs(Int(pixel.r) - expected.0), abs(Int(pixel.g) - expected.1), abs(Int(pixel.b) - expected.2))
    }

    @Test func decodesColourQuadrants() throws {
        let image = try JPEGCodec.decode(jpegQuadrantsRGB)
        #expect(image.width == 16 && image.height == 16)
        // Centres of the four 8×8 blocks; JPEG is lossy, so allow a small error.
        #expect(distance(image[4, 4], (255, 0, 0)) <= 8)
        #expect(distance(image[12, 4], (0, 255, 0)) <= 8)
        #expect(distance(image[4, 12], (0, 0, 255)) <= 8)
        #expect(distance(image[12, 12], (255, 255, 255)) <= 8)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    @Test func convertsGreyscaleToRGB() throws {
        let image = try JPEGCodec.decode(jpegGreyHalves)
        #expect(image.width == 16 && image.height == 8)
        #expect(distance(image[3, 4], (0, 0, 0)) <= 4)
        #expect(distance(image[12, 4], (200, 200, 200)) <= 4)
        let p = image[12, 4]
        #expect(p.r == p.g && p.g == p.b)
    }

    @Test func convertsAdobeCMYKToRGB() throws {
        let image = try JPEGCodec.decode(jpegCMYKHalves)
        #expect(image.width == 16 && image.height == 8)
        #expect(distance(image[3, 4], (0, 255, 255)) <= 8)  // cyan ink
        #expect(distance(image[12, 4], (255, 255, 255)) <= 8)  // no ink
    }

    @Test func acceptsFoundationData() throws {
        let image = try JPEGCodec.decode(Data(jpegGreyHalves))
        #expect(image.width == 16)
    }

    @Test func rejectsHugeHeaderBeforeAllocating() throws {
        // Patch the SOF0 frame header to claim 60000×60000 (3.6 gigapixels, 14 GB of RGBA).
        var data = jpegQuadrantsRGB
        let sof = try #require((0..<data.count - 1).first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        data[sof + 5] = 0xEA; data[sof + 6] = 0x60  // height
        data[sof + 7] = 0xEA; data[sof + 8] = 0x60  // width
        #expect(throws: JPEGDecodingError.imageTooLarge(width: 60000, height: 60000)) {
            try JPEGCodec.decode(data)
        }
    }

    @Test func rejectsEmptyAndNonJPEGData() {
        #expect(throws: JPEGDecodingError.emptyData) { try JPEGCodec.decode([UInt8]()) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let error = #expect(throws: JPEGDecodingError.self) { try JPEGCodec.decode(png) }
        guard case .invalidHeader(let reason)? = error else {
            Issue.record("expected invalidHeader, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func everyTruncationThrowsInsteadOfCrashing() {
        let full = jpegQuadrantsRGB
        for length in 1..<full.count {
            #expect(throws: JPEGDecodingError.self, "prefix of \(length) bytes") {
                try JPEGCodec.decode(Array(full.prefix(length)))
            }
        }
    }

    @Test func truncatedScanDataIsReportedAsCorrupt() throws {
        // Cut halfway through the entropy-coded data that follows the start-of-scan marker.
        let full = jpegQuadrantsRGB
        let sos = try #require((0..<full.count - 1).last { full[$0] == 0xFF && full[$0 + 1] == 0xDA })
        let data = Array(full.prefix((sos + full.count) / 2))
        let error = #expect(throws: JPEGDecodingError.self) { try JPEGCodec.decode(data) }
        guard case .corruptData? = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
    }

    @Test func corruptBytesNeverCrash() {
        // Flip each byte in turn: decoding may succeed (entropy data is forgiving) or throw, but must return.
        var decodedOrThrew = 0
        for index in 2..<jpegGreyHalves.count {
            var data = jpegGreyHalves
            data[index] ^= 0xA5
            if let image = try? JPEGCodec.decode(data) {
                #expect(image.pixels.count == image.width * image.height * 4)
            }
            decodedOrThrew += 1
        }
        #expect(decodedOrThrew == jpegGreyHalves.count - 2)
    }
}
