import Foundation
import MSLHost
import TearKitCodecs

/// Reads and writes PNG files (through libpng) as ``RGBAImage``s.
///
/// PNG stores straight (unpremultiplied) colour; ``RGBAImage`` is premultiplied. Decoding
/// premultiplies, encoding un-premultiplies, so a premultiplied image survives a round trip
/// exactly. Every PNG flavour is accepted (palette, grey, grey + alpha, 1–16 bits, tRNS,
/// interlaced) and converted to 8-bit RGBA. Bad input never crashes: it throws
/// ``ImageDecodingError``. A header claiming more pixels than the budget
/// (``ImageDecodingOptions/maximumPixelCount``, 50 megapixels by default) is refused before any
/// pixel memory is allocated, and the pixel buffer is only filled (its memory only touched) as the
/// data arrives, so a header promising more than its data holds costs almost nothing.
package enum PNGCodec {
    /// Decodes PNG `data` into a premultiplied image, within the default pixel budget.
    package static func decode(_ data: Data) throws(ImageDecodingError) -> RGBAImage {
        try decode(data, options: ImageDecodingOptions())
    }

    /// Decodes PNG `data`, refusing images with more than `maximumPixelCount` pixels (≤ ``RGBAImage/maximumPixelCount``).
    package static func decode(_ data: Data, maximumPixelCount: Int) throws(ImageDecodingError) -> RGBAImage {
        try decode(data, options: ImageDecodingOptions(maximumPixelCount: maximumPixelCount))
    }

    /// Decodes PNG `data` within `options.maximumPixelCount` pixels.
    package static func decode(_ data: Data, options: ImageDecodingOptions) throws(ImageDecodingError) -> RGBAImage {
        guard !data.isEmpty else { throw .empty }
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let headerStatus = data.withUnsafeBytes { bytes in
            tk_png_read_size(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &message, message.count)
        }
        try check(headerStatus, message)
        guard width > 0, height > 0 else { throw .emptyImage }
        let limit = options.maximumPixelCount
        let (pixelCount, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        guard !overflow, pixelCount <= limit else {
            throw .tooLarge(width: Int(width), height: Int(height), maximumPixelCount: limit)
        }
        var status = TK_PNG_OK
        // Uninitialised (not zero-filled) memory: the decoder writes every byte, row by row, so pages are
        // touched only as data arrives; the result is premultiplied in place (no second copy).
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initializedCount in
            status = data.withUnsafeBytes { bytes in
                tk_png_decode_rgba8(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, buffer.baseAddress,
                    buffer.count, &message, message.count)
            }
            guard status == TK_PNG_OK else { initializedCount = 0; return }
            tk_rgba_premultiply(buffer.baseAddress, buffer.count)
            initializedCount = buffer.count
        }
        try check(status, message)
        // The buffer was allocated for exactly width × height pixels.
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)!
    }

    /// Reads and decodes the PNG file at `url`.
    package static func read(from url: URL) throws(ImageDecodingError) -> RGBAImage {
        try decode(ImageFile.contents(of: url))
    }

    /// Encodes a premultiplied image as an 8-bit RGBA PNG (converted to straight alpha one row at a
    /// time, so encoding holds no second copy of the pixels), trading its size for time as
    /// `compression` says (default ``PNGCompression/compact``). Every choice decodes to the same pixels.
    /// Inside ``FrameCancellation/watching(_:)``, a cancellation stops it within 64 rows
    /// (``ImageEncodingError/cancelled``).
    package static func encode(_ image: RGBAImage, compression: PNGCompression = .compact) throws(ImageEncodingError)
        -> Data
    {
        try encode(image, region: nil, flattenedOver: nil, compression: compression)
    }

    /// Encodes the pixels of `region` (default: the whole image; it must lie inside it) as a PNG, as
    /// ``encode(_:compression:)`` does, without copying them first. Flattened over an opaque
    /// `background` (exactly as ``RGBAImage/flatten(over:)`` composites), they are stored without an
    /// alpha channel (8-bit RGB): a quarter less to filter, compress and store, and the same pixels
    /// once decoded.
    package static func encode(
        _ image: RGBAImage, region: PixelRegion?, flattenedOver background: RGBAColor?,
        compression: PNGCompression = .compact
    ) throws(ImageEncodingError) -> Data {
        guard image.width > 0, image.height > 0 else { throw .emptyImage }
        let region = region ?? PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
        guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0,
            region.x <= image.width - region.width, region.y <= image.height - region.height
        else {
            throw .encoderFailed(
                reason: "the region \(region) is not inside the \(image.width) × \(image.height) image")
        }
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let flattenOver = background.map { [$0.red, $0.green, $0.blue].map(RGBAImage.flattenedChannel) }
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            flattenOver.withUnsafeOptionalBaseAddress { over in
                tk_png_encode_premultiplied_region(
                    pixels.baseAddress, UInt32(image.width), UInt32(image.height), UInt32(region.x), UInt32(region.y),
                    UInt32(region.width), UInt32(region.height), over, compression.codecValue,
                    mslhost_watched_cancellation(), &output, &size, &message, message.count)
            }
        }
        if status == TK_PNG_CANCELLED { throw .cancelled }
        guard status == TK_PNG_OK, let output else {
            tk_png_free(output)
            let text = Self.text(message)
            throw .encoderFailed(reason: text.isEmpty ? "libpng status \(status.rawValue)" : text)
        }
        // The encoder's buffer becomes the Data's storage (no copy).
        return Data(
            bytesNoCopy: output, count: size,
            deallocator: .custom { pointer, _ in
                tk_png_free(pointer.assumingMemoryBound(to: UInt8.self))
            })
    }

    /// Encodes `image` and writes it to `url` atomically (a temporary file renamed into place),
    /// so a failed or interrupted write never leaves a half-written PNG behind.
    package static func write(_ image: RGBAImage, to url: URL) throws(ImageEncodingError) {
        let data = try encode(image)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritableFile(path: url.path, reason: Self.reason(error))
        }
    }

    private static func check(_ status: tk_png_status, _ message: [CChar]) throws(ImageDecodingError) {
        let text = Self.text(message)
        switch status {
        case TK_PNG_OK: return
        case TK_PNG_ERROR_NOT_PNG: throw .unsupportedFormat("the data is not a PNG file (no PNG signature)")
        case TK_PNG_ERROR_TRUNCATED: throw .truncated
        case TK_PNG_ERROR_OUT_OF_MEMORY: throw .corrupt(reason: "out of memory while decoding")
        default: throw .corrupt(reason: text.isEmpty ? "libpng status \(status.rawValue)" : text)
        }
    }

    /// Straight → premultiplied, rounding to nearest.
    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(posix.rawValue))
        }
        var text = nsError.localizedDescription
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension Optional where Wrapped == [UInt8] {
    /// Calls `body` with the array's first byte, or `nil` when there is no array.
    fileprivate func withUnsafeOptionalBaseAddress<Result>(_ body: (UnsafePointer<UInt8>?) -> Result) -> Result {
        guard let array = self else { return body(nil) }
        return array.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
