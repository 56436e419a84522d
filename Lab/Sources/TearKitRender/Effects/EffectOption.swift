import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TearKitGestureScripts

/// One command-line option of a registered effect (``RenderableEffect/options``): its flag, what it
/// means, and the values it takes. The tool parses, checks and documents every option from this
/// description; no option of an effect is declared anywhere else.
package struct EffectOption: Sendable {
    /// The flag, with its dashes: `--amplitude`.
    package var name: String
    /// The value's name in `--help` (`points`, `x,y`).
    package var valueName: String
    /// One line for `--help`.
    package var help: String
    /// What it takes.
    package var kind: Kind
    /// Whether the command declares this flag itself (the tear's gesture and look, parsed by
    /// `ConfigurationOptions`): its ``kind`` still describes the values it takes, for the playground's
    /// controls, but the tool does not parse it from the registration.
    package var isDeclaredByCommand = false

    /// The values an option takes.
    package enum Kind: Sendable {
        /// A finite number within `range`; `unit` follows the range in the refusal ("between 0 and
        /// 180 degrees"); `defaultValue` is used when the option is not given (`nil`: the effect
        /// decides, e.g. from the view's size).
        case number(range: ClosedRange<Double>, defaultValue: Double?, unit: String? = nil)
        /// A whole number in `0...UInt64.max` (a random seed), `defaultValue` when not given; read even
        /// when it starts with `-`, so a negative one is refused with the range.
        case seed(defaultValue: UInt64)
        /// A point `x,y` in points, both finite (`nil` when not given: the effect decides).
        case point
        /// One of `choices`, `defaultValue` when not given.
        case choice([String], defaultValue: String)
        /// Words or a file path: 1 to `maxLength` characters (or code points: `unit`) with no control
        /// characters but line feeds (`\n` as two characters also starts a new line), `defaultValue`
        /// when not given.
        case text(defaultValue: String, maxLength: Int, unit: TextLengthUnit = .characters)
        /// A flag the command itself declares (the tear's gesture and look): listed here so the one
        /// rule — an option of another effect is refused, naming its effect — covers it too.
        case declaredByCommand
    }

    package init(_ name: String, valueName: String, help: String, _ kind: Kind) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.kind = kind
    }

    /// A flag the command declares (``Kind/declaredByCommand``).
    package static func declared(_ name: String) -> EffectOption {
        EffectOption(name, valueName: "", help: "", .declaredByCommand)
    }

    /// A flag the command declares and parses itself, described here with the values it takes (its
    /// range, default and help), so the playground can offer it like any registered option.
    package static func declared(_ name: String, valueName: String, help: String, _ kind: Kind) -> EffectOption {
        var option = EffectOption(name, valueName: valueName, help: help, kind)
        option.isDeclaredByCommand = true
        return option
    }

    /// Whether the tool parses this option from the registration (every kind but ``Kind/declaredByCommand``,
    /// and not a flag the command declares).
    package var isParsedFromRegistration: Bool {
        if case .declaredByCommand = kind { return false }
        return !isDeclaredByCommand
    }

    /// A given value, or the refusal that names this option and what it takes.
    package func parse(_ text: String) throws(EffectOptionError) -> EffectOptionValue {
        // Echoed cut short, as a gesture script's fields are: a value may be a pasted blob.
        let shown = EchoedText(text).excerpt
        switch kind {
        case .number(let range, _, let unit):
            let between =
                "between \(range.lowerBound.shortDescription) and \(range.upperBound.shortDescription)\(unit.map { " \($0)" } ?? "")"
            guard let value = Double(text) else {
                throw EffectOptionError("\(name) must be a number \(between) (got '\(shown)').")
            }
            guard value.isFinite, range.contains(value) else {
                throw EffectOptionError("\(name) must be \(between) (got \(value)).")
            }
            return .number(value)
        case .seed:
            guard let value = UInt64(text) else {
                throw EffectOptionError("\(name) must be a whole number between 0 and \(UInt64.max) (got \(shown)).")
            }
            return .seed(value)
        case .point:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                throw EffectOptionError("\(name) must be a point x,y in points, two finite numbers (got '\(shown)').")
            }
            return .point(CGPoint(x: x, y: y))
        case .choice(let choices, _):
            guard choices.contains(text) else {
                throw EffectOptionError("\(name) must be one of \(choices.joined(separator: ", ")) (got '\(shown)').")
            }
            return .choice(text)
        case .text(_, let maxLength, let unit):
            let value = text.replacingOccurrences(of: "\\n", with: "\n")
            let length = unit.length(of: value)
            guard !value.isEmpty, length <= maxLength else {
                throw EffectOptionError("\(name) must be 1 to \(maxLength) \(unit.name) (got \(length)\(unit.note)).")
            }
            guard !value.unicodeScalars.contains(where: { $0 != "\n" && $0.properties.generalCategory == .control })
            else {
                throw EffectOptionError("\(name) must not hold control characters (got '\(shown)').")
            }
            return .text(value)
        case .declaredByCommand:
            throw EffectOptionError("\(name) is read by the command, not by its effect.")
        }
    }
}

/// A parsed option value.
package enum EffectOptionValue: Sendable, Equatable {
    case number(Double)
    case seed(UInt64)
    case point(CGPoint)
    case choice(String)
    case text(String)
}

/// Why a value was refused: a sentence naming the option and the values it takes.
package struct EffectOptionError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// The options given for one effect, with its defaults behind them.
package struct EffectOptionValues: Sendable {
    /// The effect's options (for the defaults).
    package var options: [EffectOption]
    /// What was given, by flag (`--amplitude`).
    package var given: [String: EffectOptionValue]

    package init(options: [EffectOption], given: [String: EffectOptionValue] = [:]) {
        self.options = options
        self.given = given
    }

    /// A number option: the value given, else its default (`nil` when it has none).
    package func number(_ name: String) -> Double? {
        if case .number(let value)? = given[name] { return value }
        if case .number(_, let defaultValue, _)? = options.first(where: { $0.name == name })?.kind {
            return defaultValue
        }
        return nil
    }

    /// A number option the effect registers with a default: the value given, else that default. A name
    /// registered without one gives NaN, never a trap: every configuration replaces NaN by its own default.
    package func registeredNumber(_ name: String) -> Double { number(name) ?? .nan }

    /// A seed option: the value given, else its default (0 for an unknown name).
    package func seed(_ name: String) -> UInt64 {
        if case .seed(let value)? = given[name] { return value }
        if case .seed(let defaultValue)? = options.first(where: { $0.name == name })?.kind { return defaultValue }
        return 0
    }

    /// A point option, `nil` when not given.
    package func point(_ name: String) -> CGPoint? {
        if case .point(let value)? = given[name] { return value }
        return nil
    }

    /// A choice option: the value given, else its default.
    package func choice(_ name: String) -> String {
        if case .choice(let value)? = given[name] { return value }
        if case .choice(_, let defaultValue)? = options.first(where: { $0.name == name })?.kind { return defaultValue }
        return ""
    }

    /// A text option: the value given, else its default.
    package func text(_ name: String) -> String {
        if case .text(let value)? = given[name] { return value }
        if case .text(let defaultValue, _, _)? = options.first(where: { $0.name == name })?.kind { return defaultValue }
        return ""
    }

    /// Whether the option was given.
    package func isGiven(_ name: String) -> Bool { given[name] != nil }
}

extension Double {
    /// `1` for whole numbers, `0.5` or `1.23` otherwise (rounded to hundredths): for messages.
    package var shortDescription: String {
        guard isFinite, abs(self) < 1e15 else { return String(self) }
        let hundredths = (self * 100).rounded() / 100
        if hundredths == hundredths.rounded() { return String(Int(hundredths)) }
        var text = String(format: "%.2f", hundredths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
