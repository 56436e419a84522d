import Foundation

/// Why a JSON document could not be read: where (1-based line and column, counted in characters)
/// and what was found there.
struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line of the offending character, from 1.
    var line: Int
    /// The column of the offending character on its line, from 1, in Unicode characters (a tab is one).
    var column: Int
    /// What is wrong there, e.g. `expected ',' or '}' after an object member`.
    var reason: String

    /// `line L, column C: reason`.
    var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict JSON (RFC 8259) reader whose time and memory stay linear in the document's size,
/// whatever it holds:
///
/// - nesting deeper than `maximumDepth` arrays and objects is refused where it starts (the reader
///   never recurses further, so a deep document costs nothing);
/// - a key repeated in one object is refused (`JSONSerialization` silently keeps one of them);
/// - numbers longer than ``maximumNumberLength`` characters are refused;
/// - invalid UTF-8, lone surrogate escapes, control characters in strings, trailing commas,
///   comments and anything after the document are refused.
///
/// Every error carries the line and column of the offending character.
struct JSONReader {
    /// The longest number accepted, in characters. No real number needs more digits than a `Double` holds.
    static let maximumNumberLength = 100

    private let bytes: UnsafeRawBufferPointer
    private let maximumDepth: Int
    private let maximumArrayCount: Int
    private var index = 0

    private struct Failure: Error {
        var offset: Int
        var reason: String
    }

    private init(bytes: UnsafeRawBufferPointer, maximumDepth: Int, maximumArrayCount: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumArrayCount = maximumArrayCount
    }

    /// Parses `data` as one JSON document.
    /// - Parameter maximumDepth: The deepest nesting of arrays and objects accepted (the document's own
    ///   outer array or object is level 1).
    /// - Parameter maximumArrayCount: The most elements one array may hold; the first one past it is
    ///   refused where it starts, before it is read.
    static func parse(_ data: Data, maximumDepth: Int, maximumArrayCount: Int = .max) throws(JSONSyntaxError)
        -> JSONValue
    {
        let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { bytes in
            var reader = JSONReader(
                bytes: bytes, maximumDepth: max(maximumDepth, 0), maximumArrayCount: max(maximumArrayCount, 0))
            do {
                return .success(try reader.document())
            } catch let failure as Failure {
                return .failure(Self.locate(failure, in: bytes))
            } catch {
                return .failure(JSONSyntaxError(line: 1, column: 1, reason: "\(error)"))
            }
        }
        // A switch rather than `result.get()`: `get()` throws `Failure` only in the Swift 6 standard library
        // (typed throws); with an older one (Xcode 15's SDKs) it throws `any Error`, which this cannot rethrow.
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// Turns a byte offset into a line and column (only on failure, so parsing stays one pass).
    private static func locate(_ failure: Failure, in bytes: UnsafeRawBufferPointer) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(failure.offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, reason: failure.reason)
    }

    // MARK: Grammar

    private mutating func document() throws -> JSONValue {
        try validateUTF8()
        // A UTF-8 byte order mark is tolerated before the document.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let root = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else {
            throw Failure(offset: index, reason: "\(describe(at: index)) after the end of the document")
        }
        return root
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw Failure(offset: index, reason: "the document ends where a value was expected")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            throw Failure(offset: index, reason: "\(describe(at: index)) where a value was expected")
        }
    }

    private func checkDepth(_ depth: Int) throws {
        guard depth <= maximumDepth else {
            throw Failure(offset: index, reason: "nested deeper than \(maximumDepth) levels of arrays and objects")
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        index += 1  // {
        var members = JSONObject()
        // Repeated keys are looked for by a scan while the object is small, then in a set.
        var keySet: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                let found = index < bytes.count && bytes[index] == UInt8(ascii: "}") && !members.members.isEmpty
                throw Failure(
                    offset: index,
                    reason: found
                        ? "a trailing comma before '}'"
                        : "\(describe(at: index)) where a key (a string in double quotes) was expected")
            }
            let keyOffset = index
            let key = try string()
            if keySet == nil, members.members.count >= 16 { keySet = Set(members.keys) }
            let repeated: Bool
            if keySet != nil {
                // Checked just above; inserting through the optional keeps the set unshared (no copy).
                repeated = !keySet!.insert(key).inserted
            } else {
                repeated = members.members.contains { $0.key == key }
            }
            guard !repeated else {
                throw Failure(offset: keyOffset, reason: "duplicate key \(GestureScriptError.quoted(key))")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Failure(offset: index, reason: "\(describe(at: index)) where ':' after the key was expected")
            }
            index += 1
            members.members.append((key, try value(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, reason: "the document ends inside an object (missing '}')")
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default:
                throw Failure(
                    offset: index, reason: "\(describe(at: index)) where ',' or '}' after an object member was expected"
                )
            }
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !elements.isEmpty {
                throw Failure(offset: index, reason: "a trailing comma before ']'")
            }
            guard elements.count < maximumArrayCount else {
                throw Failure(offset: index, reason: "more than \(maximumArrayCount) elements in an array")
            }
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, reason: "the document ends inside an array (missing ']')")
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default:
                throw Failure(
                    offset: index, reason: "\(describe(at: index)) where ',' or ']' after an array element was expected"
                )
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let start = index
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else {
            throw Failure(
                offset: start,
                reason: "\(describe(at: start)) where a value was expected (true, false and null are lower case)")
        }
        index += count
    }

    /// Reads a string starting at its opening quote. Runs without escapes are copied in one piece.
    private mutating func string() throws -> String {
        let opening = index
        index += 1
        var result = ""
        var runStart = index
        func flush() {
            if runStart < index {
                result += String(decoding: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                index += 1
                return result
            case UInt8(ascii: "\\"):
                flush()
                result.unicodeScalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw Failure(
                    offset: index,
                    reason: "\(describe(at: index)) inside a string (control characters must be escaped, e.g. \\n)")
            default:
                index += 1
            }
        }
        throw Failure(offset: opening, reason: "a string that is never closed (missing '\"')")
    }

    /// Reads one escape sequence starting at its backslash.
    private mutating func escape() throws -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else {
            throw Failure(offset: start, reason: "a string that is never closed (missing '\"')")
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeAt: start)
            switch unit {
            case 0xD800...0xDBFF:
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(
                        offset: start, reason: "a lone surrogate \\u\(hex(unit)) (not followed by a low surrogate)")
                }
                let lowStart = index
                index += 2
                let low = try hexUnit(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(
                        offset: start, reason: "a lone surrogate \\u\(hex(unit)) (not followed by a low surrogate)")
                }
                // A high and a low surrogate make a scalar in 0x10000…0x10FFFF, always valid.
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            case 0xDC00...0xDFFF:
                throw Failure(
                    offset: start, reason: "a lone surrogate \\u\(hex(unit)) (not preceded by a high surrogate)")
            default:
                // Not a surrogate (those are the cases above): every other UTF-16 unit is a scalar.
                return Unicode.Scalar(unit)!
            }
        default:
            throw Failure(
                offset: start,
                reason: "an unknown escape \\\(describeCharacter(at: start + 1, quoted: false)) in a string")
        }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func hexUnit(escapeAt start: Int) throws -> UInt32 {
        guard bytes.count - index >= 4 else {
            throw Failure(offset: start, reason: "\\u must be followed by four hex digits")
        }
        var unit: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(offset: start, reason: "\\u must be followed by four hex digits")
            }
            unit = unit << 4 | UInt32(digit)
        }
        index += 4
        return unit
    }

    /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        func need(_ what: String) throws {
            throw Failure(offset: index, reason: "\(describe(at: index)) where \(what) was expected in a number")
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { try need("a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw Failure(offset: integerStart, reason: "a number with a leading zero")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { try need("a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits() == 0 { try need("a digit in the exponent") }
        }
        guard index - start <= Self.maximumNumberLength else {
            throw Failure(offset: start, reason: "a number longer than \(Self.maximumNumberLength) characters")
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text) ?? .nan  // the grammar above is a subset of what Double(_:) reads
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    // MARK: Encoding

    /// Refuses bytes that are not UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    private func validateUTF8() throws {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int, minimum: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default:
                throw Failure(offset: i, reason: "a byte (0x\(hex(UInt32(lead), width: 2))) that is not UTF-8 text")
            }
            guard bytes.count - i >= length else {
                throw Failure(offset: i, reason: "a byte (0x\(hex(UInt32(lead), width: 2))) that is not UTF-8 text")
            }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for k in 1..<length {
                let next = bytes[i + k]
                guard next & 0xC0 == 0x80 else {
                    throw Failure(offset: i, reason: "a byte (0x\(hex(UInt32(lead), width: 2))) that is not UTF-8 text")
                }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw Failure(offset: i, reason: "a byte (0x\(hex(UInt32(lead), width: 2))) that is not UTF-8 text")
            }
            i += length
        }
    }

    // MARK: Messages

    /// What is at `offset`, for a message: `'x'`, `'}'`, `U+0007` or "the end of the document".
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        return describeCharacter(at: offset, quoted: true)
    }

    private func describeCharacter(at offset: Int, quoted: Bool) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        if byte < 0x80 { return "U+\(hex(UInt32(byte)))" }
        // A non-ASCII character (the document is valid UTF-8 by now): show it whole.
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return quoted ? "'\(character)'" : character
    }

    private func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
