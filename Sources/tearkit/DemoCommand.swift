import ArgumentParser
import Foundation
import TearKitCore
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
        shows through the gap and never moves (--background and --crop-to-input do not apply). Then \
        the card shatters like glass and falls away (the shipping Shatter.metal), into the subfolder shatter/.

        Writes into --output (default ./tearkit-demo): tear.apng (open it in a browser) and \
        contact-sheet.png, plus frame-0001.png … with --frames. An earlier demo in that folder is \
        replaced; a folder holding other files is only replaced with --overwrite, and a read-only \
        folder never. Ctrl-C leaves the folder as it was.

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

    /// The sample card's scale, pixels per point.
    static let cardScale = 2.0

    func run() throws {
        InterruptMonitor.shared.install()
        FreedMemory.returnLargeBlocksToTheSystem()
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
        TearAnimationExport.report(try export.run(), output: output, scale: Self.cardScale)
        // Second segment: the same card shatters like broken glass (into a subfolder).
        var shatter = ShatterAnimationExport.demo(card: card, viewSize: SampleCard.cardRect.size, scale: Self.cardScale, output: URL(fileURLWithPath: output),
                                                  framesPerSecond: animation.fps, quiet: animation.quiet, background: animation.background.color)
        shatter.writesFrameFiles = animation.frames
        ShatterAnimationExport.report(try shatter.run(), output: shatter.output)
    }
}
