import Foundation
import TearKitCore

/// Draws a view's tear, frame by frame: the view's layer (an ``RGBAImage`` at some scale) run
/// through the `tearDistortion` shader with each frame's ``TearState/uniforms``, exactly as the
/// SwiftUI modifier applies it (`layerEffect` enabled only when ``TearState/isEffectEnabled``).
public struct TearFrameRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    public let source: RGBAImage
    /// Pixels per point (> 0): the view is `source.width / scale × source.height / scale` points.
    public let scale: Double
    private let shader = LayerEffectRenderer()

    /// A renderer for `source` drawn at `scale` pixels per point. An invalid scale is reported by
    /// ``frame(for:)`` as ``LayerEffectError/invalidScale(_:)``.
    public init(source: RGBAImage, scale: Double) {
        self.source = source
        self.scale = scale
    }

    /// The frame for `state`: the source untouched when the effect is disabled (an idle view costs
    /// nothing), otherwise the shader's output.
    public func frame(for state: TearState) throws -> RGBAImage {
        guard state.isEffectEnabled else { return source }
        return try shader.render(source, scale: scale, uniforms: state.uniforms)
    }

    /// Renders `states` on up to `parallelism` threads and hands each finished frame to `deliver`
    /// **in order** (so it can be appended to an animation), `batchSize` frames at a time to bound
    /// memory. `transform` runs on the worker threads after shading (e.g. to encode a PNG), so its
    /// cost is parallel too.
    public func renderFrames<Output: Sendable>(
        _ states: [TearState],
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        batchSize: Int = 8,
        transform: @escaping @Sendable (Int, RGBAImage) throws -> Output,
        deliver: (Int, Output) throws -> Void
    ) throws {
        try orderedParallelBatches(count: states.count, parallelism: parallelism, batchSize: batchSize, work: { i in
            try transform(i, try self.frame(for: states[i]))
        }, deliver: deliver)
    }
}
