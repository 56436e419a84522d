/// A bitmap of 8-bit RGBA pixels with premultiplied alpha, rows top to bottom.
///
/// Premultiplied alpha is what SwiftUI layers hold and what `layer.sample` returns, so the
/// CPU shader host works on this format directly. PNG and JPEG files store straight
/// (unpremultiplied) colour; the codecs convert on the way in and out.
package struct RGBAImage: Sendable, Equatable {
    /// Width in pixels (≥ 0).
    package let width: Int
    /// Height in pixels (≥ 0).
    package let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel, premultiplied, row-major, top row first.
    package var pixels: [UInt8]

    /// The largest number of pixels an image may have: 16 384 × 16 384 (1 GiB of RGBA).
    /// Decoders refuse larger headers before allocating anything.
    package static let maximumPixelCount = 16_384 * 16_384

    /// Creates an image filled with one premultiplied colour (transparent black by default).
    /// Negative sizes are treated as 0.
    package init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        let w = max(width, 0), h = max(height, 0)
        self.width = w
        self.height = h
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = fill.r; pixels[i + 1] = fill.g; pixels[i + 2] = fill.b; pixels[i + 3] = fill.a
            }
        }
        self.pixels = pixels
    }

    /// Wraps existing premultiplied RGBA bytes. Returns `nil` when the count does not match the size.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied RGBA value at (`x`, `y`); transparent black outside the image.
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}
