import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// Draws a view's tear, frame by frame: the view's layer (an ``RGBAImage`` at some scale) run
/// through the `tearDistortion` shader with each frame's ``TearState/uniforms(pixelSize:)`` (or, for a
/// tear that follows the finger, `curvedTearDistortion` with ``TearState/curvedUniforms(pixelSize:)``; edges
/// anti-aliased over one pixel of `scale`), exactly as the
/// SwiftUI modifier applies it (`layerEffect` enabled only when ``TearState/isEffectEnabled``).
///
/// Like the modifier, it pads the layer by ``TearConfiguration/layerMargin`` on every side (see
/// ``pixelMargin(for:)``), so every frame is the view plus that transparent margin, into which the
/// torn halves move beyond the view's original edges.
package struct TearFrameRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    package let source: RGBAImage
    /// Pixels per point (> 0): the layer is `source.width / scale × source.height / scale` points.
    package let scale: Double
    /// Whether frames include the margin the halves move into (default); `false` renders at the
    /// source's own size, cutting the halves off at its edges.
    package let addsMargin: Bool
    /// Where the view's top-left corner lies in `source`, in points: `.zero` when `source` is the view
    /// itself; the offset when the view is drawn into a larger, transparent layer that already leaves
    /// its torn halves room to move (``SampleCard/renderCard(fonts:)`` sits at ``SampleCard/cardRect``).
    package let viewOrigin: CGPoint
    private let shader = LayerEffectRenderer()
    private let curvedShader = LayerEffectRenderer(for: CurvedTearUniforms.self)

    /// A renderer for `source` drawn at `scale` pixels per point. An invalid scale is reported by
    /// ``frame(for:)`` as ``LayerEffectError/invalidScale(_:)``.
    /// - Parameters:
    ///   - addsMargin: Whether frames include the margin of ``TearConfiguration/layerMargin``
    ///     on every side into which the halves move. Default `true`, as on a device.
    ///   - viewOrigin: Where the view lies in `source`, in points. Default `.zero` (`source` is the view).
    package init(source: RGBAImage, scale: Double, addsMargin: Bool = true, viewOrigin: CGPoint = .zero) {
        self.source = source
        self.scale = scale
        self.addsMargin = addsMargin
        self.viewOrigin = viewOrigin
    }

    /// The margin around the view, in whole pixels, for `configuration`: its
    /// ``TearConfiguration/layerMargin`` at ``scale``, rounded up. 0 for an invalid scale or
    /// without ``addsMargin``.
    package func pixelMargin(for configuration: TearConfiguration) -> Int {
        Self.pixelMargin(points: configuration.layerMargin, scale: addsMargin ? scale : 0)
    }

    /// `points` at `scale` pixels per point, rounded up to whole pixels; 0 for invalid input.
    package static func pixelMargin(points: Double, scale: Double) -> Int {
        let pixels = points * scale
        guard pixels.isFinite, pixels > 0 else { return 0 }
        return Int(pixels.rounded(.up))
    }

    /// The frame for `state`, ``pixelMargin(for:)`` larger than ``source`` on every side: the source
    /// untouched inside a transparent margin when the effect is disabled (an idle view costs
    /// nothing), otherwise the shader's output over the padded layer, its edges anti-aliased over
    /// one pixel of ``scale``.
    ///
    /// - Parameter gapShadow: How strongly the sheets cast their shadow into the gap, 0…1 (1, the
    ///   default, as on a device). `0` draws the paper alone, nothing beyond its torn edges: for halves
    ///   that part and fall away after a break (``PageScene``), which would otherwise carry a dark
    ///   fringe of the gap; in between, while that shadow fades as they start to part.
    package func frame(for state: TearState, gapShadow: Double = 1) throws -> RGBAImage {
        let margin = pixelMargin(for: state.configuration)
        let layer = source.padded(by: margin)
        guard state.isEffectEnabled else { return layer }
        var uniforms = state.uniforms(pixelSize: 1 / scale).padded(by: Double(margin) / scale)
        uniforms.shadowStrength *= gapShadow.isNaN ? 1 : min(max(gapShadow, 0), 1)
        uniforms.contentOrigin = CGPoint(
            x: uniforms.contentOrigin.x + viewOrigin.x, y: uniforms.contentOrigin.y + viewOrigin.y)
        // A tear that follows the finger: the same look along its path, through `curvedTearDistortion`.
        if var curved = state.curvedUniforms(pixelSize: 1 / scale) {
            curved.look = uniforms
            return try curvedShader.render(layer, scale: scale, effect: curved)
        }
        return try shader.render(layer, scale: scale, uniforms: uniforms)
    }

    /// Renders `states` on up to `parallelism` threads and hands each finished frame to `deliver`
    /// **in order** (so it can be appended to an animation), `batchSize` frames at a time to bound
    /// memory. `transform` runs on the worker threads after shading (e.g. to encode a PNG), so its
    /// cost is parallel too.
    package func renderFrames<Output: Sendable>(
        _ states: [TearState],
        parallelism: Int = UsableCores.count,
        batchSize: Int = 8,
        transform: @escaping @Sendable (Int, RGBAImage) throws -> Output,
        deliver: (Int, Output) throws -> Void
    ) throws {
        try orderedParallelBatches(
            count: states.count, parallelism: parallelism, batchSize: batchSize,
            work: { i in
                try transform(i, try self.frame(for: states[i]))
            }, deliver: deliver)
    }
}
