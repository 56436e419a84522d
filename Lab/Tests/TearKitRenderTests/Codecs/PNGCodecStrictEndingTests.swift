import Foundation
import Testing
import TearKitRender

/// Chunks after the image data are read and checked like the ones before it.
@Suite struct PNGCodecStrictEndingTests {
    func png(before: [Data] = [], after: [Data] = [], interlaced: Bool = false) -> Data {
        var builder = PNGFileBuilder(width: 9, height: 7, colorType: .rgb, bitDepth: 8) { x, y in [x * 20, y * 30, 128]
        }
        builder.interlaced = interlaced
        builder.chunksBeforeIDAT = before
        builder.chunksAfterIDAT = after
        return builder.data()
    }

    let unknownCritical = PNGFileBuilder.chunk("ZZZZ", Data([1, 2, 3]))
    let unknownAncillary = PNGFileBuilder.chunk("zzZz", Data([1, 2, 3]))

    @Test(arguments: [false, true])
    func anUnknownCriticalChunkIsRefusedBeforeOrAfterTheImageData(interlaced: Bool) {
        for file in [
            png(before: [unknownCritical], interlaced: interlaced),
            png(after: [unknownCritical], interlaced: interlaced),
        ] {
            #expect(throws: ImageDecodingError.corrupt(reason: "ZZZZ: unhandled critical chunk")) {
                try PNGCodec.decode(file)
            }
            #expect(throws: ImageDecodingError.corrupt(reason: "ZZZZ: unhandled critical chunk")) {
                try ImageFile.decode(file)
            }
        }
    }

    @Test func aDamagedIENDIsRefusedADamagedCommentSkipped() {
        var damaged = PNGFileBuilder.chunk("tEXt", Data("Comment\0hello".utf8))
        damaged[damaged.count - 1] ^= 0xFF  // CRC of an ancillary chunk: libpng warns and skips it
        #expect(throws: Never.self) { try PNGCodec.decode(png(after: [damaged])) }
        var badIEND = png()
        badIEND[badIEND.count - 1] ^= 0xFF  // IEND's CRC
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(badIEND) }
    }

    @Test func unknownAncillaryChunksAnywhereAreSkipped() throws {
        let plain = try PNGCodec.decode(png())
        #expect(try PNGCodec.decode(png(before: [unknownAncillary], after: [unknownAncillary])) == plain)
    }
}
