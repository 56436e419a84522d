import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TearKitRender

/// The view a playground tab tears: the sample card, or a picture the user dropped on the page, with
/// the scale it is drawn at.
///
/// A dropped picture goes through the decoders and limits of `tearkit render --input`: its bytes are
/// checked before anything is decoded (``maximumByteCount``), its pixels before they are allocated
/// (``maximumPixelCount``), a JPEG is turned upright as its EXIF orientation says, and a large one is
/// shrunk to ``longerSide`` so that every frame is drawn live.
package struct PlaygroundPicture: Sendable {
    /// The view's pixels, premultiplied.
    package var image: RGBAImage
    /// Pixels per point, as on a Retina display: 2.
    package var scale: Double
    /// Whether this is the sample card (an effect that draws a view of its own, the text glyphs'
    /// text, draws that instead, as `tearkit render` does without `--input`).
    package var isSampleCard: Bool

    /// The most bytes a dropped picture may have: 16 MiB, checked before it is decoded.
    package static let maximumByteCount = 16 << 20
    /// The most pixels a dropped picture may decode to: 40 megapixels (a 7,000 × 5,000 photo), checked
    /// from its header before its pixels are allocated.
    package static let maximumPixelCount = 40_000_000
    /// A larger picture is shrunk so its longer side has this many pixels (600 points at scale 2).
    package static let longerSide = 1200

    /// A view of `image` (premultiplied) drawn at `scale` pixels per point.
    package init(image: RGBAImage, scale: Double, isSampleCard: Bool) {
        self.image = image
        self.scale = scale
        self.isSampleCard = isSampleCard
    }

    /// The view in points.
    package var viewSize: CGSize {
        CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
    }

    /// The sample card alone (a concert ticket, 288 × 408 points) at scale 2.
    package static func sampleCard() -> PlaygroundPicture {
        PlaygroundPicture(image: SampleCard(scale: 2).renderCardAlone(), scale: 2, isSampleCard: true)
    }

    /// A dropped picture's bytes, decoded within the limits above.
    /// - Throws: ``PlaygroundError`` saying what is wrong with it (too many bytes, not a PNG or JPEG,
    ///   corrupt, too many pixels).
    package static func decode(_ data: Data) throws(PlaygroundError) -> PlaygroundPicture {
        guard data.count <= maximumByteCount else {
            throw PlaygroundError(
                "That picture is \(megabytes(data.count)) MB; the playground takes pictures of up to \(megabytes(maximumByteCount)) MB."
            )
        }
        var image: RGBAImage
        do {
            image = try ImageFile.decode(
                data, options: ImageDecodingOptions(maximumPixelCount: maximumPixelCount, minimumLongerSide: longerSide)
            )
        } catch {
            throw PlaygroundError("That picture could not be read: \(error).")
        }
        image = image.downscaled(toFit: longerSide)
        if ImageFile.format(of: data) == .jpeg {
            image = image.oriented(exifOrientation: JPEGCodec.exifOrientation(of: data))
        }
        return PlaygroundPicture(image: image, scale: 2, isSampleCard: false)
    }

    /// `bytes` in megabytes (10⁶ bytes), to one decimal.
    private static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_000_000) }
}
