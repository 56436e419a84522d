import Foundation

/// A text to break would need more pixels than the budget allows (the tool's `--max-pixels`, the
/// limit `--input` images get): its own view, its laid-out block, or its glyphs' coverage together.
/// Found before the pixels are allocated or a glyph rendered; its description says how large it
/// would be, which flags make it smaller and the one that lets it through.
package struct TextTooLarge: Error, Equatable, CustomStringConvertible {
    /// What would be too large.
    package enum Part: Sendable, Equatable {
        /// The text's own view (the frames), `width × height` pixels.
        case view(width: Double, height: Double)
        /// The text's block laid out, its widest line by its lines' heights, `width × height` pixels.
        case block(width: Double, height: Double)
        /// Its glyphs' coverage bitmaps together, pixels (an accent stacked on an accent adds a bitmap
        /// but no width).
        case glyphs(pixels: Double)
    }

    package var part: Part
    /// The budget it is over, pixels.
    package var limit: Int

    package init(_ part: Part, limit: Int) {
        self.part = part
        self.limit = limit
    }

    /// The pixels it would take (not finite, or beyond any `Int`, for a text past all measure).
    package var pixels: Double {
        switch part {
        case .view(let width, let height), .block(let width, let height): width * height
        case .glyphs(let pixels): pixels
        }
    }

    package var description: String {
        let what =
            switch part {
            case .view(let width, let height): "the text's view would be \(Self.size(width, height))"
            case .block(let width, let height): "the text would be laid out over \(Self.size(width, height))"
            case .glyphs: "the text's glyphs would cover \(Self.megapixels(pixels)) megapixels"
            }
        let smaller = "use a smaller --font-size or --scale, or a shorter --text"
        guard pixels.isFinite, pixels <= Double(RGBAImage.maximumPixelCount) else {
            return
                "\(what), more than tearkit can draw (\(RGBAImage.maximumPixelCount) pixels, even with --max-pixels); \(smaller)"
        }
        return
            "\(what), over the limit of \(limit) pixels; \(smaller), or pass --max-pixels \(Int(pixels.rounded(.up))) to draw it anyway"
    }

    /// `W × H px (N megapixels)`, or `N megapixels` when a side is past all measure.
    private static func size(_ width: Double, _ height: Double) -> String {
        guard width.isFinite, height.isFinite, width < 1e12, height < 1e12 else {
            return "\(megapixels(width * height)) megapixels"
        }
        return "\(Int(width)) × \(Int(height)) px (\(megapixels(width * height)) megapixels)"
    }

    private static func megapixels(_ pixels: Double) -> String {
        guard pixels.isFinite, pixels < 1e15 else { return "countless" }
        let value = pixels / 1_000_000
        return value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }
}
