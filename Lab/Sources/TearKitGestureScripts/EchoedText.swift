/// Text the user gave — a path, an option's value, a gesture script's field — as a message echoes it:
/// every control character (C0, DEL and C1: ESC, BEL, a newline, …) and every format character
/// (Unicode's category Cf: the bidirectional overrides and isolates such as U+202E, marks such as
/// U+200F, joiners) written out as `\u{1B}`, so an echo stays on its line, in its order, and cannot
/// retitle, clear, reorder or otherwise drive the user's terminal.
///
/// A command makes one for each path or option it echoes, where it reads it, and its messages
/// interpolate that (`"cannot write \(shownOutput)"`): ``description`` is the whole text,
/// ``excerpt`` the text cut to ``maximumLength``. A string literal makes one too, escaped the same way.
/// Text echoed already has no control characters left, so making one of it changes nothing.
package struct EchoedText: CustomStringConvertible, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The whole text, its control characters written out.
    package let description: String
    /// The text cut to ``maximumLength`` characters (with `…` when something was cut), its control
    /// characters written out: for a value that could be a pasted blob.
    package let excerpt: String

    /// The echo of `text`, exactly as the user gave it.
    package init(_ text: String) {
        description = Self.escapingControlCharacters(text)
        excerpt = Self.excerpt(text)
    }

    package init(stringLiteral text: String) { self.init(text) }

    /// The longest piece of the user's text an ``excerpt`` echoes, in characters; longer ones are cut.
    package static let maximumLength = 80

    /// `text` cut to ``maximumLength`` characters, with `…` when something was cut, its control
    /// characters written out (``escapingControlCharacters(_:)``).
    package static func excerpt(_ text: String) -> String {
        // Unicode scalars, not Characters: one Character may hold any number of combining marks.
        var prefix = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard prefix.count < maximumLength else { return String(prefix) + "…" }
            prefix.append(contentsOf: escapingControlCharacters(String(scalar)).unicodeScalars)
        }
        return String(prefix)
    }

    /// `text` with every control character (C0, DEL and C1: ESC, BEL, a newline, …) and every format
    /// character (category Cf, e.g. the right-to-left override U+202E) written as `\u{1B}`, so a
    /// message that echoes it stays on its line, keeps its order and cannot retitle or clear a terminal.
    package static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}
