import Foundation

/// Weight of a font looked up by `SystemFonts`.
package enum FontWeight: Sendable, Equatable {
    /// Body text.
    case regular
    /// Titles and buttons.
    case bold
}

/// The regular and bold fonts TearKit draws text with, found among well-known font files.
///
/// Linux machines with `fonts-dejavu-core` get DejaVu Sans; macOS gets Arial or Helvetica from the
/// system; Liberation, Noto and Homebrew / user-installed DejaVu are tried as well. Set the
/// environment variables `TEARKIT_FONT` and `TEARKIT_BOLD_FONT` to a font file path to take priority.
/// When no font is found, drawing code skips text and `missingFontWarning` explains why: nothing crashes.
package struct SystemFonts {
    /// Regular-weight renderer, or `nil` when no candidate font exists.
    package let regular: TextRenderer?
    /// Bold renderer; falls back to the regular font when no bold candidate exists; `nil` only when
    /// no font at all was found.
    package let bold: TextRenderer?

    /// Uses the given renderers (e.g. for tests or a custom font).
    package init(regular: TextRenderer?, bold: TextRenderer?) {
        self.regular = regular
        self.bold = bold ?? regular
    }

    /// Loads the first available regular and bold fonts from `candidatePaths(for:)`.
    package static func load() -> SystemFonts {
        SystemFonts(
            regular: TextRenderer.firstAvailable(in: candidatePaths(for: .regular)),
            bold: TextRenderer.firstAvailable(in: candidatePaths(for: .bold)))
    }

    /// The renderer for `weight` (bold falls back to regular).
    package func renderer(for weight: FontWeight) -> TextRenderer? {
        weight == .bold ? bold : regular
    }

    /// A human-readable warning when no font was found (text will not be drawn), else `nil`.
    package var missingFontWarning: String? {
        guard regular == nil else { return nil }
        return "warning: no font found, so text is left out. Install DejaVu Sans (apt install fonts-dejavu-core, "
            + "brew install --cask font-dejavu) or set TEARKIT_FONT to a .ttf file. Tried: "
            + Self.candidatePaths(for: .regular).joined(separator: ", ")
    }

    /// Font files tried for `weight`, in order: the `TEARKIT_FONT` / `TEARKIT_BOLD_FONT` environment
    /// variable, then common Linux, Homebrew, user and macOS system locations.
    package static func candidatePaths(for weight: FontWeight) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? ""
        let override = environment[weight == .bold ? "TEARKIT_BOLD_FONT" : "TEARKIT_FONT"].map { [$0] } ?? []
        let dejaVu = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let liberation = weight == .bold ? "LiberationSans-Bold.ttf" : "LiberationSans-Regular.ttf"
        let noto = weight == .bold ? "NotoSans-Bold.ttf" : "NotoSans-Regular.ttf"
        let arial = weight == .bold ? "Arial Bold.ttf" : "Arial.ttf"
        return override + [
            "/usr/share/fonts/truetype/dejavu/\(dejaVu)",  // Debian, Ubuntu
            "/usr/share/fonts/TTF/\(dejaVu)",  // Arch
            "/usr/share/fonts/dejavu-sans-fonts/\(dejaVu)",  // Fedora
            "/usr/share/fonts/dejavu/\(dejaVu)",
            "/usr/share/fonts/truetype/liberation/\(liberation)",
            "/usr/share/fonts/truetype/noto/\(noto)",
            "/opt/homebrew/share/fonts/\(dejaVu)",
            "/usr/local/share/fonts/\(dejaVu)",
            "\(home)/Library/Fonts/\(dejaVu)",  // brew install --cask font-dejavu
            "/Library/Fonts/\(dejaVu)",
            "/System/Library/Fonts/Supplemental/\(arial)",  // macOS 10.15+
            "/Library/Fonts/\(arial)",
            "/System/Library/Fonts/Helvetica.ttc",  // macOS: regular is face 0 (bold falls back to it)
        ]
    }
}
