import ArgumentParser

/// The file format of the animation `render` writes (`--format`).
enum AnimationFormat: String, CaseIterable, ExpressibleByArgument {
    /// Animated PNG: exact pixels, plays in every browser; the largest.
    case apng
    /// Animated WebP, lossy (quality 75, alpha exact): a fraction of the APNG's size for photos and dust.
    case webp
    /// Animated WebP, lossless: exact pixels, about the APNG's size or smaller.
    case webpLossless = "webp-lossless"

    /// The animation file's extension, without the dot.
    var fileExtension: String { self == .apng ? "apng" : "webp" }

    /// What the file is, for the list of what was written.
    var summary: String {
        switch self {
        case .apng: "animated PNG, plays in any browser"
        case .webp: "animated WebP (lossy), plays in current browsers"
        case .webpLossless: "animated WebP (lossless), plays in current browsers"
        }
    }

    /// `apng`, `webp` or `webp-lossless`, in `--format`'s help.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
