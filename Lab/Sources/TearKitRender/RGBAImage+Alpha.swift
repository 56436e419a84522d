import TearKitCodecs
// Premultiplied ↔ straight (unpremultiplied) alpha for RGBAImage.

extension RGBAImage {
    /// The pixels as straight (unpremultiplied) RGBA8, the layout PNG files store: `width × height × 4`
    /// bytes, rows top-down.
    ///
    /// Each colour channel becomes `round(c × 255 / a)`, clamped to 255 (premultiplied colour should never
    /// exceed alpha; if it does, it saturates). Fully transparent pixels become (0, 0, 0, 0).
    /// Converting back with `init(width:height:straightAlphaPixels:)` restores every valid premultiplied
    /// pixel exactly.
    package func straightAlphaPixels() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                tk_rgba_unpremultiply(source.baseAddress, target.baseAddress, source.count)
            }
        }
        return out
    }

    /// Creates an image from straight (unpremultiplied) RGBA8 bytes, rows top-down, premultiplying each
    /// colour channel as `round(c × a / 255)`. Returns `nil` when the count is not `width × height × 4`
    /// or a size is negative.
    package init?(width: Int, height: Int, straightAlphaPixels straight: [UInt8]) {
        guard width >= 0, height >= 0, straight.count == width * height * 4 else { return nil }
        var out = straight
        out.withUnsafeMutableBufferPointer { tk_rgba_premultiply($0.baseAddress, $0.count) }
        self.init(width: width, height: height, pixels: out)
    }
}

extension RGBAImage {
    /// `round(x × y / 255)` for `x, y` in 0...255, exact for every input (no floating point);
    /// the same rounding as `tk_rgba_premultiply`.
    @inline(__always)
    static func multiplyRounded(_ x: UInt32, _ y: UInt32) -> UInt8 {
        let t = x * y + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}

extension RGBAImage {
    /// This image composited over an opaque `background` (its alpha is ignored): what a screen shows
    /// when the view is drawn over that colour. Every pixel of the result is opaque.
    package func flattened(over background: RGBAColor) -> RGBAImage {
        var copy = self
        copy.flatten(over: background)
        return copy
    }

    /// Composites this image over an opaque `background` in place (no copy of the pixels when the image
    /// holds the only reference to them), as ``flattened(over:)`` does.
    package mutating func flatten(over background: RGBAColor) {
        let (r, g, b) = (
            Self.flattenedChannel(background.red), Self.flattenedChannel(background.green),
            Self.flattenedChannel(background.blue)
        )
        pixels.withUnsafeMutableBufferPointer { tk_rgba_flatten($0.baseAddress, $0.count, r, g, b) }
    }

    /// A background's channel (0...1) as the byte ``flatten(over:)`` composites with: rounded, and 0
    /// when it is not a number.
    package static func flattenedChannel(_ value: Double) -> UInt8 {
        UInt8((value.isFinite ? min(max(value, 0), 1) : 0) * 255 + 0.5)
    }
}
