import ArgumentParser
import Foundation
import TearKitGestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitRender

/// `tearkit previews`: the README's pictures, one small looping preview per registered effect and a
/// before/after crop of the tear, all from the sample card.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Write a small looping preview of every registered effect on the sample card, for the README.",
        discussion: """
            Renders the sample card alone (288 × 408 pt) with every effect `tearkit render --effect` knows, \
            each with its defaults (the finger-driven tear with the vertical-from-top gesture; a text effect \
            its text at 64 pt on the card's blank paper, so the word reads at 150 px), exactly as \
            `tearkit render` draws it, at 0.75× and 10 fps over the tool's dark background (1C1C1E): \
            <effect>-preview.apng, each under 1 MB, and curved-tear-preview.apng (the tear following the finger in             an S, the curved-from-top preset). Then tear-before-after-4x.png: the same 80 × 60 pt of \
            the card whole and torn at its widest, drawn at 2× and magnified 2× (4 × a point), on that background. An effect added to the \
            registration gets its preview without any change here.

            Writes into --output (default Documentation/Images, run from the repository's root); replaces \
            only the files it names, and only where a regular file (or nothing) is, keeping its mode and owner: a \
            folder of yours with a preview's name is refused, never removed. The work is staged in a hidden folder \
            inside --output, which a failure or a signal removes; the previews replace the earlier ones together at \
            the end.

            Examples:
              tearkit previews
              tearkit previews --output /tmp/previews
            """
    )

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The folder the previews are written into.", valueName: "folder"))
    var output: String = "Documentation/Images"

    /// `--output` as messages echo it.
    var outputDisplayPath: EchoedText { EchoedText(output) }

    /// The previews' scale (pixels per point) and frame rate: small enough for each to stay under 1 MB.
    static let scale = 0.75
    static let framesPerSecond = 10.0
    /// The before/after crop: both edges of the vertical tear down the card's middle, through the art
    /// and the title, drawn at 2× and magnified 2× (4 × a point), over the tool's default background.
    static let cropRect = CGRect(x: 104, y: 150, width: 80, height: 60)
    static let cropScale = 2.0

    /// The preview file of `effect`: `<name>-preview.apng`.
    static func previewName(_ effect: RenderableEffect) -> String { "\(effect.name)-preview.apng" }
    /// The before/after crop's file name.
    static let beforeAfterName = "tear-before-after-4x.png"
    /// The preview of a tear that follows the finger (the tear's `curved-from-top` preset).
    static let curvedTearName = "curved-tear-preview.apng"

    func run() throws {
        InterruptMonitor.shared.install()
        let fonts = SystemFonts.load()
        if let warning = fonts.missingFontWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let destination = URL(userPath: output)
        if let info = StagedOutputFolder.status(of: destination.path), !StagedOutputFolder.isFolder(info),
            info.st_mode & S_IFMT != S_IFLNK
        {
            throw ToolError("output \(outputDisplayPath) is not a folder; name the folder the previews go into")
        }
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the output folder \(outputDisplayPath): \(StagedOutputFolder.reason(error))")
        }
        // Every picture's place is checked before any work, by the rules of every output file: only a
        // regular file is replaced (a folder of the user's with a preview's name is left alone), keeping
        // its mode and owner.
        let gesture = RenderableEffect.all.first { if case .gesture = $0.animation { true } else { false } }
        let names =
            RenderableEffect.all.map(Self.previewName)
            + (gesture == nil ? [] : [Self.curvedTearName, Self.beforeAfterName])
        let rules = try names.map { name in
            try OutputFileRule(
                destination.appendingPathComponent(name), displayPath: EchoedText("\(outputDisplayPath)/\(name)"))
        }
        // The work (the card, each effect's render) is staged in a hidden folder inside the output folder;
        // a failure or any signal removes it, and the pictures replace the earlier ones together at the end.
        let work = destination.appendingPathComponent(
            ".tearkit-previews.partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        InterruptMonitor.shared.beginStaging()
        let finished: URL
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
            finished = work.appendingPathComponent("finished")
            try FileManager.default.createDirectory(at: finished, withIntermediateDirectories: false)
            try renderPreviews(into: finished, work: work, fonts: fonts, gesture: gesture)
            try InterruptMonitor.shared.check()
            // From here the pictures move into place; a signal waits for the moves to end.
            for (rule, name) in zip(rules, names) {
                try rule.replace(with: finished.appendingPathComponent(name))
            }
        } catch {
            try? FileManager.default.removeItem(at: work)
            InterruptMonitor.shared.endStaging(completedOutput: nil)
            throw error
        }
        try? FileManager.default.removeItem(at: work)
        for name in names { print("\(outputDisplayPath)/\(name)") }
        InterruptMonitor.shared.endStaging(completedOutput: outputDisplayPath.excerpt)
    }

    /// Renders every preview, and the tear's before and after, into `finished` (under their final
    /// names), working in `work`.
    private func renderPreviews(into finished: URL, work: URL, fonts: SystemFonts, gesture: RenderableEffect?) throws {
        let card = work.appendingPathComponent("card-\(Self.scale).png")
        try PNGCodec.write(SampleCard(scale: Self.scale).renderCardAlone(fonts: fonts), to: card)
        let paper = work.appendingPathComponent("paper-\(Self.scale).png")
        try PNGCodec.write(SampleCard(scale: Self.scale).renderBlankCardAlone(), to: paper)
        for effect in RenderableEffect.all {
            // An effect that draws a view of its own (a text) draws it on the card's blank paper, so
            // every preview is the card on the dark page.
            let rendered = try Self.render(
                effect, card: effect.viewWithoutInput == nil ? card : paper, scale: Self.scale,
                into: work.appendingPathComponent(effect.name))
            // The render's own output was a step of this one: a signal from now on says nothing was written.
            InterruptMonitor.shared.forgetCompletedOutputs()
            try FileManager.default.moveItem(
                at: rendered.animation, to: finished.appendingPathComponent(Self.previewName(effect)))
        }
        guard let gesture else { return }
        // A tear that follows the finger: the same card torn in an S.
        let curved = try Self.render(
            gesture, card: card, scale: Self.scale, into: work.appendingPathComponent("curved"),
            preset: "curved-from-top")
        InterruptMonitor.shared.forgetCompletedOutputs()
        try FileManager.default.moveItem(at: curved.animation, to: finished.appendingPathComponent(Self.curvedTearName))
        // The tear's before and after, cropped from its first frame and its widest opening before the break.
        let largeCard = work.appendingPathComponent("card-\(Self.cropScale).png")
        try PNGCodec.write(SampleCard(scale: Self.cropScale).renderCardAlone(fonts: fonts), to: largeCard)
        let rendered = try Self.render(
            gesture, card: largeCard, scale: Self.cropScale, into: work.appendingPathComponent("crop"),
            extra: ["--crop-to-input", "--frames"])
        InterruptMonitor.shared.forgetCompletedOutputs()
        let frames = rendered.frames
        guard let first = frames.first else { throw ToolError("the tear wrote no frames") }
        let before = try PNGCodec.read(from: first)
        // The torn frame: the one whose crop is furthest from the card's (the widest opening).
        var after = before, largest = -1
        for url in frames.dropFirst() {
            try InterruptMonitor.shared.check()
            let frame = try PNGCodec.read(from: url)
            let difference = Self.difference(Self.crop(frame), Self.crop(before))
            if difference > largest { (after, largest) = (frame, difference) }
        }
        let pair = Self.sideBySide(Self.crop(before), Self.crop(after), gap: 8)
        try PNGCodec.write(pair, to: finished.appendingPathComponent(Self.beforeAfterName))
    }

    /// Runs `tearkit render` for `effect` on `card` at `scale` into `folder` (a gesture effect driven by the
    /// gesture preset `preset`); its animation and frame files.
    static func render(
        _ effect: RenderableEffect, card: URL, scale: Double, into folder: URL, extra: [String] = [],
        preset: String = "vertical-from-top"
    )
        throws
        -> (animation: URL, frames: [URL])
    {
        var arguments =
            [
                "--input", card.path, "--effect", effect.name, "--scale", "\(scale)", "--fps", "\(framesPerSecond)",
                "--output", folder.path, "--quiet",
            ] + effect.previewArguments + extra
        if case .gesture = effect.animation { arguments += ["--gesture-preset", preset] }
        let command = try RenderCommand.parse(arguments)
        try command.validate()
        try command.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        guard let animation = files.first(where: { $0.hasSuffix(".apng") }) else {
            throw ToolError("\(effect.name) wrote no animation")
        }
        return (
            folder.appendingPathComponent(animation),
            files.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.map { folder.appendingPathComponent($0) }
        )
    }

    /// ``cropRect`` of a frame drawn at ``cropScale``, magnified 2× without smoothing (each device pixel a 2 × 2 block).
    static func crop(_ frame: RGBAImage) -> RGBAImage {
        let s = cropScale
        let piece = frame.cropped(
            x: Int(cropRect.minX * s), y: Int(cropRect.minY * s), width: Int(cropRect.width * s),
            height: Int(cropRect.height * s))
        return piece.scaled(toWidth: piece.width * 2, height: piece.height * 2, filter: .nearest)
    }

    /// The sum of the absolute channel differences of two images of one size.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    }

    /// `left` and `right` next to each other, `gap` pixels apart, over the background both were drawn
    /// on (`tearkit render`'s default, 1C1C1E).
    static func sideBySide(_ left: RGBAImage, _ right: RGBAImage, gap: Int) -> RGBAImage {
        var pair = RGBAImage(width: left.width + gap + right.width, height: max(left.height, right.height))
        for y in 0..<left.height { for x in 0..<left.width { pair[x, y] = left[x, y] } }
        for y in 0..<right.height { for x in 0..<right.width { pair[left.width + gap + x, y] = right[x, y] } }
        if let background = BackgroundArgument.standard.color { pair.flatten(over: background) }
        return pair
    }
}
