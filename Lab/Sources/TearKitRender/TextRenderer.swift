import Foundation
import TearKitGestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Why a font could not be loaded.
package enum FontLoadingError: Error, Equatable, CustomStringConvertible {
    /// FreeType itself could not start (code is FreeType's `FT_Error`).
    case freeTypeUnavailable(code: Int32)
    /// The file was read but is not a font FreeType understands (code is FreeType's `FT_Error`).
    case cannotOpen(path: String, code: Int32)
    /// The path names no readable regular file: missing, a folder, a FIFO, a device, unreadable.
    case unreadable(path: String, refusal: RegularFile.Refusal)
    /// No font was given and none of the well-known font files exists (``SystemFonts``).
    case noFontFound

    /// A one-line, human-readable explanation; the path is echoed with its control characters written out.
    package var description: String {
        switch self {
        case .freeTypeUnavailable(let code): "FreeType failed to initialise (error \(code))"
        case .cannotOpen(let path, let code):
            "cannot load font \(EchoedText(path).excerpt): it is not a font file FreeType can read (TrueType, OpenType or a collection; FreeType error \(code))"
        case .unreadable(let path, let refusal): "cannot load font \(EchoedText(path).excerpt): \(refusal)"
        case .noFontFound:
            "no font found: pass --font with a .ttf file, set TEARKIT_FONT, or install DejaVu Sans (apt install fonts-dejavu-core)"
        }
    }
}

/// Size of a run of text in pixels, relative to its origin: the pen's start on the baseline.
package struct TextMetrics: Sendable, Equatable {
    /// Horizontal advance: where the next character would start, in pixels (≥ 0).
    package var width: Double
    /// Font ascent above the baseline, in pixels (> 0 for real fonts).
    package var ascent: Double
    /// Font descent below the baseline, in pixels (≥ 0).
    package var descent: Double
    /// Union of the pixels the glyphs paint when drawn at an integral origin, relative to the origin
    /// (y grows downward, so `minY` is negative above the baseline); `.null` when nothing is painted
    /// (empty or all-space text). At a fractional origin the ink may shift by up to one pixel.
    package var inkBounds: CGRect
    /// Distance between baselines recommended by the font, in pixels.
    package var lineHeight: Double
}

/// Draws text as Core Text draws it on a device: shaped by HarfBuzz (Arabic letters joined and read right
/// to left, marks stacked on their letters, ligatures, the font's kerning), its runs of either direction
/// in display order (``BidiParagraph``), a character the font lacks drawn with an installed font that
/// has it (fontconfig, ``FontSet``), emoji in colour where a colour emoji font is installed. Glyphs are
/// rendered by FreeType: anti-aliased grey-scale, unhinted, at sub-pixel positions, blended source-over
/// onto premultiplied images.
///
/// Each call lays out one line. A character no installed font draws is drawn as the font's
/// missing-glyph box, and ``missingCharacters(in:)`` names it.
///
/// Not thread-safe (a FreeType face has mutable size state): use one renderer per task.
package final class TextRenderer {
    /// The font file in use.
    package let fontPath: String
    /// The renderer's font and the fonts it falls back on.
    package let fonts: FontSet

    /// The largest font file read, in bytes (``FontFace/maximumFontFileSize``).
    package static let maximumFontFileSize = FontFace.maximumFontFileSize

    /// Loads the first face of the font file at `fontPath` (TrueType, OpenType or a collection), and
    /// falls back on the fonts `fallback` finds for characters it lacks. The path must name a regular
    /// file (a FIFO or a device is refused at once, never waited on) of at most
    /// ``maximumFontFileSize`` bytes.
    /// - Throws: `FontLoadingError`: unreadable (missing, a folder, not a file, permission), or not a font.
    package init(fontPath: String, fallback: FontFallback = .system) throws(FontLoadingError) {
        self.fontPath = fontPath
        fonts = FontSet(primary: try FontFace(path: fontPath), fallback: fallback)
    }

    /// The first font in `candidates` that exists and loads, or `nil` when none does.
    package static func firstAvailable(in candidates: [String]) -> TextRenderer? {
        for path in candidates where FileManager.default.isReadableFile(atPath: path) {
            if let renderer = try? TextRenderer(fontPath: path) { return renderer }
        }
        return nil
    }

    /// `text` as one line shaped at `pixelSize` (em size in pixels, > 0; e.g. 17 pt at 2× is 34), its
    /// paragraph reading in `direction`, or in its first strong character's when `nil`.
    package func shape(_ text: some StringProtocol, pixelSize: Double, direction: TextDirection? = nil)
        -> ShapedLine
    {
        ShapedLine(Substring(text), fonts: fonts, pixelSize: pixelSize, direction: direction)
    }

    /// The characters of `text` not drawn as a device would draw them, in the order they first appear,
    /// each once: those no installed font has (drawn as the font's missing-glyph box) and emoji no
    /// installed colour font has (drawn in outline).
    package func missingCharacters(in text: String) -> MissingCharacters {
        var missing = MissingCharacters()
        for grapheme in text where grapheme != "\n" {
            let choice = fonts.face(for: grapheme)
            for scalar in choice.missing where !missing.withoutFont.contains(scalar) {
                missing.withoutFont.append(scalar)
            }
            if choice.lacksColour, let emoji = grapheme.unicodeScalars.first, !missing.withoutColour.contains(emoji) {
                missing.withoutColour.append(emoji)
            }
        }
        return missing
    }

    /// Measures `text` at `pixelSize` (em size in pixels, > 0; e.g. 17 pt at 2× is 34).
    package func measure(_ text: String, pixelSize: Double) -> TextMetrics {
        let shaped = shape(text, pixelSize: pixelSize)
        var ink = CGRect.null
        for glyph in shaped.glyphs {
            guard let bitmap = fonts.faces[glyph.face].render(glyph.id, pixelSize: pixelSize, x: glyph.x, y: glyph.y)
            else { continue }
            ink = ink.union(CGRect(x: bitmap.left, y: bitmap.top, width: bitmap.width, height: bitmap.height))
        }
        let metrics = lineMetrics(pixelSize: pixelSize)
        return TextMetrics(
            width: shaped.advance, ascent: metrics.ascent, descent: metrics.descent, inkBounds: ink,
            lineHeight: metrics.lineHeight)
    }

    /// Draws `text` into `image` with its baseline starting at (`x`, `baseline`) pixels, in `color`
    /// (straight alpha; its alpha scales the glyph coverage; a colour glyph keeps its own colours,
    /// faded by the alpha), source-over. Clipped to the image.
    /// - Returns: The horizontal advance in pixels (same as `measure(_:pixelSize:).width`).
    @discardableResult
    package func draw(
        _ text: String, into image: inout RGBAImage, x: Double, baseline: Double, pixelSize: Double, color: RGBAColor
    ) -> Double {
        let shaped = shape(text, pixelSize: pixelSize)
        guard x.isFinite, baseline.isFinite else { return shaped.advance }
        for glyph in shaped.glyphs {
            guard
                let bitmap = fonts.faces[glyph.face].render(
                    glyph.id, pixelSize: pixelSize, x: x + glyph.x, y: baseline + glyph.y)
            else { continue }
            image.draw(bitmap, color: color)
        }
        return shaped.advance
    }

    /// The pieces of `line` as a text that breaks draws them: each cluster's glyphs (a letter and its
    /// marks, a ligature, an emoji sequence) rendered into one bitmap, placed relative to the pen's
    /// start on the baseline as ``draw(_:into:x:baseline:pixelSize:color:)`` would paint them, with the
    /// cluster's first scalar's index in the line; in display order, left to right. Clusters that paint
    /// nothing (spaces) are left out.
    package func clusterBitmaps(of line: ShapedLine) -> [(bitmap: GlyphBitmap, cluster: Int)] {
        var pieces: [(bitmap: GlyphBitmap, cluster: Int)] = []
        for cluster in clusters(of: line) {
            let glyphs = line.glyphs[cluster]
            let rendered: GlyphBitmap?
            if glyphs.count == 1, let glyph = glyphs.first {
                rendered = fonts.faces[glyph.face].render(glyph.id, pixelSize: line.pixelSize, x: glyph.x, y: glyph.y)
            } else {
                // Drawn into one bitmap the size of their measured boxes together, then cut to its ink.
                let boxes = glyphs.compactMap { box(of: $0, pixelSize: line.pixelSize) }
                guard let union = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }),
                    var canvas = GlyphBitmap.empty(
                        left: Int(union.minX), top: Int(union.minY), width: Int(union.width),
                        height: Int(union.height), inColour: glyphs.contains { fonts.faces[$0.face].hasColourBitmaps })
                else { continue }
                for glyph in glyphs {
                    guard
                        let bitmap = fonts.faces[glyph.face].render(
                            glyph.id, pixelSize: line.pixelSize, x: glyph.x, y: glyph.y)
                    else { continue }
                    canvas.draw(bitmap)
                }
                rendered = canvas.croppedToInk()
            }
            if let rendered, let first = glyphs.first { pieces.append((rendered, first.cluster)) }
        }
        return pieces
    }

    /// What drawing `line`'s pieces (``clusterBitmaps(of:)``) would take, found without rendering a
    /// glyph (FreeType loads each glyph's outline only): the line's advance in pixels; the pixels of
    /// the glyphs' bitmaps together, and of the bitmap a piece of several glyphs is drawn into (what
    /// rendering them costs, and the most they hold); and the union of their boxes relative to the
    /// pen's start on the baseline (`.null` when nothing is painted). The pixels and the boxes are at
    /// least what the bitmaps would hold.
    package func measureLayout(of line: ShapedLine) -> (advance: Double, glyphPixels: Double, ink: CGRect) {
        var glyphPixels = 0.0
        var ink = CGRect.null
        for cluster in clusters(of: line) {
            let boxes = line.glyphs[cluster].compactMap { box(of: $0, pixelSize: line.pixelSize) }
            guard let union = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }) else { continue }
            glyphPixels += boxes.map { Double($0.width) * Double($0.height) }.reduce(0, +)
            if boxes.count > 1 { glyphPixels += Double(union.width) * Double(union.height) }
            ink = ink.union(union)
        }
        return (line.advance, glyphPixels, ink)
    }

    /// Splits `text` at spaces into lines no wider than `maxWidth` pixels at `pixelSize` (a single word
    /// wider than `maxWidth` gets a line of its own). Existing newlines start new lines.
    package func wrappedLines(_ text: String, maxWidth: Double, pixelSize: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || measure(candidate, pixelSize: pixelSize).width <= maxWidth {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The ascent, descent and baseline-to-baseline distance of the font at `pixelSize`, in pixels
    /// (zeros for a size FreeType cannot take).
    package func lineMetrics(pixelSize: Double) -> (ascent: Double, descent: Double, lineHeight: Double) {
        fonts.faces[0].lineMetrics(pixelSize: pixelSize)
    }

    /// The ranges of `line`'s glyphs that share a cluster, in display order: a cluster's glyphs lie
    /// side by side (HarfBuzz keeps them together, in a run of either direction).
    private func clusters(of line: ShapedLine) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in line.glyphs.indices.dropFirst() where line.glyphs[index].cluster != line.glyphs[start].cluster {
            ranges.append(start..<index)
            start = index
        }
        if !line.glyphs.isEmpty { ranges.append(start..<line.glyphs.count) }
        return ranges
    }

    /// The box that holds `glyph`'s bitmap drawn from the pen's start at the origin (``FontFace/box(_:pixelSize:x:y:)``).
    private func box(of glyph: ShapedLine.Glyph, pixelSize: Double) -> CGRect? {
        fonts.faces[glyph.face].box(glyph.id, pixelSize: pixelSize, x: glyph.x, y: glyph.y).map {
            CGRect(x: $0.left, y: $0.top, width: $0.width, height: $0.height)
        }
    }
}
