import ArgumentParser
import Foundation
import TearKitGestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitRender

/// `tearkit frame`: renders one frame of the tear shader over a PNG.
struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Render one frame of the tearDistortion shader over a PNG or JPEG image.",
        discussion: """
            Runs the shipping Metal shader (compiled for the CPU) over the input image, exactly as \
            SwiftUI's layerEffect would on a device, and writes the result as a PNG, or as a JPEG when \
            --output ends in .jpg or .jpeg (JPEG has no transparency: the tear shows --background there, \
            #1C1C1E when it is none). Other extensions are refused.

            As on a device, the halves part beyond the view's edges: the output is the input plus a \
            margin of --max-gap / 2 points on every side (filled with --background, transparent by \
            default). --crop-to-input writes the input's size instead, cutting the halves off at its edges.

            Positions and lengths are in points. The view is the image's size divided by --scale \
            (a 1179 × 2556 px screenshot at --scale 3 is a 393 × 852 pt view). --tear-start lies on \
            the view's edge, where every tear starts (x 0 or the view's width, or y 0 or its height, \
            within half a point or one pixel); another point is refused, naming the nearest edge point.

            Out-of-range values are rejected, not clamped: --progress and --edge-roughness must be \
            in 0…1, --max-gap in 0…200 (as render's), --scale in 0.01…16. The output is written atomically (a hidden file \
            beside it renamed into place), so a failed or interrupted run never leaves a half-written PNG; the folder it goes \
            in is made when missing (as render makes its output folder). As with every command's output, only a regular \
            file is replaced, keeping its mode and owner; a symbolic link is followed and stays a link; a folder, a FIFO, \
            a device, a read-only file or a file in a read-only folder is refused, for anyone. Images over \
            --max-pixels (50 megapixels by default) are refused before decoding.

            Examples:
              # Tear a 160 × 240 pt card from the top edge, half way:
              tearkit frame --input card.png --output torn.png \\
                --tear-start 80,0 --tear-end 80,120 \\
                --progress 0.5 --max-gap 24 --edge-roughness 0.5

              # A diagonal tear on a 3× screenshot:
              tearkit frame --input shot.png --output torn.png \\
                --scale 3 --tear-start 100,0 --tear-end 300,500 \\
                --progress 0.7 --max-gap 40 --edge-roughness 0.8
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The PNG or JPEG to tear.", valueName: "in.png"))
    var input: String

    /// `--input` as messages echo it.
    var inputDisplayPath: EchoedText { EchoedText(input) }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Where to write the torn frame: a .png, or a .jpg/.jpeg.", valueName: "out.png"))
    var output: String

    /// `--output` as messages echo it, and the folder it names (as given) likewise.
    var outputDisplayPath: EchoedText { EchoedText(output) }
    var outputFolderDisplayPath: EchoedText { EchoedText((output as NSString).deletingLastPathComponent) }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Where the tear starts, on the view's edge (x 0 or the view's width, or y 0 or its height, within half a point or one pixel), in points.",
            valueName: "x,y"))
    var tearStart: PointArgument

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The tip of the tear (the finger), in points.", valueName: "x,y"))
    var tearEnd: PointArgument

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Tear progress, 0…1 (0 leaves the image untouched).", valueName: "p"))
    var progress: Double

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Opening at the tear's start, in points, 0...200.", valueName: "g"))
    var maxGap: Double

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Torn-fibre strength, 0 (clean cut) … 1 (ragged).", valueName: "r"))
    var edgeRoughness: Double = 0.5

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Pixels per point of the input image, 0.01...16.", valueName: "s"))
    var scale: Double = 1

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "What shows through the tear and fills the margin: a RRGGBB colour, or none.", valueName: "color"))
    var background: BackgroundArgument = .none

    @Flag(help: "Write the input's size: no margin around it for the halves to move into.")
    var cropToInput = false

    @OptionGroup var pixelBudget: PixelBudgetOption

    @OptionGroup var look: LookOptions

    func validate() throws {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress must be between 0 and 1 (got \(progress)).")
        }
        try ConfigurationOptions.checkMaxGap(maxGap)
        try ConfigurationOptions.check(edgeRoughness, "--edge-roughness", TearConfiguration.Limits.edgeRoughness.range)
        try ScaleOption.validate(scale)
        _ = try OutputImageFormat(path: output, displayPath: outputDisplayPath)
        // A tear starts on the view's edge, as every tear of the engine does: checked from the image's
        // header, before any work (an unreadable image is reported when it is read).
        if !input.isEmpty, let size = ImageFile.uprightSize(ofFileAt: URL(userPath: input)), size.width > 0,
            size.height > 0
        {
            try ViewEdge(width: Double(size.width) / scale, height: Double(size.height) / scale)
                .check(
                    tearStart, option: "--tear-start", tolerance: ViewEdge.tolerance(scale: scale),
                    image: "the \(size.width) × \(size.height) px image at --scale \(scale.shortDescription)")
        }
    }

    func run() throws {
        InterruptMonitor.shared.install()
        PeakMemoryReport.registerIfRequested()
        // Before any work: the output names a file, never a folder.
        let outputURL = URL(userPath: output)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputURL.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ToolError("output \(outputDisplayPath) is a folder; name the .png or .jpg file to write")
        }
        // And only a regular file (or nothing) is replaced, keeping its mode and owner: the output rules
        // of every command (OutputFileRule), checked before any work.
        let folder = outputURL.deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ToolError("cannot write \(outputDisplayPath): \(outputFolderDisplayPath) is a file, not a folder")
        }
        let rule = try OutputFileRule(outputURL, displayPath: outputDisplayPath)
        // At most two full-size images are alive at a time: the input is replaced by its padded copy,
        // which is released once shaded, and the shaded frame once flattened.
        var image: RGBAImage
        do {
            image = try pixelBudget.readImage(input, displayPath: inputDisplayPath)
        } catch let error as ImageDecodingError {
            // Named like render's: the path as given, then what is wrong with it.
            throw ToolError("input \(inputDisplayPath): \(error)")
        }
        let viewSize = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        let configuration = look.applied(to: TearConfiguration())
        let uniforms = TearUniforms(
            tearStart: tearStart.cgPoint, tearEnd: tearEnd.cgPoint, tearProgress: progress,
            maxGap: maxGap, edgeRoughness: edgeRoughness, viewSize: viewSize, pixelSize: 1 / scale,
            rimStrength: configuration.rimStrength, rimLightness: configuration.rimLightness,
            shadowStrength: configuration.shadowStrength)
        // The layer padded by half the gap on every side (none with --crop-to-input), as TearKit pads it.
        let margin = cropToInput ? 0 : TearFrameRenderer.pixelMargin(points: maxGap / 2, scale: scale)
        if margin > 0 { image = image.padded(by: margin) }
        var frame = try LayerEffectRenderer().render(
            image, scale: scale, uniforms: uniforms.padded(by: Double(margin) / scale))
        image = RGBAImage(width: 0, height: 0)
        // JPEG has no transparency: there, what is transparent shows --background, or iOS's dark background.
        let format = try OutputImageFormat(path: output, displayPath: outputDisplayPath)
        if let color = background.color ?? (format == .jpeg ? BackgroundArgument.standard.color : nil) {
            frame.flatten(over: color)
        }
        let data =
            switch format {
            case .png: try PNGCodec.encode(frame)
            case .jpeg: try JPEGEncoder.encode(frame)
            }
        // The folder the file goes in is made when missing, as render makes its output folder. The frame is
        // written beside the output under a hidden name and renamed over it: a failure or a signal leaves
        // the earlier file as it was and nothing else behind.
        try rule.makeFolder()
        let staged = rule.stagingURL
        InterruptMonitor.shared.beginStaging()
        do {
            do {
                try data.write(to: staged, options: .withoutOverwriting)
            } catch {
                throw ToolError("cannot write \(outputDisplayPath): \(StagedOutputFolder.reason(error))")
            }
            TestPausePoint.move.reached(staging: staged)
            try InterruptMonitor.shared.check()
            try rule.replace(with: staged)
        } catch {
            unlink(staged.path)
            InterruptMonitor.shared.endStaging(completedOutput: nil)
            throw error
        }
        InterruptMonitor.shared.endStaging(completedOutput: outputDisplayPath.excerpt)
        if data.count >= LargeOutputNote.threshold {
            print(
                "Note: \(outputDisplayPath) is \(LargeOutputNote.size(data.count)), a large file\(format == .png ? "; a .jpg output is much smaller" : "")"
            )
        }
    }
}
