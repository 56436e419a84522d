import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The per-frame input of `Shatter.metal` (`struct ShatterUniforms`): where the render target sits
/// relative to the view, and the time. Building it allocates nothing; ``floats`` is what is uploaded.
@_spi(Internal) public struct ShatterUniforms: Sendable, Equatable {
    /// The view's size, points (texture coordinates are corner / viewSize).
    @_spi(Internal) public var viewSize: CGSize
    /// The render target's rectangle in the view's points: e.g. the window relative to the view, or
    /// the view's bounds grown by a margin. Pieces are drawn where they are inside it.
    @_spi(Internal) public var frame: CGRect
    /// Seconds since the view broke; negative or non-finite times count as 0.
    @_spi(Internal) public var time: Double
    /// When the pieces start fading, seconds (``ShatterPhysics/fadeStart``; infinity: never).
    @_spi(Internal) public var fadeStart: Double
    /// How long the fade takes, seconds.
    @_spi(Internal) public var fadeDuration: Double
    /// Where the view was hit, points (``Shatter/impact``).
    @_spi(Internal) public var impact: CGPoint
    /// How fast the cracks run out from the impact, pt/s (0: no cracks).
    @_spi(Internal) public var crackSpeed: Double
    /// How strongly cracks and edges show, 0…1.
    @_spi(Internal) public var glint: Double
    /// Device pixels per point of the render target (the snapshot's scale): the cracks and edges are
    /// drawn a pixel or two wide whatever the scale.
    @_spi(Internal) public var scale: Double
    /// How much each shard shrinks toward its pivot as the shards part, a fraction of its size, 0…0.5
    /// (``Shatter/contraction``: 0.03 for shards, 0 for squares).
    @_spi(Internal) public var contraction: Double
    /// When they start to part, seconds (``Shatter/partingStart``).
    @_spi(Internal) public var partingStart: Double

    /// Uniforms for a frame of `shatter` at `time`, drawn into `frame` (default: the view's bounds)
    /// at `scale` device pixels per point.
    @_spi(Internal) public init(shatter: Shatter, frame: CGRect? = nil, time: Double, scale: Double) {
        viewSize = shatter.viewSize
        self.frame = frame ?? shatter.bounds
        self.time = time
        fadeStart = shatter.physics.fadeStart
        fadeDuration = shatter.physics.fadeDuration
        impact = shatter.impact
        crackSpeed = shatter.crackSpeed
        glint = shatter.glint
        self.scale = scale
        contraction = shatter.contraction
        partingStart = shatter.partingStart
    }

    /// The 18 floats of `struct ShatterUniforms`, in ``ShatterShaderLayout/uniformFields`` order.
    /// Values are made safe for the GPU (which compiles with fast math, where NaN and infinity are
    /// not handled): non-finite sizes and a NaN time become 0, times are clamped into 0…10⁹ s, an infinite fade start becomes 10⁹ s,
    /// an empty frame becomes 1 × 1 pt, and a scale that is not finite and positive becomes 1 (clamped into 10⁻³…10³).
    @_spi(Internal) public var floats: [Float] {
        var floats = [Float](repeating: 0, count: ShatterShaderLayout.floatsPerUniforms)
        floats.withUnsafeMutableBufferPointer { write(to: $0) }
        return floats
    }

    /// Writes ``floats`` into `buffer` (at least ``ShatterShaderLayout/floatsPerUniforms`` floats, e.g.
    /// a stack buffer handed to `setVertexBytes`) without allocating: what a renderer does per frame.
    @_spi(Internal) public func write(to buffer: UnsafeMutableBufferPointer<Float>) {
        guard buffer.count >= ShatterShaderLayout.floatsPerUniforms else { return }
        func finite(_ x: Double, _ fallback: Double = 0) -> Float {
            x.isFinite && abs(x) < 1e9 ? Float(x) : Float(fallback)
        }
        let w = max(finite(Double(frame.width)), 0), h = max(finite(Double(frame.height)), 0)
        buffer[0] = finite(Double(viewSize.width))
        buffer[1] = finite(Double(viewSize.height))
        buffer[2] = finite(Double(frame.minX))
        buffer[3] = finite(Double(frame.minY))
        buffer[4] = w > 0 ? w : 1
        buffer[5] = h > 0 ? h : 1
        buffer[6] = finite(Double(impact.x))
        buffer[7] = finite(Double(impact.y))
        buffer[8] = time.isNaN ? 0 : Float(min(max(time, 0), 1e9))
        buffer[9] = finite(fadeStart, 1e9)
        buffer[10] = max(finite(fadeDuration), 0)
        buffer[11] = max(finite(crackSpeed), 0)
        buffer[12] = min(max(finite(glint), 0), 1)
        let pixelsPerPoint = scale.isFinite && scale > 0 ? min(max(scale, 1e-3), 1e3) : 1
        buffer[13] = Float(1 / pixelsPerPoint)
        buffer[14] = min(max(finite(contraction), 0), 0.5)
        buffer[15] = min(max(finite(partingStart), 0), 1e4)
        buffer[16] = Float(ShatterMotion.partingDuration)
        buffer[17] = 0
    }
}
