import TearKitGestureScripts

/// The characters of a text that no installed font draws as a device would, named in warnings the tool
/// prints: `U+1F600 😀`, the character escaped as the tool echoes text (``EchoedText``).
package struct MissingCharacters: Sendable, Equatable {
    /// Characters no installed font has: drawn as the font's missing-glyph box.
    package var withoutFont: [Unicode.Scalar] = []
    /// Emoji that no installed colour font has: drawn in a plain font's outline, not in colour.
    package var withoutColour: [Unicode.Scalar] = []

    package init(withoutFont: [Unicode.Scalar] = [], withoutColour: [Unicode.Scalar] = []) {
        self.withoutFont = withoutFont
        self.withoutColour = withoutColour
    }

    /// The most characters a warning names; the rest are counted.
    package static let namedInAWarning = 8

    /// One line for each kind of character missing (none when nothing is).
    package var warnings: [String] {
        var lines: [String] = []
        if !withoutFont.isEmpty {
            lines.append(
                "warning: no installed font draws \(Self.names(withoutFont)); drawn as the font's missing-glyph box (install a font that has \(withoutFont.count == 1 ? "it" : "them"))"
            )
        }
        if !withoutColour.isEmpty {
            lines.append(
                "warning: no colour emoji font is installed for \(Self.names(withoutColour)); drawn in outline, not in colour (Debian: apt install fonts-noto-color-emoji)"
            )
        }
        return lines
    }

    /// `scalar` as a warning names it: `U+` and at least four hexadecimal digits, then the character
    /// itself, escaped as the tool echoes text (a control or format character is written out).
    package static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(4 - hex.count, 0)))\(hex) \(EchoedText(String(scalar)))"
    }

    /// Up to ``namedInAWarning`` of `scalars` named, then how many more there are.
    private static func names(_ scalars: [Unicode.Scalar]) -> String {
        let named = scalars.prefix(namedInAWarning).map(name).joined(separator: ", ")
        return scalars.count > namedInAWarning ? "\(named) and \(scalars.count - namedInAWarning) more" : named
    }
}
