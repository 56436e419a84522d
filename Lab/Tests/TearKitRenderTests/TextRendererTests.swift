import Foundation
import Testing
import TearKitRender

@Suite("Text rendering")
struct TextRendererTests {
    private let fonts = SystemFonts.load()

    /// Bounding box of pixels that differ from `background`, or nil.
    private func changedPixels(_ image: RGBAImage, from background: RGBAImage) -> (
        minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int
    )? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != background[x, y] {
                box = (
                    min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y),
                    (box?.count ?? 0) + 1
                )
            }
        }
        return box
    }

    @Test func drawsInkOnlyInsideTheMeasuredBox() throws {
        let font = try #require(fonts.regular, "needs a system font (DejaVu Sans on Linux)")
        let background = RGBAImage(width: 300, height: 80, fill: (255, 255, 255, 255))
        for origin in [(x: 20.0, baseline: 50.0), (x: 20.4, baseline: 50.7)] {
            var image = background
            let text = "Tear to redeem · Ag"
            let metrics = font.measure(text, pixelSize: 24)
            let advance = font.draw(
                text, into: &image, x: origin.x, baseline: origin.baseline, pixelSize: 24, color: .black)
            #expect(advance == metrics.width)
            let ink = try #require(changedPixels(image, from: background))
            #expect(ink.count > 200, "a 24 px string paints hundreds of pixels")
            // Ink lies inside the measured ink box (1 px slack for a fractional origin) ...
            let box = metrics.inkBounds.offsetBy(dx: floor(origin.x), dy: floor(origin.baseline))
            #expect(Double(ink.minX) >= box.minX - 1 && Double(ink.maxX) < box.maxX + 1)
            #expect(Double(ink.minY) >= box.minY - 1 && Double(ink.maxY) < box.maxY + 1)
            // ... which lies within the advance and the font's ascent and descent.
            #expect(Double(ink.minX) >= origin.x - 2 && Double(ink.maxX) <= origin.x + metrics.width + 2)
            #expect(Double(ink.minY) >= origin.baseline - metrics.ascent - 1)
            #expect(Double(ink.maxY) <= origin.baseline + metrics.descent + 1)
            // Descender of "g" goes below the baseline; cap height is well above it.
            #expect(Double(ink.maxY) > origin.baseline + 2 && Double(ink.minY) < origin.baseline - 15)
        }
    }

    @Test func textIsAntiAliasedInTheRequestedColour() throws {
        let font = try #require(fonts.regular)
        var image = RGBAImage(width: 120, height: 40)
        font.draw("Hello", into: &image, x: 4, baseline: 30, pixelSize: 28, color: RGBAColor(hex: 0x0066CC))
        let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        #expect(alphas.contains(255) && alphas.count > 20, "solid stems and many partial edge values")
        let opaque = try #require((0..<image.pixels.count / 4).first { image.pixels[$0 * 4 + 3] == 255 })
        #expect(Array(image.pixels[opaque * 4..<opaque * 4 + 4]) == [0, 0x66, 0xCC, 255])
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            #expect(image.pixels[i + 2] <= image.pixels[i + 3], "premultiplied: colour never exceeds alpha")
        }
    }

    @Test func measurementGrowsWithTextAndSize() throws {
        let font = try #require(fonts.regular)
        let short = font.measure("Tear", pixelSize: 20).width
        #expect(short > 20 && short < 80)
        #expect(font.measure("Tear here", pixelSize: 20).width > short)
        #expect(abs(font.measure("Tear", pixelSize: 40).width - 2 * short) < 1)
        let empty = font.measure("", pixelSize: 20)
        #expect(empty.width == 0 && empty.inkBounds.isNull)
        #expect(font.measure("x", pixelSize: -3).width == 0)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try #require(fonts.regular), bold = try #require(fonts.bold)
        #expect(
            bold.measure("Concert ticket", pixelSize: 30).width > regular.measure("Concert ticket", pixelSize: 30).width
        )
    }

    @Test func wrapsAtWordsWithinWidth() throws {
        let font = try #require(fonts.regular)
        let text = "Doors open at seven. Bring this card and tear it at the gate to get in."
        let lines = font.wrappedLines(text, maxWidth: 200, pixelSize: 16)
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.allSatisfy { font.measure($0, pixelSize: 16).width <= 200 })
    }

    /// Measured without rendering, a line takes at least the pixels its rendered pieces hold (and not
    /// many times more): what the tool's limits are checked against before any work. A piece of several
    /// glyphs (stacked accents, an Arabic word's letters with their marks) is measured as one.
    @Test func aMeasuredLineHoldsWhatItsRenderedGlyphsDo() throws {
        let font = try #require(fonts.regular)
        for (text, size) in [("Hello, world", 48.0), ("W", 200), ("fjord Ty", 17), ("a\u{301}\u{302}\u{303}", 48)] {
            let line = font.shape(text, pixelSize: size)
            let measured = font.measureLayout(of: line)
            let pixels = font.clusterBitmaps(of: line).reduce(0) { $0 + $1.bitmap.width * $1.bitmap.height }
            #expect(measured.glyphPixels >= Double(pixels), "\(text) at \(size): \(measured.glyphPixels) < \(pixels)")
            #expect(measured.glyphPixels <= Double(pixels) * 4, "\(text) at \(size): far more than the glyphs")
            #expect(measured.advance == line.advance)
        }
    }

    /// Measured without rendering, a line's box holds every glyph it renders, on every side: the room a
    /// text is given to break in is found from it, so a glyph sticking out above it (a tall capital at
    /// a large size) would be cut off.
    @Test func aMeasuredLinesBoxHoldsItsRenderedGlyphs() throws {
        let font = try #require(fonts.regular)
        for (text, size) in [("Hello, world", 48.0), ("W", 200), ("fjord Ty", 17), ("ÅÉ gjpq", 320)] {
            let line = font.shape(text, pixelSize: size)
            let ink = font.measureLayout(of: line).ink
            let rendered = font.clusterBitmaps(of: line).map(\.bitmap)
            #expect(!rendered.isEmpty)
            for glyph in rendered {
                let box = CGRect(x: glyph.left, y: glyph.top, width: glyph.width, height: glyph.height)
                #expect(ink.contains(box), "\(text) at \(size): a glyph at \(box) lies outside the measured \(ink)")
            }
        }
    }

    @Test func missingFontsGiveAnErrorAndAWarning() {
        #expect(throws: FontLoadingError.self) { try TextRenderer(fontPath: "/nonexistent/font.ttf") }
        #expect(throws: FontLoadingError.self) { try TextRenderer(fontPath: "/etc/hostname") }
        #expect(TextRenderer.firstAvailable(in: ["/nonexistent/a.ttf", "/nonexistent/b.ttf"]) == nil)
        let none = SystemFonts(regular: nil, bold: nil)
        #expect(none.missingFontWarning?.contains("no font found") == true)
        #expect(SystemFonts.candidatePaths(for: .bold).contains("/System/Library/Fonts/Supplemental/Arial Bold.ttf"))
    }

    /// A font file one byte over 128 MiB is refused before it is read, and the message says why; one of
    /// exactly 128 MiB is read (and refused only as not a font). The files are sparse: no disk is used.
    @Test func aFontFileOver128MiBIsRefusedAsTooLarge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func sparseFile(_ name: String, bytes: UInt64) throws -> String {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: bytes)
            try handle.close()
            return path
        }
        let limit = 128 << 20
        let over = try sparseFile("over.ttf", bytes: UInt64(limit) + 1)
        #expect(throws: FontLoadingError.unreadable(path: over, refusal: .tooLarge(limit: limit))) {
            try TextRenderer(fontPath: over)
        }
        let message = "\(FontLoadingError.unreadable(path: over, refusal: .tooLarge(limit: limit)))"
        #expect(message.contains("larger than 128 MiB"), "\(message)")
        let exact = try sparseFile("exact.ttf", bytes: UInt64(limit))
        #expect(throws: FontLoadingError.cannotOpen(path: exact, code: 2)) { try TextRenderer(fontPath: exact) }
    }
}
