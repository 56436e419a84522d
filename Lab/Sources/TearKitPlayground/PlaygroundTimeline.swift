import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitRender

/// The frames of an effect that plays, as `tearkit render` makes them: from the effect's registration,
/// its options and the view, at a fixed rate. The playground draws the one at its playhead.
package struct PlaygroundTimeline: Sendable {
    /// How the frames are drawn.
    private enum Frames: Sendable {
        case timeDriven([EffectFrame], source: RGBAImage, scale: Double)
        case shatter(ShatterRenderer)
    }

    private let frames: Frames
    /// Length in seconds: the last frame's time.
    package let duration: Double
    /// Every frame's size in pixels (the room the effect moves into around the view included).
    package let frameSize: (width: Int, height: Int)
    /// Where the view lies in each frame, in its pixels.
    package let viewOrigin: (Int, Int)
    /// The view's size in pixels: the picture's, or on the sample card the effect's own view (a text).
    package let viewPixelSize: (width: Int, height: Int)

    /// The most pixels one frame may have: four times the largest picture's.
    static let maximumFramePixels = 4 * PlaygroundPicture.longerSide * PlaygroundPicture.longerSide

    /// The timeline of `effect` with `values` over `picture`; `tap`: where the user tapped (points), for
    /// an effect that starts at a touch and has no point of its own.
    /// - Throws: ``PlaygroundError`` when the effect cannot draw that (a text it cannot lay out, a frame
    ///   too large).
    package init(
        effect: RenderableEffect, values: EffectOptionValues, picture: PlaygroundPicture, tap: CGPoint?,
        framesPerSecond: Double
    ) throws(PlaygroundError) {
        var source = picture.image
        let scale = picture.scale
        if picture.isSampleCard, let makeView = effect.viewWithoutInput {
            do {
                source = try makeView(values, scale, PlaygroundPicture.maximumPixelCount)
            } catch {
                throw PlaygroundError("\(effect.displayName): \(error)")
            }
        }
        let viewSize = CGSize(width: Double(source.width) / scale, height: Double(source.height) / scale)
        viewPixelSize = (source.width, source.height)
        switch effect.animation {
        case .gesture:
            throw PlaygroundError("The tear is dragged, not played.")
        case .shatter(let frameRect, let model, _):
            let rect = frameRect(viewSize)
            let renderer = ShatterRenderer(
                snapshot: source, scale: scale, shatter: model(values, viewSize, rect), frame: rect)
            try Self.check(renderer.pixelSize)
            frames = .shatter(renderer)
            duration = renderer.endTime
            frameSize = renderer.pixelSize
            viewOrigin = (Int((-rect.minX * scale).rounded()), Int((-rect.minY * scale).rounded()))
        case .timeDriven(let makeFrames, let frameRect):
            let flight = frameRect(values, viewSize)
            var size = (width: source.width, height: source.height)
            var origin = (0, 0)
            if let flight {
                guard let flightSize = RGBAImage.pixelSize(of: flight, scale: scale) else {
                    throw PlaygroundError("\(effect.displayName): its frames would be too large.")
                }
                size = flightSize
                origin = (Int((-flight.minX * scale).rounded()), Int((-flight.minY * scale).rounded()))
            }
            try Self.check(size)
            let made = makeFrames(
                values,
                EffectFrameRequest(
                    source: source, scale: scale, viewSize: viewSize, fps: framesPerSecond, frame: flight, tap: tap,
                    maximumPixelCount: PlaygroundPicture.maximumPixelCount))
            guard !made.isEmpty else { throw PlaygroundError("\(effect.displayName) made no frames.") }
            frames = .timeDriven(made, source: source, scale: scale)
            duration = made.last?.time ?? 0
            frameSize = size
            viewOrigin = origin
        }
    }

    private static func check(_ size: (width: Int, height: Int)) throws(PlaygroundError) {
        guard size.width > 0, size.height > 0, size.width * size.height <= maximumFramePixels else {
            throw PlaygroundError("Frames of \(size.width) × \(size.height) px are too large for the playground.")
        }
    }

    /// The frame at `time` seconds (clamped to the timeline), ``frameSize`` big.
    package func frame(at time: Double) throws -> RGBAImage {
        let time = time.isFinite ? min(max(time, 0), duration) : 0
        switch frames {
        case .shatter(let renderer):
            return try renderer.frame(at: time)
        case .timeDriven(let frames, let source, let scale):
            // The last frame at or before `time`.
            let index = frames.lastIndex { $0.time <= time + 1e-9 } ?? 0
            let image = try frames[index].render?(source, scale) ?? source
            guard image.width != frameSize.width || image.height != frameSize.height else { return image }
            // An effect drawn at the view's size (or the view untouched) sits where the view lies.
            return image.cropped(
                x: -viewOrigin.0, y: -viewOrigin.1, width: frameSize.width, height: frameSize.height)
        }
    }
}
