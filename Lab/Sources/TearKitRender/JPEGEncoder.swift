import Foundation
import TearKitCodecs

/// Writes ``RGBAImage``s as baseline JPEG files through libjpeg.
///
/// JPEG has no transparency: pixels are stored as they would show over black (the premultiplied
/// colour). Composite over another colour first (``RGBAImage/flattened(over:)``) for a different backdrop.
package enum JPEGEncoder {
    /// Encodes `image` as a JPEG of `quality` (1…100, clamped; default 92).
    /// - Throws: ``ImageEncodingError/emptyImage`` or ``ImageEncodingError/encoderFailed(reason:)``.
    package static func encode(_ image: RGBAImage, quality: Int = 92) throws(ImageEncodingError) -> Data {
        guard image.width > 0, image.height > 0 else { throw .emptyImage }
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        image.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for i in 0..<image.width * image.height {
                    target[i * 3] = source[i * 4]
                    target[i * 3 + 1] = source[i * 4 + 1]
                    target[i * 3 + 2] = source[i * 4 + 2]
                }
            }
        }
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = tk_jpeg_encode_rgb(
            rgb, UInt32(image.width), UInt32(image.height), Int32(quality), &output, &size,
            &message, message.count)
        defer { tk_jpeg_free(output) }
        guard status == 0, let output else {
            throw .encoderFailed(
                reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Data(bytes: output, count: size)
    }
}
