import Foundation
import Testing
@testable import TearKitRender

/// Animation frames that store only the region that changed reproduce every frame exactly.
@Suite struct APNGRegionFrameTests {
    /// Writes `frames` storing only changed regions, as `tearkit` does.
    func deltaAnimation(_ frames: [RGBAImage]) throws -> [UInt8] {
        let writer = try APNGWriter(width: frames[0].width, height: frames[0].height)
        var previous: RGBAImage?
        for image in frames {
            let region =
                previous.map { image.changedRegion(since: $0) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1) }
                ?? PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
            try writer.append(
                encodedPNG: try PNGCodec.encode(image.cropped(to: region)), x: region.x, y: region.y,
                delay: APNGFrameDelay(numerator: 1, denominator: 10))
            previous = image
        }
        return try #require(try writer.finish())
    }

    @Test func everyFrameIsReproducedExactly() throws {
        // One unchanged frame, one big jump.
        let frames = (0..<6).map { TestCard.movingSquare($0) } + [TestCard.movingSquare(5), TestCard.movingSquare(0)]
        let file = try APNGReader.read(try deltaAnimation(frames))
        #expect(file.canvases() == frames)
        // Later frames cover only the moving square (plus where it was): much less than the canvas.
        #expect(file.frames[1].x == 10 && file.frames[1].y == 5)
        #expect(file.frames[1].image.width == 11 && file.frames[1].image.height == 9)
        #expect(file.frames[6].image.width == 1 && file.frames[6].image.height == 1)
        #expect(file.frames.allSatisfy { $0.disposeOperation == 0 && $0.blendOperation == 0 })
    }

    /// Over a background, as `tearkit` writes a time-driven effect: every frame's changed region is
    /// encoded where it lies, composited over the background and stored without alpha, and a viewer
    /// shows exactly the frames composited over the background; a frame with alpha is refused.
    @Test func anOpaqueAnimationShowsTheFramesOverItsBackground() throws {
        let background = RGBAColor(hex: 0x1C1C1E)
        let frames = (0..<6).map { TestCard.movingSquare($0) } + [TestCard.movingSquare(5), TestCard.movingSquare(0)]
        let writer = try APNGWriter(width: frames[0].width, height: frames[0].height, isOpaque: true)
        var previous: RGBAImage?
        for image in frames {
            let region =
                previous.map { image.changedRegion(since: $0) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1) }
                ?? PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
            let png = try PNGCodec.encode(image, region: region, flattenedOver: background, compression: .fast)
            #expect(png[25] == 2, "colour type \(png[25]): RGB")
            try writer.append(
                encodedPNG: png, x: region.x, y: region.y, delay: APNGFrameDelay(numerator: 1, denominator: 10))
            previous = image
        }
        let bytes = try #require(try writer.finish())
        #expect(bytes[25] == 2, "the animation's colour type: RGB")
        #expect(try APNGReader.read(bytes).canvases() == frames.map { $0.flattened(over: background) })
        let withAlpha = try PNGCodec.encode(frames[0])
        #expect(throws: APNGWriterError.self) {
            try APNGWriter(width: 40, height: 30, isOpaque: true).append(
                encodedPNG: withAlpha, delay: APNGFrameDelay(seconds: 0.1))
        }
    }

    @Test func regionsMustFitAndTheFirstFrameMustCoverTheCanvas() throws {
        let writer = try APNGWriter(width: 10, height: 10)
        let small = try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)))
        #expect(throws: APNGWriterError.self) {
            try writer.append(encodedPNG: small, x: 0, y: 0, delay: APNGFrameDelay(seconds: 0.1))
        }
        try writer.append(
            encodedPNG: try PNGCodec.encode(RGBAImage(width: 10, height: 10)), x: 0, y: 0,
            delay: APNGFrameDelay(seconds: 0.1))
        #expect(throws: APNGWriterError.self) {
            try writer.append(encodedPNG: small, x: 7, y: 0, delay: APNGFrameDelay(seconds: 0.1))
        }
        #expect(throws: APNGWriterError.self) {
            try writer.append(encodedPNG: small, x: -1, y: 0, delay: APNGFrameDelay(seconds: 0.1))
        }
        try writer.append(encodedPNG: small, x: 6, y: 6, delay: APNGFrameDelay(seconds: 0.1))
        let file = try APNGReader.read(try #require(try writer.finish()))
        let last = try #require(file.canvases().last)
        #expect(last[9, 9] == (1, 2, 3, 255))
        #expect(last[5, 5] == (0, 0, 0, 0))
    }

    /// Other writers' dispose and blend ops compose as the APNG specification says.
    @Test func disposeAndBlendOperationsComposeAsSpecified() {
        let red = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255))
        let halfBlue = RGBAImage(width: 1, height: 1, fill: (0, 0, 128, 128))
        func file(_ frames: [(RGBAImage, Int, Int, UInt8, UInt8)]) -> APNGFile {
            APNGFile(
                width: 2, height: 2, chunks: [], loopCount: 0, declaredFrameCount: frames.count, defaultImage: red,
                frames: frames.enumerated().map { i, f in
                    APNGFrame(
                        sequenceNumber: UInt32(i), x: f.1, y: f.2, delay: APNGFrameDelay(seconds: 0.1),
                        disposeOperation: f.3, blendOperation: f.4, image: f.0)
                })
        }
        // OVER: half-transparent blue over red.
        #expect(file([(red, 0, 0, 0, 0), (halfBlue, 1, 1, 0, 1)]).canvases()[1][1, 1] == (127, 0, 128, 255))
        // BACKGROUND clears the region after it is shown; PREVIOUS restores what was there.
        let cleared = file([(red, 0, 0, 1, 0), (halfBlue, 1, 1, 2, 0), (halfBlue, 0, 0, 0, 1)]).canvases()
        #expect(cleared[0][0, 0] == (255, 0, 0, 255))
        #expect(cleared[1][0, 0] == (0, 0, 0, 0) && cleared[1][1, 1] == (0, 0, 128, 128))
        #expect(cleared[2][1, 1] == (0, 0, 0, 0) && cleared[2][0, 0] == (0, 0, 128, 128))
    }
}
