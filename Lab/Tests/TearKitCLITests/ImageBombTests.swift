import Foundation
import Testing

/// `tearkit frame` and `render` on images built to exhaust memory: every run stays far below 512 MB,
/// and an image over the pixel budget is refused with a message naming its size and `--max-pixels`.
@Suite struct ImageBombTests {
    // MARK: Building small hostile files

    static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        let crc = ~body.reduce(UInt32.max) { c, byte in crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return bigEndian(UInt32(payload.count)) + body + bigEndian(crc)
    }

    /// zlib stream of `raw` in stored (uncompressed) blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            out += [
                offset + length == raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
                UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += raw[offset..<offset + length]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    static func png(
        width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlaced: Bool = false, idat: [UInt8]
    ) -> Data {
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat)
                + chunk("IEND", []))
    }

    /// A JPEG (the 16 × 16 test fixture) whose frame header claims `width × height`.
    static func jpegClaiming(width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](
            try Data(contentsOf: TearkitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/quadrants.jpg")))
        let sof = bytes.indices.first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) }!
        bytes.replaceSubrange(
            sof + 5..<sof + 9, with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return Data(bytes)
    }

    static func frame(_ input: URL, output: URL, extra: [String] = []) -> [String] {
        [
            "frame", "--input", input.path, "--output", output.path, "--tear-start", "20,0", "--tear-end", "20,25",
            "--progress", "0.5", "--max-gap", "8",
        ] + extra
    }

    // MARK: Tests

    /// Headers promising 7000 × 7000 px (196 MB of RGBA, within the budget) over a few bytes of data.
    @Test(arguments: ["png", "interlaced png", "jpeg"], ["frame", "render"])
    func aHeaderPromisingMoreThanItsDataCostsAlmostNothing(kind: String, command: String) throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let idat = Self.zlibStored([UInt8](repeating: 0, count: 1_000))
        let data =
            kind == "jpeg"
            ? try Self.jpegClaiming(width: 7_000, height: 7_000)
            : Self.png(width: 7_000, height: 7_000, interlaced: kind == "interlaced png", idat: idat)
        let input = try TearkitPeakMemory.file(data, named: "bomb", in: folder)
        let arguments =
            command == "frame"
            ? Self.frame(input, output: folder.appendingPathComponent("out.png"))
            : [
                "render", "--input", input.path, "--gesture-preset", "demo", "--output",
                folder.appendingPathComponent("out").path, "--quiet",
            ]
        let run = try TearkitPeakMemory.run(arguments)
        #expect(run.status == 1)
        #expect(run.stderr.contains("The image is corrupt"), "\(run.stderr)")
        #expect(run.peakBytes < 80 << 20, "\(kind) \(command): peak \(run.peakBytes >> 20) MiB")
    }

    @Test(arguments: ["png", "jpeg"])
    func anImageOverThePixelBudgetIsRefusedNamingItsSizeAndTheFlag(kind: String) throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data =
            kind == "jpeg"
            ? try Self.jpegClaiming(width: 8_000, height: 8_000)
            : Self.png(width: 8_000, height: 8_000, idat: Self.zlibStored([UInt8](repeating: 0, count: 100)))
        let input = try TearkitPeakMemory.file(data, named: "big", in: folder)
        let run = try TearkitPeakMemory.run(Self.frame(input, output: folder.appendingPathComponent("out.png")))
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Error: input \(input.path): the image is 8000 × 8000 px (64.0 megapixels), over the limit of 50000000 pixels; pass --max-pixels 64000000 to read it anyway (about 256 MB per copy)\n"
        )
        #expect(run.peakBytes < 80 << 20, "peak \(run.peakBytes >> 20) MiB")
    }

    @Test func maxPixelsSetsTheBudget() throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = [UInt8]((0..<30).flatMap { _ in [0] + [UInt8](repeating: 200, count: 40 * 4) })
        let input = try TearkitPeakMemory.file(
            Self.png(width: 40, height: 30, idat: Self.zlibStored(rows)), named: "small.png", in: folder)
        let output = folder.appendingPathComponent("out.png")
        let refused = try TearkitProcess.run(Self.frame(input, output: output, extra: ["--max-pixels", "1199"]))
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "40 × 30 px (0.0 megapixels), over the limit of 1199 pixels; pass --max-pixels 1200"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let accepted = try TearkitProcess.run(Self.frame(input, output: output, extra: ["--max-pixels", "1200"]))
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let invalid = try TearkitProcess.run(Self.frame(input, output: output, extra: ["--max-pixels", "0"]))
        #expect(invalid.stderr.contains("--max-pixels must be between 1 and 268435456"), "\(invalid.stderr)")
    }

    /// A real 6000 × 6000 image (36 Mpx, 144 MB of RGBA) renders with at most two full-size copies alive.
    @Test func aLargeImageWithinTheBudgetStaysUnder512MB() throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = [UInt8](repeating: 0, count: 1 + 6_000 / 8)  // 1-bit grey, all black
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * 6_000)
        for _ in 0..<6_000 { raw += row }
        let input = try TearkitPeakMemory.file(
            Self.png(width: 6_000, height: 6_000, bitDepth: 1, colorType: 0, idat: Self.zlibStored(raw)),
            named: "large.png", in: folder)
        let output = folder.appendingPathComponent("out.png")
        let run = try TearkitPeakMemory.run(Self.frame(input, output: output))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakBytes < 512 << 20, "peak \(run.peakBytes >> 20) MiB")
        #expect(run.peakBytes < 3 * 144_000_000, "peak \(run.peakBytes >> 20) MiB: more than two full-size copies")
    }
}
