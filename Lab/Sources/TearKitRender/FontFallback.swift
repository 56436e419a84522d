import CFontconfig
import Foundation

/// Finds the installed font files that draw a character, through fontconfig: what a renderer draws a
/// character its own font lacks with, as Core Text falls back on a device.
///
/// Fontconfig answers from its cache of the font folders, so a file it names may since have gone or
/// been replaced by something that is not a font: the renderer opens each through ``FontFace``'s
/// rules (a regular file only, never waited on) and goes on to the next.
///
/// Thread-safe: every question is asked under one lock.
package final class FontFallback: @unchecked Sendable {
    /// A font file fontconfig names for a character.
    package struct Candidate: Sendable, Equatable {
        /// The file's path.
        package var path: String
        /// Which face of the file (0 for a single font).
        package var faceIndex: Int
        /// Whether it is a colour font (an emoji font).
        package var isColour: Bool
    }

    /// The system's fonts as fontconfig's configuration lists them, loaded on the first question.
    package static let system = FontFallback(fontFiles: nil)

    private let lock = NSLock()
    /// The font files of a configuration of their own; `nil`: the system's configuration.
    private let fontFiles: [String]?
    /// The configuration (`FcConfig *`), made on the first question.
    private var configuration: OpaquePointer?
    private var configurationTried = false

    /// A fallback over exactly `fontFiles` (for tests: fonts that fontconfig reads when made, then
    /// remembers), or over the system's configuration when `nil`.
    package init(fontFiles: [String]?) {
        self.fontFiles = fontFiles
    }

    deinit {
        if let configuration { FcConfigDestroy(configuration) }
    }

    /// The font files that have a glyph for `scalar`, fontconfig's best match for a sans-serif font
    /// first (colour fonts first when `prefersColour`, for an emoji); empty when none has it or
    /// fontconfig has no configuration.
    package func candidates(for scalar: Unicode.Scalar, prefersColour: Bool) -> [Candidate] {
        lock.lock()
        defer { lock.unlock() }
        guard let configuration = loadedConfiguration(), let pattern = FcNameParse("sans-serif") else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let characters = FcCharSetCreate() {
            FcCharSetAddChar(characters, FcChar32(scalar.value))
            FcPatternAddCharSet(pattern, FC_CHARSET, characters)
            FcCharSetDestroy(characters)
        }
        FcConfigSubstitute(configuration, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(configuration, pattern, FcFalse, nil, &result) else { return [] }
        defer { FcFontSetDestroy(sorted) }
        guard let fonts = sorted.pointee.fonts else { return [] }
        var found: [Candidate] = []
        for index in 0..<Int(max(sorted.pointee.nfont, 0)) {
            guard let font = fonts[index] else { continue }
            var characterSet: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &characterSet) == FcResultMatch,
                FcCharSetHasChar(characterSet, FcChar32(scalar.value)) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
            var colour: FcBool = FcFalse
            if FcPatternGetBool(font, FC_COLOR, 0, &colour) != FcResultMatch { colour = FcFalse }
            let candidate = Candidate(
                path: String(cString: file), faceIndex: Int(max(faceIndex, 0)), isColour: colour != FcFalse)
            if !found.contains(candidate) { found.append(candidate) }
        }
        // A stable sort: fontconfig's order within the colour fonts and within the others.
        return prefersColour ? found.filter(\.isColour) + found.filter { !$0.isColour } : found
    }

    /// The configuration, made on the first call (under the lock).
    private func loadedConfiguration() -> OpaquePointer? {
        guard !configurationTried else { return configuration }
        configurationTried = true
        guard let fontFiles else {
            configuration = FcInitLoadConfigAndFonts()
            return configuration
        }
        guard let own = FcConfigCreate() else { return nil }
        for file in fontFiles { FcConfigAppFontAddFile(own, file) }
        configuration = own
        return own
    }
}
