import Foundation

/// Why a PNG or APNG could not be read by `APNGReader`.
package enum APNGReadError: Error, Equatable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends inside a chunk, or before `IEND`.
    case truncated
    /// A chunk's stored CRC-32 does not match its type and data.
    case crcMismatch(chunkType: String, offset: Int)
    /// A chunk is missing, misplaced, too short or has impossible values; `reason` says which.
    case malformed(reason: String)
    /// A format this reader does not handle (it reads what `APNGWriter` writes: 8-bit RGBA,
    /// no interlacing); `reason` says what.
    case unsupported(reason: String)
    /// Frame or data sequence numbers are not 0, 1, 2, … in file order.
    case sequenceNumberMismatch(expected: UInt32, found: UInt32)
    /// The image data could not be inflated or unfiltered.
    case corruptImageData(reason: String)

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .notPNG: "not a PNG file (bad signature)"
        case .truncated: "PNG data is truncated"
        case .crcMismatch(let type, let offset): "CRC mismatch in \(type) chunk at byte \(offset)"
        case .malformed(let reason): "malformed PNG: \(reason)"
        case .unsupported(let reason): "unsupported PNG: \(reason)"
        case .sequenceNumberMismatch(let expected, let found): "APNG sequence number \(found), expected \(expected)"
        case .corruptImageData(let reason): "corrupt PNG image data: \(reason)"
        }
    }
}

/// One chunk as it appears in the file.
package struct PNGChunkInfo: Sendable, Equatable {
    /// Four-letter chunk type, e.g. "IHDR", "fdAT".
    package var type: String
    /// Byte offset of the chunk's length field from the start of the file.
    package var offset: Int
    /// Length of the chunk data in bytes (excluding length, type and CRC).
    package var dataLength: Int
    /// The sequence number of `fcTL` and `fdAT` chunks; `nil` for others.
    package var sequenceNumber: UInt32?
}

/// One animation frame: its `fcTL` control values and decoded pixels.
package struct APNGFrame: Sendable, Equatable {
    /// Sequence number of the frame's `fcTL` chunk.
    package var sequenceNumber: UInt32
    /// Frame region's left edge in canvas pixels.
    package var x: Int
    /// Frame region's top edge in canvas pixels.
    package var y: Int
    /// How long the frame is shown.
    package var delay: APNGFrameDelay
    /// `dispose_op`: 0 none, 1 background, 2 previous.
    package var disposeOperation: UInt8
    /// `blend_op`: 0 source, 1 over.
    package var blendOperation: UInt8
    /// The frame region's pixels (premultiplied), not composited onto earlier frames.
    package var image: RGBAImage
}

/// A parsed PNG or APNG file.
package struct APNGFile: Sendable, Equatable {
    /// Canvas width in pixels.
    package var width: Int
    /// Canvas height in pixels.
    package var height: Int
    /// Every chunk in file order, including `IHDR` and `IEND`.
    package var chunks: [PNGChunkInfo]
    /// `num_plays` from `acTL` (0 = forever); `nil` for a plain PNG.
    package var loopCount: Int?
    /// `num_frames` from `acTL`; `nil` for a plain PNG.
    package var declaredFrameCount: Int?
    /// The image in `IDAT` (what a viewer without APNG support shows), premultiplied.
    package var defaultImage: RGBAImage
    /// Animation frames in order (empty for a plain PNG). When the first `fcTL` precedes `IDAT`,
    /// `frames[0].image` is `defaultImage`.
    package var frames: [APNGFrame]
}

/// Reads PNG and APNG files back for checks and tests: walks every chunk, verifies each CRC-32,
/// the APNG sequence numbers and frame count, and decodes every frame with libpng. Handles 8-bit RGBA or RGB non-interlaced images, which is what `APNGWriter` writes; other
/// formats throw `APNGReadError.unsupported`. Never traps on malformed input.
package enum APNGReader {
    /// Parses and decodes `bytes`.
    /// - Throws: `APNGReadError`.
    package static func read(_ bytes: [UInt8]) throws -> APNGFile {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkFormat.signature else { throw APNGReadError.notPNG }
        var chunks: [PNGChunkInfo] = []
        var width = 0, height = 0
        // 6: RGBA; 2: RGB (an opaque animation).
        var imageColourType: UInt8 = 6
        var loopCount: Int?, declaredFrameCount: Int?
        var idat: [UInt8] = []
        var seenIDAT = false, idatFinished = false, seenIEND = false
        var expectedSequence: UInt32 = 0
        var frames: [APNGFrame] = []
        // The frame whose data is being collected: its control values and compressed data.
        var pending: (control: APNGFrame, width: Int, height: Int, data: [UInt8], inIDAT: Bool)?
        var decodedDefaultImage: RGBAImage?

        func decodeDefaultImage() throws -> RGBAImage {
            if let decodedDefaultImage { return decodedDefaultImage }
            let image = try decodeImage(idat, width: width, height: height, colourType: imageColourType)
            decodedDefaultImage = image
            return image
        }

        func finishPending() throws {
            guard let current = pending else { return }
            pending = nil
            var frame = current.control
            if current.inIDAT {
                guard seenIDAT else {
                    throw APNGReadError.malformed(reason: "frame \(frame.sequenceNumber) has no IDAT")
                }
                frame.image = try decodeDefaultImage()
            } else {
                guard !current.data.isEmpty else {
                    throw APNGReadError.malformed(reason: "frame \(frame.sequenceNumber) has no fdAT")
                }
                frame.image = try decodeImage(
                    current.data, width: current.width, height: current.height, colourType: imageColourType)
            }
            frames.append(frame)
        }

        var offset = 8
        while offset < bytes.count {
            guard !seenIEND else { throw APNGReadError.malformed(reason: "data after IEND") }
            guard bytes.count - offset >= 12 else { throw APNGReadError.truncated }
            let length = Int(PNGChunkFormat.readBigEndian32(bytes[...], at: offset))
            guard length <= Int(Int32.max), bytes.count - offset - 12 >= length else { throw APNGReadError.truncated }
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw APNGReadError.malformed(reason: "invalid chunk type at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = bytes[offset + 8..<offset + 8 + length]
            let storedCRC = PNGChunkFormat.readBigEndian32(bytes[...], at: offset + 8 + length)
            guard PNGChunkFormat.crc(type: typeBytes, data: Array(data)) == storedCRC else {
                throw APNGReadError.crcMismatch(chunkType: type, offset: offset)
            }
            var info = PNGChunkInfo(type: type, offset: offset, dataLength: length, sequenceNumber: nil)
            if chunks.isEmpty && type != "IHDR" {
                throw APNGReadError.malformed(reason: "first chunk is \(type), not IHDR")
            }
            if seenIDAT && type != "IDAT" { idatFinished = true }

            switch type {
            case "IHDR":
                guard chunks.isEmpty, length == 13 else { throw APNGReadError.malformed(reason: "bad IHDR") }
                width = Int(PNGChunkFormat.readBigEndian32(data, at: 0))
                height = Int(PNGChunkFormat.readBigEndian32(data, at: 4))
                let (depth, colourType, compression, filter, interlace) =
                    (
                        data[data.startIndex + 8], data[data.startIndex + 9], data[data.startIndex + 10],
                        data[data.startIndex + 11], data[data.startIndex + 12]
                    )
                guard width > 0, height > 0 else { throw APNGReadError.malformed(reason: "zero image size") }
                let pixelCount = width.multipliedReportingOverflow(by: height)
                guard !pixelCount.overflow, pixelCount.partialValue <= RGBAImage.maximumPixelCount else {
                    throw APNGReadError.unsupported(reason: "\(width)×\(height) exceeds the pixel limit")
                }
                guard compression == 0, filter == 0 else {
                    throw APNGReadError.malformed(reason: "unknown method in IHDR")
                }
                guard depth == 8, colourType == 6 || colourType == 2, interlace == 0 else {
                    throw APNGReadError.unsupported(
                        reason:
                            "bit depth \(depth), colour type \(colourType), interlace \(interlace); only 8-bit RGBA or RGB, not interlaced"
                    )
                }
                imageColourType = colourType
            case "acTL":
                guard length == 8, !seenIDAT, declaredFrameCount == nil else {
                    throw APNGReadError.malformed(reason: "bad acTL")
                }
                declaredFrameCount = Int(PNGChunkFormat.readBigEndian32(data, at: 0))
                loopCount = Int(PNGChunkFormat.readBigEndian32(data, at: 4))
            case "fcTL":
                guard length == 26 else { throw APNGReadError.malformed(reason: "fcTL is \(length) bytes, not 26") }
                let sequence = PNGChunkFormat.readBigEndian32(data, at: 0)
                guard sequence == expectedSequence else {
                    throw APNGReadError.sequenceNumberMismatch(expected: expectedSequence, found: sequence)
                }
                expectedSequence &+= 1
                info.sequenceNumber = sequence
                try finishPending()
                let frameWidth = Int(PNGChunkFormat.readBigEndian32(data, at: 4))
                let frameHeight = Int(PNGChunkFormat.readBigEndian32(data, at: 8))
                let x = Int(PNGChunkFormat.readBigEndian32(data, at: 12))
                let y = Int(PNGChunkFormat.readBigEndian32(data, at: 16))
                guard frameWidth > 0, frameHeight > 0, x + frameWidth <= width, y + frameHeight <= height else {
                    throw APNGReadError.malformed(reason: "frame \(sequence) lies outside the canvas")
                }
                let control = APNGFrame(
                    sequenceNumber: sequence, x: x, y: y,
                    delay: APNGFrameDelay(
                        numerator: PNGChunkFormat.readBigEndian16(data, at: 20),
                        denominator: PNGChunkFormat.readBigEndian16(data, at: 22)),
                    disposeOperation: data[data.startIndex + 24], blendOperation: data[data.startIndex + 25],
                    image: RGBAImage(width: 0, height: 0))  // decoded once its data is complete
                if !seenIDAT && (frameWidth != width || frameHeight != height || x != 0 || y != 0) {
                    throw APNGReadError.malformed(reason: "the fcTL before IDAT must cover the whole canvas")
                }
                pending = (control, frameWidth, frameHeight, [], !seenIDAT)
            case "IDAT":
                guard width > 0 else { throw APNGReadError.malformed(reason: "IDAT before IHDR") }
                guard !idatFinished else { throw APNGReadError.malformed(reason: "IDAT chunks are not consecutive") }
                seenIDAT = true
                idat += data
            case "fdAT":
                guard length >= 4 else { throw APNGReadError.malformed(reason: "fdAT shorter than 4 bytes") }
                let sequence = PNGChunkFormat.readBigEndian32(data, at: 0)
                guard sequence == expectedSequence else {
                    throw APNGReadError.sequenceNumberMismatch(expected: expectedSequence, found: sequence)
                }
                expectedSequence &+= 1
                info.sequenceNumber = sequence
                guard pending != nil, pending?.inIDAT == false else {
                    throw APNGReadError.malformed(reason: "fdAT without a preceding fcTL")
                }
                pending?.data += data.dropFirst(4)
            case "IEND":
                seenIEND = true
            default:
                // Unknown critical chunks (upper-case first letter) cannot be skipped safely.
                if (65...90).contains(typeBytes[0]) {
                    throw APNGReadError.unsupported(reason: "critical chunk \(type)")
                }
            }
            chunks.append(info)
            offset += 12 + length
        }
        guard seenIEND else { throw APNGReadError.truncated }
        guard seenIDAT else { throw APNGReadError.malformed(reason: "no IDAT chunk") }

        let defaultImage = try decodeDefaultImage()
        try finishPending()
        if let declared = declaredFrameCount, declared != frames.count {
            throw APNGReadError.malformed(reason: "acTL declares \(declared) frames but the file has \(frames.count)")
        }
        if declaredFrameCount == nil && !frames.isEmpty {
            throw APNGReadError.malformed(reason: "fcTL without acTL")
        }
        return APNGFile(
            width: width, height: height, chunks: chunks, loopCount: loopCount,
            declaredFrameCount: declaredFrameCount, defaultImage: defaultImage, frames: frames)
    }

    /// Decodes one image's `IDAT`/`fdAT` data of `width × height` 8-bit pixels of `colourType` (6:
    /// RGBA, 2: RGB) by wrapping it as a standalone PNG for libpng; returns it premultiplied (RGB opaque).
    static func decodeImage(_ compressed: [UInt8], width: Int, height: Int, colourType: UInt8 = 6) throws -> RGBAImage {
        var ihdr: [UInt8] = []
        PNGChunkFormat.appendBigEndian(UInt32(width), to: &ihdr)
        PNGChunkFormat.appendBigEndian(UInt32(height), to: &ihdr)
        ihdr += [8, colourType, 0, 0, 0]
        let png =
            PNGChunkFormat.signature + PNGChunkFormat.chunk("IHDR", ihdr)
            + PNGChunkFormat.chunk("IDAT", compressed) + PNGChunkFormat.chunk("IEND", [])
        do {
            return try PNGCodec.decode(Data(png))
        } catch {
            throw APNGReadError.corruptImageData(reason: error.description)
        }
    }

}
