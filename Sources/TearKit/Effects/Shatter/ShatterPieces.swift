#if canImport(SwiftUI)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
@_spi(Internal) import TearKitCore

/// The shatter as ``PiecesEffect`` plays it: the snapshot breaks into pieces that fall out of the
/// window (an insertion: fly back together, the same fall played backwards), whose model and quad
/// records (``TearKitCore/PreparedShatter``: ≈ 10 ms of CPU for 2-pt pieces on a full iPhone screen,
/// more than a 120 Hz frame) are built off the main thread with the snapshot's preparation, at the
/// same time, then uploaded (``UploadedShatter``).
///
/// **The region the pieces fall out of** (``TearKitCore/Shatter/fallRegion(viewFrame:window:configuration:displayScale:fallDistance:)``):
/// with a layer above, the layer's own frame in the global space (it reports it as it is laid out),
/// which is in the view's window by construction, joined with the view when the view sticks partly
/// out of it; without one, an estimate from the view's place bounded by how far pieces can drift and
/// by one window's area (1290 × 2796 px, the largest iPhone's), so a run holds at most three
/// window-sized surfaces either way (its texture and two drawables). The window itself is not asked
/// for: `UIApplication.shared` is unavailable in app extensions (a package using it would not build
/// into one), and with several foreground scenes (Split View, Stage Manager, an external display) the
/// key window can belong to another scene. The core also falls back to the estimate when the layer's
/// rectangle does not touch the view, so the drawable always holds every piece's start. The drawable
/// is the part of that region the pieces reach, worked out from the model off the main thread
/// (``TearKitCore/Shatter/reach(fallingThrough:)``: from the highest point a piece reaches down to
/// the region's bottom, as wide as the pieces turn and drift), not the window.
struct ShatterPieces: SnapshotPieces {
    /// The pattern, the physics (or the pattern's own, scaled to the fall) and the seed.
    let configuration: ShatterConfiguration

    /// The snapshot ready for its texture and the model with its quad records.
    struct Prepared: Sendable {
        let snapshot: SendableBox<CGImage>
        let model: PreparedShatter
    }

    func region(viewFrame: CGRect, window: CGRect?, displayScale: Double) -> CGRect {
        Shatter.fallRegion(
            viewFrame: viewFrame, window: window, configuration: configuration, displayScale: displayScale)
    }

    /// `true`: flying together is the fall played backwards.
    var playsInsertionBackwards: Bool { true }

    #if canImport(MetalKit)
    func prepare(snapshot: SendableBox<CGImage>, viewSize: CGSize, region: CGRect) async -> Prepared? {
        let physics = configuration.physics(fallHeight: Double(region.height))
        let pattern = configuration.pattern, seed = configuration.seed
        // The snapshot redrawn and scanned, and the model built, both off the main thread and at the
        // same time.
        async let image = ViewSnapshot.preparedOffMainThread(snapshot)
        async let model = PreparedShatter.build(
            viewSize: viewSize, pattern: pattern, physics: physics, seed: seed, region: region)
        let (visible, prepared) = await (image, model)
        return visible.map { Prepared(snapshot: $0, model: prepared) }
    }

    func upload(_ prepared: Prepared, scale: Double, region: CGRect, insertion: Bool) async throws -> any UploadedPieces
    {
        try await UploadedShatter.upload(prepared.model, snapshot: prepared.snapshot.object)
    }
    #endif
}
#endif
