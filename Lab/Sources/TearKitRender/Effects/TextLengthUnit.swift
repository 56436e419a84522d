/// What a text option's length is counted in (``EffectOption/Kind/text(defaultValue:maxLength:unit:)``).
package enum TextLengthUnit: Sendable, Equatable {
    /// Characters as a reader counts them (grapheme clusters): `é`, `🇫🇷` and `👨‍👩‍👧‍👦` are one each.
    /// For a file path, whose length costs nothing to lay out.
    case characters
    /// Unicode code points (scalars): what a text is laid out by, each one glyph, so the work of
    /// drawing it grows with their number. `é` written as `e` and a combining accent is 2, a flag 2, a
    /// family emoji 7 (four people joined by three zero-width joiners).
    case codePoints

    /// How long `text` is in this unit.
    package func length(of text: String) -> Int {
        switch self {
        case .characters: text.count
        case .codePoints: text.unicodeScalars.count
        }
    }

    /// The unit's name in help and refusals: "characters", "code points".
    package var name: String {
        switch self {
        case .characters: "characters"
        case .codePoints: "code points"
        }
    }

    /// What a refusal adds after the count, so a text that looks short is understood: code points are
    /// not what a reader counts.
    var note: String {
        switch self {
        case .characters: ""
        case .codePoints: " code points; an emoji sequence, a flag or a letter with accents is several"
        }
    }
}
