import Foundation
import TearKitCodecs

/// Why a JPEG could not be decoded.
public enum JPEGDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data was empty.
    case emptyData
    /// The data is not a JPEG, or its header is corrupt or truncated; `reason` is libjpeg's message.
    case invalidHeader(reason: String)
    /// The header declares more than `RGBAImage.maximumPixelCount` pixels (or a zero size);
    /// nothing was allocated.
    case imageTooLarge(width: Int, height: Int)
    /// The colour space (libjpeg's `J_COLOR_SPACE` number) cannot be converted to RGB.
    case unsupportedColorSpace(Int)
    /// The compressed scan data is corrupt or truncated; `reason` is libjpeg's message.
    case corruptData(reason: String)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .emptyData: "JPEG data is empty"
        case .invalidHeader(let reason): "not a valid JPEG header: \(reason)"
        case .imageTooLarge(let width, let height):
            "JPEG is \(width)×\(height) px; the limit is \(RGBAImage.maximumPixelCount) pixels and a non-zero size"
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
/// - Safety: the header's size is checked against `RGBAImage.maximumPixelCount` before any pixel
///   memory is allocated; corrupt data never crashes or exits the process (libjpeg's `exit()`
///   error handler is replaced by a `setjmp`/`longjmp` one in C).
public enum JPEGCodec {
    /// Decodes JPEG bytes into an opaque premultiplied `RGBAImage` (alpha is always 255).
    /// - Throws: `JPEGDecodingError`.
    public static func decode(_ data: [UInt8]) throws -> RGBAImage {
        guard !data.isEmpty else { throw JPEGDecodingError.emptyData }
        var message = [CChar](repeating: 0, count: 256)
        var info = tk_jpeg_info()
        let headerStatus = data.withUnsafeBufferPointer { bytes in
            tk_jpeg_read_info(bytes.baseAddress, bytes.count, &info, &message, message.count)
        }
        guard headerStatus == TK_JPEG_OK else {
            throw JPEGDecodingError.invalidHeader(reason: Self.text(message))
        }
        let width = Int(info.width), height = Int(info.height)
        guard width > 0, height > 0, width * height <= RGBAImage.maximumPixelCount else {
            throw JPEGDecodingError.imageTooLarge(width: width, height: height)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBufferPointer { output in
                tk_jpeg_decode_rgba(bytes.baseAddress, bytes.count, output.baseAddress, output.count,
                                    &message, message.count)
            }
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

    /// Decodes JPEG bytes held in `Data`. See `decode(_:)` for `[UInt8]`.
    public static func decode(_ data: Data) throws -> RGBAImage {
        try decode([UInt8](data))
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
