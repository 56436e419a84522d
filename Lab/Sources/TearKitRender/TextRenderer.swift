import CFreeType
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

/// Draws text with one font file through FreeType: anti-aliased grey-scale glyphs, unhinted, placed at
/// sub-pixel positions, with the font's kerning, blended source-over onto premultiplied images.
///
/// Text is laid out one Unicode scalar at a time on a single line (no shaping, ligatures, bidi or
/// font fallback; characters missing from the font draw as its "missing glyph" box).
///
/// Not thread-safe (a FreeType face has mutable size state): use one renderer per task.
package final class TextRenderer {
    /// The font file in use.
    package let fontPath: String

    private var library: FT_Library?
    private var face: FT_Face?

    /// The largest font file read, in bytes: more than any font in a system's font folders (a CJK
    /// collection is about 20 MiB).
    package static let maximumFontFileSize = 128 << 20

    /// The font file's bytes, which FreeType reads from for as long as the face lives.
    private let fontBytes: UnsafeMutableRawBufferPointer

    /// Loads the first face of the font file at `fontPath` (TrueType, OpenType or a collection). The
    /// path must name a regular file (a FIFO or a device is refused at once, never waited on) of at most
    /// ``maximumFontFileSize`` bytes.
    /// - Throws: `FontLoadingError`: unreadable (missing, a folder, not a file, permission), or not a font.
    package init(fontPath: String) throws {
        self.fontPath = fontPath
        let data: Data
        do {
            data = try RegularFile.contents(of: fontPath, limit: Self.maximumFontFileSize)
        } catch {
            throw FontLoadingError.unreadable(path: fontPath, refusal: error)
        }
        fontBytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        fontBytes.copyBytes(from: data)
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        // From here on every stored property is set: a throw releases the renderer, and `deinit`
        // frees the bytes (and the library, once set).
        guard initError == 0, let library else { throw FontLoadingError.freeTypeUnavailable(code: initError) }
        self.library = library
        var face: FT_Face?
        // The buffer holds at least one byte, so it has an address.
        let bytes = fontBytes.bindMemory(to: FT_Byte.self).baseAddress
        let openError = FT_New_Memory_Face(library, bytes, FT_Long(data.count), 0, &face)
        guard openError == 0, let face else { throw FontLoadingError.cannotOpen(path: fontPath, code: openError) }
        self.face = face
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        fontBytes.deallocate()
    }

    /// The first font in `candidates` that exists and loads, or `nil` when none does.
    package static func firstAvailable(in candidates: [String]) -> TextRenderer? {
        for path in candidates where FileManager.default.isReadableFile(atPath: path) {
            if let renderer = try? TextRenderer(fontPath: path) { return renderer }
        }
        return nil
    }

    /// Measures `text` at `pixelSize` (em size in pixels, > 0; e.g. 17 pt at 2× is 34).
    package func measure(_ text: String, pixelSize: Double) -> TextMetrics {
        var ink = CGRect.null
        let advance = layout(text, pixelSize: pixelSize, x: 0, y: 0) { bitmap, left, top in
            ink = ink.union(CGRect(x: left, y: top, width: Int(bitmap.width), height: Int(bitmap.rows)))
        }
        let metrics = lineMetrics(pixelSize: pixelSize)
        return TextMetrics(
            width: advance, ascent: metrics.ascent, descent: metrics.descent, inkBounds: ink,
            lineHeight: metrics.lineHeight)
    }

    /// Draws `text` into `image` with its baseline starting at (`x`, `baseline`) pixels, in `color`
    /// (straight alpha; its alpha scales the glyph coverage), source-over. Clipped to the image.
    /// - Returns: The horizontal advance in pixels (same as `measure(_:pixelSize:).width`).
    @discardableResult
    package func draw(
        _ text: String, into image: inout RGBAImage, x: Double, baseline: Double, pixelSize: Double, color: RGBAColor
    ) -> Double {
        let source = color.premultiplied255
        let imageWidth = image.width, imageHeight = image.height
        return image.pixels.withUnsafeMutableBufferPointer { buffer in
            layout(text, pixelSize: pixelSize, x: x, y: baseline) { bitmap, left, top in
                guard let glyphPixels = bitmap.buffer else { return }
                for row in 0..<Int(bitmap.rows) {
                    let y = top + row
                    guard y >= 0, y < imageHeight else { continue }
                    let rowStart = glyphPixels + row * Int(bitmap.pitch)
                    for column in 0..<Int(bitmap.width) {
                        let px = left + column
                        guard px >= 0, px < imageWidth else { continue }
                        let coverage = rowStart[column]
                        guard coverage > 0 else { continue }
                        RGBAImage.blendOver(buffer, (y * imageWidth + px) * 4, source * (Double(coverage) / 255))
                    }
                }
            }
        }
    }

    /// The glyphs of `text` on one line at `pixelSize`, each its own coverage bitmap placed relative to
    /// the pen's start on the baseline (as ``draw(_:into:x:baseline:pixelSize:color:)`` would paint
    /// them, glyph for glyph; spaces paint nothing and are left out), and the line's advance in pixels.
    package func glyphBitmaps(_ text: String, pixelSize: Double) -> (glyphs: [GlyphBitmap], advance: Double) {
        var glyphs: [GlyphBitmap] = []
        let advance = layout(text, pixelSize: pixelSize, x: 0, y: 0) { bitmap, left, top in
            guard let buffer = bitmap.buffer else { return }
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
            }
            glyphs.append(GlyphBitmap(coverage: coverage, width: width, height: height, left: left, top: top))
        }
        return (glyphs, advance)
    }

    /// What laying `text` out on one line at `pixelSize` would take, found without rendering a glyph
    /// (FreeType loads each glyph's outline only): the line's advance in pixels, as
    /// ``glyphBitmaps(_:pixelSize:)`` would return it; the pixels of the glyphs' coverage bitmaps
    /// together; and the union of their boxes relative to the pen's start on the baseline (`.null`
    /// when nothing is painted). The pixels and the boxes are at least what the bitmaps would hold.
    package func measureLayout(_ text: String, pixelSize: Double) -> (advance: Double, glyphPixels: Double, ink: CGRect)
    {
        var glyphPixels = 0.0
        var ink = CGRect.null
        let advance = layout(text, pixelSize: pixelSize, x: 0, y: 0, rendering: false) { box, left, top in
            glyphPixels += Double(box.width) * Double(box.rows)
            ink = ink.union(CGRect(x: left, y: top, width: Int(box.width), height: Int(box.rows)))
        }
        return (advance, glyphPixels, ink)
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
        guard let face, setSize(pixelSize) else { return (0, 0, 0) }
        let metrics = face.pointee.size.pointee.metrics
        return (Double(metrics.ascender) / 64, Double(-metrics.descender) / 64, Double(metrics.height) / 64)
    }

    private func setSize(_ pixelSize: Double) -> Bool {
        guard let face, pixelSize.isFinite, pixelSize > 0, pixelSize < 4096 else { return false }
        // Character size in 26.6 points at 72 dpi is the size in pixels.
        return FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0
    }

    /// Lays out `text` with its pen starting at (`x`, `y`) and calls `glyph(bitmap, left, top)` for
    /// every rendered glyph bitmap (8-bit grey coverage) with its top-left image pixel. Returns the advance.
    /// Without `rendering`, nothing is rasterised: `glyph` gets a bitmap with no pixels whose width,
    /// rows and top-left are the glyph's outline box in whole pixels rounded out, and more than a pixel
    /// more on every side: a box that holds its bitmap at whatever fraction of a pixel the pen stands.
    private func layout(
        _ text: String, pixelSize: Double, x: Double, y: Double, rendering: Bool = true,
        glyph: (FT_Bitmap, _ left: Int, _ top: Int) -> Void
    ) -> Double {
        guard let face, setSize(pixelSize), x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return 0 }
        defer { FT_Set_Transform(face, nil, nil) }
        let flags = FT_Int32(rendering ? FT_LOAD_RENDER | FT_LOAD_NO_HINTING : FT_LOAD_NO_HINTING)
        let originX = floor(x), originY = floor(y)
        var pen = x - originX  // fractional pixels from the integral origin
        let fractionY = y - originY
        var previousIndex: FT_UInt = 0
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            if previousIndex != 0 && index != 0 {
                var kerning = FT_Vector()
                if FT_Get_Kerning(face, previousIndex, index, FT_UInt(FT_KERNING_UNFITTED.rawValue), &kerning) == 0 {
                    pen += Double(kerning.x) / 64
                }
            }
            previousIndex = index
            let whole = floor(pen)
            // FreeType's y axis points up, so a baseline lower on screen is a negative y shift.
            var delta = FT_Vector(x: FT_Pos(((pen - whole) * 64).rounded()), y: FT_Pos((-fractionY * 64).rounded()))
            FT_Set_Transform(face, nil, &delta)
            guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { continue }
            guard rendering else {
                // The outline's box (26.6 pixels, relative to the pen, not moved by the transform),
                // rounded out and grown on every side: the bitmap lies inside it at any sub-pixel pen.
                let metrics = slot.pointee.metrics
                func pixels(_ length: FT_Pos) -> UInt32 { length > 0 ? UInt32(min(Int(length) / 64 + 4, 1 << 30)) : 0 }
                var box = FT_Bitmap()
                box.width = pixels(metrics.width)
                box.rows = pixels(metrics.height)
                let bearingX = Double(metrics.horiBearingX) / 64, bearingY = Double(metrics.horiBearingY) / 64
                if box.width > 0, box.rows > 0, bearingX.magnitude < 1e9, bearingY.magnitude < 1e9 {
                    glyph(box, Int(originX + whole + floor(bearingX)) - 1, Int(originY - ceil(bearingY)) - 1)
                }
                pen += Double(slot.pointee.linearHoriAdvance) / 65536
                continue
            }
            let bitmap = slot.pointee.bitmap
            if bitmap.rows > 0 && bitmap.width > 0 && bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
                glyph(
                    bitmap, Int(originX + whole) + Int(slot.pointee.bitmap_left),
                    Int(originY) - Int(slot.pointee.bitmap_top))
            }
            pen += Double(slot.pointee.linearHoriAdvance) / 65536
        }
        return pen - (x - originX)
    }
}
