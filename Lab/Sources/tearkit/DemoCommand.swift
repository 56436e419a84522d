import ArgumentParser
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// `tearkit demo`: TearKit's first impression, with nothing to provide.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Tear a sample app card and write the animation and a contact sheet (and frames with --frames).",
        discussion: """
            Draws a sample ticket card (288 × 408 pt at 2×) on a page, as an app shows it, then plays the \
            demo gesture through the real tear engine and the shipping shader: a drag from the card's top \
            edge that tears it through (its two halves then part and fall away, fading, as an app may do on a break), a \
            restore, and a second drag from the left edge that stops short and closes again. The page \
            shows through the gap and never moves (--background and --crop-to-input do not apply to it). Then \
            the card shatters like glass and falls away (the shipping Shatter.metal), into the subfolder shatter/.

            Then a short reel of the other effects on the same card (at 2×, 30 fps): \
            \(reelEffects.compactMap(\.reelTitle).joined(separator: ", ")) (--no-reel skips it). The reel's \
            frames show the card in the middle over --background, at least half their width; the torn \
            halves fly as far as the frame holds them, fading at the end (--crop-to-input keeps the card's size).

            Writes into --output (default ./tearkit-demo): tear.apng (open it in a browser) and \
            contact-sheet.png, plus frame-0001.png … with --frames, and reel/reel.apng with its own \
            contact sheet, all moved into place in one step once everything is written. An earlier demo in that folder is replaced; a folder holding anything \
            tearkit did not write is refused. Ctrl-C leaves the folder as it was.

            Examples:
              tearkit demo
              tearkit demo --output /tmp/demo --fps 30
              tearkit demo --edge-roughness 1 --max-gap 40
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The output folder.", valueName: "folder"))
    var output: String = "tearkit-demo"

    /// `--output` as messages echo it.
    var outputDisplayPath: EchoedText { EchoedText(output) }

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
        // gap shows the page, and after the break its two halves part along the cut, fall and fade (onCompletion(true)).
        let sample = SampleCard(scale: Self.cardScale)
        let scene = PageScene(page: sample.renderPage(), shadow: sample.renderShadow(), scale: Self.cardScale)
        let script = GesturePreset.demo.script(
            viewSize: SampleCard.cardRect.size, configuration: tuning.applied(to: TearConfiguration()))
        let card = sample.renderCard(fonts: fonts)
        var export = TearAnimationExport(
            source: card, scale: Self.cardScale, script: script, framesPerSecond: animation.fps,
            output: URL(userPath: output), outputDisplayPath: outputDisplayPath, overwrite: animation.overwrite,
            quiet: animation.quiet,
            background: animation.background.color, cropToInput: animation.cropToInput,
            scene: scene, viewOrigin: SampleCard.cardRect.origin,
            title: "TearKit demo · tear, fall away, restore, tear short")
        export.writesFrameFiles = animation.frames
        export.job = "demo"
        // The same card shatters like broken glass (into shatter/), then the reel (into reel/).
        var shatter = ShatterAnimationExport.demo(
            card: card, viewSize: SampleCard.cardRect.size, scale: Self.cardScale, output: URL(userPath: output),
            framesPerSecond: animation.fps, quiet: animation.quiet, background: animation.background.color)
        shatter.writesFrameFiles = animation.frames
        // The whole demo is staged in one folder and moved into place once: an interrupt at any moment
        // leaves the earlier demo as it was, or the complete new one.
        let folder = try StagedOutputFolder(
            destination: URL(userPath: output), displayPath: outputDisplayPath, job: "demo",
            overwrite: animation.overwrite)
        let (tear, shattered, reelWritten) = try folder.committing {
            let tear = try export.run(into: folder)
            try folder.enterSubfolder(ShatterAnimationExport.demoFolderName)
            let shattered = try shatter.run(into: folder)
            guard !noReel else { return (tear, shattered, nil as EffectAnimationExport.Written?) }
            // The reel's view is the card alone (transparent around its corners and notches), at the demo's scale.
            let reelCard = SampleCard(scale: Self.cardScale).renderCardAlone(fonts: fonts)
            // The reel is drawn at 30 fps, or at --fps when that is lower.
            let reelFPS = min(animation.fps, Self.reelFramesPerSecond)
            let (frames, frameSize) = try Self.reelFrames(
                card: reelCard, fps: reelFPS, cropToInput: animation.cropToInput)
            var reel = EffectAnimationExport(
                animationName: "reel.apng", source: reelCard, scale: Self.cardScale, frames: frames,
                framesPerSecond: reelFPS, output: URL(userPath: output), overwrite: animation.overwrite, job: "demo",
                quiet: animation.quiet,
                background: animation.background.color,
                title: "TearKit reel · " + Self.reelEffects.compactMap(\.reelTitle).joined(separator: ", "))
            reel.frameSize = frameSize
            reel.writesFrameFiles = animation.frames
            try folder.enterSubfolder(EffectAnimationExport.reelFolderName)
            return (tear, shattered, try reel.run(into: folder))
        }
        // Said once everything is in place.
        TearAnimationExport.report(tear, output: outputDisplayPath, scale: Self.cardScale)
        ShatterAnimationExport.report(shattered, output: folder.displayPath(for: ShatterAnimationExport.demoFolderName))
        if let reel = reelWritten {
            print(
                "Wrote the reel, \(reel.frameCount) frames, to \(folder.displayPath(for: EffectAnimationExport.reelFolderName))/ (reel.apng: \(AnimationOutputFiles.storage(frames: reel.frameCount, animationFrames: reel.animationFrameCount)); contact-sheet.png\(animation.frames ? "; frame-0001.png … \(AnimationOutputFiles.frameName(reel.frameCount - 1))" : ""))"
            )
        }
    }

    /// The reel's frame rate (lower when `--fps` is lower).
    static let reelFramesPerSecond = 30.0

    /// The registered time-driven effects that have a place in the reel, in registration order.
    static var reelEffects: [RenderableEffect] {
        RenderableEffect.all.filter { $0.isTimeDriven && $0.reelTitle != nil }
    }

    /// Every time-driven effect with its defaults, one after the other, on `card` (the sample card alone
    /// at `scale`, ``SampleCard/cardRect``'s size), and the size of the reel's frames: the card in the
    /// middle of ``SampleCard/reelFrame`` (the card's size with `cropToInput`). Ripple and shift, drawn
    /// at the card's size, are centred in it; the torn halves stay inside it while they can be seen, and the reel
    /// rests on the empty frame for a moment before it loops.
    static func reelFrames(
        card: RGBAImage, scale: Double = cardScale, fps: Double = reelFramesPerSecond, cropToInput: Bool = false
    ) throws
        -> (frames: [EffectAnimationExport.Frame], size: (width: Int, height: Int))
    {
        let view = SampleCard.cardRect
        let frame = cropToInput ? nil : SampleCard.reelFrame
        let size = frame.flatMap { RGBAImage.pixelSize(of: $0, scale: scale) } ?? (card.width, card.height)
        // Each effect with its defaults, a tap on the ticket's button where one starts at a touch; an
        // effect that ends on an empty frame rests there before the reel loops.
        let request = EffectFrameRequest(
            source: card, scale: scale, viewSize: view.size, fps: fps, frame: frame,
            tap: CGPoint(x: 160 - view.minX, y: 330 - view.minY), loopHold: reelHold)
        var frames: [EffectAnimationExport.Frame] = []
        for effect in reelEffects {
            guard case .timeDriven(let makeFrames, _) = effect.animation else { continue }
            let offset = frames.last.map { $0.time + 1 / fps } ?? 0
            for var frame in makeFrames(EffectOptionValues(options: effect.options), request) {
                frame.time += offset
                frame.caption = "\(effect.name) · " + frame.caption
                frame.phase = frame.phase.isEmpty ? effect.name : "\(effect.name) · \(frame.phase)"
                frames.append(frame)
            }
        }
        return (frames, size)
    }

    /// How long the reel rests on its last frame before it loops, in seconds.
    static let reelHold = 0.5
}
