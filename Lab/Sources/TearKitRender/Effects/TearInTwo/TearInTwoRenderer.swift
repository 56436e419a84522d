import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// Draws a view torn in two, frame by frame, with the shipping `TearInTwo.metal` layer shader on
/// the CPU host: the view is placed in a transparent layer covering ``frame`` (the padded layer the
/// SwiftUI modifier draws into) and the shader draws that one layer as two halves, each clipped to
/// its side of the ``TearInTwoPath`` and moved and turned by its ``TearInTwoFlyOut`` placement.
///
/// Along the cut the halves' coverages add up to the whole pixel, so at progress 0 the frame is the
/// source again, up to a rounding step per channel. The output covers ``frame`` (by default the
/// view's bounds; ``TearInTwoFlyOut/centredBounds(of:through:tear:)`` gives room for the flight);
/// whatever moves outside it is clipped.
package struct TearInTwoRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    package let source: RGBAImage
    /// Pixels per point (> 0; non-finite, smaller, or beyond a 32-bit float's range counts as 1).
    package let scale: Double
    /// The tear.
    package let path: TearInTwoPath
    /// How the halves fly apart.
    package let flyOut: TearInTwoFlyOut
    /// The rectangle the output shows, in the view's points (origin at the view's top-left, so it may
    /// be negative). Its origin is drawn snapped to whole pixels, so at progress 0 the view's pixels
    /// land exactly on output pixels.
    package let frame: CGRect
    /// The output's size in pixels: the source's size for the default frame, else ``frame`` × ``scale``, rounded.
    package let pixelSize: (width: Int, height: Int)
    /// The view placed in a transparent layer covering ``frame``: what the shader samples.
    private let layer: RGBAImage
    /// Where the view's top-left corner is in ``layer``, in points (whole pixels).
    private let origin: CGPoint

    /// Prepares the two halves of `source` (a `path.viewSize` view at `scale` pixels per point),
    /// drawn into `frame` (points; default: the view's bounds, an output the size of `source`). A
    /// frame that is not finite, is empty, or would exceed ``RGBAImage/maximumPixelCount`` pixels
    /// counts as the default.
    package init(source: RGBAImage, scale: Double, path: TearInTwoPath, flyOut: TearInTwoFlyOut, frame: CGRect? = nil) {
        self.source = source
        // The shader takes the scale as a 32-bit float: one that does not fit counts as 1 too.
        self.scale = scale.isFinite && scale > 0 && Float(scale).isFinite && Float(scale) > 0 ? scale : 1
        self.path = path
        self.flyOut = flyOut
        let s = self.scale
        let view = CGRect(origin: .zero, size: path.viewSize)
        if let frame, let size = RGBAImage.pixelSize(of: frame, scale: s) {
            self.frame = frame
            self.pixelSize = size
        } else {
            self.frame = view
            self.pixelSize = (source.width, source.height)
        }
        // The frame's origin snapped to whole pixels, so at progress 0 the view's pixels land on output pixels.
        let offsetX = Int((Double(-self.frame.minX) * s).rounded()),
            offsetY = Int((Double(-self.frame.minY) * s).rounded())
        layer = source.cropped(x: -offsetX, y: -offsetY, width: pixelSize.width, height: pixelSize.height)
        origin = CGPoint(x: Double(offsetX) / s, y: Double(offsetY) / s)
    }

    /// The frame at `progress` (0 intact … 1 both halves flown their whole distance), ``pixelSize`` big,
    /// transparent where no half is; both halves drawn at `opacity` (0…1, default 1; the SwiftUI
    /// effect fades them with ``TearInTwoConfiguration/opacity(atTime:)``), the crack run `crack` of
    /// its way (0 default: the halves meet at the tear; 1: opened all the way down, with the tear's
    /// torn edges, ``TearInTwoConfiguration/crackProgress(_:)``). Throws only
    /// ``LayerEffectError/cancelled``, inside a cancelled ``FrameCancellation/watching(_:)``.
    package func frame(progress: Double, opacity: Double = 1, crack: Double = 0) throws(LayerEffectError) -> RGBAImage {
        var uniforms = TearInTwoUniforms(
            path: path, left: flyOut.left(at: progress), right: flyOut.right(at: progress),
            opacity: opacity, origin: origin, edgeWidth: 1 / scale)
        let cracked = crack.isFinite ? min(max(crack, 0), 1) : 0
        uniforms.crackTip = cracked * TearInTwoUniforms.crackOvershoot * Double(path.viewSize.height)
        uniforms.crackOpening = cracked * TearInTwoUniforms.crackHalfWidth
        // The function is compiled into the host, the arguments come from the uniforms and the scale
        // is positive and finite: the host has nothing to refuse, but it may be cancelled.
        do {
            return try LayerEffectRenderer(for: TearInTwoUniforms.self).render(layer, scale: scale, effect: uniforms)
        } catch .cancelled {
            throw .cancelled
        } catch {
            preconditionFailure("the CPU host refused the tearInTwo shader: \(error)")
        }
    }

    /// The frame `time` (0…1 of the animation) into the tear as the SwiftUI effect plays it in `room`:
    /// the crack running down, then the halves flying as far as the room lets them
    /// (``TearInTwoRoom/flightProgress(atTime:)``) and fading over the last 30 % of their flight.
    package func frame(atTime time: Double, room: TearInTwoRoom) throws(LayerEffectError) -> RGBAImage {
        try frame(
            progress: room.flightProgress(atTime: time), opacity: room.opacity(atTime: time),
            crack: TearInTwoConfiguration.crackProgress(time))
    }

    /// What a frame `time` (0…1 of the animation) into the tear shows, for a caption: "whole",
    /// "cracking 40 %" (how far down the crack has run), "cracked through", "halves parting" or "faded".
    package static func caption(atTime time: Double, room: TearInTwoRoom) -> String {
        let phase = room.phase(atTime: time)
        switch phase {
        case .cracking:
            // How far down the view the crack has run (its tip passes the bottom edge before the halves part).
            let down = TearInTwoConfiguration.crackProgress(time) * TearInTwoUniforms.crackOvershoot
            return down >= 1 ? "cracked through" : String(format: "cracking %.0f %%", down * 100)
        case .whole, .parting, .faded:
            return phase.rawValue
        }
    }
}

/// One frame of a rendered tear in two: its time in seconds, its caption, and how to draw it.
package struct TearInTwoAnimationFrame: Sendable {
    /// Seconds from the start.
    package var time: Double
    /// What it shows ("0.12 s · cracking 40 %").
    package var caption: String
    /// The phase of the tear it shows (for picking a contact sheet's key frames at phase changes).
    package var phase: TearInTwoPhase
    /// Draws it (throwing only ``LayerEffectError/cancelled``).
    package var render: @Sendable () throws(LayerEffectError) -> RGBAImage
}

extension TearInTwoRenderer {
    /// The frames of a whole tear in two of `source` (a `viewSize` view at `scale`) at `fps`, drawn into
    /// `frame` (points; `nil`: the view's bounds), as the SwiftUI effect plays it: with a frame, as in
    /// the room a view without an effects layer pads itself to (the tool's frame is that room,
    /// ``TearKitCore/TearInTwoConfiguration/layerBounds(viewSize:)``; ``TearInTwoRoom`` limited to the
    /// frame): the halves fly as far as it holds them over the whole duration, never cut off; without
    /// one, the view's bounds stand for the window an effects layer flies the halves over: they fly
    /// their whole way and leave the frame gradually. Either way they are visible and moving until
    /// the last 30 % of their flight, over which they fade. With `endsAtFade`, the frames stop at the first one with
    /// nothing left, which is then held for `hold` seconds (a loop rests there before it starts again);
    /// otherwise they run to the end of the configuration's duration.
    package static func animation(
        configuration: TearInTwoConfiguration, source: RGBAImage, scale: Double, viewSize: CGSize,
        frame: CGRect?, fps: Double, endsAtFade: Bool = false, hold: Double = 0
    ) -> [TearInTwoAnimationFrame] {
        let flyOut = configuration.flyOut(viewWidth: Double(viewSize.width))
        let renderer = TearInTwoRenderer(
            source: source, scale: scale, path: configuration.path(viewSize: viewSize), flyOut: flyOut, frame: frame)
        let room =
            frame == nil
            ? TearInTwoRoom(configuration: configuration, viewSize: viewSize, window: renderer.frame)
            : TearInTwoRoom(configuration: configuration, viewSize: viewSize, limit: renderer.frame)
        let duration = flyOut.duration
        let rate = fps.isFinite && fps > 0 ? fps : 30
        var frames: [TearInTwoAnimationFrame] = []
        let count = max(Int((duration * rate).rounded(.up)), 1)
        for index in 0...count {
            let seconds = min(Double(index) / rate, duration)
            let time = seconds / duration
            frames.append(
                TearInTwoAnimationFrame(
                    time: seconds, caption: String(format: "%.2f s · ", seconds) + caption(atTime: time, room: room),
                    phase: room.phase(atTime: time)
                ) { () throws(LayerEffectError) in
                    try renderer.frame(atTime: time, room: room)
                })
            if endsAtFade, room.phase(atTime: time) == .faded { break }
        }
        if endsAtFade, let last = frames.last {
            let holdCount = hold.isFinite && hold > 0 ? Int((hold * rate).rounded()) : 0
            for step in 0..<holdCount {
                var held = last
                held.time = last.time + Double(step + 1) / rate
                held.caption = String(format: "%.2f s · ", held.time) + TearInTwoPhase.faded.rawValue
                frames.append(held)
            }
        }
        return frames
    }
}
