/// The tokens of a Metal (C++) file that matter to its operator mutants: identifiers, numbers, punctuators
/// (longest first, so `<<` is never `<` twice and `<=` inside `<<=` is never seen), with whether whitespace
/// stands before each. Comments, string and character literals and preprocessor lines (`#include`,
/// `#define`, … with their `\` continuations) are skipped and produce no token.
package struct MetalTokenizer {
    /// A token's kind.
    package enum Kind: Equatable, Sendable {
        case identifier, number, punctuator
    }

    /// One token: its kind, its UTF-8 byte range in the file, its text and whether whitespace (or the start
    /// of a line) comes right before it.
    package struct Token: Equatable, Sendable {
        /// What it is.
        package var kind: Kind
        /// Its UTF-8 byte range in the file.
        package var range: Range<Int>
        /// Its text.
        package var text: String
        /// Whether whitespace, a comment or the start of a line comes right before it.
        package var spaceBefore: Bool
    }

    /// C++'s multi-character punctuators, longest first.
    static let punctuators = [
        "<<=", ">>=", "<=>", "...", "->*", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=",
        "*=", "/=", "%=", "&=", "|=", "^=", "::", ".*",
    ].map { Array($0.utf8) }

    /// The tokens of `source`, in order.
    package static func tokens(of source: SourceText) -> [Token] {
        let bytes = source.bytes
        var tokens: [Token] = []
        var index = 0, spaceBefore = true, lineHasToken = false
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        /// Moves past the end of the line (not past its `\n`), following `\` continuations.
        func skipLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                if bytes[index] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1; spaceBefore = true; lineHasToken = false; continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1; spaceBefore = true; continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine(); continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count); spaceBefore = true; continue
            case UInt8(ascii: "#") where !lineHasToken:
                skipLine(); continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, bytes.count); spaceBefore = false; lineHasToken = true; continue
            default:
                break
            }
            let kind: Kind
            if isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
                // A preprocessing number: digits, letters, `.`, `_`, and a sign after an exponent (`1e-3`, `0x1p+2`).
                kind = .number
                index += 1
                while index < bytes.count {
                    let current = bytes[index]
                    if isIdentifierByte(current) || current == UInt8(ascii: ".") {
                        index += 1
                    } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                        "eEpP".utf8.contains(bytes[index - 1])
                    {
                        index += 1
                    } else {
                        break
                    }
                }
            } else if isIdentifierByte(byte) {
                kind = .identifier
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            } else {
                kind = .punctuator
                let match = punctuators.first { punctuator in
                    index + punctuator.count <= bytes.count
                        && Array(bytes[index..<index + punctuator.count]) == punctuator
                }
                index += match?.count ?? 1
            }
            tokens.append(
                Token(kind: kind, range: start..<index, text: source.text(in: start..<index), spaceBefore: spaceBefore))
            spaceBefore = false; lineHasToken = true
        }
        return tokens
    }
}
