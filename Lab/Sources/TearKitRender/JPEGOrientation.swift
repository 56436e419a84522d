import Foundation
import TearKitCodecs

extension JPEGCodec {
    /// The EXIF orientation of JPEG `data` (1…8; 1, upright, when it has none): how a camera says its
    /// pixels must be turned to show the photo upright. See ``RGBAImage/oriented(exifOrientation:)``.
    package static func exifOrientation(of data: Data) -> Int {
        data.withUnsafeBytes { bytes in
            Int(tk_jpeg_exif_orientation(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count))
        }
    }
}
