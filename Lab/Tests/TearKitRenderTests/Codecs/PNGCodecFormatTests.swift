import Foundation
import Testing
import TearKitRender

/// Every PNG flavour decodes to the same premultiplied RGBA8 a user would expect.
@Suite struct PNGCodecFormatTests {
    /// Straight RGBA8 → premultiplied, computed independently of the codec.
    static func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        func p(_ c: Int) -> UInt8 { UInt8((Double(c) * Double(a) / 255).rounded()) }
        return (p(r), p(g), p(b), UInt8(a))
    }

    /// A 16-bit sample scaled to 8 bits, rounded.
    static func to8(_ v: Int) -> UInt8 { UInt8((Double(v) * 255 / 65_535).rounded()) }

    static func expect(
        _ image: RGBAImage, width: Int, height: Int, _ expected: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) {
        #expect(image.width == width && image.height == height)
        var mismatches = 0
        for y in 0..<height { for x in 0..<width where image[x, y] != expected(x, y) { mismatches += 1 } }
        var first = ""
        for y in 0..<height {
            for x in 0..<width where first.isEmpty && image[x, y] != expected(x, y) {
                first = "\(x),\(y): \(image[x, y]) vs \(expected(x, y))"
            }
        }
        #expect(mismatches == 0, "\(mismatches) pixels differ, first \(first)")
    }

    @Test(arguments: [false, true])
    func rgba8(interlaced: Bool) throws {
        let png = PNGFileBuilder(width: 13, height: 11, colorType: .rgba, bitDepth: 8, interlaced: interlaced) { x, y in
            [x * 19 % 256, y * 23 % 256, (x + y) * 7 % 256, (x * 31 + y * 17) % 256]
        }
        let image = try PNGCodec.decode(png.data())
        Self.expect(image, width: 13, height: 11) { x, y in
            Self.premultiplied(x * 19 % 256, y * 23 % 256, (x + y) * 7 % 256, (x * 31 + y * 17) % 256)
        }
    }

    @Test(arguments: [false, true])
    func rgb16(interlaced: Bool) throws {
        let png = PNGFileBuilder(width: 9, height: 10, colorType: .rgb, bitDepth: 16, interlaced: interlaced) { x, y in
            [x * 7000, y * 6000, 65_535 - x * 3000]
        }
        let image = try PNGCodec.decode(png.data())
        // 16 → 8 bits scales by 255 / 65535, rounding.
        Self.expect(image, width: 9, height: 10) { x, y in
            (Self.to8(x * 7000), Self.to8(y * 6000), Self.to8(65_535 - x * 3000), 255)
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func greyAtLowBitDepths(bitDepth: Int) throws {
        let maxValue = (1 << bitDepth) - 1
        let png = PNGFileBuilder(width: 11, height: 5, colorType: .grey, bitDepth: bitDepth) { x, y in
            [(x + y) % (maxValue + 1)]
        }
        let image = try PNGCodec.decode(png.data())
        Self.expect(image, width: 11, height: 5) { x, y in
            let v = UInt8(((x + y) % (maxValue + 1)) * 255 / maxValue)
            return (v, v, v, 255)
        }
    }

    @Test func grey16WithAlphaInterlaced() throws {
        let png = PNGFileBuilder(width: 10, height: 9, colorType: .greyAlpha, bitDepth: 16, interlaced: true) { x, y in
            [x * 6000, y * 7000]
        }
        let image = try PNGCodec.decode(png.data())
        Self.expect(image, width: 10, height: 9) { x, y in
            let g = Int(Self.to8(x * 6000)), a = Int(Self.to8(y * 7000))
            return Self.premultiplied(g, g, g, a)
        }
    }

    @Test func greyWithTransparentKeyColour() throws {
        var png = PNGFileBuilder(width: 6, height: 4, colorType: .grey, bitDepth: 8) { x, _ in [x * 40] }
        png.transparency = [0, 80]  // grey 80 is transparent
        let image = try PNGCodec.decode(png.data())
        Self.expect(image, width: 6, height: 4) { x, _ in
            x * 40 == 80 ? (0, 0, 0, 0) : (UInt8(x * 40), UInt8(x * 40), UInt8(x * 40), 255)
        }
    }

    @Test func paletteWithTransparency() throws {
        var png = PNGFileBuilder(width: 7, height: 3, colorType: .palette, bitDepth: 4) { x, y in [(x + y) % 4] }
        png.palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (200, 100, 50)]
        png.transparency = [255, 128, 0]  // entry 3 has no tRNS entry: opaque
        let image = try PNGCodec.decode(png.data())
        Self.expect(image, width: 7, height: 3) { x, y in
            switch (x + y) % 4 {
            case 0: (255, 0, 0, 255)
            case 1: Self.premultiplied(0, 255, 0, 128)
            case 2: (0, 0, 0, 0)
            default: (200, 100, 50, 255)
            }
        }
    }
}
