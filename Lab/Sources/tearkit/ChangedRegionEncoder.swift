import Foundation
import TearKitRender

/// Encodes the frames of an animation that stores only what changed: each frame as the region that
/// differs from the frame before it, as a PNG — composited over an opaque background as it is
/// encoded, when there is one — plus (on request) the whole frame as a PNG and a small copy for the
/// contact sheet. The first frame is the whole frame.
struct ChangedRegionEncoder: Sendable {
    /// Whether ``Frame/fullPNG`` is produced.
    var writesFullFrames: Bool
    /// Longer side, in pixels, of ``Frame/thumbnail``.
    var thumbnailSide: Int
    /// How the PNGs trade size for time.
    var compression: PNGCompression = .compact
    /// The opaque colour frames are composited over as they are encoded, stored then without alpha
    /// (an animation ``APNGWriter/isOpaque``); `nil`: encoded as they are, transparency kept.
    var background: RGBAColor?
    /// Whether each frame is kept whole (``Frame/wholeFrame``, over the background when there is one)
    /// instead of encoding its changed region: for an animated WebP, which finds the change itself.
    var keepsWholeFrames = false

    /// One encoded frame.
    struct Frame: Sendable {
        /// What the animation frame covers: the region that changed since the previous frame (the whole
        /// frame for the first one; one unchanged pixel when nothing changed).
        var region: PixelRegion
        /// The region's pixels as a PNG (empty when the encoder ``ChangedRegionEncoder/keepsWholeFrames``).
        var regionPNG: Data
        /// The whole frame, over the background when there is one, when the encoder
        /// ``ChangedRegionEncoder/keepsWholeFrames``.
        var wholeFrame: RGBAImage?
        /// The whole frame as a PNG, when ``ChangedRegionEncoder/writesFullFrames``.
        var fullPNG: Data?
        /// The frame shrunk to ``ChangedRegionEncoder/thumbnailSide``, when asked for.
        var thumbnail: RGBAImage?
    }

    /// Encodes `image` against the frame before it (`nil` for the first frame).
    func frame(_ image: RGBAImage, previous: RGBAImage?, thumbnail: Bool) throws -> Frame {
        let whole = PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
        // A whole frame needs no region: the WebP encoder finds what changed itself.
        let region =
            keepsWholeFrames
            ? whole
            : previous.map { image.changedRegion(since: $0) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1) } ?? whole
        let wholeFrame = keepsWholeFrames ? background.map { image.flattened(over: $0) } ?? image : nil
        // Encoded where it lies in the frame (no copy of the region), composited over the background as it is.
        let regionPNG =
            keepsWholeFrames
            ? Data() : try PNGCodec.encode(image, region: region, flattenedOver: background, compression: compression)
        let fullPNG =
            writesFullFrames
            ? (region == whole && !keepsWholeFrames
                ? regionPNG
                : try PNGCodec.encode(image, region: nil, flattenedOver: background, compression: compression))
            : nil
        // Shrunk first, then composited over the background: no full-size copy of the frame.
        let small = thumbnail ? image.downscaled(toFit: thumbnailSide) : nil
        return Frame(
            region: region, regionPNG: regionPNG, wholeFrame: wholeFrame, fullPNG: fullPNG,
            thumbnail: background.flatMap { small?.flattened(over: $0) } ?? small)
    }
}
