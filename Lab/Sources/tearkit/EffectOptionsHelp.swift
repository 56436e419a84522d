import TearKitRender

/// The section of `tearkit render --help` that lists the effects' own options, written from the
/// registration in ArgumentParser's layout (ArgumentParser only lists the options a command declares).
enum EffectOptionsHelp {
    /// `RIPPLE, SHIFT, TEAR IN TWO AND SHATTER:` then every option, name and value padded to the help
    /// column, the help wrapped as ArgumentParser wraps it.
    static var section: String {
        let effects = RenderableEffect.all.filter { !$0.parsedOptions.isEmpty }.map {
            $0.name.replacingOccurrences(of: "-", with: " ")
        }
        let title =
            effects.count > 1
            ? effects.dropLast().joined(separator: ", ") + " and " + (effects.last ?? "") : effects.joined()
        var lines = [title.uppercased() + ":"]
        for option in EffectArguments.options {
            // A flag several effects list (`--duration`) says what it does for each of them.
            var help = RenderableEffect.owners(of: option.name).compactMap { effect in
                effect.options.first { $0.name == option.name }?.help
            }
            .joined(separator: " ")
            if case .choice(let choices, _) = option.kind { help += " (values: \(choices.joined(separator: ", ")))" }
            let label = "  \(option.name) <\(option.valueName)>"
            let wrapped = wrap(help, width: width - helpColumn)
            if label.count < helpColumn {
                lines.append(label.padding(toLength: helpColumn, withPad: " ", startingAt: 0) + wrapped[0])
                lines += wrapped.dropFirst().map { String(repeating: " ", count: helpColumn) + $0 }
            } else {
                lines.append(label)
                lines += wrapped.map { String(repeating: " ", count: helpColumn) + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// ArgumentParser's help: lines of at most 79 characters, option help from column 26.
    static let width = 79, helpColumn = 26

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }

    /// `message` (a command's help) with the section inserted before its `OPTIONS:` when it is
    /// `tearkit render`'s help; any other message unchanged.
    static func inserted(into message: String) -> String {
        guard message.contains("USAGE: tearkit render "), let range = message.range(of: "\nOPTIONS:\n") else {
            return message
        }
        return message.replacingCharacters(in: range, with: "\n" + section + "\n\nOPTIONS:\n")
    }
}
