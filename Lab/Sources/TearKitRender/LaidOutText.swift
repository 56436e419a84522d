import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A text laid out piece by piece in a view, for its pieces to break: each line shaped (``ShapedLine``),
/// each piece a shaped glyph cluster — a letter with its marks, a ligature, one letter of a joined
/// Arabic word in its joined form, an emoji sequence — with its bitmap and the pixel of the view image
/// its top-left lands on, and — for the per-glyph model — its bounds and its line's bounds in the
/// view's points.
package struct LaidOutText: Sendable {
    /// One painted piece: the glyphs of one cluster (spaces paint nothing and have none).
    package struct Glyph: Sendable {
        /// Its coverage (and colours, for an emoji).
        package var bitmap: GlyphBitmap
        /// The view image's pixel its bitmap's top-left lands on.
        package var x: Int
        package var y: Int
        /// Its bitmap's bounds in the view's points.
        package var bounds: CGRect
        /// The index of its line in ``LaidOutText/lines``.
        package var line: Int
        /// Where its cluster starts in its line, as an index in the line's Unicode scalars.
        package var cluster: Int
    }

    /// The most Unicode code points a text to break may have (`--text`): checked before it is shaped,
    /// it bounds the work of shaping it.
    package static let maximumCodePoints = 200

    /// The most glyphs a text to break may shape into: this bounds the glyphs FreeType renders and
    /// every frame draws. Twice ``maximumCodePoints``: shaping joins and ligates (fewer glyphs) but
    /// can also split a character into several (Thai's sara am, a font's own decompositions).
    package static let maximumGlyphs = 2 * maximumCodePoints

    /// Every painted piece, line by line, in the order the text is written.
    package var glyphs: [Glyph]
    /// Each line's bounds in the view's points: from its pen's start to its advance, ascent to descent.
    package var lines: [CGRect]
    /// The direction each line reads in (its paragraph's), line for line with ``lines``.
    package var lineDirections: [TextDirection]
    /// The text block's size in points: its widest line by its lines' heights.
    package var size: CGSize

    /// What laying a text out would take, measured without rendering a glyph.
    package struct Measure: Sendable, Equatable {
        /// The block's size in points: its widest line by its lines' heights (``LaidOutText/size``).
        package var size: CGSize
        /// Its widest line's width and a line's height, points.
        package var largestLine: CGSize
        /// The pixels its glyphs' bitmaps hold together, and the bitmaps pieces of several glyphs are
        /// drawn into, at least.
        package var glyphPixels: Double
        /// What its block and its glyphs' ink cover laid out about the view's centre (``LaidOutText/init(_:font:pointSize:scale:centredIn:direction:maximumPixelCount:)``
        /// with a view of no size), points: at least what the laid-out glyphs' bounds and the block cover.
        package var ink: CGRect
        /// The block's size in pixels, at the scale it was measured at.
        package var pixelWidth: Double
        package var pixelHeight: Double
    }

    /// Measures `text` as ``init(_:font:pointSize:scale:centredIn:direction:maximumPixelCount:)`` would
    /// lay it out, shaping it and loading each glyph's outline but rendering none: cheap whatever the size.
    /// - Throws: ``TooManyGlyphs`` when it shapes into more than `maximumGlyphCount` glyphs.
    package static func measure(
        _ text: String, font: TextRenderer, pointSize: Double, scale: Double, direction: TextDirection? = nil,
        maximumGlyphCount: Int = maximumGlyphs
    ) throws(TooManyGlyphs) -> Measure {
        let pixelSize = pointSize * scale
        let metrics = font.lineMetrics(pixelSize: pixelSize)
        let lineHeight = max(metrics.lineHeight, metrics.ascent + metrics.descent)
        let shaped = try shapedLines(
            text, font: font, pixelSize: pixelSize, direction: direction, maximumGlyphCount: maximumGlyphCount)
        let lines = shaped.map { font.measureLayout(of: $0) }
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
    /// starts one) shaped, its paragraph reading in `direction` (or its first strong character's when
    /// `nil`), centred horizontally and the block centred in a `viewSize`-point view. Sizes FreeType
    /// cannot take lay out nothing.
    ///
    /// A text that shapes into more than ``maximumGlyphs`` glyphs is refused (``TooManyGlyphs``), and
    /// so is one whose block, or whose pieces' bitmaps together, would cover more than
    /// `maximumPixelCount` pixels (``TextTooLarge``), before a glyph is rendered: the glyphs' memory is
    /// bounded by it, however large the font, the scale or the accents stacked on a letter.
    package init(
        _ text: String, font: TextRenderer, pointSize: Double, scale: Double, centredIn viewSize: CGSize,
        direction: TextDirection? = nil, maximumPixelCount: Int = ImageDecodingOptions.defaultMaximumPixelCount
    ) throws {
        let measure = try Self.measure(text, font: font, pointSize: pointSize, scale: scale, direction: direction)
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
        let shaped = try Self.shapedLines(
            text, font: font, pixelSize: pixelSize, direction: direction, maximumGlyphCount: Self.maximumGlyphs)
        let blockWidth = shaped.map(\.advance).max() ?? 0, blockHeight = lineHeight * Double(shaped.count)
        let top = (Double(viewSize.height).isFinite ? Double(viewSize.height) * scale : 0) / 2 - blockHeight / 2
        let viewWidth = Double(viewSize.width).isFinite ? Double(viewSize.width) * scale : 0
        var glyphs: [Glyph] = [], lines: [CGRect] = []
        for (index, line) in shaped.enumerated() {
            let penX = (viewWidth / 2 - line.advance / 2).rounded()
            let baseline = (top + lineHeight * Double(index) + metrics.ascent).rounded()
            lines.append(
                CGRect(
                    x: penX / scale, y: (baseline - metrics.ascent) / scale, width: line.advance / scale,
                    height: (metrics.ascent + metrics.descent) / scale))
            // Drawn left to right, listed in the order the text is written.
            for piece in font.clusterBitmaps(of: line).sorted(by: { $0.cluster < $1.cluster }) {
                let bitmap = piece.bitmap
                let x = Int(penX) + bitmap.left, y = Int(baseline) + bitmap.top
                glyphs.append(
                    Glyph(
                        bitmap: bitmap, x: x, y: y,
                        bounds: CGRect(
                            x: Double(x) / scale, y: Double(y) / scale,
                            width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale),
                        line: index, cluster: piece.cluster))
            }
        }
        self.glyphs = glyphs
        self.lines = lines
        lineDirections = shaped.map(\.direction)
        size = CGSize(width: blockWidth / scale, height: blockHeight / scale)
    }

    /// `text`'s lines shaped at `pixelSize`; refused when they hold more than `maximumGlyphCount`
    /// glyphs together.
    private static func shapedLines(
        _ text: String, font: TextRenderer, pixelSize: Double, direction: TextDirection?, maximumGlyphCount: Int
    ) throws(TooManyGlyphs) -> [ShapedLine] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            font.shape($0, pixelSize: pixelSize, direction: direction)
        }
        let count = lines.map(\.glyphs.count).reduce(0, +)
        guard count <= maximumGlyphCount else { throw TooManyGlyphs(count: count, limit: maximumGlyphCount) }
        return lines
    }
}
