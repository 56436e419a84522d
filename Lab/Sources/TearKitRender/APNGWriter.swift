import Foundation

/// Why an animated PNG could not be written.
package enum APNGWriterError: Error, Equatable, CustomStringConvertible {
    /// The canvas size is not positive, exceeds 2³¹ − 1 per side, or has more than
    /// `RGBAImage.maximumPixelCount` pixels.
    case invalidSize(width: Int, height: Int)
    /// `loopCount` is negative or larger than `UInt32.max`.
    case invalidLoopCount(Int)
    /// An appended frame's size differs from the animation's.
    case frameSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// `finish()` was called before any frame was appended (an APNG needs at least one).
    case noFrames
    /// `append` or `finish` was called after `finish()`.
    case alreadyFinished
    /// A frame could not be encoded, or an encoded frame is not an 8-bit RGBA, non-interlaced PNG.
    case frameEncodingFailed(reason: String)
    /// Creating, writing or closing the output file failed.
    case fileError(path: String, reason: String)

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .invalidSize(let w, let h): "invalid APNG size \(w)×\(h)"
        case .invalidLoopCount(let n): "invalid APNG loop count \(n) (0 = forever, else 1...\(UInt32.max))"
        case .frameSizeMismatch(let ew, let eh, let w, let h):
            "frame is \(w)×\(h) px but the animation is \(ew)×\(eh) px"
        case .noFrames: "an APNG needs at least one frame"
        case .alreadyFinished: "the APNG was already finished"
        case .frameEncodingFailed(let reason): "cannot encode the frame: \(reason)"
        case .fileError(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Writes an animated PNG (APNG) frame by frame: 8-bit straight-alpha RGBA, every frame the full canvas.
///
/// Each frame is filtered (per row the PNG filter — None, Sub, Up, Average or Paeth — that is likely to
/// compress best) and deflated with zlib as soon as it is appended; raw frames are not kept. With
/// `init(width:height:loopCount:fileURL:)` the compressed chunks go straight to disk, so memory stays
/// bounded by one frame however long the animation is; with `init(width:height:loopCount:compressionLevel:)`
/// the compressed file is assembled in memory.
///
/// The first frame is stored in `IDAT` (so viewers without APNG support show it as a still PNG), later
/// frames in `fdAT` chunks. A later frame may cover only part of the canvas (``append(encodedPNG:x:y:delay:)``),
/// e.g. just the region that changed: frames use dispose op NONE (the canvas is kept as drawn) and blend
/// op SOURCE (the region's pixels, alpha included, replace the canvas's), so every frame shows exactly the
/// canvas of the previous one with that region replaced. A one-frame APNG is a valid PNG.
///
/// If an error is thrown or the writer is released before `finish()`, a streamed file is left incomplete
/// (no `IEND`); delete it. Not thread-safe: use one writer from one task at a time.
package final class APNGWriter {
    /// Canvas width in pixels (1...2³¹ − 1).
    package let width: Int
    /// Canvas height in pixels (1...2³¹ − 1).
    package let height: Int
    /// Number of times the animation plays; 0 (the default) loops forever.
    package let loopCount: Int
    /// Whether every frame is opaque: the animation is then 8-bit RGB (colour type 2), a quarter less
    /// to store, and takes frames encoded so (``PNGCodec/encode(_:region:flattenedOver:compression:)``
    /// with a background); otherwise 8-bit RGBA (colour type 6).
    package let isOpaque: Bool
    /// Frames appended so far.
    package private(set) var frameCount = 0

    /// Where the chunks go.
    private enum Output {
        case memory([UInt8])
        case file(FileHandle, path: String)
    }

    private var output: Output?
    private var bytesWritten: UInt64 = 0
    private var actlOffset: UInt64 = 0
    private var sequenceNumber: UInt32 = 0
    /// One `IDAT`/`fdAT` chunk being assembled: length, type, sequence number, data and CRC. Kept from
    /// frame to frame, so appending a frame allocates no memory of its size.
    private var chunkBuffer: [UInt8] = []
    /// Largest data length of one IDAT/fdAT chunk; longer frames are split over several chunks.
    static let maximumChunkDataLength = 1 << 20

    /// Starts an APNG assembled in memory; `finish()` returns its bytes.
    /// - Parameters:
    ///   - width: Canvas width in pixels (≥ 1).
    ///   - height: Canvas height in pixels (≥ 1).
    ///   - loopCount: Plays; 0 (default) loops forever.
    ///   - isOpaque: Every frame is opaque: the animation is stored as RGB (``isOpaque``).
    /// - Throws: `APNGWriterError.invalidSize` or `.invalidLoopCount`.
    package init(width: Int, height: Int, loopCount: Int = 0, isOpaque: Bool = false) throws {
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.isOpaque = isOpaque
        try validate()
        output = .memory([])
        try writeHeader()
    }

    /// Starts an APNG streamed to `fileURL` (created or truncated): each frame is written as it is
    /// appended and `finish()` fills in the frame count and closes the file.
    /// - Parameters: as `init(width:height:loopCount:)`, plus the destination file.
    /// - Throws: `APNGWriterError.invalidSize`, `.invalidLoopCount` or `.fileError`.
    package init(width: Int, height: Int, loopCount: Int = 0, fileURL: URL, isOpaque: Bool = false) throws {
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.isOpaque = isOpaque
        try validate()
        let path = fileURL.path
        // Opened in place (created or emptied), never replaced by a new file, so the reason is the system's.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw APNGWriterError.fileError(path: path, reason: FileErrorReason.systemReason(errno))
        }
        output = .file(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), path: path)
        try writeHeader()
    }

    deinit {
        if case .file(let handle, _)? = output { try? handle.close() }
    }

    private func validate() throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            width.multipliedReportingOverflow(by: height).partialValue <= RGBAImage.maximumPixelCount,
            !width.multipliedReportingOverflow(by: height).overflow
        else { throw APNGWriterError.invalidSize(width: width, height: height) }
        guard loopCount >= 0, loopCount <= Int(UInt32.max) else { throw APNGWriterError.invalidLoopCount(loopCount) }
    }

    private func writeHeader() throws {
        var ihdr: [UInt8] = []
        PNGChunkFormat.appendBigEndian(UInt32(width), to: &ihdr)
        PNGChunkFormat.appendBigEndian(UInt32(height), to: &ihdr)
        // Bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, filter method 0, no interlace.
        ihdr += [8, isOpaque ? 2 : 6, 0, 0, 0]
        try emit(PNGChunkFormat.signature)
        try emit(PNGChunkFormat.chunk("IHDR", ihdr))
        actlOffset = bytesWritten
        try emit(PNGChunkFormat.chunk("acTL", actlData(frameCount: 0)))
    }

    private func actlData(frameCount: Int) -> [UInt8] {
        var data: [UInt8] = []
        PNGChunkFormat.appendBigEndian(UInt32(frameCount), to: &data)
        PNGChunkFormat.appendBigEndian(UInt32(loopCount), to: &data)
        return data
    }

    private func emit(_ bytes: [UInt8]) throws {
        switch output {
        case .memory(var buffer)?:
            output = nil  // keep the buffer uniquely referenced while appending
            buffer += bytes
            output = .memory(buffer)
        case .file(let handle, let path)?:
            do { try handle.write(contentsOf: bytes) } catch {
                throw APNGWriterError.fileError(path: path, reason: FileErrorReason.of(error))
            }
        case nil:
            throw APNGWriterError.alreadyFinished
        }
        bytesWritten += UInt64(bytes.count)
    }

    /// Appends a frame shown for `delay`.
    ///
    /// The frame is encoded by libpng (row filters and deflate), exactly as ``PNGCodec/encode(_:)``
    /// writes a still PNG (for an opaque animation, over black and without alpha); its image data then
    /// becomes this frame's `IDAT`/`fdAT` chunks.
    /// - Parameters:
    ///   - image: Premultiplied pixels, exactly `width × height`; stored as straight alpha.
    ///   - delay: How long the frame stays on screen.
    /// - Throws: `APNGWriterError.frameSizeMismatch`, `.alreadyFinished`, `.frameEncodingFailed`, `.fileError`.
    package func append(_ image: RGBAImage, delay: APNGFrameDelay) throws {
        guard output != nil else { throw APNGWriterError.alreadyFinished }
        guard image.width == width, image.height == height else {
            throw APNGWriterError.frameSizeMismatch(
                expectedWidth: width, expectedHeight: height, width: image.width, height: image.height)
        }
        let png: Data
        do {
            // An opaque animation's frame is stored without alpha (any transparency it had over black).
            png = try PNGCodec.encode(image, region: nil, flattenedOver: isOpaque ? .black : nil)
        } catch {
            throw APNGWriterError.frameEncodingFailed(reason: error.description)
        }
        try append(encodedPNG: png, delay: delay)
    }

    /// Appends a frame that is already encoded as a PNG (for instance by ``PNGCodec/encode(_:)`` on
    /// another thread, so a renderer can encode frames in parallel and append them in order).
    /// - Parameters:
    ///   - png: A complete 8-bit RGBA (colour type 6), non-interlaced PNG of exactly `width × height`.
    ///   - delay: How long the frame stays on screen.
    /// - Throws: `APNGWriterError.frameSizeMismatch`, `.frameEncodingFailed` (not such a PNG),
    ///   `.alreadyFinished`, `.fileError`.
    package func append(encodedPNG png: Data, delay: APNGFrameDelay) throws {
        try append(encodedPNG: png, x: 0, y: 0, delay: delay)
    }

    /// Appends a frame that replaces only part of the canvas: the pixels of `png` (already encoded, as in
    /// ``append(encodedPNG:delay:)``) placed with their top-left corner at (`x`, `y`); the rest of the
    /// canvas stays as the previous frame left it.
    /// - Parameters:
    ///   - png: A complete 8-bit RGBA, non-interlaced PNG that fits inside the canvas at (`x`, `y`).
    ///     The first frame must cover the whole canvas.
    ///   - x: The region's left edge in canvas pixels (≥ 0).
    ///   - y: The region's top edge in canvas pixels (≥ 0).
    ///   - delay: How long the frame stays on screen.
    /// - Throws: `APNGWriterError.frameSizeMismatch` (the region leaves the canvas, or a first frame does
    ///   not cover it), `.frameEncodingFailed`, `.alreadyFinished`, `.fileError`.
    package func append(encodedPNG png: Data, x: Int, y: Int, delay: APNGFrameDelay) throws {
        guard output != nil else { throw APNGWriterError.alreadyFinished }
        try png.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
            let frame = try Self.imageData(ofPNG: bytes, colourType: isOpaque ? 2 : 6)
            let fits =
                x >= 0 && y >= 0 && frame.width > 0 && frame.height > 0
                && frame.width <= width - x && frame.height <= height - y
            let coversCanvas = x == 0 && y == 0 && frame.width == width && frame.height == height
            guard fits, frameCount > 0 || coversCanvas else {
                throw APNGWriterError.frameSizeMismatch(
                    expectedWidth: width, expectedHeight: height, width: frame.width, height: frame.height)
            }

            var fctl: [UInt8] = []
            PNGChunkFormat.appendBigEndian(nextSequenceNumber(), to: &fctl)
            PNGChunkFormat.appendBigEndian(UInt32(frame.width), to: &fctl)
            PNGChunkFormat.appendBigEndian(UInt32(frame.height), to: &fctl)
            PNGChunkFormat.appendBigEndian(UInt32(x), to: &fctl)
            PNGChunkFormat.appendBigEndian(UInt32(y), to: &fctl)
            PNGChunkFormat.appendBigEndian(delay.numerator, to: &fctl)
            PNGChunkFormat.appendBigEndian(delay.denominator, to: &fctl)
            fctl += [0, 0]  // dispose op NONE, blend op SOURCE
            try emit(PNGChunkFormat.chunk("fcTL", fctl))

            // The PNG's IDAT payloads, one stream, cut into chunks of at most maximumChunkDataLength
            // bytes, each assembled in one buffer kept from frame to frame (no new memory per frame).
            let total = frame.data.reduce(0) { $0 + $1.count }
            var pieces = frame.data.makeIterator()
            var piece = pieces.next() ?? 0..<0
            var written = 0
            repeat {
                let length = min(Self.maximumChunkDataLength, total - written)
                chunkBuffer.removeAll(keepingCapacity: true)
                let first = frameCount == 0
                PNGChunkFormat.appendBigEndian(UInt32(length + (first ? 0 : 4)), to: &chunkBuffer)
                chunkBuffer += Array((first ? "IDAT" : "fdAT").utf8)
                if !first { PNGChunkFormat.appendBigEndian(nextSequenceNumber(), to: &chunkBuffer) }
                var needed = length
                while needed > 0 {
                    if piece.isEmpty { piece = pieces.next() ?? 0..<0 }
                    let take = min(needed, piece.count)
                    chunkBuffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[piece.prefix(take)]))
                    piece = piece.dropFirst(take)
                    needed -= take
                }
                let crc = chunkBuffer.withUnsafeBufferPointer { chunk in
                    PNGChunkFormat.crc(of: UnsafeBufferPointer(rebasing: chunk[4...]))
                }
                PNGChunkFormat.appendBigEndian(crc, to: &chunkBuffer)
                try emit(chunkBuffer)
                written += length
            } while written < total
        }
        frameCount += 1
    }

    /// The size of a complete PNG, which must be 8-bit of `colourType` (6: RGBA, 2: RGB) and not
    /// interlaced, and where its `IDAT` chunks' data lie in `bytes`, in order.
    static func imageData(ofPNG bytes: UnsafeRawBufferPointer, colourType: UInt8) throws -> (
        width: Int, height: Int, data: [Range<Int>]
    ) {
        func fail(_ reason: String) -> APNGWriterError { .frameEncodingFailed(reason: reason) }
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunkFormat.signature) else {
            throw fail("not a PNG")
        }
        func bigEndian32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var offset = 8
        var size: (Int, Int)?
        var data: [Range<Int>] = []
        while offset + 12 <= bytes.count {
            let length = bigEndian32(at: offset)
            guard length <= bytes.count - offset - 12 else { throw fail("truncated chunk") }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            switch type {
            case "IHDR":
                guard length == 13 else { throw fail("bad IHDR") }
                guard bytes[body + 8] == 8, bytes[body + 9] == colourType, bytes[body + 12] == 0 else {
                    throw fail("not an 8-bit \(colourType == 2 ? "RGB" : "RGBA"), non-interlaced PNG")
                }
                size = (bigEndian32(at: body), bigEndian32(at: body + 4))
            case "IDAT":
                if length > 0 { data.append(body..<body + length) }
            case "IEND":
                guard let size, !data.isEmpty else { throw fail("no image data") }
                return (size.0, size.1, data)
            default:
                break
            }
            offset += 12 + length
        }
        throw fail("no IEND chunk")
    }

    /// Appends a frame shown for `duration` seconds (rounded to milliseconds, 0...65.535 s).
    package func append(_ image: RGBAImage, duration: Double) throws {
        try append(image, delay: APNGFrameDelay(seconds: duration))
    }

    /// Writes `IEND`, fills in the frame count and, when streaming, closes the file.
    /// - Returns: The complete file for an in-memory writer; `nil` when writing to a file.
    /// - Throws: `APNGWriterError.noFrames`, `.alreadyFinished` or `.fileError`.
    @discardableResult
    package func finish() throws -> [UInt8]? {
        guard output != nil else { throw APNGWriterError.alreadyFinished }
        guard frameCount > 0 else { throw APNGWriterError.noFrames }
        try emit(PNGChunkFormat.chunk("IEND", []))
        let actl = PNGChunkFormat.chunk("acTL", actlData(frameCount: frameCount))
        switch output {
        case .memory(var buffer)?:
            let start = Int(actlOffset)
            buffer.replaceSubrange(start..<start + actl.count, with: actl)
            output = nil
            return buffer
        case .file(let handle, let path)?:
            output = nil
            do {
                try handle.seek(toOffset: actlOffset)
                try handle.write(contentsOf: actl)
                try handle.close()
            } catch {
                throw APNGWriterError.fileError(path: path, reason: FileErrorReason.of(error))
            }
            return nil
        case nil:
            throw APNGWriterError.alreadyFinished
        }
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber &+= 1 }
        return sequenceNumber
    }
}
