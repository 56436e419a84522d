/// Why an image file could not be read. Every case carries enough to tell the user what to fix.
package enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// The data is empty.
    case empty
    /// The data is not in the expected format (e.g. not a PNG at all).
    case unsupportedFormat(String)
    /// The data is damaged; `reason` is the decoder's explanation.
    case corrupt(reason: String)
    /// The data ends before the image does.
    case truncated
    /// The header declares more pixels than the pixel budget, `maximumPixelCount`
    /// (``ImageDecodingOptions/maximumPixelCount``; checked before allocating).
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The header declares a zero width or height.
    case emptyImage

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "Cannot read '\(path)': \(reason)."
        case .empty: "The image data is empty."
        case .unsupportedFormat(let what): "Unsupported image format: \(what)."
        case .corrupt(let reason): "The image is corrupt: \(reason)."
        case .truncated: "The image data is truncated (the file ends before the image does)."
        case .tooLarge(let width, let height, let limit):
            "The image is too large: \(width) × \(height) pixels exceeds the limit of \(limit) pixels."
        case .emptyImage: "The image has no pixels (zero width or height)."
        }
    }
}
