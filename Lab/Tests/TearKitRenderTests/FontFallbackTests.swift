import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A character the font lacks is drawn with an installed font that has it (fontconfig), never a
/// silent box: what no font draws is named, an emoji is drawn in colour where a colour font is
/// installed, and a fallback font that is gone or no longer a file is skipped at once.
@Suite struct FontFallbackTests {
    /// DejaVu Sans Mono, which lacks Hebrew, and DejaVu Sans, which has it (Debian's fonts-dejavu-core).
    static let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    static let sans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let hasDejaVu = FileManager.default.fileExists(atPath: mono) && FileManager.default.fileExists(atPath: sans)

    /// Whether an installed colour font draws 😀 (Debian's fonts-noto-color-emoji).
    static let hasColourEmoji = FontFallback.system.candidates(for: "😀", prefersColour: true).contains { $0.isColour }

    /// A folder of its own holding a copy of DejaVu Sans, named `fallback.ttf`.
    static func folderWithACopyOfSans() throws -> (folder: URL, copy: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let copy = folder.appendingPathComponent("fallback.ttf").path
        try FileManager.default.copyItem(atPath: sans, toPath: copy)
        return (folder, copy)
    }

    /// The ink `text` leaves, drawn in black at 48 px on a transparent image.
    static func ink(_ text: String, font: TextRenderer) -> Int {
        var image = RGBAImage(width: 300, height: 80)
        font.draw(text, into: &image, x: 10, baseline: 60, pixelSize: 48, color: .black)
        return stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 0 }.count
    }

    /// Hebrew, which the monospaced font lacks, is drawn with the font fontconfig names for it — the
    /// same ink as DejaVu Sans itself draws — and nothing is named missing; with no font to fall back
    /// on, it is named, with its code point.
    @Test(.enabled(if: hasDejaVu, "needs DejaVu Sans and DejaVu Sans Mono (apt install fonts-dejavu-core)"))
    func aCharacterTheFontLacksIsDrawnWithAFontThatHasIt() throws {
        let (folder, copy) = try Self.folderWithACopyOfSans()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mono = try TextRenderer(fontPath: Self.mono, fallback: FontFallback(fontFiles: [copy]))
        #expect(mono.missingCharacters(in: "שלום") == MissingCharacters())
        let sans = try TextRenderer(fontPath: Self.sans, fallback: FontFallback(fontFiles: []))
        #expect(Self.ink("שלום", font: mono) == Self.ink("שלום", font: sans))
        #expect(Self.ink("שלום", font: mono) > 300)
        let alone = try TextRenderer(fontPath: Self.mono, fallback: FontFallback(fontFiles: []))
        let missing = alone.missingCharacters(in: "שלום")
        #expect(missing.withoutFont.count == 4)
        #expect(missing.warnings.count == 1)
        #expect(missing.warnings.first?.contains("U+05E9 ש") == true, "\(missing.warnings)")
    }

    /// A fallback font that fontconfig remembers but that has since become a named pipe, or gone, is
    /// skipped at once — never opened and waited on — and the character it would have drawn is named.
    @Test(
        .enabled(if: hasDejaVu, "needs DejaVu Sans and DejaVu Sans Mono (apt install fonts-dejavu-core)"),
        arguments: ["a named pipe", "gone"])
    func aFallbackThatIsNoLongerAFileIsSkippedAtOnce(_ becomes: String) throws {
        let (folder, copy) = try Self.folderWithACopyOfSans()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fallback = FontFallback(fontFiles: [copy])
        // Fontconfig reads the file now, while it is a font, and remembers it.
        #expect(fallback.candidates(for: "ש", prefersColour: false).map(\.path) == [copy])
        try FileManager.default.removeItem(atPath: copy)
        if becomes == "a named pipe" { #expect(mkfifo(copy, 0o600) == 0) }
        let started = Date()
        let finished = DispatchSemaphore(value: 0)
        let missing = LockedBox<MissingCharacters?>(nil)
        Thread.detachNewThread {
            let renderer = try? TextRenderer(fontPath: Self.mono, fallback: fallback)
            missing.value = renderer?.missingCharacters(in: "ש")
            finished.signal()
        }
        let inTime = finished.wait(timeout: .now() + 10) == .success
        if !inTime {
            // Let the stuck open go: a writer at the other end of the pipe.
            let writer = open(copy, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        #expect(inTime, "the lookup waited on \(becomes) for more than 10 s")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(missing.value?.withoutFont == ["ש"])
    }

    /// A character no installed font draws — a private-use one, a control character — is named in one
    /// line with its code point, the character escaped as the tool echoes text, never silently drawn as
    /// a box.
    @Test(.enabled(if: SystemFonts.load().regular != nil, "needs a font"))
    func aCharacterNoFontDrawsIsNamedEscaped() throws {
        let font = try #require(SystemFonts.load().regular)
        let missing = font.missingCharacters(in: "a\u{F0000}b\u{7}c\u{F0000}")
        #expect(missing.withoutFont == ["\u{F0000}", "\u{7}"])
        #expect(missing.warnings.count == 1)
        let warning = try #require(missing.warnings.first)
        #expect(warning.contains("U+F0000 \u{F0000}, U+0007 \\u{7}"), "\(warning)")
        #expect(!warning.contains("\u{7}") && !warning.contains("\n"), "\(warning)")
        #expect(font.missingCharacters(in: "Hello, שלום, مرحبا\n123") == MissingCharacters())
    }

    /// Many missing characters are named up to eight, the rest counted.
    @Test func aLongListIsCut() {
        let scalars = (0xF0000..<0xF000C).compactMap(Unicode.Scalar.init)
        let warning = MissingCharacters(withoutFont: scalars).warnings.first ?? ""
        #expect(warning.contains("U+F0007") && !warning.contains("U+F0008") && warning.contains("and 4 more"))
    }

    /// With a colour emoji font installed, an emoji is drawn in its colours: many of its pixels are far
    /// from grey, on the page and in a text that breaks. Without one, it is named.
    @Test(
        .enabled(if: SystemFonts.load().regular != nil, "needs a font"),
        .enabled(if: hasColourEmoji, "needs a colour emoji font: apt install fonts-noto-color-emoji"))
    func anEmojiIsDrawnInColour() throws {
        let font = try #require(SystemFonts.load().regular)
        #expect(font.missingCharacters(in: "😀❤️🇫🇷") == MissingCharacters())
        func coloured(_ image: RGBAImage) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).filter { index in
                let channels = image.pixels[index..<index + 3].map(Int.init)
                return (channels.max() ?? 0) - (channels.min() ?? 0) > 60
            }.count
        }
        var page = RGBAImage(width: 200, height: 100, fill: (255, 255, 255, 255))
        font.draw("😀", into: &page, x: 10, baseline: 70, pixelSize: 48, color: .black)
        #expect(coloured(page) > 300, "\(coloured(page)) coloured pixels")
        let text = try LaidOutText("😀", font: font, pointSize: 48, scale: 1, centredIn: CGSize(width: 200, height: 100))
        let piece = try #require(text.glyphs.first)
        #expect(piece.bitmap.colour != nil)
        #expect(abs(Double(piece.bitmap.width) - 48 * 1.2) < 12, "an emoji about as wide as its advance")
        var frame = RGBAImage(width: 200, height: 100, fill: (255, 255, 255, 255))
        TextGlyphsRenderer.draw(
            piece.bitmap, x: piece.x, y: piece.y,
            placement: TextGlyphPlacement(offsetX: 0, offsetY: 0, rotation: 0.3, scale: 1, alpha: 1),
            scale: 1, color: .black, into: &frame)
        #expect(coloured(frame) > 300, "\(coloured(frame)) coloured pixels turning")
    }

    /// Without a colour emoji font an emoji that a plain font has is drawn in its outline and named as
    /// not in colour; one no font has is named as missing.
    @Test(.enabled(if: hasDejaVu, "needs DejaVu Sans (apt install fonts-dejavu-core)"))
    func withoutAColourFontAnEmojiIsNamed() throws {
        let font = try TextRenderer(fontPath: Self.sans, fallback: FontFallback(fontFiles: []))
        let missing = font.missingCharacters(in: "😀🦀")
        #expect(missing.withoutColour == ["😀"])
        #expect(missing.withoutFont == ["🦀"])
        #expect(missing.warnings.count == 2)
        #expect(missing.warnings.last?.contains("U+1F600 😀") == true)
        #expect(missing.warnings.last?.contains("fonts-noto-color-emoji") == true)
    }
}

/// A value one thread sets and another reads after a semaphore.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
