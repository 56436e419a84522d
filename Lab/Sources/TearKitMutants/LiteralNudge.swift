import Foundation

/// A numeric literal's text nudged: an integer n → n + 1 in its own base (`0xFF` → `0x100`), a float x →
/// x × 1.1, or `1.0` when x is 0. Swift's and C++'s spellings: underscores (Swift) and a C++ suffix
/// (`1.5f`, `2u`) are understood; the suffix is kept.
package enum LiteralNudge {
    /// `text` + 1, or nil when it is not an integer literal this understands or is the largest `UInt64`.
    package static func integer(_ text: String) -> String? {
        let (body, suffix) = split(text, suffixCharacters: "uUlL")
        let lowered = body.lowercased()
        let (prefix, digits, radix): (String, Substring, Int) =
            lowered.hasPrefix("0x")
            ? (String(body.prefix(2)), body.dropFirst(2), 16)
            : lowered.hasPrefix("0b")
                ? (String(body.prefix(2)), body.dropFirst(2), 2)
                : lowered.hasPrefix("0o") ? (String(body.prefix(2)), body.dropFirst(2), 8) : ("", Substring(body), 10)
        guard let value = UInt64(digits.replacingOccurrences(of: "_", with: ""), radix: radix), value < UInt64.max
        else { return nil }
        let uppercase = digits.contains { $0.isUppercase }
        return prefix + String(value + 1, radix: radix, uppercase: uppercase) + suffix
    }

    /// `text` × 1.1 (`1.0` for zero) as a float literal, or nil when it is not a finite float literal.
    package static func float(_ text: String) -> String? {
        let isHex = text.lowercased().hasPrefix("0x")
        let (body, suffix) = isHex ? (text, "") : split(text, suffixCharacters: "fFhHlL")
        guard let value = Double(body.replacingOccurrences(of: "_", with: "")), value.isFinite else { return nil }
        guard value != 0 else { return "1.0" + suffix }
        var nudged = String(format: "%.12g", value * 1.1)
        // Still a float literal: `11` would make `let x = 10.0` an `Int`.
        if !nudged.contains(where: { ".eE".contains($0) }) { nudged += ".0" }
        return nudged + suffix
    }

    /// A literal and its trailing suffix letters.
    private static func split(_ text: String, suffixCharacters: String) -> (String, String) {
        let body = text.reversed().drop { suffixCharacters.contains($0) }.reversed()
        return (String(body), String(text.dropFirst(body.count)))
    }
}
