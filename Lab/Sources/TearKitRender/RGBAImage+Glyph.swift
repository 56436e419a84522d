extension RGBAImage {
    /// Draws `glyph` with its top-left pixel at (`glyph.left`, `glyph.top`), source-over, clipped to
    /// the image: its coverage in `color` (straight alpha; its alpha scales the coverage), or a colour
    /// glyph's own colours faded by `color`'s alpha.
    package mutating func draw(_ glyph: GlyphBitmap, color: RGBAColor) {
        let source = color.premultiplied255, fade = min(max(color.alpha, 0), 1)
        let imageWidth = width, imageHeight = height
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<glyph.height {
                let y = glyph.top + row
                guard y >= 0, y < imageHeight else { continue }
                for column in 0..<glyph.width {
                    let x = glyph.left + column
                    guard x >= 0, x < imageWidth else { continue }
                    let index = row * glyph.width + column
                    let coverage = glyph.coverage[index]
                    guard coverage > 0 else { continue }
                    let painted: SIMD4<Double> =
                        if let colour = glyph.colour {
                            SIMD4(
                                Double(colour.pixels[index * 4]), Double(colour.pixels[index * 4 + 1]),
                                Double(colour.pixels[index * 4 + 2]), Double(colour.pixels[index * 4 + 3])) * fade
                        } else {
                            source * (Double(coverage) / 255)
                        }
                    RGBAImage.blendOver(buffer, (y * imageWidth + x) * 4, painted)
                }
            }
        }
    }
}
