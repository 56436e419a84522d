// Premultiplied ↔ straight (unpremultiplied) alpha for RGBAImage.

extension RGBAImage {
    /// The pixels as straight (unpremultiplied) RGBA8, the layout PNG files store: `width × height × 4`
    /// bytes, rows top-down.
    ///
    /// Each colour channel becomes `round(c × 255 / a)`, clamped to 255 (premultiplied colour should never
    /// exceed alpha; if it does, it saturates). Fully transparent pixels become (0, 0, 0, 0).
    /// Converting back with `init(width:height:straightAlphaPixels:)` restores every valid premultiplied
    /// pixel exactly.
    public func straightAlphaPixels() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                var i = 0
                while i < source.count {
                    let a = UInt32(source[i + 3])
                    if a == 255 {
                        target[i] = source[i]; target[i + 1] = source[i + 1]; target[i + 2] = source[i + 2]
                        target[i + 3] = 255
                    } else if a != 0 {
                        for c in 0..<3 {
                            let value = (UInt32(source[i + c]) * 255 + a / 2) / a
                            target[i + c] = UInt8(min(value, 255))
                        }
                        target[i + 3] = UInt8(a)
                    }
                    i += 4
                }
            }
        }
        return out
    }

    /// Creates an image from straight (unpremultiplied) RGBA8 bytes, rows top-down, premultiplying each
    /// colour channel as `round(c × a / 255)`. Returns `nil` when the count is not `width × height × 4`
    /// or a size is negative.
    public init?(width: Int, height: Int, straightAlphaPixels straight: [UInt8]) {
        guard width >= 0, height >= 0, straight.count == width * height * 4 else { return nil }
        var out = straight
        out.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let a = UInt32(buffer[i + 3])
                if a != 255 {
                    for c in 0..<3 {
                        buffer[i + c] = RGBAImage.multiplyRounded(UInt32(buffer[i + c]), a)
                    }
                }
                i += 4
            }
        }
        self.init(width: width, height: height, pixels: out)
    }

    /// `round(x × y / 255)` for `x, y` in 0...255, exact for every input (no floating point).
    @inline(__always)
    static func multiplyRounded(_ x: UInt32, _ y: UInt32) -> UInt8 {
        let t = x * y + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}
