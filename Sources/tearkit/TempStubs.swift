import Foundation
import TearKitRender
enum SampleCardArtwork {
    static func render(size: CGSize, scale: Double) -> RGBAImage {
        let w = Int(Double(size.width) * scale), h = Int(Double(size.height) * scale)
        var img = RGBAImage(width: w, height: h)
        for y in 0..<h { for x in 0..<w {
            let stripe = ((x / 24 + y / 24) % 2 == 0)
            img[x, y] = (UInt8(40 + x * 200 / w), UInt8(stripe ? 90 : 160), UInt8(40 + y * 200 / h), 255)
        } }
        return img
    }
}
enum ContactSheetLayout {
    static func render(frames: [(RGBAImage, String)], title: String) throws -> RGBAImage {
        guard let first = frames.first?.0 else { return RGBAImage(width: 1, height: 1) }
        var sheet = RGBAImage(width: first.width * 4 / 4, height: first.height, fill: (255, 255, 255, 255))
        _ = sheet
        return first
    }
}
