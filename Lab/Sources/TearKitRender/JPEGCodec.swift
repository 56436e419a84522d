import Foundation
import TearKitCodecs

/// Why a JPEG could not be decoded.
package enum JPEGDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data was empty.
    case emptyData
    /// The data is not a JPEG, or its header is corrupt or truncated; `reason` is libjpeg's message.
    case invalidHeader(reason: String)
    /// The header declares more than `RGBAImage.maximumPixelCount` pixels (or a zero size);
    /// nothing was allocated.
    case imageTooLarge(width: Int, height: Int)
    /// The image, at the size it would be decoded, has more pixels than the budget
    /// (``ImageDecodingOptions/maximumPixelCount``); nothing was allocated.
    case overPixelBudget(width: Int, height: Int, maximumPixelCount: Int)
    /// The colour space (libjpeg's `J_COLOR_SPACE` number) cannot be converted to RGB.
    case unsupportedColorSpace(Int)
    /// The compressed scan data is corrupt or truncated; `reason` is libjpeg's message.
    case corruptData(reason: String)

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .emptyData: "JPEG data is empty"
        case .invalidHeader(let reason): "not a valid JPEG header: \(reason)"
        case .imageTooLarge(let width, let height):
            "JPEG is \(width)×\(height) px; the limit is \(RGBAImage.maximumPixelCount) pixels and a non-zero size"
        case .overPixelBudget(let width, let height, let limit):
            "JPEG is \(width)×\(height) px, more than the budget of \(limit) pixels"
        case .unsupportedColorSpace(let space): "JPEG colour space \(space) cannot be converted to RGB"
        case .corruptData(let reason): "JPEG data is corrupt or truncated: \(reason)"
        }
    }
}

/// Decodes baseline and progressive JPEG files with libjpeg(-turbo).
///
/// - Colour: greyscale, YCbCr and RGB files become opaque RGB; CMYK and YCCK (including Adobe's
///   inverted CMYK) are converted to RGB without a colour profile. Embedded ICC profiles are ignored.
/// - Orientation: the EXIF orientation tag is ignored; pixels come out in stored order.
/// - Strictness: libjpeg warnings (such as "premature end of data") are treated as errors, so a
///   truncated file throws instead of decoding into grey padding.
/// - Safety: the size the image would be decoded at is checked against the pixel budget
///   (``ImageDecodingOptions/maximumPixelCount``, 50 megapixels by default) before any pixel memory is
///   allocated; rows are written as the data arrives (a header promising more than its data holds touches
///   little memory); libjpeg's own working memory is capped at 256 MB (only huge progressive files need
///   that much); corrupt data never crashes or exits the process (libjpeg's `exit()` error handler is
///   replaced by a `setjmp`/`longjmp` one in C).
/// - Scaling: ``ImageDecodingOptions/minimumLongerSide`` lets libjpeg decode at 1/2, 1/4 or 1/8 of the size.
package enum JPEGCodec {
    /// Decodes JPEG bytes into an opaque premultiplied `RGBAImage` (alpha is always 255), within the
    /// default pixel budget.
    /// - Throws: `JPEGDecodingError`.
    package static func decode(_ data: [UInt8]) throws -> RGBAImage {
        try data.withUnsafeBytes { try decode($0, options: ImageDecodingOptions()) }
    }

    /// Decodes JPEG bytes held in `Data`. See `decode(_:)` for `[UInt8]`.
    package static func decode(_ data: Data) throws -> RGBAImage {
        try decode(data, options: ImageDecodingOptions())
    }

    /// Decodes JPEG bytes held in `Data` with `options` (pixel budget, scaling while decoding).
    /// - Throws: `JPEGDecodingError`.
    package static func decode(_ data: Data, options: ImageDecodingOptions) throws -> RGBAImage {
        try data.withUnsafeBytes { try decode($0, options: options) }
    }

    private static func decode(_ raw: UnsafeRawBufferPointer, options: ImageDecodingOptions) throws -> RGBAImage {
        let bytes = raw.bindMemory(to: UInt8.self)
        guard !bytes.isEmpty else { throw JPEGDecodingError.emptyData }
        var message = [CChar](repeating: 0, count: 256)
        var info = tk_jpeg_info()
        guard tk_jpeg_read_info(bytes.baseAddress, bytes.count, 1, &info, &message, message.count) == TK_JPEG_OK else {
            throw JPEGDecodingError.invalidHeader(reason: Self.text(message))
        }
        let fullWidth = Int(info.width), fullHeight = Int(info.height)
        guard fullWidth > 0, fullHeight > 0,
            fullWidth * fullHeight <= RGBAImage.maximumPixelCount || options.minimumLongerSide != nil
        else {
            throw JPEGDecodingError.imageTooLarge(width: fullWidth, height: fullHeight)
        }
        let denominator = UInt32(options.jpegScaleDenominator(width: fullWidth, height: fullHeight))
        if denominator != 1 {
            guard
                tk_jpeg_read_info(bytes.baseAddress, bytes.count, denominator, &info, &message, message.count)
                    == TK_JPEG_OK
            else {
                throw JPEGDecodingError.invalidHeader(reason: Self.text(message))
            }
        }
        let width = Int(info.output_width), height = Int(info.output_height)
        guard width * height <= options.maximumPixelCount else {
            throw JPEGDecodingError.overPixelBudget(
                width: width, height: height, maximumPixelCount: options.maximumPixelCount)
        }
        var status = TK_JPEG_OK
        // Uninitialised (not zero-filled) memory, written row by row as the data arrives.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initializedCount in
            status = tk_jpeg_decode_rgba(
                bytes.baseAddress, bytes.count, denominator, output.baseAddress, output.count,
                &message, message.count)
            initializedCount = status == TK_JPEG_OK ? output.count : 0
        }
        switch status {
        case TK_JPEG_OK:
            // Opaque, so premultiplied and straight colour are the same bytes.
            guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
                throw JPEGDecodingError.corruptData(reason: "decoded size does not match the header")
            }
            return image
        case TK_JPEG_UNSUPPORTED_COLOR_SPACE:
            throw JPEGDecodingError.unsupportedColorSpace(Int(info.color_space))
        case TK_JPEG_INVALID_HEADER:
            throw JPEGDecodingError.invalidHeader(reason: Self.text(message))
        default:
            throw JPEGDecodingError.corruptData(reason: Self.text(message))
        }
    }

    /// The width and height the header of JPEG `data` declares, in stored (not EXIF-turned) order, or
    /// `nil` when the header cannot be read. Reads only the header.
    package static func size(of data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var info = tk_jpeg_info()
            guard !bytes.isEmpty, tk_jpeg_read_info(bytes.baseAddress, bytes.count, 1, &info, nil, 0) == TK_JPEG_OK
            else { return nil }
            return (Int(info.width), Int(info.height))
        }
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
