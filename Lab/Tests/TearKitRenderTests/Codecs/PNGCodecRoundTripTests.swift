import Foundation
import Testing
import TearKitRender

/// Writing then reading a PNG gives the same premultiplied pixels back.
@Suite struct PNGCodecRoundTripTests {
    /// Every alpha 0…255 against assorted colours, premultiplied correctly (colour ≤ alpha).
    static func allAlphas() -> RGBAImage {
        var image = RGBAImage(width: 256, height: 8)
        for y in 0..<8 {
            for a in 0..<256 {
                let straight = [(a * 7 + y * 50) % 256, (a * 13 + y * 90) % 256, (255 - a + y * 30) % 256]
                let p = straight.map { UInt8((Double($0) * Double(a) / 255).rounded()) }
                image[a, y] = (p[0], p[1], p[2], UInt8(a))
            }
        }
        return image
    }

    @Test func premultipliedImageSurvivesEncodeDecodeExactly() throws {
        let image = Self.allAlphas()
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded == image)
    }

    /// Fast compression (animation frames) changes how small the file is, never its pixels: every
    /// alpha and a photo-like frame come back exactly.
    @Test(arguments: PNGCompression.allCases)
    func everyCompressionDecodesToThePixelsEncoded(_ compression: PNGCompression) throws {
        let image = Self.allAlphas()
        #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: compression)) == image)
        var photo = RGBAImage(width: 320, height: 200)
        for y in 0..<photo.height {
            for x in 0..<photo.width {
                photo[x, y] = (UInt8((x * 3 + y) % 256), UInt8((x ^ y) % 256), UInt8((x * y / 7) % 256), 255)
            }
        }
        #expect(try PNGCodec.decode(PNGCodec.encode(photo, compression: compression)) == photo)
    }

    /// Each trade is the one it names: stored frames hold every byte of their pixels (and little
    /// more), whatever they show; deflated ones shrink a plain view to a sliver of that.
    @Test func storedFramesKeepTheirSizeAndDeflatedOnesShrink() throws {
        let plain = RGBAImage(width: 400, height: 300, fill: (40, 80, 120, 255))
        let raw = plain.width * plain.height * 4
        let stored = try PNGCodec.encode(plain, compression: .stored).count
        #expect(stored >= raw && stored < raw + raw / 100, "\(stored) bytes for \(raw) bytes of pixels")
        for compression in [PNGCompression.fast, .compact] {
            let deflated = try PNGCodec.encode(plain, compression: compression).count
            #expect(deflated < raw / 50, "\(compression): \(deflated) bytes")
        }
        // Flattened over a background, stored rows hold three bytes a pixel.
        let flattened = try PNGCodec.encode(
            plain, region: PixelRegion(x: 0, y: 0, width: 400, height: 300), flattenedOver: RGBAColor(hex: 0xFFFFFF),
            compression: .stored
        ).count
        #expect(flattened >= raw * 3 / 4 && flattened < raw * 3 / 4 + raw / 100)
    }

    /// A region encoded where it lies is the region's pixels; over a background, those pixels
    /// composited over it, stored as RGB; a region outside the image is refused.
    @Test(arguments: PNGCompression.allCases)
    func aRegionIsEncodedAsItsPixels(_ compression: PNGCompression) throws {
        let image = Self.allAlphas()
        let region = PixelRegion(x: 37, y: 2, width: 150, height: 5)
        #expect(
            try PNGCodec.decode(PNGCodec.encode(image, region: region, flattenedOver: nil, compression: compression))
                == image.cropped(to: region))
        let background = RGBAColor(hex: 0x336699)
        let flattened = try PNGCodec.encode(image, region: region, flattenedOver: background, compression: compression)
        #expect(flattened[25] == 2, "colour type \(flattened[25]): RGB, no alpha")
        #expect(try PNGCodec.decode(flattened) == image.cropped(to: region).flattened(over: background))
        // A region outside the image, or an empty one, is refused saying so, before libpng sees it.
        let refused = [
            PixelRegion(x: 200, y: 0, width: 57, height: 1), PixelRegion(x: 0, y: -1, width: 1, height: 1),
            PixelRegion(x: 0, y: 0, width: 1, height: 0), PixelRegion(x: 0, y: 0, width: 0, height: 1),
        ]
        for outside in refused {
            #expect {
                try PNGCodec.encode(image, region: outside, flattenedOver: nil, compression: compression)
            } throws: { error in
                guard case .encoderFailed(let reason) = error as? ImageEncodingError else { return false }
                return reason.contains("is not inside")
            }
        }
    }

    @Test func encodedFileStoresStraightAlpha() throws {
        // PNG files hold straight colour: a hand-built file with straight (199, 100, 50, 128)
        // decodes to premultiplied (100, 50, 25, 128), and that image survives a round trip.
        var image = RGBAImage(width: 1, height: 1)
        image[0, 0] = (100, 50, 25, 128)
        let built = PNGFileBuilder(width: 1, height: 1, colorType: .rgba, bitDepth: 8) { _, _ in [199, 100, 50, 128] }
        #expect(try PNGCodec.decode(built.data()) == image)
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func writeAndReadAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("card.png")
        let card = TestCard.card(widthPoints: 40, heightPoints: 30)
        try PNGCodec.write(card, to: url)
        #expect(try PNGCodec.read(from: url) == card)
        // Nothing but the file itself is left behind (the temporary file was renamed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["card.png"])
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: ImageEncodingError.emptyImage) { try PNGCodec.encode(RGBAImage(width: 0, height: 5)) }
    }

    @Test func unwritableDestinationIsAClearError() {
        let url = URL(fileURLWithPath: "/nonexistent-directory-\(UUID().uuidString)/out.png")
        #expect(throws: ImageEncodingError.self) { try PNGCodec.write(RGBAImage(width: 2, height: 2), to: url) }
        do {
            try PNGCodec.write(RGBAImage(width: 2, height: 2), to: url)
        } catch {
            #expect(error.description.contains(url.path))
        }
    }
}
