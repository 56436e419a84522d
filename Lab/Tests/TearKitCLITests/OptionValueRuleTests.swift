import ArgumentParser
import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// One rule for every option that takes a value, on every command: the word after it is its value,
/// even when it starts with `-`. So a negative number reaches the option's range check (a refusal
/// naming the option), never "Missing value", and `-0` is the same number as `0`. The options come
/// from the commands' own declarations and the effects' registration, not from a hand-written list.
@Suite struct OptionValueRuleTests {
    /// A command line that parses, for each command (the required options only), and for `render`
    /// one per effect the option belongs to, so every effect's options are tried with their effect
    /// (an option of every effect, with the tear: each parse of `render` takes a tenth of a second).
    static func baseLines(for option: String, of command: ParsableCommand.Type) -> [[String]] {
        switch command.configuration.commandName {
        case "frame":
            return [
                [
                    "frame", "--input", "in.png", "--output", "out.png", "--tear-start", "10,0", "--tear-end", "10,10",
                    "--progress", "0.5", "--max-gap", "4",
                ]
            ]
        case "simulate":
            return [["simulate", "script.json"]]
        case "render":
            let owners = RenderableEffect.owners(of: option)
            return (owners.isEmpty ? [RenderableEffect.tear] : owners).map { effect in
                let gesture = if case .gesture = effect.animation { ["--gesture-preset", "demo"] } else { [String]() }
                return ["render", "--input", "in.png", "--effect", effect.name] + gesture
            }
        case let name?:
            return [[name]]
        case nil:
            return []
        }
    }

    /// Every `--name` that takes a value: from ArgumentParser's description of the command (the JSON of
    /// `--experimental-dump-help`), and for `render` every option of the effects' registration.
    static func valueOptions(of command: ParsableCommand.Type) throws -> [String] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any])
        let arguments = try #require((json["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        var names = arguments.filter { $0["kind"] as? String == "option" }.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap {
                $0["name"] as? String
            }.map { "--" + $0 }
        }
        if command == RenderCommand.self { names += EffectArguments.options.map(\.name) }
        return names
    }

    static var commands: [ParsableCommand.Type] { TearKitCommand.configuration.subcommands }

    /// The message the tool prints for `arguments`, or `nil` when they parse (and pass validation).
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try TearKitCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return TearKitCommand.message(for: error)
        }
    }

    @Test func theListsAreNotEmpty() throws {
        // Guards the test itself: the options below come from the commands, so an empty list would pass anything.
        #expect(Self.commands.count >= 4)
        let render = try Self.valueOptions(of: RenderCommand.self)
        for name in [
            "--scale", "--max-pixels", "--rim-strength", "--shadow-strength", "--fps", "--origin", "--seed",
            "--distance",
        ] {
            #expect(render.contains(name), "\(name)")
        }
        #expect(try Self.valueOptions(of: FrameCommand.self).contains("--tear-start"))
        #expect(try Self.valueOptions(of: SimulateCommand.self).contains("--fps"))
        for command in Self.commands {
            #expect(Self.refusal(Self.baseLines(for: "", of: command)[0]) == nil, "\(command)")
        }
    }

    @Test(arguments: ["-1", "-5,-5"])
    func aNegativeValueIsAValue(_ value: String) throws {
        for command in Self.commands {
            for option in try Self.valueOptions(of: command) {
                for base in Self.baseLines(for: option, of: command) {
                    guard let message = Self.refusal(base + [option, value]) else { continue }
                    #expect(!message.contains("Missing value"), "\(base) \(option) \(value): \(message)")
                    #expect(message.contains(option), "\(base) \(option) \(value): \(message)")
                }
            }
        }
    }

    @Test(arguments: [("0", "-0"), ("0,0", "-0,-0")])
    func minusZeroIsZero(_ zero: String, _ minusZero: String) throws {
        var tried = 0
        for command in Self.commands {
            for option in try Self.valueOptions(of: command) {
                for base in Self.baseLines(for: option, of: command) where Self.refusal(base + [option, zero]) == nil {
                    tried += 1
                    let message = Self.refusal(base + [option, minusZero])
                    #expect(message == nil, "\(base) \(option) \(minusZero): \(message ?? "")")
                }
            }
        }
        #expect(tried > 0)
    }

    @Test(arguments: [
        (
            ["render", "--input", "in.png", "--gesture-preset", "demo", "--shadow-strength", "-0.5"],
            "--shadow-strength must be between 0 and 1"
        ),
        (
            ["render", "--input", "in.png", "--gesture-preset", "demo", "--rim-lightness", "-1"],
            "--rim-lightness must be between 0 and 1"
        ),
        (
            [
                "frame", "--input", "in.png", "--output", "out.png", "--tear-start", "10,0", "--tear-end", "10,10",
                "--progress", "0.5", "--max-gap", "4", "--max-pixels", "-1",
            ], "--max-pixels must be between 1 and"
        ),
        (
            ["render", "--input", "in.png", "--gesture-preset", "demo", "--fps", "-30"],
            "--fps must be between 1 and 240"
        ),
        (["simulate", "script.json", "--fps", "-1"], "--fps must be between 1 and 1000"),
    ])
    func aNegativeNumberIsRefusedWithItsRange(_ arguments: [String], _ expected: String) {
        let message = Self.refusal(arguments)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
    }
}
