import ArgumentParser
import Foundation
import TearKitGestureScripts

/// `tearkit`: try, tune and render TearKit's effects without a device.
@main
struct TearKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tearkit",
        abstract: "Try, tune and render TearKit's view-tearing effects without a device.",
        discussion: """
            Exit status: 0 success; 1 the job failed (a missing, corrupt or oversized image, a malformed \
            gesture script, an unwritable or read-only output) with a one-line error; 64 a usage error \
            (an unknown option, a missing or malformed value, a value out of range) with the error and \
            the usage; 130 interrupted by Ctrl-C (128 + the signal for the others: 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT).

            The manual (every verb, gesture scripts, limits): Documentation/Tool.md in the TearKit repository.
            """,
        version: TearKitVersion.current,
        subcommands: [
            DemoCommand.self, RenderCommand.self, SimulateCommand.self, FrameCommand.self, PreviewsCommand.self,
            PlaygroundCommand.self,
        ]
    )

    /// Parses and runs like ArgumentParser's own `main()`, except that when parsing fails an unknown
    /// option is reported first (ArgumentParser would report a missing required option instead), and
    /// an error's control characters are written out.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A mistyped verb (`tearkit rendr`): named, with the closest verb.
        if let first = arguments.first, !first.hasPrefix("-"),
            !configuration.subcommands.contains(where: { $0.configuration.commandName == first }), first != "help"
        {
            let verbs = configuration.subcommands.compactMap { $0.configuration.commandName }
            let closest = NearestName.nearest(to: first, among: verbs)
            let message =
                "Unknown command '\(EchoedText(first).excerpt)'."
                + (closest.map { " Did you mean '\($0)'?" } ?? " The commands are \(verbs.joined(separator: ", ")).")
            FileHandle.standardError.write(
                Data("Error: \(message)\n  See 'tearkit --help' for more information.\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure, let unknown = UnknownOption(in: arguments) {
                FileHandle.standardError.write(Data("Error: \(unknown.message)\n\(unknown.helpHint)\n".utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            // `render`'s help lists the effects' options, which come from their registration.
            if exitCode(for: error) == .success {
                let message = EffectOptionsHelp.inserted(into: fullMessage(for: error))
                if message != fullMessage(for: error) {
                    print(message)
                    Foundation.exit(ExitCode.success.rawValue)
                }
            }
            // ArgumentParser's own errors quote the value the user gave (`The value '…' is invalid`):
            // written out like every other echo, line by line, so the usage that follows keeps its shape.
            let code = exitCode(for: error)
            if code != .success {
                let message = fullMessage(for: error)
                if !message.isEmpty {
                    let shown = message.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { EchoedText.escapingControlCharacters(String($0)) }.joined(separator: "\n")
                    FileHandle.standardError.write(Data("\(shown)\n".utf8))
                }
                Foundation.exit(code.rawValue)
            }
            exit(withError: error)
        }
    }
}
