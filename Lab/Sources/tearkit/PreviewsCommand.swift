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
            each with its defaults (the finger-driven tear with the vertical-from-top gesture), exactly as \
            `tearkit render` draws it, at 0.75× and 10 fps over the tool's dark background (1C1C1E): \
            <effect>-preview.apng, each under 1 MB. Then tear-before-after-4x.png: the same 80 × 60 pt of \
            the card whole and torn at its widest, drawn at 2× and magnified 2× (4 × a point), on that background. An effect added to the \
            registration gets its preview without any change here.

            Writes into --output (default Documentation/Images, run from the repository's root); replaces \
            only the files it names.

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

    func run() throws {
        InterruptMonitor.shared.install()
        let fonts = SystemFonts.load()
        if let warning = fonts.missingFontWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let destination = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-previews-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for effect in RenderableEffect.all {
            let card = work.appendingPathComponent("card-\(Self.scale).png")
            try PNGCodec.write(SampleCard(scale: Self.scale).renderCardAlone(fonts: fonts), to: card)
            let rendered = try Self.render(
                effect, card: card, scale: Self.scale, into: work.appendingPathComponent(effect.name))
            let target = destination.appendingPathComponent(Self.previewName(effect))
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: rendered.animation, to: target)
            print("\(outputDisplayPath)/\(Self.previewName(effect))")
        }
        // The tear's before and after, cropped from its first frame and its widest opening before the break.
        let gesture = RenderableEffect.all.first { if case .gesture = $0.animation { true } else { false } }
        if let gesture {
            let card = work.appendingPathComponent("card-\(Self.cropScale).png")
            try PNGCodec.write(SampleCard(scale: Self.cropScale).renderCardAlone(fonts: fonts), to: card)
            let rendered = try Self.render(
                gesture, card: card, scale: Self.cropScale, into: work.appendingPathComponent("crop"),
                extra: ["--crop-to-input", "--frames"])
            let frames = rendered.frames
            guard let first = frames.first else { throw ToolError("the tear wrote no frames") }
            let before = try PNGCodec.read(from: first)
            // The torn frame: the one whose crop is furthest from the card's (the widest opening).
            var after = before, largest = -1
            for url in frames.dropFirst() {
                let frame = try PNGCodec.read(from: url)
                let difference = Self.difference(Self.crop(frame), Self.crop(before))
                if difference > largest { (after, largest) = (frame, difference) }
            }
            let pair = Self.sideBySide(Self.crop(before), Self.crop(after), gap: 8)
            try PNGCodec.write(pair, to: destination.appendingPathComponent(Self.beforeAfterName))
            print("\(outputDisplayPath)/\(Self.beforeAfterName)")
        }
    }

    /// Runs `tearkit render` for `effect` on `card` at `scale` into `folder`; its animation and frame files.
    static func render(_ effect: RenderableEffect, card: URL, scale: Double, into folder: URL, extra: [String] = [])
        throws
        -> (animation: URL, frames: [URL])
    {
        // An effect that draws a view of its own (a text) previews that view, not the card.
        var arguments =
            (effect.viewWithoutInput == nil ? ["--input", card.path] : [])
            + [
                "--effect", effect.name, "--scale", "\(scale)", "--fps", "\(framesPerSecond)", "--output", folder.path,
                "--quiet",
            ] + extra
        if case .gesture = effect.animation { arguments += ["--gesture-preset", "vertical-from-top"] }
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
