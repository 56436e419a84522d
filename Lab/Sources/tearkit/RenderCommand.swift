import ArgumentParser
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// `tearkit render`: any PNG or JPEG and a gesture (or a time-driven effect) → frames, an animated
/// PNG and a contact sheet.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Tear (or \(RenderableEffect.all.filter { $0.name != RenderableEffect.tear.name }.map(\.displayName).joined(separator: ", "))) a PNG or JPEG and write an animated PNG and a contact sheet (and frames with --frames).",
        discussion: """
            The image is the view's layer: at --scale s, a W × H pixel image is a W/s × H/s point view. \
            The gesture is a script (see `tearkit simulate --help` and Documentation/Tool.md), in points: \
            without --scale its "view" decides the scale (a 480 × 640 pt view on a 960 × 1280 px image is \
            --scale 2), so a script whose view is the image's pixel size just works. Or one of the built-in \
            presets, which fit any image:
            \(GesturePreset.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))

            A photo becomes a phone-sized view: by default its shorter side is \(Int(RenderSizeOptions.phoneWidth)) pt \
            (--scale is chosen for it, never below 1), after shrinking it so its longer side is at most \
            --max-size pixels (default \(RenderSizeOptions.defaultMaximumSize); an image whose --scale you give is \
            never shrunk). A JPEG is turned upright as its \
            EXIF orientation says.

            Writes into --output (default ./tearkit-render; ./tearkit-<effect> for the other effects, so \
            renders of different effects never replace each other): tear.apng (plays in any browser; each frame \
            stores only what changed) and contact-sheet.png, plus frame-0001.png … with --frames. Nothing \
            is written unless the whole render succeeds; a folder holding anything tearkit did not write \
            is refused (--overwrite replaces only tearkit's own earlier output).

            --effect picks another effect; the time-driven ones need no gesture and write <effect>.apng:
            \(RenderableEffect.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))
            Ripple and shift frames are the image's size. Tear in two and shatter draw into a larger frame, \
            the image inside a margin filled with --background, so the halves and pieces stay in sight as they \
            fly and fall (tear in two: the room the SwiftUI effect pads the view to, at most 3 × the image's \
            area, the halves flying as far as it holds them and fading over the last 30 % of their flight); \
            --crop-to-input keeps the image's size (tear in two: the halves part within it, each still half in sight when it starts to fade). \
            Text glyphs without --input draw the text on a white view of its own with the room around it the \
            SwiftUI renderer pads the text with, so no glyph is cut at any moment; with --input the image is \
            the screen the text is centred on, the frames are its size and glyphs flying past its edges leave them.

            Examples:
              tearkit render --input photo.jpg --gesture-preset diagonal-from-corner
              tearkit render --input screen.png --scale 3 \\
                --script swipe.json --fps 120 --output out
              tearkit render --input card.png --gesture-preset vertical-from-top \\
                --edge-roughness 0.9 --max-gap 40
              tearkit render --input photo.jpg --effect ripple \\
                --origin 120,80 --amplitude 20
              tearkit render --input card.png --effect shift --direction out --skew 0.2
              tearkit render --input avatar.png --effect tear-in-two --tear-seed 7
              tearkit render --input screen.png --scale 3 --effect shatter
              tearkit render --input card.png --effect shatter --pattern shards
              tearkit render --effect text-glyphs --text "Goodbye" --style dust
            """
    )

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The image to tear (PNG or JPEG); optional for an effect that draws a view of its own (text-glyphs: its text).",
            valueName: "image"))
    var input: String?

    /// What the render is of, for titles and the output manifest: the input's file name, or the effect's own view.
    var sourceName: String { input.map { URL(userPath: $0).lastPathComponent } ?? "\(effect.name) view" }

    /// `--input` as messages echo it.
    var inputDisplayPath: EchoedText { EchoedText(input ?? "") }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The effect to draw: \(RenderableEffect.all.map(\.name).joined(separator: ", ")).", valueName: "effect"))
    var effect: RenderableEffect = .tear

    @Option(parsing: .unconditional, help: ArgumentHelp("A gesture script (JSON).", valueName: "script.json"))
    var script: String?

    /// `--script` as messages echo it (`-`, standard input, when none is given).
    var scriptDisplayPath: EchoedText { EchoedText(script ?? "-") }

    @Option(parsing: .unconditional, help: ArgumentHelp("A built-in gesture instead of a script.", valueName: "preset"))
    var gesturePreset: GesturePreset?

    @Option(
        name: .customLong("output"), parsing: .unconditional,
        help: ArgumentHelp(
            "The output folder (default: tearkit-render for the tear, tearkit-<effect> for the others).",
            valueName: "folder"))
    var outputOption: String?

    /// `--output`, or the effect's own default folder (its registration's), so renders of different
    /// effects never replace each other.
    var output: String { outputOption ?? effect.defaultOutputFolder }

    /// ``output`` as messages echo it.
    var outputDisplayPath: EchoedText { EchoedText(output) }

    @OptionGroup var size: RenderSizeOptions

    @OptionGroup var pixelBudget: PixelBudgetOption

    @OptionGroup var tuning: ConfigurationOptions

    @OptionGroup var animation: AnimationOutputOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The animation's format: apng (exact, plays in any browser), webp (lossy, a fraction of the size) or webp-lossless.",
            valueName: "format"))
    var format: AnimationFormat = .apng

    /// The effects' own options (``EffectArguments``): what ArgumentParser does not know, read from
    /// the registration. Listed in `--help` by ``EffectOptionsHelp``.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var effectArguments: [String] = []

    /// The options given for ``effect``, its defaults behind them (valid after `validate()`).
    var effectOptions: EffectOptionValues {
        ((try? EffectArguments(effectArguments, effect: effect)) ?? EffectArguments.none).values(for: effect)
    }

    /// The most pixels a render may shade in total (frames × pixels per frame): 40 gigapixels.
    static let maximumTotalPixels = 40_000_000_000

    func validate() throws {
        guard input != nil || effect.viewWithoutInput != nil else {
            throw ValidationError("Missing expected argument '--input <image>'")
        }
        let parsed = try EffectArguments(effectArguments, effect: effect)
        // One rule for every option that belongs to some effects only: refused, naming the effects
        // whose registration lists it.
        let declared =
            [
                ("--script", script != nil), ("--gesture-preset", gesturePreset != nil),
                ("--crop-to-input", animation.cropToInput),
            ]
            + tuning.given
        let given = declared.filter(\.isGiven).map(\.name) + parsed.given.map(\.option.name)
        for name in given {
            let owners = RenderableEffect.owners(of: name)
            guard !owners.isEmpty, !owners.contains(where: { $0.name == effect.name }) else { continue }
            // The effect's own option of the same meaning, if it has one (`--text-seed` for `--seed`).
            let own = effect.options.map(\.name)
            let counterpart =
                own.first { $0.hasSuffix("-" + name.dropFirst(2)) } ?? NearestName.nearest(to: name, among: own)
            throw ValidationError(
                "\(name) applies to \(EffectArguments.describe(owners)) only (not to --effect \(effect.name))."
                    + (counterpart.map { " --effect \(effect.name) takes \($0)." } ?? ""))
        }
        if case .gesture = effect.animation {
            guard (script == nil) != (gesturePreset == nil) else {
                throw ValidationError("Pass exactly one of --script or --gesture-preset.")
            }
        }
    }

    func run() throws {
        InterruptMonitor.shared.install()
        FreedMemory.returnLargeBlocksToTheSystem()
        PeakMemoryReport.registerIfRequested()
        let fitted: FittedImage?
        let image: RGBAImage
        if let input {
            do {
                // A scale given is the user's word for this image's pixels: --max-size does not shrink it.
                let read = try pixelBudget.readFittedImage(
                    input, displayPath: inputDisplayPath, fittingLongerSide: size.maximumSize)
                fitted = read
                image = read.image
            } catch let error as ImageDecodingError {
                throw ToolError("input \(inputDisplayPath): \(error)")
            }
        } else if let makeView = effect.viewWithoutInput {
            // The effect's own view (a text's), at --scale or 2 pixels per point.
            fitted = nil
            do {
                image = try makeView(effectOptions, size.scale ?? 2, pixelBudget.maxPixels)
            } catch {
                throw ToolError("\(effect.name): \(error)")
            }
        } else {
            throw ToolError("--input is required for --effect \(effect.name)")
        }
        // What will be drawn otherwise than on a device (a character no font has), before the work.
        for warning in effect.warnings(effectOptions) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        let writtenFrameCount = try render(image)
        // After the summary: how the input was fitted, and any output large enough to deserve a word.
        if let fitted, fitted.wasScaledDown, let maximumSize = size.maximumSize {
            let decoded =
                fitted.decodingDenominator > 1
                ? " (libjpeg decoded it at 1/\(fitted.decodingDenominator) of its size)" : ""
            let setting = size.maxSize == nil ? "--max-size \(maximumSize), the default" : "--max-size \(maximumSize)"
            print(
                "Scaled down: the input is \(fitted.originalWidth) × \(fitted.originalHeight) px, drawn at \(image.width) × \(image.height) px to fit \(setting)\(decoded); a larger --max-size (up to 16384) or --scale keeps more of its pixels"
            )
        }
        let folder = URL(userPath: output)
        let animationName =
            if case .gesture = effect.animation {
                TearAnimationExport.animationName(format: format)
            } else if case .shatter = effect.animation {
                ShatterAnimationExport.animationName(format: format)
            } else {
                EffectAnimationExport.animationName(effect, format: format)
            }
        let smallerFormat = format == .webp ? "" : "--format webp, "
        for line in LargeOutputNote.lines(
            folder: folder, displayPath: outputDisplayPath, animationName: animationName,
            frameFiles: animation.frames ? writtenFrameCount : 0,
            advice: size.scale == nil
                ? "\(smallerFormat)a smaller --max-size or --fps"
                : "\(smallerFormat)a lower --scale on a smaller image, or a lower --fps")
        {
            print(line)
        }
    }

    /// Says, before any work, how large the animation may be when that is large (unless `--quiet`), and
    /// which flags make it smaller.
    private func sayExpectedSize(frames: Int, width: Int, height: Int) {
        guard !animation.quiet else { return }
        let smallerFormat = format == .webp ? "" : "--format webp, "
        let advice =
            size.scale == nil
            ? "\(smallerFormat)a smaller --max-size or a lower --fps" : "\(smallerFormat)a lower --scale or --fps"
        if let line = LargeOutputNote.expected(frames: frames, width: width, height: height, advice: advice) {
            print(line)
        }
    }

    /// Renders `image` (the input, fitted) with the chosen effect and prints the summary; returns how many frames were written.
    private func render(_ image: RGBAImage) throws -> Int {
        // A script is in points: without --scale, its view decides the scale (its width over the image's).
        let isGesture = if case .gesture = effect.animation { true } else { false }
        let loadedScript = try (isGesture ? script : nil).map {
            try GestureScriptLoader.load($0, displayPath: scriptDisplayPath)
        }
        let scale =
            try loadedScript.map { try scriptScale(for: image, script: $0) }
            ?? (input == nil ? size.scale ?? 2 : size.scale(width: image.width, height: image.height))
        let viewSize = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        switch effect.animation {
        case .gesture: break
        case .shatter(let frameRect, let model, let caption):
            return try renderPieces(
                image, viewSize: viewSize, scale: scale, frameRect: frameRect, model: model, caption: caption)
        case .timeDriven(let makeFrames, let frameRect):
            // An effect whose frames are larger than the view (tear in two's room for its halves) draws
            // into that frame unless --crop-to-input; the budget counts its pixels.
            let options = effectOptions
            let flight = animation.cropToInput ? nil : frameRect(options, viewSize)
            var frameSize = (width: image.width, height: image.height)
            if let flight {
                guard let size = RGBAImage.pixelSize(of: flight, scale: scale) else {
                    throw ToolError(
                        "that render's frames (\(Int(flight.width)) × \(Int(flight.height)) pt at --scale \(scale.shortDescription)) are too large; use --crop-to-input, a smaller --distance or --max-size"
                    )
                }
                frameSize = size
            }
            let frames = makeFrames(
                options,
                EffectFrameRequest(
                    source: image, scale: scale, viewSize: viewSize, fps: animation.fps, frame: flight,
                    maximumPixelCount: pixelBudget.maxPixels))
            guard frames.count * frameSize.width * frameSize.height <= Self.maximumTotalPixels else {
                throw ToolError(
                    "that render would shade \(frames.count) frames of \(frameSize.width) × \(frameSize.height) px; lower --fps or use a smaller image\(flight == nil ? "" : " (or --crop-to-input)")"
                )
            }
            sayExpectedSize(frames: frames.count, width: frameSize.width, height: frameSize.height)
            let clock = Date()
            var export = EffectAnimationExport(
                animationName: EffectAnimationExport.animationName(effect, format: format), source: image, scale: scale,
                frames: frames,
                framesPerSecond: animation.fps,
                output: URL(userPath: output), overwrite: animation.overwrite, job: "render --effect \(effect.name)",
                inputs: input.map { [$0] } ?? [],
                quiet: animation.quiet, background: animation.background.color,
                title: "TearKit · \(sourceName) · \(effect.name)")
            export.writesFrameFiles = animation.frames
            export.format = format
            export.frameSize = frameSize
            export.outputDisplayPath = outputDisplayPath
            let written = try export.run()
            print(
                "Wrote \(written.frameCount) frames to \(outputDisplayPath)/ in \(String(format: "%.1f", Date().timeIntervalSince(clock))) s"
            )
            print(
                "  \(EffectAnimationExport.animationName(effect, format: format))  \(format.summary): \(AnimationOutputFiles.storage(frames: written.frameCount, animationFrames: written.animationFrameCount))"
            )
            print("  \(AnimationOutputFiles.contactSheetName)  key frames with captions")
            if animation.frames {
                print("  frame-0001.png … \(AnimationOutputFiles.frameName(written.frameCount - 1))")
            }
            return written.frameCount
        }
        var gesture: GestureScript
        if let loaded = loadedScript {
            gesture = loaded
            gesture.viewSize = viewSize
            gesture.configuration = tuning.applied(to: gesture.configuration)
            // Drawn as a finger moving steadily between the script's events, a position every frame.
            gesture = gesture.interpolatingDrags(framesPerSecond: animation.fps)
        } else {
            // validate() made sure that exactly one of --script and --gesture-preset was given.
            gesture = gesturePreset!.script(viewSize: viewSize, configuration: tuning.applied(to: TearConfiguration()))
        }
        // Counted without building the playback, and refused rather than cut at the cap.
        let frames = TearPlayback.frameCount(script: gesture, framesPerSecond: animation.fps)
        guard frames <= TearPlayback.maximumFrameCount else {
            throw ToolError(
                "that gesture would play \(frames) frames at \(animation.fps.shortDescription) fps, over the limit of \(TearPlayback.maximumFrameCount) frames; lower --fps or shorten the script"
            )
        }
        guard frames * image.width * image.height <= Self.maximumTotalPixels else {
            throw ToolError(
                "that render would shade \(frames) frames of \(image.width) × \(image.height) px; lower --fps or --max-size"
            )
        }
        sayExpectedSize(frames: frames, width: image.width, height: image.height)
        var export = TearAnimationExport(
            source: image, scale: scale, script: gesture, framesPerSecond: animation.fps,
            output: URL(userPath: output), outputDisplayPath: outputDisplayPath, overwrite: animation.overwrite,
            quiet: animation.quiet,
            background: animation.background.color, cropToInput: animation.cropToInput,
            title:
                "TearKit · \(sourceName) · \(gesturePreset?.rawValue ?? URL(userPath: script ?? "").lastPathComponent)")
        export.writesFrameFiles = animation.frames
        export.format = format
        export.inputs = (input.map { [$0] } ?? []) + (script.map { [$0] } ?? [])
        let summary = try export.run()
        TearAnimationExport.report(summary, output: outputDisplayPath, scale: scale)
        return summary.frameCount
    }

    /// The scale at which `image` is the view of `gesture` (the script at `script`): `--scale` when
    /// given, else the image's width over the view's. Throws, naming what to change, when the two do
    /// not describe the same view (within a point).
    private func scriptScale(for image: RGBAImage, script gesture: GestureScript) throws -> Double {
        let w = Double(gesture.viewSize.width), h = Double(gesture.viewSize.height)
        let fitting = Double(image.width) / w
        if let given = size.scale {
            let viewW = Double(image.width) / given, viewH = Double(image.height) / given
            guard abs(w - viewW) <= 1, abs(h - viewH) <= 1 else {
                let advice =
                    abs(Double(image.height) / fitting - h) <= 1 && ScaleOption.range.contains(fitting)
                    ? "pass --scale \(fitting.shortDescription) (or leave --scale out), or change the script's \"view\""
                    : "change --scale or the script's \"view\""
                throw ToolError(
                    "gesture script \(scriptDisplayPath): its view is \(w.shortDescription) × \(h.shortDescription) pt but the image is \(image.width) × \(image.height) px, a \(viewW.shortDescription) × \(viewH.shortDescription) pt view at --scale \(given.shortDescription); \(advice)"
                )
            }
            return given
        }
        guard abs(Double(image.height) / fitting - h) <= 1, ScaleOption.range.contains(fitting) else {
            throw ToolError(
                "gesture script \(scriptDisplayPath): its view is \(w.shortDescription) × \(h.shortDescription) pt but the image is \(image.width) × \(image.height) px, not the same shape; change the script's \"view\", or pass --scale"
            )
        }
        return fitting
    }

    /// An effect of pieces (`--effect shatter`): the image breaks into pieces that fall out of a frame
    /// with room around it.
    private func renderPieces(
        _ image: RGBAImage, viewSize: CGSize, scale: Double, frameRect: (CGSize) -> CGRect,
        model makeModel: (EffectOptionValues, CGSize, CGRect) -> Shatter,
        caption: (EffectOptionValues) -> String
    ) throws -> Int {
        let frame = animation.cropToInput ? CGRect(origin: .zero, size: viewSize) : frameRect(viewSize)
        let model = makeModel(effectOptions, viewSize, frame)
        let renderer = ShatterRenderer(snapshot: image, scale: scale, shatter: model, frame: frame)
        let pixels = renderer.pixelSize.width * renderer.pixelSize.height
        let frames = Int((renderer.endTime * animation.fps).rounded(.up)) + 1
        guard pixels <= RGBAImage.maximumPixelCount, frames * pixels <= Self.maximumTotalPixels else {
            throw ToolError(
                "that \(effect.name) would draw \(frames) frames of \(renderer.pixelSize.width) × \(renderer.pixelSize.height) px; lower --fps or --max-size"
            )
        }
        sayExpectedSize(frames: frames, width: renderer.pixelSize.width, height: renderer.pixelSize.height)
        var export = ShatterAnimationExport(
            renderer: renderer, framesPerSecond: animation.fps, output: URL(userPath: output),
            overwrite: animation.overwrite, quiet: animation.quiet, background: animation.background.color,
            title: "TearKit \(effect.name) · \(sourceName) · \(caption(effectOptions)), \(model.pieces.count) pieces")
        export.writesFrameFiles = animation.frames
        export.format = format
        export.inputs = input.map { [$0] } ?? []
        export.outputDisplayPath = outputDisplayPath
        let summary = try export.run()
        ShatterAnimationExport.report(summary, output: outputDisplayPath)
        return summary.frameCount
    }
}
