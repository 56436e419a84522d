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
    /// Another of the tool's commands that has the option (`render` for `demo --input`), if any.
    var elsewhere: ParsableCommand.Type?

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
            suggestion = NearestName.nearest(to: name, among: known)
            elsewhere = Self.otherCommand(having: name, besides: command)
            return
        }
        return nil
    }

    var message: String {
        let base = "Unknown option '\(displayName.excerpt)'."
        if let suggestion { return base + " Did you mean '\(suggestion)'?" }
        guard let elsewhere, let other = elsewhere.configuration.commandName,
            let this = command.configuration.commandName
        else { return base }
        if elsewhere == RenderCommand.self, name == "--input" {
            return base
                + " 'tearkit \(this)' draws its own sample card; to use your picture, run 'tearkit render --input <image> --effect <name>'."
        }
        return base + " It is an option of 'tearkit \(other)', not of 'tearkit \(this)'."
    }

    /// The first of the tool's other commands (render first) whose options include `name`.
    static func otherCommand(having name: String, besides command: ParsableCommand.Type) -> ParsableCommand.Type? {
        let others = TearKitCommand.configuration.subcommands.filter { $0 != command }
            .sorted { a, _ in a == RenderCommand.self }
        return others.first { longOptions(of: $0).contains(name) }
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
}
