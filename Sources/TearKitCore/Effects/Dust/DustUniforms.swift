import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The per-frame input of `Dust.metal` (`struct DustUniforms`, the one buffer its vertex function
/// reads): the snapshot's size in pixels, the particle grid, where the render target sits relative to
/// the view, the time, the seed and the motion's parameters. Building it allocates nothing; ``floats``
/// is what is uploaded (or ``write(to:)`` into a stack buffer).
@_spi(Internal) public struct DustUniforms: Sendable, Equatable {
    /// The snapshot's size, pixels (the texture's).
    @_spi(Internal) public var pixelWidth: Int
    @_spi(Internal) public var pixelHeight: Int
    /// Pixels per point: the particles' flight is measured in points, so it looks the same at 2× and 3×.
    @_spi(Internal) public var scale: Double
    /// The render target's rectangle in the view's points: e.g. the window relative to the view, or the
    /// view's bounds grown by a margin (the dust leaves the view). Particles are drawn where they are inside it.
    @_spi(Internal) public var frame: CGRect
    /// Seconds since the removal (or insertion) started; negative or non-finite times count as 0.
    @_spi(Internal) public var time: Double
    /// An insertion: the same dust run backwards, flying together into the view by ``endTime``.
    @_spi(Internal) public var isInsertion: Bool
    /// The configuration (cleaned).
    @_spi(Internal) public var configuration: DustConfiguration

    /// Uniforms for the frame at `time` of the dust of a `pixelWidth × pixelHeight` snapshot taken at
    /// `scale` pixels per point, drawn into `frame` (points of the view; default: the view's bounds).
    @_spi(Internal) public init(
        configuration: DustConfiguration, pixelWidth: Int, pixelHeight: Int, scale: Double, frame: CGRect? = nil,
        time: Double, isInsertion: Bool = false
    ) {
        self.configuration = configuration
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.frame =
            frame
            ?? CGRect(x: 0, y: 0, width: Double(pixelWidth) / self.scale, height: Double(pixelHeight) / self.scale)
        self.time = time
        self.isInsertion = isInsertion
    }

    /// The particle grid (``Dust/grid(pixelWidth:pixelHeight:configuration:)``).
    @_spi(Internal) public var grid: DustGrid {
        Dust.grid(pixelWidth: pixelWidth, pixelHeight: pixelHeight, configuration: configuration)
    }

    /// The draw call's instance count: one instance per particle.
    @_spi(Internal) public var particleCount: Int { grid.count }

    /// When the last particle is gone (removal) or the view is whole (insertion), seconds.
    @_spi(Internal) public var endTime: Double { Dust.endTimeBound(configuration: configuration) }

    /// The 22 floats of `struct DustUniforms`, in ``DustShaderLayout/uniformFields`` order.
    @_spi(Internal) public var floats: [Float] {
        var floats = [Float](repeating: 0, count: DustShaderLayout.floatsPerUniforms)
        floats.withUnsafeMutableBufferPointer { write(to: $0) }
        return floats
    }

    /// Writes ``floats`` into `buffer` (at least ``DustShaderLayout/floatsPerUniforms`` floats, e.g. a
    /// stack buffer handed to `setVertexBytes`) without allocating: what a renderer does per frame.
    /// Values are made safe for the GPU (fast math, where NaN and infinity are not handled): sizes are
    /// clamped into 0…16384 px, the scale into 0…100 (else 1), times into 0…10⁹ s (NaN: 0), an empty frame becomes 1 × 1 pixel.
    @_spi(Internal) public func write(to buffer: UnsafeMutableBufferPointer<Float>) {
        guard buffer.count >= DustShaderLayout.floatsPerUniforms else { return }
        func finite(_ x: Double) -> Float { x.isFinite && abs(x) < 1e9 ? Float(x) : 0 }
        let grid = grid
        let scale = scale.isFinite && scale > 0 ? min(scale, 100) : 1
        let width = min(max(pixelWidth, 0), Dust.maximumPixelSide),
            height = min(max(pixelHeight, 0), Dust.maximumPixelSide)
        let frameWidth = max(finite(Double(frame.width) * scale), 0),
            frameHeight = max(finite(Double(frame.height) * scale), 0)
        let angle = configuration.direction
        // The seed folded to 32 bits, uploaded as two exact 16-bit halves.
        var mixer = SeededRandomNumberGenerator(seed: configuration.seed)
        let seed32 = UInt32(truncatingIfNeeded: mixer.next())
        buffer[0] = Float(width)
        buffer[1] = Float(height)
        buffer[2] = finite(Double(frame.minX) * scale)
        buffer[3] = finite(Double(frame.minY) * scale)
        buffer[4] = frameWidth > 0 ? frameWidth : 1
        buffer[5] = frameHeight > 0 ? frameHeight : 1
        buffer[6] = Float(grid.columns)
        buffer[7] = Float(grid.rows)
        buffer[8] = Float(cos(angle))
        buffer[9] = Float(sin(angle))
        buffer[10] = Float(seed32 & 0xFFFF)
        buffer[11] = Float(seed32 >> 16)
        buffer[12] = Float(grid.cellSize)
        buffer[13] = Float(scale)
        buffer[14] = time.isNaN ? 0 : Float(min(max(time, 0), 1e9))
        buffer[15] = Float(endTime)
        buffer[16] = Float(endTime * Dust.sweepShare)
        buffer[17] = Float(endTime * (1 - Dust.sweepShare))
        buffer[18] = Float(configuration.wind)
        buffer[19] = Float(configuration.turbulence)
        buffer[20] = isInsertion ? 1 : 0
        buffer[21] = 0
    }
}
