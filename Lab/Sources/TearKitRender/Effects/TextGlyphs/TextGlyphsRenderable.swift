import Foundation
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension RenderableEffect {
    /// A text breaks glyph by glyph — its glyphs shatter, turn to dust, or its lines tear in two — shaped
    /// by HarfBuzz and drawn with FreeType from the per-glyph model the SwiftUI text renderer draws, a
    /// piece for each shaped glyph cluster. Without `--input` the text
    /// is its own view: white, with the room around it the SwiftUI renderer pads the text with, so every
    /// glyph stays in the frame from the first crack to the last fade. With one, the text sits centred
    /// on the image and the image is the screen it is shown on: the frames are the image's size, and a
    /// glyph that flies past its edge leaves the picture as it would leave a screen.
    package static let textGlyphs = RenderableEffect(
        name: "text-glyphs",
        summary:
            "a text breaks glyph by glyph: its glyphs shatter, turn to dust or its lines tear in two, on a white view with room for every glyph's flight; --input is optional, the text centred on it, the frames its size (--text, --font, --font-size, --style, --duration, --stagger, --reading-order, --text-seed)",
        shader: nil,
        options: textGlyphsOptions,
        animation: .timeDriven(
            frames: { options, request in
                // From the whole text to the last glyph gone (a loop rests on the view without the text).
                let configuration = textGlyphsConfiguration(options)
                let end = configuration.duration
                let renderer = Result {
                    try textGlyphsRenderer(
                        options, scale: request.scale, viewSize: request.viewSize,
                        maximumPixelCount: request.maximumPixelCount)
                }
                func frame(_ time: Double, caption: String, phase: String) -> EffectFrame {
                    EffectFrame(time: time, caption: caption, phase: phase) { source, _ in
                        try renderer.get().render(onto: source, time: time)
                    }
                }
                var frames = EffectFrame.times(end, fps: request.fps).map { time in
                    frame(
                        time, caption: String(format: "%.2f s", time),
                        phase: time == 0 ? "whole" : time < end ? "breaking" : "gone")
                }
                if let hold = request.loopHold, hold > 0 {
                    frames += EffectFrame.times(hold, fps: request.fps).dropFirst().map {
                        frame(end + $0, caption: String(format: "%.2f s · gone", end + $0), phase: "gone")
                    }
                }
                return frames
            }, frameRect: { _, _ in nil }),
        // "Glyphs" at 32 pt on its own white view at scale 1, each style a quarter, half and four fifths
        // of the way through: shatter's first glyphs cracked and falling, the middle ones turning, the
        // last fading low; the dust's front a quarter, half and most of the way along, glyphs lifting
        // and fading; the line cracking at its cut, its halves parting and turning, then fading far apart.
        // Then shaped text: Arabic and Hebrew breaking from the right, their first words gone, the rest
        // whole (the Arabic joined); and a line of both directions whole, its runs in display order.
        goldenMoments: TextGlyphsConfiguration.Style.allCases.flatMap { style in
            [0.25, 0.5, 0.8].map { share in
                textGlyphsMoment(
                    String(format: "text-glyphs-\(styleName(style))-%03d", Int((share * 100).rounded())),
                    text: "Glyphs", style: style, share: share)
            }
        } + [
            textGlyphsMoment("text-glyphs-arabic-040", text: "مرحبا بالعالم", style: .shatter, share: 0.4),
            textGlyphsMoment("text-glyphs-hebrew-040", text: "שלום עולם", style: .shatter, share: 0.4),
            textGlyphsMoment("text-glyphs-mixed-000", text: "Hello مرحبا 123 שלום!", style: .shatter, share: 0),
        ],
        // Half way through the default shatter of the default text on its own view.
        benchmark: BenchmarkMoment(functionName: "TextGlyphsRenderer") { _, _, _ in
            let options = EffectOptionValues(options: textGlyphsOptions)
            let view = try textGlyphsView(options, scale: 2)
            let renderer = try textGlyphsRenderer(
                options, scale: 2, viewSize: CGSize(width: Double(view.width) / 2, height: Double(view.height) / 2))
            return (try renderer.render(onto: view, time: 0.6), nil)
        },
        viewWithoutInput: { options, scale, maximumPixelCount in
            try textGlyphsView(options, scale: scale, maximumPixelCount: maximumPixelCount)
        },
        hasMetalShader: false,
        // The word across most of the card's 288 pt, so it reads at the README's 150 px.
        previewArguments: ["--font-size", "64"],
        // The characters no installed font draws (or draws in colour), named before the render.
        warnings: { options in
            (try? textGlyphsFont(options))?.missingCharacters(in: options.text("--text")).warnings ?? []
        })

    /// The text effect's options: the text, its font and size, and the break.
    package static let textGlyphsOptions: [EffectOption] = [
        EffectOption(
            "--text", valueName: "words",
            help:
                "Text glyphs: the text that breaks, 1 to \(LaidOutText.maximumCodePoints) code points (an emoji sequence, a flag or a letter with accents is several; \\n starts a new line), shaped into at most \(LaidOutText.maximumGlyphs) glyphs; each glyph cluster (a letter with its accents, a ligature, an emoji) breaks as one piece. Default TearKit.",
            .text(defaultValue: "TearKit", maxLength: LaidOutText.maximumCodePoints, unit: .codePoints)),
        EffectOption(
            "--font", valueName: "font.ttf",
            help:
                "Text glyphs: a TrueType or OpenType font file. Default: DejaVu Sans or the system's sans-serif (TEARKIT_FONT overrides).",
            .text(defaultValue: "", maxLength: 4096)),
        EffectOption(
            "--font-size", valueName: "points", help: "Text glyphs: the font's size in points, 6...200. Default 48.",
            .number(range: 6...200, defaultValue: 48, unit: "points")),
        EffectOption(
            "--style", valueName: "style", help: "Text glyphs: how the glyphs break. Default shatter.",
            .choice(["shatter", "dust", "tear-in-two"], defaultValue: "shatter")),
        EffectOption(
            "--duration", valueName: "seconds",
            help: "Text glyphs: seconds from the first glyph moving to the last gone, 0.2...10. Default 1.2.",
            .number(
                range: TextGlyphsConfiguration.Limits.duration.range,
                defaultValue: TextGlyphsConfiguration.Limits.duration.defaultValue,
                unit: "seconds")),
        EffectOption(
            "--stagger", valueName: "share",
            help:
                "Text glyphs: the share of the duration over which the glyphs' starts spread along the line, 0...0.9. Default 0.5.",
            .number(
                range: TextGlyphsConfiguration.Limits.stagger.range,
                defaultValue: TextGlyphsConfiguration.Limits.stagger.defaultValue)),
        EffectOption(
            "--reading-order", valueName: "order",
            help:
                "Text glyphs: the direction each line reads in: the order of its runs of Arabic or Hebrew and Latin, and the end its break starts from. auto: the line's first letter's (right to left for Arabic or Hebrew). Default auto.",
            .choice(["auto", "left-to-right", "right-to-left"], defaultValue: "auto")),
        EffectOption(
            "--text-seed", valueName: "n",
            help:
                "Text glyphs: the random seed, 0...\(UInt64.max) (the same seed, the same break). Default \(TextGlyphsConfiguration().seed).",
            .seed(defaultValue: TextGlyphsConfiguration().seed)),
    ]

    /// A golden moment: `text` at 32 pt on its own white view at scale 1, `share` of the way through
    /// its break in `style`.
    static func textGlyphsMoment(_ name: String, text: String, style: TextGlyphsConfiguration.Style, share: Double)
        -> GoldenMoment
    {
        GoldenMoment(name) { _, _ in
            var options = EffectOptionValues(options: textGlyphsOptions)
            options.given["--text"] = .text(text)
            options.given["--font-size"] = .number(32)
            options.given["--style"] = .choice(styleName(style))
            let view = try textGlyphsView(options, scale: 1)
            let renderer = try textGlyphsRenderer(
                options, scale: 1, viewSize: CGSize(width: view.width, height: view.height))
            return try renderer.render(onto: view, time: share * textGlyphsConfiguration(options).duration)
        }
    }

    /// `--style`'s value for `style`.
    package static func styleName(_ style: TextGlyphsConfiguration.Style) -> String {
        switch style {
        case .shatter: "shatter"
        case .dust: "dust"
        case .tearInTwo: "tear-in-two"
        }
    }

    /// The direction `--reading-order` sets every line's paragraph to; `nil` (`auto`): each line's
    /// first strong character's.
    package static func textGlyphsDirection(_ options: EffectOptionValues) -> TextDirection? {
        switch options.choice("--reading-order") {
        case "left-to-right": .leftToRight
        case "right-to-left": .rightToLeft
        default: nil
        }
    }

    /// The break its options describe (each line's reading order is its own: ``TextGlyphsRenderer``).
    package static func textGlyphsConfiguration(_ options: EffectOptionValues) -> TextGlyphsConfiguration {
        let style =
            TextGlyphsConfiguration.Style.allCases.first { styleName($0) == options.choice("--style") } ?? .shatter
        return TextGlyphsConfiguration(
            style: style, duration: options.registeredNumber("--duration"),
            stagger: options.registeredNumber("--stagger"),
            isRightToLeft: textGlyphsDirection(options) == .rightToLeft, seed: options.seed("--text-seed"))
    }

    /// The font `--font` names, else the system's regular font.
    package static func textGlyphsFont(_ options: EffectOptionValues) throws -> TextRenderer {
        let path = options.text("--font")
        if !path.isEmpty { return try TextRenderer(fontPath: path) }
        guard let font = SystemFonts.load().regular else { throw FontLoadingError.noFontFound }
        return font
    }

    /// The text of the options laid out centred in a `viewSize`-point view at `scale`, and the model
    /// that breaks it, drawn in a near-black label colour (emoji in their own colours). A text that
    /// shapes into too many glyphs (``TooManyGlyphs``) or whose glyphs would cover more than
    /// `maximumPixelCount` pixels (``TextTooLarge``) is refused before one is rendered.
    package static func textGlyphsRenderer(
        _ options: EffectOptionValues, scale: Double, viewSize: CGSize,
        maximumPixelCount: Int = ImageDecodingOptions.defaultMaximumPixelCount
    ) throws -> TextGlyphsRenderer {
        let text = try LaidOutText(
            options.text("--text"), font: try textGlyphsFont(options),
            pointSize: options.registeredNumber("--font-size"), scale: scale, centredIn: viewSize,
            direction: textGlyphsDirection(options), maximumPixelCount: maximumPixelCount)
        return TextGlyphsRenderer(
            text: text, model: TextGlyphs(configuration: textGlyphsConfiguration(options)), scale: scale,
            color: RGBAColor(hex: 0x1C1C1E))
    }

    /// The text's own view at `scale`: white, the text in the middle and around it the room TearKit's
    /// SwiftUI renderer pads the text with while it breaks (``textGlyphsRoom(_:largestLine:textSize:scale:)``),
    /// and a pixel more on every side, so every glyph stays whole in every frame as it flies, falls or
    /// lifts. A view of more than `maximumPixelCount` pixels (the budget `--input` images get) is
    /// refused (``TextTooLarge``) before any glyph is rendered or the view allocated: its size is
    /// first measured from the glyphs' outlines (a little larger than their bitmaps), then checked again
    /// with the glyphs laid out.
    package static func textGlyphsView(
        _ options: EffectOptionValues, scale: Double,
        maximumPixelCount: Int = ImageDecodingOptions.defaultMaximumPixelCount
    ) throws -> RGBAImage {
        guard scale.isFinite, scale > 0 else { throw LayerEffectError.invalidScale(scale) }
        let font = try textGlyphsFont(options)
        let words = options.text("--text"), pointSize = options.registeredNumber("--font-size")
        let direction = textGlyphsDirection(options)
        let measure = try LaidOutText.measure(
            words, font: font, pointSize: pointSize, scale: scale, direction: direction)
        let room = textGlyphsRoom(options, largestLine: measure.largestLine, textSize: measure.size, scale: scale)
        func viewSize(ink: CGRect) throws(TextTooLarge) -> (width: Int, height: Int) {
            // The text laid out about the view's centre: what its ink covers on either side, then the room.
            let halfWidth = max(-Double(ink.minX), Double(ink.maxX)) + room.sides
            let halfHeight = max(-Double(ink.minY) + room.top, Double(ink.maxY) + room.bottom)
            let width = (2 * halfWidth * scale).rounded(.up) + 2, height = (2 * halfHeight * scale).rounded(.up) + 2
            guard width * height <= Double(min(maximumPixelCount, RGBAImage.maximumPixelCount)) else {
                throw TextTooLarge(.view(width: width, height: height), limit: maximumPixelCount)
            }
            return (Int(width), Int(height))
        }
        // Measured (a little more than the glyphs will cover), it is refused before a glyph is rendered.
        _ = try viewSize(ink: measure.ink)
        let text = try LaidOutText(
            words, font: font, pointSize: pointSize, scale: scale, centredIn: .zero, direction: direction,
            maximumPixelCount: maximumPixelCount)
        // Laid out: the block and the glyphs' ink, which a bearing can carry a little past it.
        let block = CGRect(
            x: -text.size.width / 2, y: -text.size.height / 2, width: text.size.width, height: text.size.height)
        let (width, height) = try viewSize(ink: text.glyphs.map(\.bounds).reduce(block) { $0.union($1) })
        return RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
    }

    /// The room around a text whose widest line is `largestLine` and whose block is `textSize` (points,
    /// laid out at `scale`) for its glyphs while they break, points on each side: what TearKit's SwiftUI
    /// renderer pads the text with on a screen of `scale` pixels a point
    /// (``TearKitCore/TextGlyphs/room(progress:reducesMotion:largestLine:textSize:displayScale:)``,
    /// the same at every moment of the break).
    package static func textGlyphsRoom(
        _ options: EffectOptionValues, largestLine: CGSize, textSize: CGSize, scale: Double
    ) -> TextGlyphsReach {
        TextGlyphs(configuration: textGlyphsConfiguration(options)).room(
            progress: 0.5, reducesMotion: false, largestLine: largestLine, textSize: textSize, displayScale: scale)
    }
}
