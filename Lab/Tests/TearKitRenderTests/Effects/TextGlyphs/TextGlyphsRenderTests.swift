import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitRender

/// `tearkit render --effect text-glyphs` as a user sees its frames: the text drawn whole at the start,
/// nothing of it left at the end, an insertion the removal backwards, the same break at every scale,
/// each line of a several-line text centred and breaking along itself, the reading order deciding
/// which end breaks first, and a text too large for an image (or a view without a scale) refused
/// rather than drawn.
@Suite(.enabled(if: SystemFonts.load().regular != nil, "needs a font"))
struct TextGlyphsRenderTests {
    static func options(_ given: [String: EffectOptionValue]) -> EffectOptionValues {
        EffectOptionValues(options: RenderableEffect.textGlyphsOptions, given: given)
    }

    /// Pixels darker than mid-grey: the text's ink on its white view.
    static func ink(_ image: RGBAImage) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
    }

    @Test(arguments: ["shatter", "dust", "tear-in-two"])
    func theTextIsWholeAtTheStartAndGoneAtTheEnd(style: String) throws {
        let options = Self.options(["--text": .text("Hello"), "--style": .choice(style)])
        let view = try RenderableEffect.textGlyphsView(options, scale: 1)
        let renderer = try RenderableEffect.textGlyphsRenderer(
            options, scale: 1, viewSize: CGSize(width: view.width, height: view.height))
        let end = RenderableEffect.textGlyphsConfiguration(options).duration
        #expect(Self.ink(try renderer.render(onto: view, time: 0)) > 200, "\(style): no text at the start")
        #expect(Self.ink(try renderer.render(onto: view, time: end)) == 0, "\(style): ink left at the end")
        #expect(try renderer.render(onto: view, time: end) == view)
        // An insertion starts where the removal ends and ends where it starts.
        #expect(try renderer.render(onto: view, time: 0, isInsertion: true) == view)
        #expect(try renderer.render(onto: view, time: end, isInsertion: true) == renderer.render(onto: view, time: 0))
    }

    /// A glyph whose ink reaches past the text's block — a "j" or an "ƒ" at the start, which hooks back
    /// under where a letter before it would be — still has the whole room to fly into on that side:
    /// the view reaches as far as the ink, then the room, on the left as on the right (at 200 pt, where
    /// the hook is several pixels).
    @Test(arguments: ["jW", "ƒW", "Wƒ", "W"])
    func inkPastTheBlockStillHasItsRoom(_ text: String) throws {
        let options = Self.options(["--text": .text(text), "--font-size": .number(200)])
        let scale = 2.0
        let view = try RenderableEffect.textGlyphsView(options, scale: scale)
        let renderer = try RenderableEffect.textGlyphsRenderer(
            options, scale: scale,
            viewSize: CGSize(width: Double(view.width) / scale, height: Double(view.height) / scale))
        let frame = try renderer.render(onto: view, time: 0)
        let inked = (0..<frame.width).filter { x in (0..<frame.height).contains { frame[x, $0].r < 250 } }
        let (left, right) = (try #require(inked.first), try #require(inked.last))
        let font = try #require(SystemFonts.load().regular)
        let measure = try LaidOutText.measure(text, font: font, pointSize: 200, scale: scale)
        let room = RenderableEffect.textGlyphsRoom(
            options, largestLine: measure.largestLine, textSize: measure.size, scale: scale)
        let margin = Int(room.sides * scale)
        #expect(left >= margin - 1, "\(left) px of room on the left, \(margin) px due")
        #expect(frame.width - 1 - right >= margin - 1, "\(frame.width - 1 - right) px on the right, \(margin) due")
    }

    /// A text of several lines is measured as it is laid out: the same block, so a block one pixel over
    /// the budget is refused as a block before a glyph is rendered.
    @Test func aSeveralLineTextIsMeasuredAsItIsLaidOut() throws {
        let font = try #require(SystemFonts.load().regular)
        let text = "Two\nlines\nhere"
        let measure = try LaidOutText.measure(text, font: font, pointSize: 48, scale: 2)
        let laidOut = try LaidOutText(text, font: font, pointSize: 48, scale: 2, centredIn: .zero)
        #expect(abs(measure.size.height - laidOut.size.height) < 0.01, "\(measure.size) vs \(laidOut.size)")
        #expect(abs(measure.pixelHeight - 2 * laidOut.size.height) < 0.01)
        let pixels = Int((measure.pixelWidth * measure.pixelHeight).rounded(.down))
        #expect {
            _ = try LaidOutText(
                text, font: font, pointSize: 48, scale: 2, centredIn: .zero, maximumPixelCount: pixels - 1)
        } throws: { error in
            if case .block = (error as? TextTooLarge)?.part { true } else { false }
        }
    }

    /// A refusal names the view's or the block's size in pixels when it has one (a side under 10¹²
    /// px), and only its megapixels when a side is past all measure.
    @Test func aRefusalNamesTheSizeInPixels() {
        let view = TextTooLarge(.view(width: 6400, height: 3840), limit: 1_000_000).description
        #expect(view.contains("6400 × 3840 px (24.6 megapixels)"), "\(view)")
        let block = TextTooLarge(.block(width: 3840, height: 6400), limit: 1_000_000).description
        #expect(block.contains("3840 × 6400 px (24.6 megapixels)"), "\(block)")
        for (width, height) in [(1e13, 10.0), (10.0, 1e13)] {
            let huge = TextTooLarge(.view(width: width, height: height), limit: 1_000_000).description
            #expect(!huge.contains(" × ") && huge.contains("megapixels"), "\(huge)")
        }
    }

    /// The measure ends at 10¹² px on either side: a side just under it is still named in pixels, a
    /// side of exactly 10¹² px (or a little more) is past all measure, so only megapixels are named.
    @Test func aSideOfTenToTheTwelfthPixelsIsPastAllMeasure() {
        func description(_ width: Double, _ height: Double) -> String {
            TextTooLarge(.block(width: width, height: height), limit: 1_000_000).description
        }
        for (width, height) in [(10.0, 999_999_999_999.0), (999_999_999_999.0, 10.0)] {
            let measured = description(width, height)
            #expect(measured.contains("\(Int(width)) × \(Int(height)) px"), "\(measured)")
        }
        for (width, height) in [(10.0, 1e12), (1e12, 10.0), (10.0, 1.05e12), (1.05e12, 10.0)] {
            let past = description(width, height)
            #expect(!past.contains(" × ") && !past.contains(" px") && past.contains("megapixels"), "\(past)")
        }
    }

    /// A setting of the text: its options and the scale the tool draws it at.
    struct Setting: Sendable, CustomTestStringConvertible {
        var name: String
        var given: [String: EffectOptionValue]
        var scale: Double
        var testDescription: String { name }
    }

    /// The tool's defaults (its own view at 2 pixels a point), and a longer break of a wider text of
    /// two lines at scale 1 (the shatter falls further, the torn halves fly further).
    static let settings = [
        Setting(name: "defaults", given: [:], scale: 2),
        Setting(
            name: "longer, wider",
            given: [
                "--text": .text("Glyph by glyph, a text\nbreaks"), "--font-size": .number(40),
                "--duration": .number(3), "--stagger": .number(0.2),
            ], scale: 1),
    ]

    /// How much ink an image holds: the sum of every pixel's darkness below white (a faint, faded
    /// glyph counts for a little, a solid one for a lot).
    static func darkness(_ image: RGBAImage) -> Int {
        image.pixels.withUnsafeBufferPointer { pixels in
            var sum = 0
            for index in stride(from: 0, to: pixels.count, by: 4) { sum &+= 255 - Int(pixels[index]) }
            return sum
        }
    }

    /// Every frame `tearkit render --effect text-glyphs` draws of each style holds every glyph whole:
    /// nothing of the text is drawn in the frame's outermost rows and columns, and the frame holds as
    /// much ink as the same moment drawn with the text at the same place on a canvas 200 px larger on
    /// every side (a glyph cut by the frame's edge would leave ink out there), 10 frames a second.
    @Test(arguments: ["shatter", "dust", "tear-in-two"], settings)
    func everyGlyphStaysInsideTheFrameAtEveryMoment(style: String, setting: Setting) throws {
        var given = setting.given
        given["--style"] = .choice(style)
        let options = Self.options(given)
        let effect = RenderableEffect.textGlyphs
        guard case .timeDriven(let makeFrames, let frameRect) = effect.animation, let makeView = effect.viewWithoutInput
        else {
            Issue.record("text-glyphs is not a time-driven effect with a view of its own")
            return
        }
        let scale = setting.scale
        let view = try makeView(options, scale, ImageDecodingOptions.defaultMaximumPixelCount)
        let viewSize = CGSize(width: Double(view.width) / scale, height: Double(view.height) / scale)
        #expect(frameRect(options, viewSize) == nil, "its own view is the frame")
        let frames = makeFrames(options, EffectFrameRequest(source: view, scale: scale, viewSize: viewSize, fps: 10))
        let margin = 200
        let canvas = RGBAImage(
            width: view.width + 2 * margin, height: view.height + 2 * margin, fill: (255, 255, 255, 255))
        let unbounded = try RenderableEffect.textGlyphsRenderer(
            options, scale: scale,
            viewSize: CGSize(
                width: Double(canvas.width) / scale,
                height: Double(canvas.height) / scale))
        var inkSeen = false
        for frame in frames {
            let image = try frame.render?(view, scale) ?? view
            try #require((image.width, image.height) == (view.width, view.height))
            let edge =
                (0..<image.width).flatMap { [($0, 0), ($0, image.height - 1)] }
                + (0..<image.height).flatMap { [(0, $0), (image.width - 1, $0)] }
            let touching = edge.filter { image[$0.0, $0.1].r < 255 }
            #expect(
                touching.isEmpty,
                "\(style), \(setting.name) at \(frame.caption): ink on the frame's edge at \(touching.prefix(3)) of a \(image.width) × \(image.height) frame"
            )
            let inFrame = Self.darkness(image)
            let whole = Self.darkness(try unbounded.render(onto: canvas, time: frame.time))
            // Within rounding: the two canvases place the glyphs at other fractions of a pixel.
            #expect(
                abs(whole - inFrame) <= whole / 500 + 255,
                "\(style), \(setting.name) at \(frame.caption): \(whole - inFrame) of \(whole) ink drawn outside the \(image.width) × \(image.height) frame"
            )
            inkSeen = inkSeen || inFrame > 0
        }
        #expect(inkSeen)
    }

    @Test func aTextTooLargeForAnImageIsRefusedWithASentence() {
        let options = Self.options(["--text": .text(String(repeating: "W", count: 200)), "--font-size": .number(200)])
        #expect { _ = try RenderableEffect.textGlyphsView(options, scale: 16) } throws: {
            "\($0)".contains("use a smaller --font-size or --scale, or a shorter --text")
        }
        #expect(throws: (any Error).self) { _ = try RenderableEffect.textGlyphsView(options, scale: .nan) }
    }

    /// A view refused over the budget names the budget that lets it through, and that budget does:
    /// the size measured before a glyph is rendered is never below the size laid out, for texts with
    /// overhanging, descending and stacked glyphs at several scales.
    @Test(arguments: ["Hi", "fjord Ty\nWAVE", "a\u{301}\u{302}\u{303} g\u{327}"], [1.0, 2.5])
    func theBudgetARefusalNamesIsEnough(text: String, scale: Double) throws {
        let options = Self.options(["--text": .text(text)])
        var named: TextTooLarge?
        #expect { _ = try RenderableEffect.textGlyphsView(options, scale: scale, maximumPixelCount: 1000) } throws: {
            named = $0 as? TextTooLarge
            return named != nil
        }
        let budget = Int(try #require(named).pixels.rounded(.up))
        let view = try RenderableEffect.textGlyphsView(options, scale: scale, maximumPixelCount: budget)
        #expect(view.width * view.height <= budget)
        #expect(Double(view.width * view.height) > 0.9 * Double(budget), "\(view.width) × \(view.height) for \(budget)")
    }

    /// Accents stacked on one letter add glyphs but no width: 199 of them on an `a` at 200 pt and 16
    /// pixels a point make a narrow block whose glyphs would cover some 100 megapixels. The layout
    /// counts the glyphs' pixels too, and refuses it before rendering one.
    @Test func stackedAccentsAreRefusedByTheirGlyphsPixelsNotTheirWidth() throws {
        let font = try #require(SystemFonts.load().regular)
        let accents = "a" + String(repeating: "\u{301}", count: 199)
        let measure = try LaidOutText.measure(accents, font: font, pointSize: 200, scale: 16)
        #expect(measure.pixelWidth * measure.pixelHeight < 20_000_000, "\(measure)")
        #expect {
            _ = try LaidOutText(accents, font: font, pointSize: 200, scale: 16, centredIn: .zero)
        } throws: { error in
            guard case .glyphs(let pixels) = (error as? TextTooLarge)?.part else { return false }
            return pixels > Double(ImageDecodingOptions.defaultMaximumPixelCount)
        }
        // The same accents at the tool's default size are laid out: stacked on their letter, one piece
        // many times the letter's height.
        let small = try LaidOutText(accents, font: font, pointSize: 48, scale: 2, centredIn: .zero)
        let letter = try LaidOutText("a", font: font, pointSize: 48, scale: 2, centredIn: .zero)
        #expect(small.glyphs.count == 1)
        #expect(
            (small.glyphs.first?.bitmap.height ?? 0) > 20 * (letter.glyphs.first?.bitmap.height ?? .max),
            "\(small.glyphs.map(\.bitmap.height)) vs \(letter.glyphs.map(\.bitmap.height))")
    }

    /// The darkness-weighted centre of the ink of `image`, in points at `scale` pixels per point.
    static func inkCentre(_ image: RGBAImage, scale: Double) -> (x: Double, y: Double) {
        var sum = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let d = 255 - Double(image.pixels[(y * image.width + x) * 4])
                sum += d; sx += d * (Double(x) + 0.5); sy += d * (Double(y) + 0.5)
            }
        }
        return (sx / sum / scale, sy / sum / scale)
    }

    /// A break looks the same at every scale: at 2 pixels per point the glyphs move as many points as
    /// at 1 (the dust's drift along the line and upwards), only finer.
    @Test func theGlyphsMoveAsManyPointsAtEveryScale() throws {
        let options = Self.options(["--text": .text("Hello"), "--style": .choice("dust")])
        let viewSize = CGSize(width: 600, height: 300)
        let end = RenderableEffect.textGlyphsConfiguration(options).duration
        var centres: [(x: Double, y: Double)] = []
        for scale in [1.0, 2.0] {
            let view = RGBAImage(width: Int(600 * scale), height: Int(300 * scale), fill: (255, 255, 255, 255))
            let renderer = try RenderableEffect.textGlyphsRenderer(options, scale: scale, viewSize: viewSize)
            centres.append(Self.inkCentre(try renderer.render(onto: view, time: 0.6 * end), scale: scale))
            if scale == 1 {
                let whole = Self.inkCentre(try renderer.render(onto: view, time: 0), scale: 1)
                #expect(
                    centres[0].x - whole.x > 8 && whole.y - centres[0].y > 8,
                    "the dust has not drifted: \(whole) → \(centres[0])")
            }
        }
        #expect(
            abs(centres[0].x - centres[1].x) < 1.5 && abs(centres[0].y - centres[1].y) < 1.5,
            "at 1×: \(centres[0]); at 2×: \(centres[1])")
    }

    /// A glyph turns the way its placement says, positive clockwise on screen: an `I` turned 30°
    /// clockwise leans like `/` (its top moves right of its foot), turned 30° counter-clockwise like
    /// `\`, and turned not at all stands upright.
    @Test(arguments: [Double.pi / 6, 0, -Double.pi / 6])
    func aGlyphTurnsTheWayItsRotationSays(rotation: Double) throws {
        let font = try #require(SystemFonts.load().regular)
        let text = try LaidOutText("I", font: font, pointSize: 80, scale: 1, centredIn: CGSize(width: 200, height: 200))
        let glyph = try #require(text.glyphs.first)
        var image = RGBAImage(width: 200, height: 200, fill: (255, 255, 255, 255))
        TextGlyphsRenderer.draw(
            glyph.bitmap, x: glyph.x, y: glyph.y,
            placement: TextGlyphPlacement(offsetX: 0, offsetY: 0, rotation: rotation, scale: 1, alpha: 1),
            scale: 1, color: RGBAColor(red: 0, green: 0, blue: 0), into: &image)
        // The ink's centre in its top and bottom quarters (by the rows that hold ink).
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }
        let top = try #require(rows.first), bottom = try #require(rows.last), quarter = (bottom - top + 1) / 4
        let drawn = image
        func inkMidX(_ band: ClosedRange<Int>) -> Double {
            let xs: [Int] = band.flatMap { y in (0..<drawn.width).filter { drawn[$0, y].r < 128 } }
            return Double(xs.reduce(0, +)) / Double(max(xs.count, 1))
        }
        let lean = inkMidX(top...(top + quarter)) - inkMidX((bottom - quarter)...bottom)
        // Turned 30°, the ends of a glyph about 55 px tall lie some 20 px apart sideways.
        if rotation > 0 {
            #expect(lean > 10, "turned clockwise, its top is \(lean) px right of its foot")
        } else if rotation < 0 {
            #expect(lean < -10, "turned counter-clockwise, its top is \(lean) px right of its foot")
        } else {
            #expect(abs(lean) < 2, "upright, its top is \(lean) px right of its foot")
        }
    }

    /// Each line of a several-line text is centred in the view, and each glyph belongs to the line it
    /// is drawn on (so each line breaks along its own length).
    @Test func eachLineIsCentredAndHoldsItsOwnGlyphs() throws {
        let font = try #require(SystemFonts.load().regular)
        for scale in [1.0, 2.0] {
            let text = try LaidOutText(
                "I\nIIIIIIIIII\nII", font: font, pointSize: 40, scale: scale, centredIn: CGSize(width: 400, height: 300)
            )
            #expect(text.lines.count == 3)
            for (index, line) in text.lines.enumerated() {
                let glyphs = text.glyphs.filter { $0.line == index }.map(\.bounds)
                #expect(!glyphs.isEmpty)
                let inkMidX = ((glyphs.map(\.minX).min() ?? 0) + (glyphs.map(\.maxX).max() ?? 0)) / 2
                #expect(
                    abs(inkMidX - 200) < 4 && abs(line.midX - 200) < 1,
                    "scale \(scale), line \(index): \(line), ink centred at \(inkMidX)")
                // Every glyph lies within its line's height.
                for glyph in glyphs {
                    #expect(
                        glyph.midY > line.minY && glyph.midY < line.maxY,
                        "scale \(scale), line \(index): \(glyph) in \(line)")
                }
            }
            #expect(
                text.lines[0].maxY <= text.lines[1].minY + 1 && text.lines[1].maxY <= text.lines[2].minY + 1,
                "\(text.lines)")
        }
    }

    /// `--reading-order right-to-left` breaks the text from its right end: early on, the right half of
    /// the text has changed more than the left; left to right, the other way round. `auto`, the
    /// default, reads a line as its first letter: Arabic from the right, Latin from the left.
    @Test(arguments: [
        ("Hello world", "left-to-right"), ("Hello world", "right-to-left"), ("مرحبا بالعالم", "auto"),
        ("Hello world", "auto"), ("مرحبا بالعالم", "left-to-right"),
    ])
    func theBreakStartsAtTheEndTheTextIsReadFrom(text: String, order: String) throws {
        let options = Self.options(["--text": .text(text), "--reading-order": .choice(order)])
        let fromTheLeft = order == "left-to-right" || (order == "auto" && text.hasPrefix("Hello"))
        let view = try RenderableEffect.textGlyphsView(options, scale: 1)
        let renderer = try RenderableEffect.textGlyphsRenderer(
            options, scale: 1, viewSize: CGSize(width: view.width, height: view.height))
        let whole = try renderer.render(onto: view, time: 0)
        let early = try renderer.render(
            onto: view, time: 0.2 * RenderableEffect.textGlyphsConfiguration(options).duration)
        var changed = (left: 0, right: 0)
        for y in 0..<view.height {
            for x in 0..<view.width
            where whole.pixels[(y * view.width + x) * 4] != early.pixels[(y * view.width + x) * 4] {
                if x < view.width / 2 { changed.left += 1 } else { changed.right += 1 }
            }
        }
        #expect(
            fromTheLeft ? changed.left > 2 * changed.right : changed.right > 2 * changed.left, "\(order): \(changed)")
    }

    /// A view at a scale of 0 or below is refused with an error, not drawn.
    @Test func aViewAtNoScaleIsRefused() {
        let options = Self.options(["--text": .text("Hello")])
        for scale: Double in [0, -1, -.infinity] {
            #expect(throws: (any Error).self, "scale \(scale)") {
                _ = try RenderableEffect.textGlyphsView(options, scale: scale)
            }
        }
    }

    /// `--text 'Two\nlines'` (a backslash and an n, as a shell passes it) is two lines.
    @Test func aBackslashNInTheTextStartsANewLine() throws {
        let option = try #require(RenderableEffect.textGlyphsOptions.first { $0.name == "--text" })
        #expect(try option.parse(#"Two\nlines"#) == .text("Two\nlines"))
        #expect(try option.parse("Two\nlines") == .text("Two\nlines"))
    }
}
