import ArgumentParser
import Foundation
import TearKitRender

/// `tearkit sample-card`: renders the demo ticket card to a PNG (a one-frame APNG).
struct SampleCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-card",
        abstract: "Render the sample ticket card (320×440 pt) to a PNG file."
    )

    @Option(name: .shortAndLong, help: "Output PNG path.")
    var output: String = "sample-card.png"

    @Option(help: "Pixels per point (0.25...8).")
    var scale: Double = 2

    func run() throws {
        let fonts = SystemFonts.load()
        if let warning = fonts.missingFontWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let image = SampleCard(scale: scale).render(fonts: fonts)
        let writer = try APNGWriter(width: image.width, height: image.height, fileURL: URL(fileURLWithPath: output))
        try writer.append(image, duration: 1)
        try writer.finish()
        print("wrote \(output) (\(image.width)×\(image.height) px)")
    }
}
