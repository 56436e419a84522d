import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A text laid out glyph by glyph in a view, for its glyphs to break: each glyph's bitmap and the
/// pixel of the view image its top-left lands on, and — for the per-glyph model — its bounds and its
/// line's bounds in the view's points.
package struct LaidOutText: Sendable {
    /// One painted glyph (spaces paint nothing and have none).
    package struct Glyph: Sendable {
        /// Its coverage.
        package var bitmap: GlyphBitmap
        /// The view image's pixel its bitmap's top-left lands on.
        package var x: Int
        package var y: Int
        /// Its bitmap's bounds in the view's points.
        package var bounds: CGRect
        /// The index of its line in ``LaidOutText/lines``.
        package var line: Int
    }

    /// The most Unicode code points a text to break may have (`--text`): each is laid out as one glyph
    /// (no shaping), so this bounds the glyphs FreeType renders and every frame draws.
    package static let maximumCodePoints = 200

    /// Every painted glyph, line by line, in the order the text is written.
    package var glyphs: [Glyph]
    /// Each line's bounds in the view's points: from its pen's start to its advance, ascent to descent.
    package var lines: [CGRect]
    /// The text block's size in points: its widest line by its lines' heights.
    package var size: CGSize

    /// What laying a text out would take, measured without rendering a glyph.
    package struct Measure: Sendable, Equatable {
        /// The block's size in points: its widest line by its lines' heights (``LaidOutText/size``).
        package var size: CGSize
        /// Its widest line's width and a line's height, points.
        package var largestLine: CGSize
        /// The pixels its glyphs' coverage bitmaps hold together, at least.
        package var glyphPixels: Double
        /// What its block and its glyphs' ink cover laid out about the view's centre (``LaidOutText/init(_:font:pointSize:scale:centredIn:maximumPixelCount:)``
        /// with a view of no size), points: at least what the laid-out glyphs' bounds and the block cover.
        package var ink: CGRect
        /// The block's size in pixels, at the scale it was measured at.
        package var pixelWidth: Double
        package var pixelHeight: Double
    }

    /// Measures `text` as ``init(_:font:pointSize:scale:centredIn:maximumPixelCount:)`` would lay it
    /// out, loading each glyph's outline but rendering none: cheap whatever the size.
    package static func measure(_ text: String, font: TextRenderer, pointSize: Double, scale: Double) -> Measure {
        let pixelSize = pointSize * scale
        let metrics = font.lineMetrics(pixelSize: pixelSize)
        let lineHeight = max(metrics.lineHeight, metrics.ascent + metrics.descent)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            font.measureLayout(String($0), pixelSize: pixelSize)
        }
        let width = lines.map(\.advance).max() ?? 0, height = lineHeight * Double(lines.count)
        let points = scale.isFinite && scale > 0 ? scale : 1
        // Placed as the layout places them about the centre: each line's pen and baseline on whole pixels.
        var ink = CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
        for (index, line) in lines.enumerated() where !line.ink.isNull {
            let penX = (-line.advance / 2).rounded()
            let baseline = (-height / 2 + lineHeight * Double(index) + metrics.ascent).rounded()
            ink = ink.union(line.ink.offsetBy(dx: penX, dy: baseline))
        }
        return Measure(
            size: CGSize(width: width / points, height: height / points),
            largestLine: CGSize(width: width / points, height: (metrics.ascent + metrics.descent) / points),
            glyphPixels: lines.map(\.glyphPixels).reduce(0, +),
            ink: CGRect(
                x: ink.minX / points, y: ink.minY / points, width: ink.width / points, height: ink.height / points),
            pixelWidth: width, pixelHeight: height)
    }

    /// Lays `text` out with `font` at `pointSize` points (`scale` pixels per point), each line (a `\n`
    /// starts one) centred horizontally and the block centred in a `viewSize`-point view. Sizes FreeType
    /// cannot take lay out nothing.
    ///
    /// A text whose block, or whose glyphs' bitmaps together, would cover more than `maximumPixelCount`
    /// pixels is refused before a glyph is rendered: the glyphs' memory is bounded by it, however
    /// large the font, the scale or the accents stacked on a letter.
    /// - Throws: ``TextTooLarge``.
    package init(
        _ text: String, font: TextRenderer, pointSize: Double, scale: Double, centredIn viewSize: CGSize,
        maximumPixelCount: Int = ImageDecodingOptions.defaultMaximumPixelCount
    ) throws(TextTooLarge) {
        let measure = Self.measure(text, font: font, pointSize: pointSize, scale: scale)
        let limit = Double(maximumPixelCount)
        guard measure.pixelWidth * measure.pixelHeight <= limit else {
            throw TextTooLarge(.block(width: measure.pixelWidth, height: measure.pixelHeight), limit: maximumPixelCount)
        }
        guard measure.glyphPixels <= limit else {
            throw TextTooLarge(.glyphs(pixels: measure.glyphPixels), limit: maximumPixelCount)
        }
        let pixelSize = pointSize * scale
        let metrics = font.lineMetrics(pixelSize: pixelSize)
        let lineHeight = max(metrics.lineHeight, metrics.ascent + metrics.descent)
        let laidOut = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            font.glyphBitmaps(String($0), pixelSize: pixelSize)
        }
        let blockWidth = laidOut.map(\.advance).max() ?? 0, blockHeight = lineHeight * Double(laidOut.count)
        let top = (Double(viewSize.height).isFinite ? Double(viewSize.height) * scale : 0) / 2 - blockHeight / 2
        let viewWidth = Double(viewSize.width).isFinite ? Double(viewSize.width) * scale : 0
        var glyphs: [Glyph] = [], lines: [CGRect] = []
        for (index, line) in laidOut.enumerated() {
            let penX = (viewWidth / 2 - line.advance / 2).rounded()
            let baseline = (top + lineHeight * Double(index) + metrics.ascent).rounded()
            lines.append(
                CGRect(
                    x: penX / scale, y: (baseline - metrics.ascent) / scale, width: line.advance / scale,
                    height: (metrics.ascent + metrics.descent) / scale))
            for bitmap in line.glyphs {
                let x = Int(penX) + bitmap.left, y = Int(baseline) + bitmap.top
                glyphs.append(
                    Glyph(
                        bitmap: bitmap, x: x, y: y,
                        bounds: CGRect(
                            x: Double(x) / scale, y: Double(y) / scale,
                            width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale),
                        line: index))
            }
        }
        self.glyphs = glyphs
        self.lines = lines
        size = CGSize(width: blockWidth / scale, height: blockHeight / scale)
    }
}
