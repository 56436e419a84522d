import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// What the animations store of each frame: the first whole, then the region that changed (one pixel
/// when nothing did), the whole frame when asked, a small copy for the contact sheet — or, for a
/// WebP, the frame itself, over the background.
@Suite struct ChangedRegionEncoderTests {
    static let background = RGBAColor(hex: 0x336699)

    /// A translucent 40 × 30 frame and the same frame with a 6 × 4 square at (20, 10) made opaque red.
    static let (before, after): (RGBAImage, RGBAImage) = {
        let before = TestFrames.translucentGradient(width: 40, height: 30)
        var after = before
        for y in 10..<14 { for x in 20..<26 { after[x, y] = (255, 0, 0, 255) } }
        return (before, after)
    }()

    @Test func theFirstFrameIsWholeThenOnlyWhatChanged() throws {
        let encoder = ChangedRegionEncoder(writesFullFrames: false, thumbnailSide: 16, compression: .fast)
        let first = try encoder.frame(Self.before, previous: nil, thumbnail: false)
        #expect(first.region == PixelRegion(x: 0, y: 0, width: 40, height: 30))
        #expect(try PNGCodec.decode(first.regionPNG) == Self.before)
        let changed = try encoder.frame(Self.after, previous: Self.before, thumbnail: false)
        #expect(changed.region == PixelRegion(x: 20, y: 10, width: 6, height: 4))
        #expect(try PNGCodec.decode(changed.regionPNG) == Self.after.cropped(to: changed.region))
        #expect(changed.fullPNG == nil && changed.thumbnail == nil && changed.wholeFrame == nil)
    }

    /// A frame that repeats the one before stores a single pixel (an APNG frame cannot be empty).
    @Test func anUnchangedFrameStoresOnePixel() throws {
        let encoder = ChangedRegionEncoder(writesFullFrames: false, thumbnailSide: 16, compression: .fast)
        let same = try encoder.frame(Self.after, previous: Self.after, thumbnail: false)
        #expect(same.region == PixelRegion(x: 0, y: 0, width: 1, height: 1))
        #expect(try PNGCodec.decode(same.regionPNG) == Self.after.cropped(to: same.region))
    }

    /// Over a background the stored pixels are composited over it; the whole frame and the contact
    /// sheet's copy come when asked.
    @Test func overABackgroundEverythingIsComposited() throws {
        let encoder = ChangedRegionEncoder(
            writesFullFrames: true, thumbnailSide: 20, compression: .compact, background: Self.background)
        let frame = try encoder.frame(Self.after, previous: Self.before, thumbnail: true)
        let flat = Self.after.flattened(over: Self.background)
        #expect(try PNGCodec.decode(frame.regionPNG) == flat.cropped(to: frame.region))
        #expect(try frame.fullPNG.map { try PNGCodec.decode($0) } == flat)
        let thumbnail = try #require(frame.thumbnail)
        #expect(max(thumbnail.width, thumbnail.height) == 20)
        #expect(thumbnail.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    /// For a WebP, which finds the change itself: the frame whole, over the background, and no PNG.
    @Test func aWebPGetsTheWholeFrame() throws {
        for background in [Self.background, nil] {
            let encoder = ChangedRegionEncoder(
                writesFullFrames: false, thumbnailSide: 16, compression: .fast, background: background,
                keepsWholeFrames: true)
            let frame = try encoder.frame(Self.after, previous: Self.before, thumbnail: false)
            #expect(frame.regionPNG.isEmpty)
            #expect(frame.region == PixelRegion(x: 0, y: 0, width: 40, height: 30))
            #expect(frame.wholeFrame == background.map { Self.after.flattened(over: $0) } ?? Self.after)
        }
    }
}

/// Frames for the encoders' tests.
enum TestFrames {
    /// A `width × height` frame whose colour and alpha change across it (alpha 60…255).
    static func translucentGradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let straight: [UInt8] = [
                    UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 120,
                    UInt8(60 + (x + y) * 195 / max(width + height - 2, 1)),
                ]
                let p = RGBAImage(width: 1, height: 1, straightAlphaPixels: straight)!.pixels
                image[x, y] = (p[0], p[1], p[2], p[3])
            }
        }
        return image
    }
}
