import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// Draws a text breaking glyph by glyph (``TextGlyphs``, the same model the SwiftUI text renderer
/// draws) on the CPU: every piece (a shaped glyph cluster) moved, turned, scaled about its centre and
/// faded as the model places it at a time, blended source-over onto a view. Each line breaks from the
/// end it is read from (its direction, ``LaidOutText/lineDirections``), as the SwiftUI renderer sets
/// each line's reading order.
package struct TextGlyphsRenderer: Sendable {
    /// The text, laid out in the view.
    package var text: LaidOutText
    /// The per-glyph model (its reading order replaced by each line's).
    package var model: TextGlyphs
    /// Pixels per point of the view.
    package var scale: Double
    /// The glyphs' colour (straight alpha).
    package var color: RGBAColor

    package init(text: LaidOutText, model: TextGlyphs, scale: Double, color: RGBAColor) {
        self.text = text
        self.model = model
        self.scale = scale
        self.color = color
    }

    /// The view `backdrop` with the text drawn on it `time` seconds into the break (an insertion with
    /// `isInsertion`). Inside ``FrameCancellation/watching(_:)``, a cancellation stops it within a glyph
    /// or 64 of its rows (``LayerEffectError/cancelled``).
    package func render(onto backdrop: RGBAImage, time: Double, isInsertion: Bool = false) throws(LayerEffectError)
        -> RGBAImage
    {
        var image = backdrop
        let lineModels = text.lineDirections.map { direction in
            var configuration = model.configuration
            configuration.isRightToLeft = direction == .rightToLeft
            return TextGlyphs(configuration: configuration)
        }
        for (index, glyph) in text.glyphs.enumerated() {
            try FrameCancellation.checkOnThisThread()
            let lineModel = lineModels.indices.contains(glyph.line) ? lineModels[glyph.line] : model
            let placement = lineModel.placement(
                glyphIndex: index, glyphBounds: glyph.bounds, lineBounds: text.lines[glyph.line], time: time,
                isInsertion: isInsertion)
            guard placement.alpha > 0 else { continue }
            Self.draw(
                glyph.bitmap, x: glyph.x, y: glyph.y, placement: placement, scale: scale, color: color, into: &image)
        }
        // The last glyph may have stopped part way.
        try FrameCancellation.checkOnThisThread()
        return image
    }

    /// Draws `bitmap`, whose top-left pixel is (`x`, `y`) at rest, as `placement` moves it (offsets in
    /// points, `scale` pixels each), turns and scales it about its centre and fades it: every pixel it
    /// covers samples its coverage (a colour glyph: its colours) bilinearly at the inverse transform, so
    /// turned glyphs keep smooth edges.
    /// Stops part way, every 64 rows, once the cancellation its thread watches is cancelled.
    static func draw(
        _ bitmap: GlyphBitmap, x: Int, y: Int, placement: TextGlyphPlacement, scale: Double, color: RGBAColor,
        into image: inout RGBAImage
    ) {
        let w = Double(bitmap.width), h = Double(bitmap.height)
        let size = max(placement.scale, 0)
        guard bitmap.width > 0, bitmap.height > 0, size > 0, placement.alpha > 0, scale.isFinite, scale > 0 else {
            return
        }
        let centreX = Double(x) + w / 2 + placement.offsetX * scale,
            centreY = Double(y) + h / 2 + placement.offsetY * scale
        let reach = (w * w + h * h).squareRoot() / 2 * size + 1
        guard centreX.isFinite, centreY.isFinite, abs(centreX) < 1e7, abs(centreY) < 1e7 else { return }
        let minX = max(Int((centreX - reach).rounded(.down)), 0),
            maxX = min(Int((centreX + reach).rounded(.up)), image.width - 1)
        let minY = max(Int((centreY - reach).rounded(.down)), 0),
            maxY = min(Int((centreY + reach).rounded(.up)), image.height - 1)
        guard minX <= maxX, minY <= maxY else { return }
        let c = cos(placement.rotation), s = sin(placement.rotation)
        let source = color.premultiplied255 * min(placement.alpha, 1)
        let width = image.width
        let fade = min(placement.alpha, 1)
        let colour = bitmap.colour?.pixels ?? []
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            colour.withUnsafeBufferPointer { colour in
                image.pixels.withUnsafeMutableBufferPointer { buffer in
                    for py in minY...maxY {
                        if (py - minY) & 63 == 63, FrameCancellation.isCancelledOnThisThread { return }
                        let dy = Double(py) + 0.5 - centreY
                        for px in minX...maxX {
                            let dx = Double(px) + 0.5 - centreX
                            // Back through the turn and the scale to the bitmap's pixel centres.
                            let u = (c * dx + s * dy) / size + w / 2 - 0.5, v = (-s * dx + c * dy) / size + h / 2 - 0.5
                            let value = Self.sample(coverage, width: bitmap.width, height: bitmap.height, u: u, v: v)
                            guard value > 0 else { continue }
                            let painted =
                                colour.isEmpty
                                ? source * (value / 255)
                                : Self.sampleColour(colour, width: bitmap.width, height: bitmap.height, u: u, v: v)
                                    * fade
                            RGBAImage.blendOver(buffer, (py * width + px) * 4, painted)
                        }
                    }
                }
            }
        }
    }

    /// The premultiplied colour at (`u`, `v`) of a colour glyph's `width × height` RGBA pixels (pixel
    /// centres at whole numbers), bilinear, transparent outside the bitmap.
    static func sampleColour(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, u: Double, v: Double)
        -> SIMD4<Double>
    {
        guard u > -1, v > -1, u < Double(width), v < Double(height) else { return .zero }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
            guard x >= 0 && y >= 0 && x < width && y < height else { return .zero }
            let index = (y * width + x) * 4
            return SIMD4(
                Double(pixels[index]), Double(pixels[index + 1]), Double(pixels[index + 2]), Double(pixels[index + 3]))
        }
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The coverage at (`u`, `v`) (pixel centres at whole numbers), bilinear, 0 outside the bitmap.
    static func sample(_ coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, u: Double, v: Double) -> Double
    {
        guard u > -1, v > -1, u < Double(width), v < Double(height) else { return 0 }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double {
            x >= 0 && y >= 0 && x < width && y < height ? Double(coverage[y * width + x]) : 0
        }
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
