import ArgumentParser
import Foundation
@_spi(Internal) import TearKitCore
import TearKitGestureScripts

/// `tearkit simulate`: gesture script in, JSON Lines trace out.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a gesture script through the tear engine and print a JSON Lines trace.",
        discussion: """
            The script is JSON: {"view": {"width": W, "height": H}, "configuration": {...}, "events": [...]}.
            Each event has a "phase" (changed, ended, cancelled, setBroken, resize), points as [x, y]
            arrays in points and a "time" in seconds. Documentation/Tool.md describes every field.

            One trace line is printed per event, plus the frames of every closing animation; the line
            where a completion fires carries "completion": true (broke) or false (recovered). Lines are
            printed as they are produced. An animation followed by an event at the same instant is \
            interrupted by it and prints no frames. A drag whose direction never locked (a tap, a sideways \
            scroll) is not a tear and has no completion.

            Examples:
              tearkit simulate Examples/Gestures/vertical-break.json
              tearkit simulate Examples/Gestures/short-recover.json --fps 120
              cat script.json | tearkit simulate -
            """
    )

    @Argument(help: "The gesture script (JSON), or - for standard input.")
    var script: String

    /// The script's path as messages echo it.
    var scriptDisplayPath: EchoedText { EchoedText(script) }

    @Option(parsing: .unconditional, help: "Frames per second at which closing animations are sampled (1...1000).")
    var fps: Double = 60

    /// The most lines a trace may have: 1 000 000 (about 300 MB). A script and `--fps` that would print
    /// more are refused before the first line.
    static let maximumLineCount = 1_000_000

    private struct OverTheCeiling: Error {}

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw ValidationError("--fps must be between 1 and 1000 (got \(fps)).")
        }
    }

    func run() throws {
        PeakMemoryReport.registerIfRequested()
        let parsed = try GestureScriptLoader.load(script, displayPath: scriptDisplayPath)
        // Counted first (no line is formatted), stopping at the ceiling, so a refusal prints nothing.
        var lines = 0
        do {
            try TearSimulator(script: parsed).run(recoveryFramesPerSecond: fps) { _ in
                lines += 1
                if lines > Self.maximumLineCount { throw OverTheCeiling() }
            }
        } catch {
            throw ToolError(
                "gesture script \(scriptDisplayPath.excerpt): its trace at \(fps.shortDescription) fps would be over the limit of \(Self.maximumLineCount) lines; lower --fps or shorten the script"
            )
        }
        // Every check is done by now; the trace is printed line by line as it is produced, so memory
        // stays constant however long the script plays.
        var output = BufferedStandardOutput()
        TearSimulator(script: parsed).run(recoveryFramesPerSecond: fps) { step in
            output.write(SimulationTrace.line(for: step) + "\n")
        }
        output.flush()
    }
}
