import Foundation

/// The model of the dust effect: how a view's snapshot is cut into particles and when the last one is
/// gone. Everything else about a particle — its departure from the front, its path, size and
/// opacity — is computed on the GPU by `Dust.metal`'s vertex function from its index, the time, the
/// seed and ``DustUniforms``: there is no per-particle buffer and no per-particle work on the CPU.
@_spi(Internal) public enum Dust {
    /// The share of ``DustConfiguration/duration`` the front takes to sweep across the view (0.55); the
    /// particles it frees last fly for the rest.
    @_spi(Internal) public static let sweepShare = 0.55

    /// The most particles one view is cut into: 2²² (4,194,304). A larger view gets larger particles
    /// (``grid(pixelWidth:pixelHeight:configuration:)``), so the draw never grows without bound and
    /// every particle index is exact in a 32-bit float.
    @_spi(Internal) public static let maximumParticleCount = 1 << 22

    /// The largest side of a snapshot, in pixels (Metal's largest 2-D texture); larger sides count as this.
    @_spi(Internal) public static let maximumPixelSide = 16384

    /// The time after which every pixel is transparent, in seconds from the start of a removal (and
    /// after which an insertion shows the view whole): the configuration's duration. Every particle
    /// has left the front by `0.55 × duration` and has faded out by the end of its flight.
    @_spi(Internal) public static func endTimeBound(configuration: DustConfiguration) -> TimeInterval {
        configuration.duration
    }

    /// How many particles a `pixelWidth × pixelHeight` snapshot is cut into: the instance count of the
    /// draw call. At most ``maximumParticleCount``; 0 for an empty snapshot. Never overflows: negative
    /// sizes count as 0 and sides beyond ``maximumPixelSide`` as that side.
    @_spi(Internal) public static func particleCount(
        pixelWidth: Int, pixelHeight: Int, configuration: DustConfiguration
    ) -> Int {
        grid(pixelWidth: pixelWidth, pixelHeight: pixelHeight, configuration: configuration).count
    }

    /// The particle grid over a `pixelWidth × pixelHeight` snapshot: square cells of the configuration's
    /// particle size in whole pixels, larger when the view would need more than
    /// ``maximumParticleCount`` of them; the last column and row may be cut by the snapshot's edge.
    @_spi(Internal) public static func grid(pixelWidth: Int, pixelHeight: Int, configuration: DustConfiguration)
        -> DustGrid
    {
        let width = min(max(pixelWidth, 0), maximumPixelSide), height = min(max(pixelHeight, 0), maximumPixelSide)
        var cell = max(Int(configuration.particleSize.rounded()), 1)
        func cells(_ side: Int) -> Int { (side + cell - 1) / cell }
        while cells(width) * cells(height) > maximumParticleCount { cell += 1 }
        return DustGrid(columns: cells(width), rows: cells(height), cellSize: cell)
    }
}

/// How a snapshot is cut into particles: `columns × rows` square cells of `cellSize` pixels, particle
/// `i` being the cell at column `i % columns`, row `i / columns`, from the top-left.
@_spi(Internal) public struct DustGrid: Sendable, Equatable {
    /// Cells across and down.
    @_spi(Internal) public var columns: Int
    @_spi(Internal) public var rows: Int
    /// A cell's side, whole pixels, ≥ 1.
    @_spi(Internal) public var cellSize: Int
    /// The number of particles, `columns × rows`.
    @_spi(Internal) public var count: Int { columns * rows }
}
