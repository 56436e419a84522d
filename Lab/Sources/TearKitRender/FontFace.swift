import CFreeType
import CHarfBuzz
import Foundation

/// One face of a font file, loaded for drawing: FreeType renders its glyphs, HarfBuzz reads its
/// tables (through the FreeType face, `hb-ft`) to shape text with it.
///
/// Outline glyphs are rendered as 8-bit grey coverage, unhinted, at sub-pixel positions. A font of
/// colour bitmaps (an emoji font: CBDT or sbix, fixed sizes only) renders its nearest size in colour
/// (`FT_LOAD_COLOR`) and scales it to the size asked for.
///
/// Not thread-safe (a FreeType face has mutable size state): one per renderer.
package final class FontFace {
    /// The font file.
    package let path: String
    /// Which face of the file (0 for a single font; a collection's index).
    package let faceIndex: Int

    private var library: FT_Library?
    private var face: FT_Face?
    /// HarfBuzz's face over `face` (`hb_face_t *`).
    private var shapingFace: OpaquePointer?
    /// The font file's bytes, which FreeType reads from for as long as the face lives.
    private let fontBytes: UnsafeMutableRawBufferPointer

    /// The largest font file read, in bytes: more than any font in a system's font folders (a CJK
    /// collection is about 20 MiB, Noto Color Emoji 10 MiB).
    package static let maximumFontFileSize = 128 << 20

    /// Loads face `faceIndex` of the font file at `path` (TrueType, OpenType or a collection). The path
    /// must name a regular file (a FIFO or a device is refused at once, never waited on) of at most
    /// ``maximumFontFileSize`` bytes.
    /// - Throws: `FontLoadingError`: unreadable (missing, a folder, not a file, permission), or not a font.
    package init(path: String, faceIndex: Int = 0) throws(FontLoadingError) {
        self.path = path
        self.faceIndex = faceIndex
        let data: Data
        do {
            data = try RegularFile.contents(of: path, limit: Self.maximumFontFileSize)
        } catch {
            throw FontLoadingError.unreadable(path: path, refusal: error)
        }
        fontBytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        fontBytes.copyBytes(from: data)
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        // From here on every stored property is set: a throw releases the face, and `deinit` frees
        // the bytes (and the library, once set).
        guard initError == 0, let library else { throw FontLoadingError.freeTypeUnavailable(code: initError) }
        self.library = library
        var face: FT_Face?
        // The buffer holds at least one byte, so it has an address.
        let bytes = fontBytes.bindMemory(to: FT_Byte.self).baseAddress
        let openError = FT_New_Memory_Face(library, bytes, FT_Long(data.count), FT_Long(max(faceIndex, 0)), &face)
        guard openError == 0, let face else { throw FontLoadingError.cannotOpen(path: path, code: openError) }
        self.face = face
        shapingFace = hb_ft_face_create_referenced(face)
    }

    deinit {
        if let shapingFace { hb_face_destroy(shapingFace) }
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        fontBytes.deallocate()
    }

    /// Whether the font draws `scalar` (its character map has a glyph for it).
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        guard let face else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// Whether its glyphs are colour bitmaps (an emoji font).
    package var hasColourBitmaps: Bool {
        guard let face else { return false }
        return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
    }

    /// The ascent, descent and baseline-to-baseline distance of the font at `pixelSize`, in pixels
    /// (zeros for a size FreeType cannot take).
    package func lineMetrics(pixelSize: Double) -> (ascent: Double, descent: Double, lineHeight: Double) {
        guard let face, let bitmapScale = setSize(pixelSize) else { return (0, 0, 0) }
        let metrics = face.pointee.size.pointee.metrics
        return (
            Double(metrics.ascender) / 64 * bitmapScale, Double(-metrics.descender) / 64 * bitmapScale,
            Double(metrics.height) / 64 * bitmapScale
        )
    }

    /// A glyph HarfBuzz placed: its index in the face, the scalar its cluster starts at (in the
    /// scalars shaped), and its advance and offset in pixels (y up, as HarfBuzz gives it).
    package struct ShapedGlyph: Sendable, Equatable {
        package var id: UInt32
        package var cluster: Int
        package var advance: Double
        package var offsetX: Double
        package var offsetY: Double
    }

    /// The glyphs of `scalars[range]` shaped by HarfBuzz at `pixelSize` in `direction` and `script`
    /// (an `hb_script_t`'s raw value), in display order (left to right: reversed for right to left).
    /// The scalars around `range` are the context (an Arabic letter joins across a change of font).
    /// Empty for a size that is not finite and positive or a range outside the scalars.
    package func shape(
        _ scalars: [UInt32], range: Range<Int>, direction: TextDirection, script: UInt32, pixelSize: Double
    ) -> [ShapedGlyph] {
        guard let shapingFace, pixelSize.isFinite, pixelSize > 0, pixelSize < 4096, range.lowerBound >= 0,
            range.upperBound <= scalars.count, !range.isEmpty, scalars.count < Int(Int32.max),
            let font = hb_font_create(shapingFace),
            let buffer = hb_buffer_create()
        else { return [] }
        defer {
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
        }
        // HarfBuzz's own OpenType functions read the advances from the font's tables, scaled here to
        // 26.6 pixels: the same for an outline and for a bitmap font, and untouched by the transform
        // FreeType renders with (which `hb_ft_font` would read).
        let scale = Int32((pixelSize * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_codepoints(
                buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { index in
            ShapedGlyph(
                id: infos[index].codepoint, cluster: Int(infos[index].cluster),
                advance: Double(positions[index].x_advance) / 64, offsetX: Double(positions[index].x_offset) / 64,
                offsetY: Double(positions[index].y_offset) / 64)
        }
    }

    /// Glyph `id` rendered at `pixelSize` with its origin at (`x`, `y`) image pixels (any fraction):
    /// grey coverage, or colours for a colour font, its `left` and `top` the image pixel its top-left
    /// lands on. `nil` for a glyph that paints nothing (a space) or cannot be loaded.
    package func render(_ id: UInt32, pixelSize: Double, x: Double, y: Double) -> GlyphBitmap? {
        guard let face, let bitmapScale = setSize(pixelSize), x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9
        else { return nil }
        defer { FT_Set_Transform(face, nil, nil) }
        let wholeX = floor(x), wholeY = floor(y)
        // FreeType's y axis points up, so a baseline lower on screen is a negative y shift.
        var delta = FT_Vector(x: FT_Pos(((x - wholeX) * 64).rounded()), y: FT_Pos((-(y - wholeY) * 64).rounded()))
        FT_Set_Transform(face, nil, &delta)
        guard FT_Load_Glyph(face, FT_UInt(id), loadFlags(rendering: true)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        let left = Int(slot.pointee.bitmap_left), top = -Int(slot.pointee.bitmap_top)
        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
            }
            return GlyphBitmap(
                coverage: coverage, width: width, height: height, left: Int(wholeX) + left, top: Int(wholeY) + top)
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            // Premultiplied BGRA at the font's own size, scaled to the size asked for.
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for row in 0..<height {
                for column in 0..<width {
                    let from = row * pitch + column * 4, to = (row * width + column) * 4
                    pixels[to] = buffer[from + 2]
                    pixels[to + 1] = buffer[from + 1]
                    pixels[to + 2] = buffer[from]
                    pixels[to + 3] = buffer[from + 3]
                }
            }
            guard let strike = RGBAImage(width: width, height: height, pixels: pixels) else { return nil }
            let scaledWidth = max(Int((Double(width) * bitmapScale).rounded()), 1)
            let scaledHeight = max(Int((Double(height) * bitmapScale).rounded()), 1)
            let colour = bitmapScale == 1 ? strike : strike.scaled(toWidth: scaledWidth, height: scaledHeight)
            return GlyphBitmap(
                colour: colour, left: Int(x.rounded()) + Int((Double(left) * bitmapScale).rounded()),
                top: Int(y.rounded()) + Int((Double(top) * bitmapScale).rounded()))
        default:
            return nil
        }
    }

    /// A box in whole image pixels that holds glyph `id`'s bitmap at `pixelSize` with its origin at
    /// (`x`, `y`), whatever fraction of a pixel the origin stands at, found without rendering it (its
    /// outline's box rounded out and more than a pixel larger on every side; a colour glyph's bitmap
    /// box scaled, the same). `nil` for a glyph that paints nothing or cannot be loaded.
    package func box(_ id: UInt32, pixelSize: Double, x: Double, y: Double) -> (
        left: Int, top: Int, width: Int, height: Int
    )? {
        guard let face, let bitmapScale = setSize(pixelSize), x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9,
            FT_Load_Glyph(face, FT_UInt(id), loadFlags(rendering: false)) == 0, let slot = face.pointee.glyph
        else { return nil }
        // The box in 26.6 pixels at the face's size, relative to the pen (not moved by a transform).
        let metrics = slot.pointee.metrics
        let width = Double(metrics.width) / 64 * bitmapScale, height = Double(metrics.height) / 64 * bitmapScale
        let bearingX = Double(metrics.horiBearingX) / 64 * bitmapScale
        let bearingY = Double(metrics.horiBearingY) / 64 * bitmapScale
        guard width > 0, height > 0, width < 1e9, height < 1e9, bearingX.magnitude < 1e9, bearingY.magnitude < 1e9
        else { return nil }
        // An outline's bitmap lies within its box rounded out, a pixel more on the left and top, up to
        // four more on the right and bottom; a scaled bitmap's position and size are rounded, a pixel
        // more on each side.
        let slack = bitmapScale == 1 ? 0 : 1
        return (
            Int(floor(x) + floor(bearingX)) - 1 - slack, Int(floor(y) - ceil(bearingY)) - 1 - slack,
            Int(width) + 4 + 2 * slack, Int(height) + 4 + 2 * slack
        )
    }

    /// FreeType's flags for loading a glyph: unhinted outlines, colour bitmaps in colour.
    private func loadFlags(rendering: Bool) -> FT_Int32 {
        var flags = FT_LOAD_NO_HINTING
        if rendering { flags |= FT_LOAD_RENDER }
        if hasColourBitmaps { flags |= FT_LOAD_COLOR }
        return FT_Int32(flags)
    }

    /// Sets the face to `pixelSize` (em size in pixels, finite, 0 < size < 4096): an outline font at
    /// that size, a bitmap font at its nearest fixed size at or above it (else its largest). Returns
    /// how much the face's bitmaps and metrics must be scaled (1 for an outline font), or `nil` when
    /// the size cannot be set.
    private func setSize(_ pixelSize: Double) -> Double? {
        guard let face, pixelSize.isFinite, pixelSize > 0, pixelSize < 4096 else { return nil }
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 {
            // Character size in 26.6 points at 72 dpi is the size in pixels.
            return FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 ? 1 : nil
        }
        let sizes = (0..<Int(max(face.pointee.num_fixed_sizes, 0))).compactMap { index -> (Int, Double)? in
            guard let size = face.pointee.available_sizes?[index] else { return nil }
            let ppem = Double(size.y_ppem) / 64
            return ppem > 0 ? (index, ppem) : nil
        }
        guard
            let chosen = sizes.filter({ $0.1 >= pixelSize }).min(by: { $0.1 < $1.1 })
                ?? sizes.max(by: { $0.1 < $1.1 }),
            FT_Select_Size(face, FT_Int(chosen.0)) == 0
        else { return nil }
        return pixelSize / chosen.1
    }
}
