import ArgumentParser
import Foundation
import TearKitRender

/// `tearkit sample-card`: renders the demo ticket card to a PNG, and optionally a contact sheet and an
/// APNG of a simple placeholder motion (the stub below the perforation sliding away). The placeholder
/// motion only previews the media pipeline; the tear itself comes from the tear engine.
struct SampleCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-card",
        abstract: "Render the sample ticket card (320×440 pt) to a PNG, plus an optional contact sheet and APNG."
    )

    @Option(name: .shortAndLong, help: "Output PNG path for the card.")
    var output: String = "sample-card.png"

    @Option(help: "Pixels per point (0.25...8).")
    var scale: Double = 2

    @Option(help: "Also write a contact sheet of placeholder key frames to this PNG path.")
    var contactSheet: String?

    @Option(help: "Also write an animated PNG of the placeholder motion to this path.")
    var animation: String?

    @Option(help: "Frames per second of the animation (1...120).")
    var fps: Double = 30

    func run() throws {
        let fonts = SystemFonts.load()
        if let warning = fonts.missingFontWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let card = SampleCard(scale: scale)
        let image = card.render(fonts: fonts)
        try writePNG(image, to: output)

        guard contactSheet != nil || animation != nil else { return }
        let cut = Int(((SampleCard.cardRect.minY + 176 + 38 + 42) * scale).rounded())  // perforation row
        let duration = 1.0
        if let contactSheet {
            let times = stride(from: 0.0, through: duration, by: duration / 5).map { $0 }
            let entries = times.map { t in
                let progress = easeInOut(t / duration)
                return ContactSheet.Entry(
                    image: placeholderFrame(image, cut: cut, gapPoints: progress * 60),
                    caption: ContactSheet.caption(time: t, progress: progress, gapPoints: progress * 60))
            }
            let sheet = ContactSheet(title: "Sample card · placeholder slide-apart", entries: entries, columns: 3,
                                     maximumWidth: 1400).render(fonts: fonts)
            try writePNG(sheet, to: contactSheet)
        }
        if let animation {
            let rate = min(max(fps, 1), 120)
            let frames = Int(duration * rate) + 1
            let writer = try APNGWriter(width: image.width, height: image.height,
                                        fileURL: URL(fileURLWithPath: animation))
            for index in 0..<frames {
                let progress = easeInOut(Double(index) / Double(frames - 1))
                let hold = index == 0 || index == frames - 1
                try writer.append(placeholderFrame(image, cut: cut, gapPoints: progress * 60),
                                  duration: hold ? 0.6 : 1 / rate)
            }
            try writer.finish()
            print("wrote \(animation) (\(frames) frames)")
        }
    }

    private func easeInOut(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    /// The card with everything below row `cut` moved down by `gapPoints` and faded slightly.
    private func placeholderFrame(_ card: RGBAImage, cut: Int, gapPoints: Double) -> RGBAImage {
        var frame = RGBAImage(width: card.width, height: card.height, fill: (0xF2, 0xF2, 0xF7, 0xFF))
        let top = RGBAImage(width: card.width, height: cut, pixels: Array(card.pixels[0..<cut * card.width * 4]))!
        let bottom = RGBAImage(width: card.width, height: card.height - cut,
                               pixels: Array(card.pixels[(cut * card.width * 4)...]))!
        frame.composite(top, x: 0, y: 0)
        frame.composite(bottom, x: 0, y: cut + Int((gapPoints * scale).rounded()), opacity: 1 - gapPoints / 200)
        return frame
    }

    private func writePNG(_ image: RGBAImage, to path: String) throws {
        let writer = try APNGWriter(width: image.width, height: image.height, fileURL: URL(fileURLWithPath: path))
        try writer.append(image, duration: 1)
        try writer.finish()
        print("wrote \(path) (\(image.width)×\(image.height) px)")
    }
}
