import ArgumentParser
import TearKitRender
import TearKitGestureScripts

/// The effects' own flags on a `tearkit render` command line (every ``EffectOption`` of the
/// registered effects that the tool parses from the registration), read from what ArgumentParser
/// left over: `--name value` or `--name=value`, the value taken as given even when it starts with `-`
/// (so a negative number is refused with its range, not as a missing value).
struct EffectArguments {
    /// Each given flag with its parsed value, in command-line order.
    var given: [(option: EffectOption, value: EffectOptionValue)] = []

    /// No flags given.
    static let none = EffectArguments()

    private init() {}

    /// Parses `arguments` for `effect`: a flag several effects list (`--duration`) takes the values
    /// `effect`'s own option takes; a flag `effect` does not list is kept unread (its value as given).
    /// Throws a `ValidationError` naming the option for an unknown flag, a missing value or a value
    /// the option does not take.
    init(_ arguments: [String], effect: RenderableEffect) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // Echoed cut short (a stray file name or a pasted blob), as an unknown `--option` is.
            guard argument.hasPrefix("-"), argument.count > 1 else {
                throw ValidationError("Unexpected argument '\(EchoedText(argument).excerpt)'")
            }
            let name = String(argument.prefix { $0 != "=" })
            guard
                let option = effect.parsedOptions.first(where: { $0.name == name })
                    ?? Self.options.first(where: { $0.name == name })
            else {
                throw ValidationError("Unknown option '\(EchoedText(name).excerpt)'")
            }
            let text: String
            if let equals = argument.firstIndex(of: "=") {
                text = String(argument[argument.index(after: equals)...])
            } else {
                guard index < arguments.count else {
                    throw ValidationError("Missing value for '\(option.name) <\(option.valueName)>'")
                }
                text = arguments[index]
                index += 1
            }
            // A flag of another effect is not read: `validate()` refuses it naming its effects, whatever
            // its value (the last effect's range for a shared flag is not the one it was meant for).
            guard effect.parsedOptions.contains(where: { $0.name == name }) else {
                given.append((option, .text(text)))
                continue
            }
            do {
                given.append((option, try option.parse(text)))
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The values given for `effect`'s options, its defaults behind them.
    func values(for effect: RenderableEffect) -> EffectOptionValues {
        var values = EffectOptionValues(options: effect.options)
        for (option, value) in given where effect.options.contains(where: { $0.name == option.name }) {
            values.given[option.name] = value
        }
        return values
    }

    /// Every flag the tool parses from the registration, each once (a flag several effects share,
    /// like `--duration`, is one option), where the last effect that lists it lists it.
    static var options: [EffectOption] {
        let all = RenderableEffect.all.flatMap(\.parsedOptions)
        return all.enumerated().filter { index, option in !all[(index + 1)...].contains { $0.name == option.name } }
            .map(\.element)
    }

    /// `--effect ripple`, `--effect ripple, shift and tear-in-two`.
    static func describe(_ effects: [RenderableEffect]) -> String {
        let names = effects.map(\.name)
        return "--effect "
            + (names.count > 1
                ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined())
    }
}

extension RenderableEffect: ExpressibleByArgument {
    package init?(argument: String) {
        guard let effect = Self.named(argument) else { return nil }
        self = effect
    }

    package static var allValueStrings: [String] { all.map(\.name) }
    package var defaultValueDescription: String { name }
}
