/// Limits and choices for decoding a PNG or JPEG.
package struct ImageDecodingOptions: Sendable, Equatable {
    /// The default pixel budget: 50 000 000 pixels (50 megapixels, 200 MB of RGBA) — an 8192 × 6103
    /// image, larger than any phone photo, in the spirit of Pillow's decompression-bomb limit.
    package static let defaultMaximumPixelCount = 50_000_000

    /// The most pixels a decoded image may have, at most ``RGBAImage/maximumPixelCount``
    /// (16 384 × 16 384). A header promising more is refused with
    /// ``ImageDecodingError/tooLarge(width:height:maximumPixelCount:)`` before any pixel memory is
    /// allocated. Default ``defaultMaximumPixelCount``.
    package var maximumPixelCount: Int

    /// When set, a JPEG is decoded at the smallest of libjpeg's scales (1, 1/2, 1/4, 1/8) whose
    /// longer side is still at least this many pixels, so a large photo bound for a small output
    /// never exists at full size; ``maximumPixelCount`` then applies to that decoded size. PNGs are
    /// always decoded at full size. Default `nil` (full size).
    package var minimumLongerSide: Int?

    /// Creates options.
    /// - Parameters:
    ///   - maximumPixelCount: The pixel budget (default ``defaultMaximumPixelCount``); clamped to
    ///     `1...RGBAImage.maximumPixelCount`.
    ///   - minimumLongerSide: The smallest longer side a JPEG may be scaled down to while decoding,
    ///     in pixels (default `nil`: not scaled).
    package init(maximumPixelCount: Int = defaultMaximumPixelCount, minimumLongerSide: Int? = nil) {
        self.maximumPixelCount = min(max(maximumPixelCount, 1), RGBAImage.maximumPixelCount)
        self.minimumLongerSide = minimumLongerSide
    }

    /// libjpeg's scale denominator (1, 2, 4 or 8) for an image of `width × height` pixels.
    func jpegScaleDenominator(width: Int, height: Int) -> Int {
        guard let minimum = minimumLongerSide, minimum > 0 else { return 1 }
        let longer = max(width, height)
        var denominator = 1
        // libjpeg rounds the scaled size up, so ⌈longer / d⌉ ≥ minimum is what is checked.
        while denominator < 8, (longer + 2 * denominator - 1) / (2 * denominator) >= minimum { denominator *= 2 }
        return denominator
    }
}
