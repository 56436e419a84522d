#if canImport(SwiftUI)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
@_spi(Internal) import TearKitCore

/// How an effect breaks a view's snapshot into pieces that ``PiecesEffect`` plays — the shatter's
/// (``ShatterPieces``), the dust's (``DustPieces``): where they are drawn, what is made from the
/// snapshot off the main thread, and its upload. Everything else — the snapshot, the stage, the
/// hand-off, the completion and its timers, the effects layer — is ``PiecesEffect``'s, the same for
/// every such effect.
protocol SnapshotPieces: Sendable {
    /// What ``prepare(snapshot:viewSize:region:)`` makes off the main thread for the upload.
    associatedtype Prepared: Sendable

    /// The rectangle the pieces can be seen in, in the view's points from its top-left corner, for a
    /// view at `viewFrame` (the global space) in `window` (the effects layer's frame there, or `nil`
    /// without one: then estimated), on a display of `displayScale` pixels per point: the dust's
    /// drawable; the region the shatter's pieces fall out of, whose part they reach is the drawable
    /// (``UploadedPieces/region``, known once the model is built).
    func region(viewFrame: CGRect, window: CGRect?, displayScale: Double) -> CGRect

    /// Whether ``PiecesMetalRenderer`` plays an insertion's model time backwards (the shatter's
    /// pieces fly together); `false` when the shader runs it backwards itself (the dust).
    var playsInsertionBackwards: Bool { get }

    #if canImport(MetalKit)
    /// The snapshot redrawn as RGBA8 and scanned for a visible pixel, with whatever else the upload
    /// needs, all off the main thread; `nil` when the snapshot has no visible pixel (nothing to break).
    func prepare(snapshot: SendableBox<CGImage>, viewSize: CGSize, region: CGRect) async -> Prepared?

    /// Uploads `prepared` (taken at `scale` pixels per point, drawn into `region`) off the main thread;
    /// `insertion` when the pieces come together. Throws when nothing can be drawn (no Metal).
    func upload(_ prepared: Prepared, scale: Double, region: CGRect, insertion: Bool) async throws -> any UploadedPieces
    #endif
}
#endif
