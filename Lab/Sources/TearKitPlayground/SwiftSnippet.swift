#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// The Swift for what the playground shows: the SwiftUI call for an effect with its options, only the
/// values that differ from the defaults, and the UIKit one where the effect has it.
///
/// Each option maps to the configuration the way the tool builds it: the tear's flags as
/// `ConfigurationOptions` applies them to ``TearConfiguration``, the others through their registration's
/// own builder (``RenderableEffect/dustConfiguration(_:)``, ``RenderableEffect/configuration(_:)``,
/// ``RenderableEffect/textGlyphsConfiguration(_:)``), so a value is written as the configuration keeps it
/// (limited to its range) and in the unit its initializer takes: an angle given in degrees is written in
/// radians (`.pi / 2`, `37.5 * .pi / 180`). A value whose written form is its default's is left out, and
/// with nothing changed there is no configuration argument at all.
///
/// The snippets are written as a developer pastes them, and as the repository's test compiles them
/// against the stand-in SwiftUI and UIKit modules (`PlaygroundSnippetCompileTests`):
/// - ``swiftUI`` is a chain of modifiers, one a line, each starting with `.`, applied to the developer's
///   view (`.tearable(maxGapWidth: 40)`), except for the text effect, whose view is the text itself: there
///   it starts with `Text("…")` and its modifiers follow, indented. The state it names is `isGone`, a
///   `Bool` that breaks the view when it turns `true`; the ripple's, `origin` (a `CGPoint`) and `taps`
///   (any `Equatable` value, here an `Int`).
/// - ``uiKit`` is statements in a view controller that shows the view `card` (a `UIView`) and presents
///   `presented` (a `UIViewController`).
///
/// Options that only steer the playground's preview are not written: the ripple's and the shift's
/// `--duration` and the shift's `--direction` (a transition takes the animation of the change that
/// inserts or removes the view, and runs both ways), and the text's `--font` (a font file on this
/// machine, where an app names its own font).
package struct SwiftSnippet: Sendable, Equatable {
    /// The SwiftUI modifier call, e.g. `.tearable(maxGapWidth: 40)`.
    package var swiftUI: String
    /// The UIKit call, or `nil` when the effect has none.
    package var uiKit: String?

    /// The snippets for `effect` with the option values `values` (the effect's flags, as the command
    /// line and the page give them; an option not given takes its default).
    package init(effect: RenderableEffect, values: EffectOptionValues) {
        // The defaults always come from the effect's own registration.
        let values = EffectOptionValues(options: effect.options, given: values.given)
        switch effect.name {
        case RenderableEffect.tear.name: self = Self.tear(values)
        case RenderableEffect.ripple.name: self = Self.ripple(values)
        case RenderableEffect.shift.name: self = Self.shift(values)
        case RenderableEffect.dust.name: self = Self.dust(values)
        case RenderableEffect.tearInTwo.name: self = Self.tearInTwo(values)
        case RenderableEffect.shatter.name: self = Self.shatter(values)
        case RenderableEffect.textGlyphs.name: self = Self.textGlyphs(values)
        default:
            self = SwiftSnippet(
                swiftUI: "// The playground writes no Swift for the \(effect.displayName) effect.", uiKit: nil)
        }
    }

    /// The snippets as written.
    private init(swiftUI: String, uiKit: String?) {
        self.swiftUI = swiftUI
        self.uiKit = uiKit
    }

    /// The longest line a call is written on before its arguments go one a line.
    static let lineLength = 120
    /// The state a SwiftUI snippet breaks the view with.
    static let brokenState = "isGone"
    /// The view a UIKit snippet acts on.
    static let uiKitView = "card"
}

// MARK: The effects

extension SwiftSnippet {
    /// `.tearable(…)` with the short form's parameters when every changed value is one of them, else
    /// with a ``TearConfiguration``; `TearInteraction` likewise.
    private static func tear(_ values: EffectOptionValues) -> SwiftSnippet {
        // The fields `ConfigurationOptions` sets from the same flags, each a given value or its default.
        let configuration = RenderableEffect.tearConfiguration(values)
        let defaults = TearConfiguration()
        // In the initializer's order; the short form takes all of these but two, in the same order.
        var changed = Arguments()
        changed.number("edgeRoughness", configuration.edgeRoughness, defaults.edgeRoughness)
        changed.number("maxGapWidth", configuration.maxGapWidth, defaults.maxGapWidth)
        changed.number("breakThreshold", configuration.breakThreshold, defaults.breakThreshold)
        changed.add("cutDirection", ".\(configuration.cutDirection)", default: ".\(defaults.cutDirection)")
        changed.number("recoveryDuration", configuration.recoveryDuration, defaults.recoveryDuration)
        changed.number("rimStrength", configuration.rimStrength, defaults.rimStrength)
        changed.number("rimLightness", configuration.rimLightness, defaults.rimLightness)
        changed.number("shadowStrength", configuration.shadowStrength, defaults.shadowStrength)
        changed.number("maximumTurnRate", configuration.maximumTurnRate, defaults.maximumTurnRate)
        let shortForm: Set = [
            "edgeRoughness", "maxGapWidth", "breakThreshold", "cutDirection", "rimStrength", "rimLightness",
            "shadowStrength",
        ]
        let arguments =
            changed.list.allSatisfy { shortForm.contains($0.label ?? "") }
            ? changed.list : [Argument("configuration", Call("TearConfiguration", changed.list))]
        let interaction = Call("TearInteraction", arguments)
        return SwiftSnippet(
            swiftUI: Call(".tearable", arguments).text(),
            uiKit: Call("\(uiKitView).addInteraction", [Argument(nil, interaction)]).text())
    }

    /// A tap that plays the ripple, and `.rippleEffect(at:trigger:configuration:)`: from where the tap
    /// lands, or from `--origin`'s point when one is given (points of the view).
    private static func ripple(_ values: EffectOptionValues) -> SwiftSnippet {
        // As the registration builds it.
        let configuration = RippleConfiguration(
            amplitude: values.registeredNumber("--amplitude"), frequency: values.registeredNumber("--frequency"),
            decay: values.registeredNumber("--decay"), speed: values.registeredNumber("--speed"))
        let defaults = RippleConfiguration()
        var changed = Arguments()
        changed.number("amplitude", configuration.amplitude, defaults.amplitude)
        changed.number("frequency", configuration.frequency, defaults.frequency)
        changed.number("decay", configuration.decay, defaults.decay)
        changed.number("speed", configuration.speed, defaults.speed)
        let tap: String
        let origin: ArgumentValue
        if let point = values.point("--origin") {
            tap = ".onTapGesture { _ in taps += 1 }"
            origin = .call(
                Call("CGPoint", [Argument("x", number(Double(point.x))), Argument("y", number(Double(point.y)))]))
        } else {
            // Without a point the playground starts the ripple where the user taps: so does the app.
            tap = ".onTapGesture { location in origin = location; taps += 1 }"
            origin = .code("origin")
        }
        var arguments = [Argument("at", origin), Argument("trigger", "taps")]
        arguments += self.configuration(named: "RippleConfiguration", changed)
        return SwiftSnippet(swiftUI: tap + "\n" + Call(".rippleEffect", arguments).text(), uiKit: nil)
    }

    /// `.transition(.shift)`, or `.shift(_:)` with a ``ShiftConfiguration`` when the skew is changed.
    private static func shift(_ values: EffectOptionValues) -> SwiftSnippet {
        let configuration = ShiftConfiguration(skew: values.registeredNumber("--skew"))
        var changed = Arguments()
        changed.number("skew", configuration.skew, ShiftConfiguration().skew)
        let transition: ArgumentValue =
            changed.list.isEmpty
            ? .code(".shift") : .call(Call(".shift", [Argument(nil, Call("ShiftConfiguration", changed.list))]))
        return SwiftSnippet(swiftUI: Call(".transition", [Argument(nil, transition)]).text(), uiKit: nil)
    }

    /// `.dust(isBroken:configuration:)` and `UIView.dust(configuration:)`.
    private static func dust(_ values: EffectOptionValues) -> SwiftSnippet {
        let configuration = RenderableEffect.dustConfiguration(values)
        let defaults = DustConfiguration()
        var changed = Arguments()
        changed.number("particleSize", configuration.particleSize, defaults.particleSize)
        changed.number("duration", configuration.duration, defaults.duration)
        changed.add("direction", angle(configuration.direction), default: angle(defaults.direction))
        changed.number("wind", configuration.wind, defaults.wind)
        changed.number("turbulence", configuration.turbulence, defaults.turbulence)
        changed.add("seed", "\(configuration.seed)", default: "\(defaults.seed)")
        let settings = self.configuration(named: "DustConfiguration", changed)
        return SwiftSnippet(
            swiftUI: Call(".dust", [Argument("isBroken", brokenState)] + settings).text(),
            uiKit: Call("\(uiKitView).dust", settings).text())
    }

    /// `.tearInTwo(isBroken:configuration:)` and `UIView.tearInTwo(configuration:)`.
    private static func tearInTwo(_ values: EffectOptionValues) -> SwiftSnippet {
        let configuration = RenderableEffect.configuration(values)
        let defaults = TearInTwoConfiguration()
        var changed = Arguments()
        changed.number("maxStep", configuration.maxStep, defaults.maxStep)
        changed.add("seed", "\(configuration.seed)", default: "\(defaults.seed)")
        changed.add("rotation", angle(configuration.rotation), default: angle(defaults.rotation))
        changed.add(
            "distance", configuration.distance.map(number) ?? "nil", default: defaults.distance.map(number) ?? "nil")
        changed.number("duration", configuration.duration, defaults.duration)
        let settings = self.configuration(named: "TearInTwoConfiguration", changed)
        return SwiftSnippet(
            swiftUI: Call(".tearInTwo", [Argument("isBroken", brokenState)] + settings).text(),
            uiKit: Call("\(uiKitView).tearInTwo", settings).text())
    }

    /// `.shatter(isBroken:configuration:)`, and a `ShatterTransitioningDelegate` that shatters a
    /// presented view controller's view when it is dismissed.
    private static func shatter(_ values: EffectOptionValues) -> SwiftSnippet {
        // As the registration builds it: a piece size given or the pattern's own (fine squares, fitted glass).
        let size = values.number("--piece-size")
        let pattern: ShatterPattern =
            values.choice("--pattern") == "shards"
            ? size.map { .shards(size: $0, impact: nil) } ?? .glass : size.map { .pieces(size: $0) } ?? .squares
        let configuration = ShatterConfiguration(pattern: pattern, seed: values.seed("--seed"))
        let defaults = ShatterConfiguration()
        var changed = Arguments()
        changed.add("pattern", patternCode(configuration.pattern), default: patternCode(defaults.pattern))
        changed.add("seed", "\(configuration.seed)", default: "\(defaults.seed)")
        let settings = self.configuration(named: "ShatterConfiguration", changed)
        let delegate = Call("ShatterTransitioningDelegate", settings)
        return SwiftSnippet(
            swiftUI: Call(".shatter", [Argument("isBroken", brokenState)] + settings).text(),
            uiKit: """
                let shatter = \(delegate.text(column: 14))
                presented.transitioningDelegate = shatter  // keep `shatter` alive: the property is weak
                """)
    }

    /// The text, its size when changed, and `.textGlyphs(isBroken:configuration:)`.
    private static func textGlyphs(_ values: EffectOptionValues) -> SwiftSnippet {
        let configuration = RenderableEffect.textGlyphsConfiguration(values)
        let defaults = TextGlyphsConfiguration()
        var changed = Arguments()
        changed.add("style", ".\(configuration.style)", default: ".\(defaults.style)")
        changed.number("duration", configuration.duration, defaults.duration)
        changed.number("stagger", configuration.stagger, defaults.stagger)
        changed.add("isRightToLeft", "\(configuration.isRightToLeft)", default: "\(defaults.isRightToLeft)")
        changed.number("wind", configuration.wind, defaults.wind)
        changed.number("turbulence", configuration.turbulence, defaults.turbulence)
        changed.add("rotation", angle(configuration.rotation), default: angle(defaults.rotation))
        changed.add(
            "distance", configuration.distance.map(number) ?? "nil", default: defaults.distance.map(number) ?? "nil")
        changed.add("seed", "\(configuration.seed)", default: "\(defaults.seed)")
        var lines = ["Text(\(stringLiteral(values.text("--text"))))"]
        let fontSize = number(values.registeredNumber("--font-size"))
        if let defaultSize = values.options.first(where: { $0.name == "--font-size" }).flatMap(\.numberDefault),
            fontSize != number(defaultSize)
        {
            lines.append("    .font(.system(size: \(fontSize)))")
        }
        let call = Call(
            ".textGlyphs",
            [Argument("isBroken", brokenState)] + self.configuration(named: "TextGlyphsConfiguration", changed))
        lines.append("    " + call.text(indent: "    ", column: 4))
        return SwiftSnippet(swiftUI: lines.joined(separator: "\n"), uiKit: nil)
    }

    /// A `configuration:` argument holding the changed values, or none when nothing is changed (every
    /// call's configuration defaults to the initializer's).
    private static func configuration(named type: String, _ changed: Arguments) -> [Argument] {
        changed.list.isEmpty ? [] : [Argument("configuration", Call(type, changed.list))]
    }

    /// A shatter pattern as Swift: `.glass` and `.squares` by name, any other with its size (points).
    private static func patternCode(_ pattern: ShatterPattern) -> String {
        if pattern == .glass { return ".glass" }
        if pattern == .squares { return ".squares" }
        switch pattern {
        case .pieces(let size):
            return ".pieces(size: \(number(size)))"
        case .shards(let size, let impact):
            let point = impact.map { "CGPoint(x: \(number(Double($0.x))), y: \(number(Double($0.y))))" } ?? "nil"
            return ".shards(size: \(number(size)), impact: \(point))"
        }
    }
}

// MARK: Literals

extension SwiftSnippet {
    /// A number as a Swift literal: a whole number without a fraction (`40`), else its shortest exact
    /// form when that has at most 6 significant digits (`0.25`, `0.008`), else rounded to 4 (`0.3333`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? ".nan" : value < 0 ? "-.infinity" : ".infinity" }
        if let whole = wholeNumber(value) { return whole }
        let shortest = "\(value)"
        if !shortest.contains("e"), shortest.filter(\.isNumber).drop(while: { $0 == "0" }).count <= 6 {
            return shortest
        }
        guard let rounded = Double(String(format: "%.4g", value)) else { return shortest }
        return wholeNumber(rounded) ?? "\(rounded)"
    }

    /// `value` without a fraction when it is a whole number a literal writes exactly, else `nil`.
    private static func wholeNumber(_ value: Double) -> String? {
        guard value == value.rounded(), abs(value) < 1e15 else { return nil }
        return String(Int64(value))
    }

    /// An angle in radians as Swift: a multiple of π by a small fraction as such (`.pi / 2`,
    /// `3 * .pi / 4`), else, when it is a short number of degrees, those degrees in radians
    /// (`37.5 * .pi / 180`), else the radians themselves.
    static func angle(_ radians: Double) -> String {
        guard radians.isFinite else { return number(radians) }
        let degrees = radians * 180 / .pi
        // 15° steps and the eighths of a half turn: the angles a slider or a person gives.
        for denominator in [1, 2, 3, 4, 6, 8, 12] {
            let multiple = degrees * Double(denominator) / 180
            let whole = multiple.rounded()
            guard abs(multiple - whole) < 1e-9, abs(whole) < 1_000 else { continue }
            let numerator = Int(whole)
            if numerator == 0 { return "0" }
            let top = numerator == 1 ? ".pi" : numerator == -1 ? "-.pi" : "\(numerator) * .pi"
            return denominator == 1 ? top : "\(top) / \(denominator)"
        }
        let degreesText = number(degrees)
        if let written = Double(degreesText), abs(written * .pi / 180 - radians) <= 1e-9 * max(1, abs(radians)) {
            return "\(degreesText) * .pi / 180"
        }
        return number(radians)
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, line breaks, tabs and other
    /// control characters written as escapes, everything else as it is.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}

// MARK: Calls

extension SwiftSnippet {
    /// One argument of a call: its label (`nil` for none) and its value.
    struct Argument {
        var label: String?
        var value: ArgumentValue

        /// `label: value`.
        init(_ label: String?, _ value: ArgumentValue) {
            self.label = label
            self.value = value
        }

        /// `label: code`, the code written as it is.
        init(_ label: String?, _ code: String) { self.init(label, .code(code)) }

        /// `label: call(…)`.
        init(_ label: String?, _ call: Call) { self.init(label, .call(call)) }

        /// `label: value` on one line.
        var flatText: String { (label.map { "\($0): " } ?? "") + value.flatText }
    }

    /// A value in a call: written code (`40`, `.vertical`, `isGone`) or a call of its own.
    enum ArgumentValue {
        case code(String)
        case call(Call)

        /// On one line.
        var flatText: String {
            switch self {
            case .code(let code): code
            case .call(let call): call.flatText
            }
        }

        /// Starting at `column` of a line indented by `indent`.
        func text(indent: String, column: Int) -> String {
            switch self {
            case .code(let code): code
            case .call(let call): call.text(indent: indent, column: column)
            }
        }
    }

    /// A call (`.tearable`, `DustConfiguration`) and its arguments, written on one line while it fits in
    /// ``lineLength``, else with each argument on a line of its own, indented by four spaces, and the
    /// closing parenthesis on a line of its own, as Xcode lays out a long call.
    struct Call {
        var name: String
        var arguments: [Argument]

        /// `name(arguments)`.
        init(_ name: String, _ arguments: [Argument]) {
            self.name = name
            self.arguments = arguments
        }

        /// On one line.
        var flatText: String { "\(name)(\(arguments.map(\.flatText).joined(separator: ", ")))" }

        /// Starting at `column` of a line indented by `indent`.
        func text(indent: String = "", column: Int = 0) -> String {
            let flat = flatText
            guard column + flat.count > SwiftSnippet.lineLength, !arguments.isEmpty else { return flat }
            let inner = indent + "    "
            let lines = arguments.map { argument in
                let label = argument.label.map { "\($0): " } ?? ""
                return inner + label + argument.value.text(indent: inner, column: inner.count + label.count)
            }
            return "\(name)(\n\(lines.joined(separator: ",\n"))\n\(indent))"
        }
    }

    /// The arguments of a configuration that differ from its defaults, in its initializer's order.
    struct Arguments {
        var list: [Argument] = []

        /// Adds `label: value` unless `value` is written as `defaultValue` is.
        mutating func add(_ label: String, _ value: String, default defaultValue: String) {
            if value != defaultValue { list.append(Argument(label, value)) }
        }

        /// Adds a number unless it is written as its default is.
        mutating func number(_ label: String, _ value: Double, _ defaultValue: Double) {
            add(label, SwiftSnippet.number(value), default: SwiftSnippet.number(defaultValue))
        }
    }
}

extension EffectOption {
    /// A number option's default, `nil` for another kind or a number without one.
    fileprivate var numberDefault: Double? {
        if case .number(_, let defaultValue, _) = kind { return defaultValue }
        return nil
    }
}
