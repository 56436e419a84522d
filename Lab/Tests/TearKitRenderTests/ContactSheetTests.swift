import Foundation
import Testing
import TearKitRender

@Suite("Contact sheet")
struct ContactSheetTests {
    private let fonts = SystemFonts.load()
    private let sheetGrey: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0xE5, 0xE5, 0xEA, 0xFF)

    private func frames(_ count: Int, width: Int = 200, height: Int = 300) -> [ContactSheet.Entry] {
        (0..<count).map { i in
            ContactSheet.Entry(
                image: RGBAImage(width: width, height: height, fill: (UInt8(i * 40), 90, 200, 255)),
                caption: ContactSheet.caption(time: Double(i) * 0.25, progress: Double(i) / 5, gapPoints: Double(i) * 6)
            )
        }
    }

    /// Pixels in `rect` that are not the sheet's background grey.
    private func inkCount(_ image: RGBAImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<min(Int(rect.maxY), image.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), image.width) where image[x, y] != sheetGrey { count += 1 }
        }
        return count
    }

    /// Small frames (a 60 × 40 px input) still get whole captions: cells are as wide as their longest caption.
    @Test(.enabled(if: SystemFonts.load().regular != nil, "needs a font"))
    func captionsOfSmallFramesAreNeverCut() {
        let entries = (0..<6).map { i in
            ContactSheet.Entry(
                image: RGBAImage(width: 60, height: 40, fill: (200, 90, 90, 255)),
                caption: "0.\(i)0 s · start, release, break · 100 % · gap 28 pt")
        }
        for columns in [3, 4] {
            let sheet = ContactSheet(title: "small", entries: entries, columns: columns)
            #expect(sheet.displayedCaptions(fonts: fonts) == entries.map(\.caption), "\(columns) columns")
        }
    }

    @Test func captionFormat() {
        #expect(
            ContactSheet.caption(time: 0.5, progress: 0.6249, gapPoints: 18.2) == "t 0.50 s · progress 0.62 · gap 18 pt"
        )
    }

    @Test func gridDimensionsFollowColumnsAndMaximumWidth() {
        let sheet = ContactSheet(title: "Tear", entries: frames(5), columns: 3, maximumWidth: 500, scale: 1)
        let layout = sheet.layout()
        #expect(layout.size.width <= 500)
        #expect(layout.frames.count == 5)
        // Three frames on the first row, two on the second, all the same scaled size and aspect ratio.
        let rowTops = Set(layout.frames.map(\.minY))
        #expect(rowTops.count == 2)
        #expect(layout.frames.filter { $0.minY == rowTops.min() }.count == 3)
        #expect(layout.frames.allSatisfy { $0.width < 200 && abs($0.height / $0.width - 1.5) < 0.02 })
        // Frames do not overlap and lie inside the sheet.
        for (i, a) in layout.frames.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= layout.size.width && a.maxY <= layout.size.height)
            for b in layout.frames[(i + 1)...] { #expect(!a.intersects(b)) }
        }
        let image = sheet.render(fonts: fonts)
        let drawn = sheet.layout(fonts: fonts)
        #expect(image.width == Int(drawn.size.width) && image.height == Int(drawn.size.height))
    }

    @Test func smallFramesAreNotEnlarged() {
        let layout = ContactSheet(title: "", entries: frames(2, width: 40, height: 30), scale: 1).layout()
        #expect(layout.frames.allSatisfy { $0.width == 40 && $0.height == 30 })
    }

    @Test func framesAreDrawnScaledIntoTheirCells() {
        let sheet = ContactSheet(title: "T", entries: frames(3), columns: 3, maximumWidth: 500, scale: 1)
        let layout = sheet.layout(fonts: fonts)  // the one the drawing uses: whole captions may take fewer columns
        let image = sheet.render(fonts: fonts)
        for (i, frame) in layout.frames.enumerated() {
            let centre = image[Int(frame.midX), Int(frame.midY)]
            #expect(centre == (UInt8(i * 40), 90, 200, 255))
        }
    }

    @Test func captionsAndTitleArePrintedUnderEachFrame() throws {
        try #require(fonts.regular != nil, "needs a system font")
        var entries = frames(4)
        entries[2].caption = ""
        let sheet = ContactSheet(title: "Tear progression", entries: entries, columns: 2, maximumWidth: 600, scale: 1)
        let layout = sheet.layout()
        let image = sheet.render(fonts: fonts)
        for (i, frame) in layout.frames.enumerated() {
            let origin = layout.captionOrigins[i]
            let captionBand = CGRect(x: origin.x, y: origin.y - 10, width: frame.width, height: 13)
            if entries[i].caption.isEmpty {
                #expect(inkCount(image, in: captionBand) < 5, "no caption under frame \(i)")
            } else {
                #expect(inkCount(image, in: captionBand) > 40, "caption under frame \(i)")
            }
        }
        let titleBand = CGRect(x: layout.titleOrigin.x, y: layout.titleOrigin.y - 16, width: 150, height: 20)
        #expect(inkCount(image, in: titleBand) > 100)
        let withoutFonts = sheet.render(fonts: SystemFonts(regular: nil, bold: nil))
        #expect(inkCount(withoutFonts, in: titleBand) == 0)
    }

    @Test func emptySheetStillRenders() {
        let image = ContactSheet(title: "Nothing yet", entries: []).render(fonts: fonts)
        #expect(image.width > 0 && image.height > 0)
    }
}
