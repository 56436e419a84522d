import ArgumentParser
import Foundation
import TearKitCore
import TearKitRender

/// `tearkit frame`: renders one frame of the tear shader over a PNG.
struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Render one frame of the tearDistortion shader over a PNG or JPEG image.",
        discussion: """
        Runs the shipping Metal shader (compiled for the CPU) over the input image, exactly as \
        SwiftUI's layerEffect would on a device, and writes the result as a PNG.

        Positions and lengths are in points. The view is the image's size divided by --scale \
        (a 1179 × 2556 px screenshot at --scale 3 is a 393 × 852 pt view).

        Out-of-range values are rejected, not clamped: --progress and --edge-roughness must be \
        in 0…1, --max-gap ≥ 0, --scale in (0, 16]. The output is written atomically (a temporary file \
        renamed into place), so a failed run never leaves a half-written PNG.

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

    @Option(help: ArgumentHelp("The PNG or JPEG to tear.", valueName: "in.png"))
    var input: String

    @Option(help: ArgumentHelp("Where to write the torn frame (PNG).", valueName: "out.png"))
    var output: String

    @Option(help: ArgumentHelp("Where the tear starts, on the view's edge, in points.", valueName: "x,y"))
    var tearStart: PointArgument

    @Option(help: ArgumentHelp("The tip of the tear (the finger), in points.", valueName: "x,y"))
    var tearEnd: PointArgument

    @Option(help: ArgumentHelp("Tear progress, 0…1 (0 leaves the image untouched).", valueName: "p"))
    var progress: Double

    @Option(help: ArgumentHelp("Opening at the tear's start, in points (≥ 0).", valueName: "g"))
    var maxGap: Double

    @Option(help: ArgumentHelp("Torn-fibre strength, 0 (clean cut) … 1 (ragged).", valueName: "r"))
    var edgeRoughness: Double = 0.5

    @Option(help: ArgumentHelp("Pixels per point of the input image (0 < s ≤ 16).", valueName: "s"))
    var scale: Double = 1

    @OptionGroup var look: LookOptions

    func validate() throws {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress must be between 0 and 1 (got \(progress)).")
        }
        guard maxGap.isFinite, maxGap >= 0 else {
            throw ValidationError("--max-gap must be a number of points ≥ 0 (got \(maxGap)).")
        }
        guard edgeRoughness.isFinite, (0...1).contains(edgeRoughness) else {
            throw ValidationError("--edge-roughness must be between 0 and 1 (got \(edgeRoughness)).")
        }
        try ScaleOption.validate(scale)
    }

    func run() throws {
        let image = try ImageFile.read(from: URL(fileURLWithPath: input))
        let viewSize = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        let configuration = look.applied(to: TearConfiguration())
        let uniforms = TearUniforms(
            tearStart: tearStart.cgPoint, tearEnd: tearEnd.cgPoint, tearProgress: progress,
            maxGap: maxGap, edgeRoughness: edgeRoughness, viewSize: viewSize, pixelSize: 1 / scale,
            rimStrength: configuration.rimStrength, rimLightness: configuration.rimLightness,
            shadowStrength: configuration.shadowStrength)
        let frame = try LayerEffectRenderer().render(image, scale: scale, uniforms: uniforms)
        try PNGCodec.write(frame, to: URL(fileURLWithPath: output))
    }
}
