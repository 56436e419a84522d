import ArgumentParser
import Foundation
import TearKitRender
import TearKitGestureScripts

/// The first `--option` on a command line that its command does not have, with the closest real
/// option as a suggestion: `Unknown option '--inptu'. Did you mean '--input'?`.
struct UnknownOption {
    /// The option as typed, without any `=value`.
    var name: String
    /// ``name`` as the message echoes it.
    var displayName: EchoedText { EchoedText(name) }
    /// The command's option closest to it, if any is close.
    var suggestion: String?
    /// The command the option was given to.
    var command: ParsableCommand.Type

    /// Finds the first unknown long option in `arguments` (a `tearkit` command line without the tool's
    /// name), or `nil` when every option is known. Values after `--` are not options.
    init?(in arguments: [String]) {
        let verb = TearKitCommand.configuration.subcommands.first { $0.configuration.commandName == arguments.first }
        command = verb ?? TearKitCommand.self
        let known = Self.longOptions(of: command)
        for argument in arguments.dropFirst(verb == nil ? 0 : 1) {
            if argument == "--" { return nil }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let name = String(argument.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            self.name = name
            suggestion =
                known.map { ($0, Self.editDistance($0, name)) }
                .filter { $0.1 <= max(2, name.count / 3) }
                .min { $0.1 < $1.1 }?.0
            return
        }
        return nil
    }

    var message: String {
        "Unknown option '\(displayName.excerpt)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    }

    /// Where to see the command's options.
    var helpHint: String {
        let name = command == TearKitCommand.self ? "tearkit" : "tearkit \(command.configuration.commandName ?? "")"
        return "  See '\(name) --help' for more information."
    }

    /// Every `--name` `command` has, from ArgumentParser's own description of it (the same JSON as
    /// `--experimental-dump-help`), not from the help's wrapped text, and for `render` the effects' options.
    static func longOptions(of command: ParsableCommand.Type) -> Set<String> {
        var names: Set<String> = ["--help"]
        // `render` also reads the effects' own options (from their registration, not declared).
        if command == RenderCommand.self { names.formUnion(EffectArguments.options.map(\.name)) }
        guard let json = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
            let info = json["command"] as? [String: Any]
        else { return names }
        for argument in info["arguments"] as? [[String: Any]] ?? [] {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String { names.insert("--" + text) }
            }
        }
        return names
    }

    /// Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
