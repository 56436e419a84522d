import Foundation
import Testing
import TearKitRender

/// `tearkit render --effect text-glyphs` without `--input`, through the built executable: the text is
/// its own view, drawn at `--scale` or, without it, at 2 pixels per point.
@Suite(.serialized, .enabled(if: SystemFonts.load().regular != nil, "needs a font"))
struct TextGlyphsCommandTests {
    /// The frames of a render of "Hi" with `flags`.
    static func frames(_ flags: [String]) throws -> [RGBAImage] {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", "Hi", "--fps", "10", "--output", output.path, "--quiet"]
                + flags)
        #expect(result.status == 0, "\(flags): \(result.stderr)")
        // What a viewer shows: each animation frame stores only what changed since the one before.
        return try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("text-glyphs.apng"))))
            .canvases()
    }

    /// Without `--scale` the render is the one at `--scale 2`, frame for frame: the text's view and
    /// the glyphs on it at the same scale, the text whole in the first frame.
    @Test func withoutAScaleTheTextIsDrawnAtTwoPixelsPerPoint() throws {
        let unscaled = try Self.frames([]), doubled = try Self.frames(["--scale", "2"])
        try #require(!unscaled.isEmpty)
        #expect(unscaled == doubled)
        let first = unscaled[0]
        let ink = stride(from: 0, to: first.pixels.count, by: 4).filter { first.pixels[$0] < 128 }.count
        #expect(ink > 400, "the first frame holds \(ink) dark pixels")
    }

    /// A text's work is its code points, one glyph each: 200 family emoji (four people joined by three
    /// zero-width joiners, 7 code points each), 200 flags (two regional indicators each) or 200 letters
    /// with six accents stacked on each pass a count of characters but are refused at once, before
    /// anything is laid out, in one line naming the limit and the count; nothing is written.
    @Test(arguments: [("👨‍👩‍👧‍👦", 1400), ("🇫🇷", 400), ("a\u{301}\u{300}\u{302}\u{303}\u{304}\u{306}", 1400)])
    func aTextOfTooManyCodePointsIsRefusedNamingTheLimitAndTheCount(_ character: String, codePoints: Int) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let text = String(repeating: character, count: 200)
        #expect(text.count == 200 && text.unicodeScalars.count == codePoints)
        let started = Date()
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", text, "--output", output.path, "--quiet"])
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 64, "\(result.stderr)")
        let message = result.stderr.split(separator: "\n").filter { $0.contains("--text") }
        #expect(message.count == 1, "\(result.stderr)")
        #expect(
            message.first?.contains("--text must be 1 to 200 code points") == true
                && message.first?.contains("got \(codePoints)") == true, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// `--help` states the text's limit in code points and in glyphs after shaping.
    @Test func theHelpStatesTheTextsLimitInCodePoints() throws {
        let result = try TearkitProcess.run(["render", "--help"])
        let help = result.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        let text = help.range(of: "--text <words>").map { String(help[$0.lowerBound...].prefix(300)) } ?? ""
        #expect(text.contains("1 to 200 code points"), "\(text)")
        #expect(text.contains("shaped into at most 400 glyphs"), "\(text)")
    }

    /// A character no installed font draws is named before the render, in one line with its code
    /// point, and the render goes on; a text every character of which is drawn gets no warning.
    @Test(arguments: [("a\u{F0000}b\u{F0000}", "U+F0000 \u{F0000}"), ("שלום مرحبا", nil)])
    func aCharacterNoFontDrawsIsNamedInAWarning(_ text: String, named: String?) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", text, "--fps", "5", "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        if let named {
            #expect(warnings.count == 1, "\(result.stderr)")
            #expect(warnings.first?.contains("no installed font draws \(named);") == true, "\(result.stderr)")
        } else {
            #expect(warnings.isEmpty, "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("text-glyphs.apng").path))
    }

    /// The text's own view is an image like any other: a view over the limit `--input` images get
    /// (`--max-pixels`, 50 megapixels by default) is refused before anything is laid out or allocated,
    /// in one line saying how large it would be and naming the flags that make it smaller and the one
    /// that lets it through. 100 lines at 200 pt and the default text at `--scale 16` both were.
    @Test(arguments: [
        OversizedView(
            "100 lines at 200 pt", ["--text", String(repeating: "W\\n", count: 99) + "W", "--font-size", "200"],
            names: "--font-size"),
        OversizedView("the default text at --scale 16", ["--scale", "16"], names: "--scale"),
        OversizedView(
            "a short text over a low --max-pixels", ["--text", "Hi", "--max-pixels", "100000"], names: "--max-pixels"),
    ])
    func aTextViewOverThePixelLimitIsRefusedBeforeItIsDrawn(_ view: OversizedView) throws {
        let (flags, named) = (view.flags, view.named)
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out")
        let started = Date()
        let run = try TearkitPeakMemory.run(
            ["render", "--effect", "text-glyphs", "--output", output.path, "--quiet"] + flags)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        let message = String(lines.first ?? "")
        #expect(message.contains("text's view would be"), "\(message)")
        #expect(message.contains("over the limit of"), "\(message)")
        #expect(message.contains(named) && message.contains("--max-pixels"), "\(message)")
        #expect(run.peakBytes < 100 << 20, "peak \(run.peakBytes >> 20) MB")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A text view too large to draw: its flags and the flag its refusal must name.
    struct OversizedView: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var flags: [String]
        var named: String
        init(_ name: String, _ flags: [String], names named: String) {
            testDescription = name
            self.flags = flags
            self.named = named
        }
    }
}
