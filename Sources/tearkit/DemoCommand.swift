import ArgumentParser
import Foundation
import TearKitCore
import TearKitSimulation
import TearKitRender

/// `tearkit demo`: TearKit's first impression, with nothing to provide.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Tear a sample app card and write the animation and a contact sheet (and frames with --frames).",
        discussion: """
        Draws a sample ticket card (288 × 408 pt at 2×) on a page, as an app shows it, then plays the \
        demo gesture through the real tear engine and the shipping shader: a drag from the card's top \
        edge that tears it through (the card then falls away and fades, as an app does on a break), a \
        restore, and a second drag from the left edge that stops short and closes again. The page \
        shows through the gap and never moves (--background and --crop-to-input do not apply to it). Then \
        the card shatters like glass and falls away (the shipping Shatter.metal), into the subfolder shatter/.

        Then a short reel of the other effects on the same card (at 1×, 30 fps): a ripple from a \
        tap, the shift transition in and out, and the card torn in two (--no-reel skips it). The reel's \
        frames have room for the torn halves' flight, the card in the middle over --background \
        (--crop-to-input keeps the card's size).

        Writes into --output (default ./tearkit-demo): tear.apng (open it in a browser) and \
        contact-sheet.png, plus frame-0001.png … with --frames, and reel/reel.apng with its own \
        contact sheet, all moved into place in one step once everything is written. An earlier demo in that folder is replaced; files tearkit did not write are never \
        removed (a folder holding some needs --overwrite, and they are kept). Ctrl-C leaves the folder as it was.

        Examples:
          tearkit demo
          tearkit demo --output /tmp/demo --fps 30
          tearkit demo --edge-roughness 1 --max-gap 40
        """
    )

    @Option(help: ArgumentHelp("The output folder.", valueName: "folder"))
    var output: String = "tearkit-demo"

    @OptionGroup var tuning: ConfigurationOptions

    @OptionGroup var animation: AnimationOutputOptions

    @Flag(help: "Skip the reel of the other effects.")
    var noReel = false

    /// The sample card's scale, pixels per point.
    static let cardScale = 2.0

    func run() throws {
        InterruptMonitor.shared.install()
        FreedMemory.returnLargeBlocksToTheSystem()
        PeakMemoryReport.registerIfRequested()
        let fonts = SystemFonts.load()
        if let warning = fonts.missingFontWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        // As in an app: the card is the tearable view, composited over a page that never moves; the
        // gap shows the page, and after the break the card falls away and fades (onCompletion(true)).
        let sample = SampleCard(scale: Self.cardScale)
        let scene = PageScene(page: sample.renderPage(), shadow: sample.renderShadow(), scale: Self.cardScale)
        let script = GesturePreset.demo.script(viewSize: SampleCard.cardRect.size, configuration: tuning.applied(to: TearConfiguration()))
        let card = sample.renderCard(fonts: fonts)
        var export = TearAnimationExport(
            source: card, scale: Self.cardScale, script: script, framesPerSecond: animation.fps,
            output: URL(fileURLWithPath: output), outputDisplayPath: output, overwrite: animation.overwrite, quiet: animation.quiet,
            background: animation.background.color, cropToInput: animation.cropToInput,
            scene: scene, viewOrigin: SampleCard.cardRect.origin,
            title: "TearKit demo · tear, fall away, restore, tear short")
        export.writesFrameFiles = animation.frames
        export.job = "demo"
        // The same card shatters like broken glass (into shatter/), then the reel (into reel/).
        var shatter = ShatterAnimationExport.demo(card: card, viewSize: SampleCard.cardRect.size, scale: Self.cardScale, output: URL(fileURLWithPath: output),
                                                  framesPerSecond: animation.fps, quiet: animation.quiet, background: animation.background.color)
        shatter.writesFrameFiles = animation.frames
        // The whole demo is staged in one folder and moved into place once: an interrupt at any moment
        // leaves the earlier demo as it was, or the complete new one.
        let folder = try StagedOutputFolder(destination: URL(fileURLWithPath: output), displayPath: output, job: "demo", overwrite: animation.overwrite)
        let (tear, shattered, reelCount) = try folder.committing {
            let tear = try export.run(into: folder)
            try folder.enterSubfolder(ShatterAnimationExport.demoFolderName)
            let shattered = try shatter.run(into: folder)
            guard !noReel else { return (tear, shattered, nil as Int?) }
            let reelCard = SampleCard(scale: 1).render(fonts: fonts)
            // The reel is drawn at 30 fps, or at --fps when that is lower.
            let reelFPS = min(animation.fps, Self.reelFramesPerSecond)
            let (frames, frameSize) = try Self.reelFrames(card: reelCard, fps: reelFPS, cropToInput: animation.cropToInput)
            var reel = EffectAnimationExport(
                animationName: "reel.apng", source: reelCard, scale: 1, frames: frames,
                framesPerSecond: reelFPS, output: URL(fileURLWithPath: output), overwrite: animation.overwrite, job: "demo", quiet: animation.quiet,
                background: animation.background.color, title: "TearKit reel · ripple, shift in and out, tear in two")
            reel.frameSize = frameSize
            reel.writesFrameFiles = animation.frames
            try folder.enterSubfolder(EffectAnimationExport.reelFolderName)
            return (tear, shattered, try reel.run(into: folder))
        }
        // Said once everything is in place.
        TearAnimationExport.report(tear, output: output, scale: Self.cardScale)
        ShatterAnimationExport.report(shattered, output: folder.displayPath(for: ShatterAnimationExport.demoFolderName))
        if let reelCount {
            print("Wrote the reel, \(reelCount) frames, to \(folder.displayPath(for: EffectAnimationExport.reelFolderName))/ (reel.apng, contact-sheet.png\(animation.frames ? ", frame-0001.png … \(TearAnimationExport.frameName(reelCount - 1))" : ""))")
        }
    }

    /// The reel's frame rate (lower when `--fps` is lower).
    static let reelFramesPerSecond = 30.0

    /// Every time-driven effect with its defaults, one after the other, on `card` (a 1× sample card),
    /// and the size of the reel's frames: tear in two's room for its flying halves (the card's size with
    /// `cropToInput`); ripple and shift, drawn at the card's size, are centred in it.
    static func reelFrames(card: RGBAImage, fps: Double = reelFramesPerSecond, cropToInput: Bool = false) throws
        -> (frames: [EffectAnimationExport.Frame], size: (width: Int, height: Int)) {
        var options = try EffectOptions.parse([])
        options.origin = PointArgument(x: 160, y: 330)  // a tap on the ticket's button
        let flight = options.flightFrame(for: .tearInTwo, viewSize: SampleCard.pointSize, cropToInput: cropToInput)
        let size = flight.flatMap { TearInTwoRenderer.pixelSize(of: $0, scale: 1) } ?? (card.width, card.height)
        var frames: [EffectAnimationExport.Frame] = []
        for effect in [EffectName.ripple, .shift, .tearInTwo] {
            let offset = frames.last.map { $0.time + 1 / fps } ?? 0
            for var frame in options.frames(for: effect, viewSize: SampleCard.pointSize, fps: fps, source: card, scale: 1, frame: flight) {
                frame.time += offset
                frame.caption = "\(effect.rawValue) · " + frame.caption
                frames.append(frame)
            }
        }
        return (frames, size)
    }
}
