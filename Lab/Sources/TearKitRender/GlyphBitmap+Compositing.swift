extension GlyphBitmap {
    /// An empty (transparent) bitmap of `width × height` pixels whose top-left pixel is (`left`,
    /// `top`), in colour when `inColour`, for the glyphs of one cluster to be drawn into; `nil` for a
    /// size that is not positive or over `maximumPixels`.
    package static func empty(
        left: Int, top: Int, width: Int, height: Int, inColour: Bool, maximumPixels: Int = RGBAImage.maximumPixelCount
    ) -> GlyphBitmap? {
        guard width > 0, height > 0, width <= maximumPixels / height else { return nil }
        if inColour {
            return GlyphBitmap(colour: RGBAImage(width: width, height: height), left: left, top: top)
        }
        return GlyphBitmap(
            coverage: [UInt8](repeating: 0, count: width * height), width: width, height: height, left: left, top: top)
    }

    /// Draws `glyph` over this bitmap, source-over, where their `left` and `top` place them (what lies
    /// outside this bitmap is left out): its coverage, and on a colour bitmap its colours (a grey
    /// glyph's are black; a cluster's glyphs come from one font, so they are all grey or all colour).
    package mutating func draw(_ glyph: GlyphBitmap) {
        let dx = glyph.left - left, dy = glyph.top - top
        let rows = max(dy, 0)..<min(dy + glyph.height, height), columns = max(dx, 0)..<min(dx + glyph.width, width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        for y in rows {
            for x in columns {
                let from = (y - dy) * glyph.width + (x - dx), to = y * width + x
                let alpha = Int(glyph.coverage[from])
                guard alpha > 0 else { continue }
                coverage[to] = UInt8(alpha + Int(coverage[to]) * (255 - alpha) / 255)
                guard colour != nil else { continue }
                for channel in 0..<4 {
                    let source = glyph.colour.map { Int($0.pixels[from * 4 + channel]) } ?? (channel == 3 ? alpha : 0)
                    let below = Int(colour?.pixels[to * 4 + channel] ?? 0)
                    colour?.pixels[to * 4 + channel] = UInt8(min(source + below * (255 - alpha) / 255, 255))
                }
            }
        }
    }

    /// This bitmap cut to the pixels it covers; `nil` when it covers none.
    package func croppedToInk() -> GlyphBitmap? {
        let inkRows = (0..<height).filter { y in (0..<width).contains { coverage[y * width + $0] > 0 } }
        let inkColumns = (0..<width).filter { x in inkRows.contains { coverage[$0 * width + x] > 0 } }
        guard let top = inkRows.first, let bottom = inkRows.last, let left = inkColumns.first,
            let right = inkColumns.last
        else { return nil }
        guard (left, top, right, bottom) != (0, 0, width - 1, height - 1) else { return self }
        let newWidth = right - left + 1, newHeight = bottom - top + 1
        if let colour {
            var pixels = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
            for y in 0..<newHeight {
                let from = ((top + y) * width + left) * 4
                pixels[(y * newWidth * 4)..<((y + 1) * newWidth * 4)] = colour.pixels[from..<(from + newWidth * 4)]
            }
            guard let cropped = RGBAImage(width: newWidth, height: newHeight, pixels: pixels) else { return nil }
            return GlyphBitmap(colour: cropped, left: self.left + left, top: self.top + top)
        }
        var cropped = [UInt8](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let from = (top + y) * width + left
            cropped[(y * newWidth)..<((y + 1) * newWidth)] = coverage[from..<(from + newWidth)]
        }
        return GlyphBitmap(
            coverage: cropped, width: newWidth, height: newHeight, left: self.left + left, top: self.top + top)
    }
}
