import Foundation
import Testing
import TearKitRender
@testable import tearkit

@Suite("tearkit sample-card")
struct SampleCardCommandTests {
    @Test func writesCardContactSheetAndAnimation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tearkit-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let card = directory.appendingPathComponent("card.png").path
        let sheet = directory.appendingPathComponent("sheet.png").path
        let animation = directory.appendingPathComponent("anim.png").path
        let command = try SampleCardCommand.parse(["-o", card, "--scale", "0.5", "--contact-sheet", sheet,
                                                   "--animation", animation, "--fps", "4"])
        try command.run()

        let cardFile = try APNGReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: card))))
        #expect(cardFile.width == 160 && cardFile.height == 220 && cardFile.frames.count == 1)
        let sheetFile = try APNGReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: sheet))))
        #expect(sheetFile.width > 160 && sheetFile.frames.count == 1)
        let animationFile = try APNGReader.read([UInt8](Data(contentsOf: URL(fileURLWithPath: animation))))
        #expect(animationFile.frames.count == 5)
        #expect(animationFile.frames.first?.image != animationFile.frames.last?.image, "the stub moves")
        #expect(animationFile.frames.first?.image == cardFile.defaultImage)
    }
}
