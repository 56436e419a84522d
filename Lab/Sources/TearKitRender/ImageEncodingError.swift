/// Why an image could not be written.
package enum ImageEncodingError: Error, Equatable, CustomStringConvertible {
    /// The image has no pixels; PNG cannot store a 0 × 0 image.
    case emptyImage
    /// The encoder failed (`reason` is its explanation), e.g. out of memory.
    case encoderFailed(reason: String)
    /// The destination could not be written.
    case unwritableFile(path: String, reason: String)
    /// Encoding was stopped part way: the ``FrameCancellation`` its thread watches was cancelled.
    case cancelled

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .emptyImage: "Cannot encode an image with zero width or height."
        case .encoderFailed(let reason): "Encoding failed: \(reason)."
        case .unwritableFile(let path, let reason): "Cannot write '\(path)': \(reason)."
        case .cancelled: "Encoding was cancelled."
        }
    }
}
