import Testing
import TearKitRender

@Suite("Premultiplied ↔ straight alpha")
struct AlphaConversionTests {
    /// Every valid premultiplied pixel value (colour ≤ alpha), one per pixel of a wide image.
    private func allValidPremultipliedValues() -> RGBAImage {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...a { bytes += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)] }
        }
        return RGBAImage(width: bytes.count / 4, height: 1, pixels: bytes)!
    }

    @Test func premultipliedSurvivesRoundTripExactly() throws {
        let image = allValidPremultipliedValues()
        let straight = image.straightAlphaPixels()
        let back = try #require(RGBAImage(width: image.width, height: 1, straightAlphaPixels: straight))
        #expect(back == image)
    }

    @Test func unpremultipliesWithRounding() {
        // 50% grey at alpha 128 is stored premultiplied as 64; straight it is round(64·255/128) = 128.
        let image = RGBAImage(width: 1, height: 1, pixels: [64, 0, 128, 128])!
        #expect(image.straightAlphaPixels() == [128, 0, 255, 128])
        let transparent = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])!
        #expect(transparent.straightAlphaPixels() == [0, 0, 0, 0])
    }

    @Test func premultipliesWithRoundingMatchingFloatingPoint() {
        for a in 0...255 {
            for c in stride(from: 0, through: 255, by: 5) {
                let image = RGBAImage(width: 1, height: 1, straightAlphaPixels: [UInt8(c), 255, 0, UInt8(a)])!
                let expected = UInt8((Double(c) * Double(a) / 255).rounded())
                #expect(image.pixels == [expected, UInt8(a), 0, UInt8(a)], "c \(c) a \(a)")
            }
        }
    }

    @Test func invalidPremultipliedColourSaturates() {
        let image = RGBAImage(width: 1, height: 1, pixels: [200, 10, 0, 100])!
        #expect(image.straightAlphaPixels() == [255, 26, 0, 100])
    }

    @Test func rejectsWrongByteCount() {
        #expect(RGBAImage(width: 2, height: 2, straightAlphaPixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: -1, height: 0, straightAlphaPixels: []) == nil)
    }
}
