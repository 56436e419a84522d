import ArgumentParser

/// `tearkit`: try, tune and render TearKit's effects without a device.
@main
struct TearKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tearkit",
        abstract: "Try, tune and render TearKit's view-tearing effects without a device.",
        subcommands: [SampleCardCommand.self]
    )
}
