import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// One frame of a time-driven effect: when, a caption, the phase of its story, and how to draw it.
package struct EffectFrame: Sendable {
    /// Seconds from the start.
    package var time: Double
    /// What it shows (`0.12 s`, `0.60 s · in 0.50`).
    package var caption: String
    /// The phase of the story it shows ("in", "halves parting"): a contact sheet shows every phase.
    package var phase: String
    /// Draws it from the source and its scale (`nil`: the source untouched, the effect off).
    package var render: (@Sendable (RGBAImage, Double) throws -> RGBAImage)?

    /// A frame drawn by `render` (given the source and its scale).
    package init(
        time: Double, caption: String, phase: String = "",
        render: @escaping @Sendable (RGBAImage, Double) throws -> RGBAImage
    ) {
        self.time = time
        self.caption = caption
        self.phase = phase
        self.render = render
    }

    /// A frame that runs `effect`'s shader over the source (`nil`: the source untouched).
    package init<Effect: ShaderEffectDescription>(time: Double, caption: String, phase: String = "", effect: Effect?) {
        self.time = time
        self.caption = caption
        self.phase = phase
        guard let effect else {
            render = nil
            return
        }
        let renderer = LayerEffectRenderer(for: Effect.self)
        render = { @Sendable image, scale in try renderer.render(image, scale: scale, effect: effect) }
    }

    /// 0, 1/fps, … up to and including `length`.
    package static func times(_ length: Double, fps: Double) -> [Double] {
        let count = max(Int((length * fps).rounded(.up)), 1)
        return (0...count).map { min(Double($0) / fps, length) }
    }
}

/// What a time-driven effect's frames are drawn for.
package struct EffectFrameRequest: Sendable {
    /// The view's image (its layer) and its scale, pixels per point.
    package var source: RGBAImage
    package var scale: Double
    /// The view's size in points.
    package var viewSize: CGSize
    /// Frames per second.
    package var fps: Double
    /// The rectangle (points of the view) the frames show when larger than the view (see
    /// ``RenderableEffect/frameRect``); `nil`: the view's bounds.
    package var frame: CGRect?
    /// Where a user tapped, in the view's points, for an effect that starts at a touch and was given
    /// no point of its own (the demo's reel taps the card's button); `nil`: the effect's default.
    package var tap: CGPoint?
    /// Set in a loop of effects (the demo's reel): an effect that ends on an empty frame stops there
    /// and holds it for this many seconds before the loop starts again.
    package var loopHold: Double?
    /// The most pixels anything the effect lays out beside the frames may cover (a text's glyphs):
    /// the budget `--input` images get.
    package var maximumPixelCount: Int

    package init(
        source: RGBAImage, scale: Double, viewSize: CGSize, fps: Double, frame: CGRect? = nil, tap: CGPoint? = nil,
        loopHold: Double? = nil, maximumPixelCount: Int = ImageDecodingOptions.defaultMaximumPixelCount
    ) {
        self.maximumPixelCount = maximumPixelCount
        self.source = source
        self.scale = scale
        self.viewSize = viewSize
        self.fps = fps
        self.frame = frame
        self.tap = tap
        self.loopHold = loopHold
    }
}
