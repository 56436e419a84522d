import Foundation
import TearKitCore

/// Draws a view's tear, frame by frame: the view's layer (an ``RGBAImage`` at some scale) run
/// through the `tearDistortion` shader with each frame's ``TearState/uniforms(pixelSize:)`` (edges
/// anti-aliased over one pixel of `scale`), exactly as the
/// SwiftUI modifier applies it (`layerEffect` enabled only when ``TearState/isEffectEnabled``).
public struct TearFrameRenderer: Sendable {
    /// The intact view, premultiplied RGBA.
    public let source: RGBAImage
    /// Pixels per point (> 0): the layer is `source.width / scale × source.height / scale` points.
    public let scale: Double
    /// Where the view's top-left corner lies in `source`, in points: `.zero` when `source` is the view
    /// itself; the margin when the view is drawn into a larger, transparent layer so that its torn
    /// halves can move outward (``SampleCard/renderCard(fonts:)`` sits at ``SampleCard/cardRect``).
    public let viewOrigin: CGPoint
    private let shader = LayerEffectRenderer()

    /// A renderer for `source` drawn at `scale` pixels per point, with the view at `viewOrigin`
    /// (points) inside it. An invalid scale is reported by ``frame(for:)`` as ``LayerEffectError/invalidScale(_:)``.
    public init(source: RGBAImage, scale: Double, viewOrigin: CGPoint = .zero) {
        self.source = source
        self.scale = scale
        self.viewOrigin = viewOrigin
    }

    /// The frame for `state`: the source untouched when the effect is disabled (an idle view costs
    /// nothing), otherwise the shader's output, anti-aliased over one pixel of `scale`.
    public func frame(for state: TearState) throws -> RGBAImage {
        guard state.isEffectEnabled else { return source }
        var uniforms = state.uniforms(pixelSize: 1 / scale)
        if viewOrigin != .zero {
            // The tear is in the view's coordinates; the layer is larger: move it to the view's place
            // and let the shader use the whole layer (it is transparent around the view).
            uniforms.tearStart = CGPoint(x: uniforms.tearStart.x + viewOrigin.x, y: uniforms.tearStart.y + viewOrigin.y)
            uniforms.tearEnd = CGPoint(x: uniforms.tearEnd.x + viewOrigin.x, y: uniforms.tearEnd.y + viewOrigin.y)
            uniforms.viewSize = CGSize(width: Double(source.width) / scale, height: Double(source.height) / scale)
        }
        return try shader.render(source, scale: scale, uniforms: uniforms)
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
        let batch = max(batchSize, 1)
        let threads = max(1, min(parallelism, batch))
        var start = 0
        while start < states.count {
            let end = min(start + batch, states.count)
            let slice = Array(states[start..<end])
            let results = ResultSlots<Output>(count: slice.count)
            let firstIndex = start
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                var i = worker
                while i < slice.count {
                    results.set(i, Result { try transform(firstIndex + i, try self.frame(for: slice[i])) })
                    i += threads
                }
            }
            for i in 0..<slice.count {
                try deliver(firstIndex + i, try results.get(i).get())
            }
            start = end
        }
    }
}

/// Fixed slots written by distinct worker threads (each slot by exactly one), read after they join.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var slots: [Result<Output, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Output, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> Result<Output, any Error> {
        lock.lock()
        defer { lock.unlock() }
        return slots[index] ?? .failure(CancellationError())
    }
}
