import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a shatter run needs before its first frame, built in one go off the main thread:
/// the model, its quad records for the GPU and its computed duration.
///
/// Why off the main thread: for 2-pt pieces on an iPhone-sized view (393 × 852 pt, 83 922 pieces) the
/// model and the quads take ≈ 10 ms of CPU (`TearKitBenchmarks shatter`), more than a 120 Hz frame
/// (8.3 ms); built on the main thread they would drop a frame just as the effect starts. So the
/// SwiftUI modifier and the UIKit animator snapshot the view on the main thread (only there can
/// they), call ``build(viewSize:pattern:physics:seed:region:)``, and start the run (its Metal view,
/// its timer) when the result arrives; until the pieces' first frame the intact view stays on
/// screen (``PiecesStage``), so the wait shows nothing but the view as it was.
@_spi(Internal) public struct PreparedShatter: Sendable {
    /// The model.
    @_spi(Internal) public let shatter: Shatter
    /// The drawable's rectangle, in the view's points: where the pieces can be seen as they fall out
    /// of the region (``Shatter/reach(fallingThrough:)``), cut to it
    /// (``PiecesDrawable/region(viewSize:reach:within:)``): from the highest point a piece reaches
    /// down to the region's bottom edge, as wide as the pieces turn and drift.
    @_spi(Internal) public let region: CGRect
    /// ``Shatter/quadInstances()``: ``quadCount`` records of ``ShatterShaderLayout/floatsPerQuad`` floats.
    @_spi(Internal) public let quads: [Float]
    /// Instances of the draw call.
    @_spi(Internal) public let quadCount: Int
    /// Seconds until the last piece has left the region they fall out of (``Shatter/endTime(leaving:)``
    /// of ``Shatter/visibleRegion(within:)``); ``region`` holds every piece until then.
    @_spi(Internal) public let duration: Double

    /// Builds it where it is called (the synchronous work ``build(viewSize:pattern:physics:seed:region:)`` moves off the main thread).
    ///
    /// - Parameters:
    ///   - viewSize: the view's size, points.
    ///   - pattern, physics, seed: as ``Shatter/init(viewSize:pattern:physics:seed:)``.
    ///   - region: the region the pieces fall out of, in the view's points.
    @_spi(Internal) public init(
        viewSize: CGSize, pattern: ShatterPattern, physics: ShatterPhysics?, seed: UInt64, region: CGRect
    ) {
        let shatter = Shatter(viewSize: viewSize, pattern: pattern, physics: physics, seed: seed)
        self.shatter = shatter
        self.region = PiecesDrawable.region(
            viewSize: shatter.viewSize, reach: shatter.reach(fallingThrough: region), within: region)
        quads = shatter.quadInstances()
        quadCount = quads.count / ShatterShaderLayout.floatsPerQuad
        duration = shatter.endTime(leaving: shatter.visibleRegion(within: region))
    }

    /// Builds it on a background thread (a detached task at user-initiated priority: never on the
    /// caller's actor, so never on the main thread) and returns it to the caller.
    @_spi(Internal) public static func build(
        viewSize: CGSize, pattern: ShatterPattern, physics: ShatterPhysics?, seed: UInt64,
        region: CGRect
    ) async -> PreparedShatter {
        await OffMainThread.run {
            PreparedShatter(viewSize: viewSize, pattern: pattern, physics: physics, seed: seed, region: region)
        }
    }
}
