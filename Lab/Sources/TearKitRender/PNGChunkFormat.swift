import CZlib

/// Byte-level pieces of the PNG container shared by the APNG writer and reader.
enum PNGChunkFormat {
    /// The 8-byte PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// CRC-32 (zlib's `crc32`) over the chunk type and data, as stored after every chunk.
    static func crc(type: [UInt8], data: [UInt8]) -> UInt32 {
        var crc = crc32(0, nil, 0)
        crc = type.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// CRC-32 (zlib's `crc32`) over `bytes`: a chunk's type and data, laid out together.
    static func crc(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: crc32(crc32(0, nil, 0), bytes.baseAddress, uInt(bytes.count)))
    }

    /// A whole chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(12 + data.count)
        appendBigEndian(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        appendBigEndian(crc(type: typeBytes, data: data), to: &out)
        return out
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func readBigEndian32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        let i = bytes.startIndex + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    static func readBigEndian16(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt16 {
        let i = bytes.startIndex + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }
}
