import Foundation
import Testing
import TearKitRender

/// JPEGs with an EXIF orientation, as phones write them: our encoder's JPEG with an APP1 marker spliced
/// in after SOI.
enum EXIFJPEG {
    /// Four coloured quadrants: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func quadrants(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                switch (x < width / 2, y < height / 2) {
                case (true, true): image[x, y] = (255, 0, 0, 255)
                case (false, true): image[x, y] = (0, 255, 0, 255)
                case (true, false): image[x, y] = (0, 0, 255, 255)
                case (false, false): image[x, y] = (255, 255, 255, 255)
                }
            }
        }
        return image
    }

    /// `image` as a JPEG whose EXIF IFD0 holds `orientation`, in big-endian ("MM") or little-endian ("II") TIFF.
    static func make(_ image: RGBAImage, orientation: Int, littleEndian: Bool = false) throws -> Data {
        let jpeg = try JPEGEncoder.encode(image, quality: 95)
        func u16(_ v: Int) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        // TIFF header, IFD0 at offset 8 with two entries (ImageDescription first, so the tag is searched for), no next IFD.
        var tiff: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8) + u16(2)
        tiff += u16(0x010E) + u16(2) + u32(4) + [0x61, 0x62, 0x63, 0]  // ImageDescription "abc"
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]  // Orientation, SHORT
        tiff += u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return Data(jpeg.prefix(2)) + Data(app1) + Data(jpeg.dropFirst(2))
    }
}

/// Reading a JPEG honours its EXIF orientation.
@Suite struct JPEGOrientationTests {
    /// Where the stored top-left (red) quadrant ends up for each orientation, in a 48 × 32 image
    /// (32 × 48 after a quarter turn): near which corner of the upright image.
    @Test(arguments: [
        (1, "top-left"), (2, "top-right"), (3, "bottom-right"), (4, "bottom-left"),
        (5, "top-left"), (6, "top-right"), (7, "bottom-right"), (8, "bottom-left"),
    ])
    func everyOrientationIsTurnedUpright(_ orientation: Int, _ corner: String) throws {
        for littleEndian in [false, true] {
            let data = try EXIFJPEG.make(
                EXIFJPEG.quadrants(width: 48, height: 32), orientation: orientation, littleEndian: littleEndian)
            #expect(JPEGCodec.exifOrientation(of: data) == orientation)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("exif-\(UUID().uuidString).jpg")
            defer { try? FileManager.default.removeItem(at: url) }
            try data.write(to: url)
            let image = try ImageFile.read(from: url)
            let turned = orientation >= 5
            #expect(image.width == (turned ? 32 : 48) && image.height == (turned ? 48 : 32))
            let x = corner.hasSuffix("left") ? 4 : image.width - 5, y = corner.hasPrefix("top") ? 4 : image.height - 5
            #expect(
                image[x, y].r > 200 && image[x, y].g < 60 && image[x, y].b < 60,
                "orientation \(orientation): \(image[x, y])")
        }
    }

    @Test func missingOrMalformedEXIFMeansUpright() throws {
        let plain = try JPEGEncoder.encode(EXIFJPEG.quadrants(width: 16, height: 8))
        #expect(JPEGCodec.exifOrientation(of: plain) == 1)
        #expect(
            JPEGCodec.exifOrientation(of: try EXIFJPEG.make(EXIFJPEG.quadrants(width: 16, height: 8), orientation: 9))
                == 1)
        #expect(JPEGCodec.exifOrientation(of: Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00])) == 1)
        #expect(JPEGCodec.exifOrientation(of: Data()) == 1)
        // A truncated APP1 marker never crashes.
        let full = try EXIFJPEG.make(EXIFJPEG.quadrants(width: 16, height: 8), orientation: 6)
        for length in stride(from: 0, to: 60, by: 3) { _ = JPEGCodec.exifOrientation(of: full.prefix(length)) }
    }
}
