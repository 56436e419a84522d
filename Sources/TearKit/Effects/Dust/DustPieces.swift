#if canImport(SwiftUI)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
@_spi(Internal) import TearKitCore

/// The dust as ``PiecesEffect`` plays it: the snapshot disintegrates into fine particles that drift
/// away (an insertion: fly together into the view), each derived by `Dust.metal` from its instance
/// index, so only the snapshot is uploaded (``UploadedDust``).
///
/// **Where the dust is drawn** (``TearKitCore/Dust/drawRegion(viewFrame:window:configuration:)``):
/// the view grown by how far the wind and turbulence can carry a particle, cut to the window (the
/// effects layer's frame, else estimated from the view's place).
struct DustPieces: SnapshotPieces {
    /// The particles' size, the duration, the sweep's direction, the wind, the turbulence and the seed.
    let configuration: DustConfiguration

    func region(viewFrame: CGRect, window: CGRect?, displayScale: Double) -> CGRect {
        Dust.drawRegion(viewFrame: viewFrame, window: window, configuration: configuration)
    }

    /// `false`: an insertion runs backwards in the shader (``TearKitCore/DustUniforms/isInsertion``).
    var playsInsertionBackwards: Bool { false }

    #if canImport(MetalKit)
    func prepare(snapshot: SendableBox<CGImage>, viewSize: CGSize, region: CGRect) async -> SendableBox<CGImage>? {
        await ViewSnapshot.preparedOffMainThread(snapshot)
    }

    func upload(_ prepared: SendableBox<CGImage>, scale: Double, region: CGRect, insertion: Bool) async throws
        -> any UploadedPieces
    {
        try await UploadedDust.upload(
            snapshot: prepared.object, configuration: configuration, scale: scale, region: region, insertion: insertion)
    }
    #endif
}
#endif
