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

    @Test func aLargePictureIsShrunkToTheLiveSize() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 2400, height: 600, fill: (10, 200, 10, 255)))
        let picture = try PlaygroundPicture.decode(png)
        #expect(picture.image.width == PlaygroundPicture.longerSide)
        #expect(picture.image.height == 300)
        #expect(picture.viewSize == CGSize(width: 600, height: 150))
        #expect(!picture.isSampleCard)
    }
}
