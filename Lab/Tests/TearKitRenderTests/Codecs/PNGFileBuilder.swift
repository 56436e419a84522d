import Foundation

/// Builds PNG files byte by byte, independently of libpng (stored deflate blocks, own CRC and
/// Adler-32), so the codec can be tested on every colour type, bit depth and interlacing, and on
/// deliberately broken files.
struct PNGFileBuilder {
    /// PNG colour types.
    enum ColorType: UInt8 { case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6 }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    var interlaced = false
    /// PLTE entries (palette images).
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// Raw tRNS chunk payload, if any.
    var transparency: [UInt8]? = nil
    /// Whole chunks (see ``chunk(_:_:)``) written just before and just after `IDAT`.
    var chunksBeforeIDAT: [Data] = []
    var chunksAfterIDAT: [Data] = []
    /// The samples of pixel (x, y), one per channel, in the PNG's bit depth.
    var samples: (Int, Int) -> [Int]

    var channels: Int {
        switch colorType {
        case .grey, .palette: 1;
        case .greyAlpha: 2;
        case .rgb: 3;
        case .rgba: 4
        }
    }

    /// The complete file.
    func data() -> Data {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width)); header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0])
        file.append(Self.chunk("IHDR", header))
        if !palette.isEmpty { file.append(Self.chunk("PLTE", Data(palette.flatMap { [$0.0, $0.1, $0.2] }))) }
        if let transparency { file.append(Self.chunk("tRNS", Data(transparency))) }
        chunksBeforeIDAT.forEach { file.append($0) }
        file.append(Self.chunk("IDAT", Self.zlibStored(scanlines())))
        chunksAfterIDAT.forEach { file.append($0) }
        file.append(Self.chunk("IEND", Data()))
        return file
    }

    /// Filter-0 scanlines of the whole image, or of each non-empty Adam7 pass.
    private func scanlines() -> Data {
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out = Data()
        for pass in passes {
            let xs = Array(stride(from: pass.x0, to: width, by: pass.dx))
            let ys = Array(stride(from: pass.y0, to: height, by: pass.dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            for y in ys {
                out.append(0)
                out.append(pack(xs.flatMap { samples($0, y) }))
            }
        }
        return out
    }

    /// Packs samples MSB-first at the bit depth (16-bit big-endian), padding the row to a byte.
    private func pack(_ values: [Int]) -> Data {
        var out = Data()
        if bitDepth == 16 {
            for v in values { out.append(UInt8(v >> 8)); out.append(UInt8(v & 0xFF)) }
            return out
        }
        var accumulator = 0, bits = 0
        for v in values {
            accumulator = (accumulator << bitDepth) | (v & ((1 << bitDepth) - 1))
            bits += bitDepth
            if bits == 8 { out.append(UInt8(accumulator)); accumulator = 0; bits = 0 }
        }
        if bits > 0 { out.append(UInt8(accumulator << (8 - bits))) }
        return out
    }

    static func chunk(_ type: String, _ payload: Data) -> Data {
        var body = Data(type.utf8)
        body.append(payload)
        var out = Data()
        out.append(bigEndian: UInt32(payload.count))
        out.append(body)
        out.append(bigEndian: crc32(body))
        return out
    }

    static func zlibStored(_ raw: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](raw)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + length == bytes.count ? 1 : 0
            out.append(final)
            out.append(UInt8(length & 0xFF)); out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF)); out.append(UInt8((~length >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<offset + length])
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        out.append(bigEndian: (b << 16) | a)
        return out
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
