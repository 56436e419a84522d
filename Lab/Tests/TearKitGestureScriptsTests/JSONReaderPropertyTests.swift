import Foundation
import PropertyBased
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

/// `JSONReader` against Foundation's `JSONSerialization` on random documents: both read every valid
/// document to the same values, and every cut-off prefix is either a valid document to both or an
/// error placed inside the prefix.
@Suite struct JSONReaderPropertyTests {
    /// Reads a random document (its text, with random spacing) off a tape of numbers in 0…1.
    struct Writer {
        var tape: [Double]
        var index = 0
        var keyCounter = 0

        mutating func next() -> Double {
            defer { index += 1 }
            return tape.isEmpty ? 0.5 : tape[index % tape.count]
        }

        mutating func pick<T>(_ options: [T]) -> T {
            options[min(Int(next() * Double(options.count)), options.count - 1)]
        }

        mutating func space() -> String { pick(["", "", " ", "\n", "\t", "\r\n  "]) }

        mutating func value(depth: Int) -> String {
            let kinds =
                depth >= 5 ? ["number", "string", "literal"] : ["number", "string", "literal", "array", "object"]
            switch pick(kinds) {
            case "number":
                return pick(["0", "-0", "7", "-12", "3.25", "-0.5e3", "1E+2", "6.02e23", "1e-7", "123456789012", "0.1"])
            case "string":
                let pieces = (0..<Int(next() * 4)).map { _ in
                    pick([
                        "a", "Zz", " ", "é", "😀", "\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9", "\\ud83d\\ude00",
                        "\\u0000", "tap",
                    ])
                }
                return "\"" + pieces.joined() + "\""
            case "literal":
                return pick(["true", "false", "null"])
            case "array":
                let count = Int(next() * 4)
                return "[" + space()
                    + (0..<count).map { _ in value(depth: depth + 1) + space() }.joined(separator: "," + space()) + "]"
            default:
                let count = Int(next() * 4)
                let members = (0..<count).map { _ -> String in
                    keyCounter += 1
                    return "\"k\(keyCounter)\"" + space() + ":" + space() + value(depth: depth + 1) + space()
                }
                return "{" + space() + members.joined(separator: "," + space()) + "}"
            }
        }
    }

    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "1.0" : "0.0"
        case .number(let d): d == 0 ? "0.0" : "\(d)"  // Foundation reads -0 as the integer 0
        case .string(let s): "s" + s.debugDescription
        case .array(let a): "[" + a.map(canonical).joined(separator: ",") + "]"
        case .object(let o):
            "{" + o.members.sorted { $0.key < $1.key }.map { "\($0.key):" + canonical($0.value) }.joined(separator: ",")
                + "}"
        }
    }

    static func canonical(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let s as String: return "s" + s.debugDescription
        case let n as NSNumber: return n.doubleValue == 0 ? "0.0" : "\(n.doubleValue)"
        case let a as [Any]: return "[" + a.map { canonical($0) }.joined(separator: ",") + "]"
        case let o as [String: Any]:
            return "{" + o.keys.sorted().map { "\($0):" + canonical(o[$0]!) }.joined(separator: ",") + "}"
        default: return "?\(value)"
        }
    }

    @Test func readsWhatFoundationReadsAndPlacesEveryErrorInsideTheText() async {
        await propertyCheck(count: 1_000, input: Gen<Double>.value(in: 0...1).array(of: 1...120)) { tape in
            var writer = Writer(tape: tape)
            let text = writer.space() + writer.value(depth: 0) + writer.space()
            let data = Data(text.utf8)
            let foundation = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            do {
                let ours = try JSONReader.parse(data, maximumDepth: 8)
                #expect(foundation.map { Self.canonical($0) } == Self.canonical(ours), "\(text)")
            } catch {
                Issue.record("refused \(text): \(error)")
            }
            // Every prefix: the same verdict as Foundation, and an error's place lies within the prefix.
            let bytes = Array(text.utf8)
            for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 25)) {
                let prefix = Data(bytes[0..<length])
                let theirs = try? JSONSerialization.jsonObject(with: prefix, options: .fragmentsAllowed)
                do {
                    let ours = try JSONReader.parse(prefix, maximumDepth: 8)
                    #expect(theirs.map { Self.canonical($0) } == Self.canonical(ours), "prefix \(length) of \(text)")
                } catch let error as JSONSyntaxError {
                    // Lines split at "\n" bytes ("\r\n" is one Character in Swift), columns counted in scalars.
                    let lines = bytes[0..<length].split(separator: 10, omittingEmptySubsequences: false)
                        .map { String(decoding: $0, as: UTF8.self) }
                    #expect(error.line >= 1 && error.line <= lines.count, "\(error) in prefix \(length) of \(text)")
                    if error.line >= 1, error.line <= lines.count {
                        #expect(
                            error.column >= 1 && error.column <= lines[error.line - 1].unicodeScalars.count + 1,
                            "\(error)")
                    }
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
        }
    }
}
