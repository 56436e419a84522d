import Foundation
import Testing
@testable import TearKitPlayground
import TearKitRender

/// A dropped picture goes through the decoders and limits of `--input`: bytes and pixels are bounded
/// before anything is decoded, and a large one is shrunk for live frames.
struct PlaygroundPictureTests {
    @Test func aPictureOverTheByteLimitIsRefusedBeforeDecoding() {
        let data = Data(count: PlaygroundPicture.maximumByteCount + 1)
        #expect { _ = try PlaygroundPicture.decode(data) } throws: { "\($0)".contains("16.8 MB") }
    }

    @Test func garbageIsRefusedWithASentence() {
        #expect { _ = try PlaygroundPicture.decode(Data("hello".utf8)) } throws: {
            "\($0)".contains("could not be read")
        }
        #expect { _ = try PlaygroundPicture.decode(Data()) } throws: { "\($0)".contains("could not be read") }
    }

    @Test func aPictureOverThePixelBudgetIsRefusedFromItsHeader() throws {
        // A real PNG's header with its size rewritten to 20,000 × 20,000: refused before allocation.
        var png = [UInt8](try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255))))
        let side: [UInt8] = [0, 0, 0x4E, 0x20]
        png.replaceSubrange(16..<20, with: side)
        png.replaceSubrange(20..<24, with: side)
        #expect { _ = try PlaygroundPicture.decode(Data(png)) } throws: { "\($0)".contains("could not be read") }
    }

    @Test func aPhonesJPEGIsTurnedUprightAsItsEXIFOrientationSays() throws {
        // 48 × 32 px, red on the left half and blue on the right, stored as a phone held upright stores it:
        // orientation 6, the picture to be turned a quarter clockwise.
        var stored = RGBAImage(width: 48, height: 32, fill: (0, 0, 255, 255))
        for y in 0..<32 {
            for x in 0..<24 { stored[x, y] = (255, 0, 0, 255) }
        }
        let picture = try PlaygroundPicture.decode(try Self.jpeg(stored, orientation: 6))
        // Upright it is 32 × 48, the red half on top.
        #expect(picture.image.width == 32 && picture.image.height == 48)
        let top = picture.image[16, 6], bottom = picture.image[16, 41]
        #expect(top.r > 200 && top.b < 60, "\(top)")
        #expect(bottom.b > 200 && bottom.r < 60, "\(bottom)")
    }

    /// `image` as a JPEG with an EXIF block (big-endian TIFF) holding only `orientation`, spliced in after SOI.
    static func jpeg(_ image: RGBAImage, orientation: UInt8) throws -> Data {
        let jpeg = try JPEGEncoder.encode(image, quality: 95)
        // TIFF header, IFD0 at offset 8 with one entry (Orientation, SHORT, 1 value), no next IFD.
        let tiff: [UInt8] =
            [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0]
            + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        return Data(jpeg.prefix(2)) + Data(app1) + Data(jpeg.dropFirst(2))
    }

    @Test func aLargePictureIsShrunkToTheLiveSize() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 2400, height: 600, fill: (10, 200, 10, 255)))
        let picture = try PlaygroundPicture.decode(png)
        #expect(picture.image.width == PlaygroundPicture.longerSide)
        #expect(picture.image.height == 300)
        #expect(picture.viewSize == CGSize(width: 600, height: 150))
        #expect(!picture.isSampleCard)
    }
}
