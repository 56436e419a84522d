import Foundation
import Testing
import TearKitRender

/// Images are decoded within a pixel budget: a header promising more is refused before any pixel
/// memory is allocated, and the budget and the JPEG decoder's scale are options.
@Suite struct ImagePixelBudgetTests {
    /// A PNG whose header claims `width × height` RGBA pixels but whose data holds five bytes.
    static func pngClaiming(width: Int, height: Int) -> Data {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width)); header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        file.append(PNGFileBuilder.chunk("IHDR", header))
        file.append(PNGFileBuilder.chunk("IDAT", PNGFileBuilder.zlibStored(Data([0, 0, 0, 0, 0]))))
        file.append(PNGFileBuilder.chunk("IEND", Data()))
        return file
    }

    /// The 16 × 16 quadrants JPEG with its frame header claiming `width × height`.
    static func jpegClaiming(width: Int, height: Int) -> Data {
        var bytes = jpegQuadrantsRGB
        let sof = bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    @Test func theDefaultBudgetIsFiftyMegapixels() {
        #expect(ImageDecodingOptions().maximumPixelCount == 50_000_000)
        #expect(ImageDecodingOptions(maximumPixelCount: .max).maximumPixelCount == RGBAImage.maximumPixelCount)
        #expect(ImageDecodingOptions(maximumPixelCount: -3).maximumPixelCount == 1)
    }

    @Test(arguments: [(8_000, 8_000), (1_000_000, 51), (7_072, 7_071)])
    func aPNGHeaderOverTheBudgetIsRefused(width: Int, height: Int) {
        #expect(throws: ImageDecodingError.tooLarge(width: width, height: height, maximumPixelCount: 50_000_000)) {
            try ImageFile.decode(Self.pngClaiming(width: width, height: height))
        }
    }

    @Test func aJPEGHeaderOverTheBudgetIsRefused() {
        #expect(throws: ImageDecodingError.tooLarge(width: 8_000, height: 8_000, maximumPixelCount: 50_000_000)) {
            try ImageFile.decode(Self.jpegClaiming(width: 8_000, height: 8_000))
        }
    }

    @Test func aHeaderUnderTheBudgetWithoutItsDataIsCorrupt() {
        #expect(throws: ImageDecodingError.corrupt(reason: "Not enough image data")) {
            try ImageFile.decode(Self.pngClaiming(width: 7_000, height: 7_000))
        }
        #expect(throws: ImageDecodingError.self) {
            try ImageFile.decode(Self.jpegClaiming(width: 7_000, height: 7_000))
        }
    }

    @Test func theBudgetIsAnOption() throws {
        let png = PNGFileBuilder(width: 30, height: 20, colorType: .rgb, bitDepth: 8) { x, y in [x * 8, y * 12, 60] }
            .data()
        #expect(throws: ImageDecodingError.tooLarge(width: 30, height: 20, maximumPixelCount: 599)) {
            try ImageFile.decode(png, options: ImageDecodingOptions(maximumPixelCount: 599))
        }
        #expect(try ImageFile.decode(png, options: ImageDecodingOptions(maximumPixelCount: 600)).width == 30)
        #expect(throws: ImageDecodingError.tooLarge(width: 16, height: 16, maximumPixelCount: 255)) {
            try ImageFile.decode(Data(jpegQuadrantsRGB), options: ImageDecodingOptions(maximumPixelCount: 255))
        }
    }

    @Test func aJPEGCanBeScaledDownWhileDecoding() throws {
        // 16 × 16 decoded at the smallest scale whose longer side is still ≥ 4: a quarter, 4 × 4.
        let quarter = try ImageFile.decode(Data(jpegQuadrantsRGB), options: ImageDecodingOptions(minimumLongerSide: 4))
        #expect(quarter.width == 4 && quarter.height == 4)
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Int, Int, Int)) -> Bool {
            abs(Int(p.r) - c.0) <= 12 && abs(Int(p.g) - c.1) <= 12 && abs(Int(p.b) - c.2) <= 12 && p.a == 255
        }
        #expect(near(quarter[0, 0], (255, 0, 0)) && near(quarter[3, 0], (0, 255, 0)))
        #expect(near(quarter[0, 3], (0, 0, 255)) && near(quarter[3, 3], (255, 255, 255)))
        #expect(
            try ImageFile.decode(Data(jpegQuadrantsRGB), options: ImageDecodingOptions(minimumLongerSide: 5)).width == 8
        )
        #expect(
            try ImageFile.decode(Data(jpegQuadrantsRGB), options: ImageDecodingOptions(minimumLongerSide: 1)).width == 2
        )
        #expect(
            try ImageFile.decode(Data(jpegQuadrantsRGB), options: ImageDecodingOptions(minimumLongerSide: 100)).width
                == 16)
        // The budget applies to the decoded size: 4 × 4 fits in 16 pixels.
        #expect(
            try ImageFile.decode(
                Data(jpegQuadrantsRGB), options: ImageDecodingOptions(maximumPixelCount: 16, minimumLongerSide: 4)
            ).width == 4)
    }

    @Test func encodingAPremultipliedImageMatchesTheStraightPixels() throws {
        var image = RGBAImage(width: 3, height: 2)
        image[0, 0] = (100, 50, 0, 128)
        image[1, 0] = (10, 20, 30, 255)
        image[2, 1] = (0, 0, 0, 0)
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded == image)
    }
}
