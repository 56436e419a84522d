import ArgumentParser
import TearKitGestureScripts

/// The image format `frame --output` writes, from the file's extension.
enum OutputImageFormat {
    case png, jpeg

    /// `.png` (or no extension) is PNG, `.jpg`/`.jpeg` JPEG (any case).
    /// - Throws: A `ValidationError` naming the output (as `displayPath`, the command's display form of
    ///   `path`) and its extension for anything else.
    init(path: String, displayPath: EchoedText) throws {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .png
            return
        }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case let other:
            throw ValidationError(
                "--output \(displayPath): cannot write .\(EchoedText(other)) files; use .png or .jpg.")
        }
    }
}
