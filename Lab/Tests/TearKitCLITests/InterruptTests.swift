import Foundation
import Testing
import TearKitRender

/// Ctrl-C (SIGINT) and SIGTERM at every moment of an export: either the destination is exactly as it
/// was before the run and nothing else is left beside it, or the new output is complete — and the
/// tool says which.
///
/// Every test stops the tool at a named moment with its test-only pause hook (`TEARKIT_TEST_PAUSE_AT`,
/// see `Sources/tearkit/TestPausePoint.swift`), then signals it there: no verdict depends on a sleep
/// happening to land on a moment.
@Suite(.serialized) struct InterruptTests {
    /// A small striped PNG, quick to render.
    static func input(in dir: URL, width: Int = 90, height: Int = 120) throws -> URL {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = ((x / 6) % 2 == 0 ? 220 : 40, UInt8(y * 255 / height), 90, 255) }
        }
        let url = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    /// Every file in `folder` and its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// Renders an earlier output into `output` (4 fps, so its frames differ from the 12 fps runs below).
    static func earlierOutput(_ input: URL, _ output: URL) throws -> [String: Data] {
        let earlier = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "vertical-from-top",
            "--fps", "4", "--frames", "--output", output.path,
        ])
        #expect(earlier.status == 0, "\(earlier.stderr)")
        return try snapshot(output)
    }

    static func renderArguments(_ input: URL, _ output: URL) -> [String] {
        [
            "render", "--input", input.path, "--gesture-preset", "demo", "--fps", "12", "--frames", "--output",
            output.path,
        ]
    }

    /// Where the tool stops, and what an interrupt there must leave.
    enum Moment: String, CaseIterable {
        case frames, animation, contactSheet = "contact-sheet", move, moved
        /// After `moved` the new output is already in place; before it, nothing may have changed.
        var outputIsComplete: Bool { self == .moved }
    }

    @Test(arguments: Moment.allCases, [false, true])
    func anInterruptAtANamedMomentKeepsThePromise(_ moment: Moment, replacing: Bool) throws {
        try Self.interrupt(at: moment, replacing: replacing, with: SIGINT)
    }

    /// SIGTERM (a system shutting the tool down), SIGHUP (its terminal closed) and SIGQUIT (Ctrl-\\)
    /// keep the same promise as Ctrl-C at every named moment, replacing an earlier output: the moments
    /// are driven by the pause hook, never by a sleep, so each one is reached on every run.
    @Test(arguments: Moment.allCases, [SIGTERM, SIGHUP, SIGQUIT])
    func aTerminationAtANamedMomentKeepsThePromise(_ moment: Moment, signal: Int32) throws {
        try Self.interrupt(at: moment, replacing: true, with: signal)
    }

    /// Renders into `out` (over an earlier output when `replacing`), stops the tool at `moment`,
    /// sends `signalNumber` there, and checks what it leaves and says.
    static func interrupt(at moment: Moment, replacing: Bool, with signalNumber: Int32) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(in: dir)
        let output = dir.appendingPathComponent("out")
        let before = replacing ? try Self.earlierOutput(input, output) : nil
        let run = try PausedTearkit(Self.renderArguments(input, output), pauseAt: moment.rawValue, in: dir)
        try run.waitUntilPaused()
        let result = try run.signal(signalNumber)
        #expect(result.status == 128 + signalNumber, "\(moment): \(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == (replacing || moment.outputIsComplete ? ["input.png", "out"] : ["input.png"]), "\(moment)")
        if moment.outputIsComplete {
            #expect(result.stderr.contains("interrupted after the output was complete"), "\(result.stderr)")
            let files = try Self.snapshot(output)
            #expect(files.keys.filter { $0.hasPrefix("frame-") }.count > (before?.count ?? 0))
            #expect(try APNGReader.read([UInt8](#require(files["tear.apng"]))).frames.count > 1)
        } else {
            #expect(result.stderr.contains("interrupted: nothing was written"), "\(result.stderr)")
            if let before { #expect(try Self.snapshot(output) == before, "\(moment): the earlier output changed") }
        }
    }

    /// The demo's moments: each segment (the tear, then `shatter/`, then `reel/`) reaches `frames`,
    /// `animation` and `contact-sheet`; the whole demo is moved into place once (`move`, `moved`).
    static let demoMoments = [
        "frames", "animation", "contact-sheet", "shatter/frames", "shatter/animation", "shatter/contact-sheet",
        "reel/frames", "reel/animation", "reel/contact-sheet", "move", "moved",
    ]

    /// Ctrl-C at any moment of `demo` leaves the earlier demo untouched, or (once it has been moved into
    /// place) the complete new one, and the message says which.
    @Test(arguments: demoMoments)
    func anInterruptedDemoLeavesTheEarlierDemoOrTheCompleteNewOne(_ moment: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let earlier = try TearkitProcess.run(["demo", "--fps", "3", "--quiet", "--output", output.path])
        #expect(earlier.status == 0, "\(earlier.stderr)")
        let before = try OutputFolderFixture.contents(of: output)
        let run = try PausedTearkit(
            ["demo", "--fps", "5", "--quiet", "--output", output.path], pauseAt: moment, in: dir)
        try run.waitUntilPaused()
        let result = try run.signal(SIGINT)
        #expect(result.status == 130, "\(moment): \(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["demo"],
            "\(moment): something left beside the demo")
        let after = try OutputFolderFixture.contents(of: output)
        if moment == "moved" {
            #expect(result.stderr.contains("interrupted after the output was complete"), "\(result.stderr)")
            for file in [
                "tear.apng", "contact-sheet.png", "shatter/shatter.apng", "shatter/contact-sheet.png", "reel/reel.apng",
                "reel/contact-sheet.png",
            ] {
                #expect(after[file] != nil && after[file] != before[file], "\(moment): \(file) is not the new run's")
            }
        } else {
            #expect(result.stderr.contains("interrupted: nothing was written"), "\(moment): \(result.stderr)")
            #expect(
                after == before,
                "\(moment): the earlier demo changed: \(Set(after.keys).symmetricDifference(before.keys).sorted())")
        }
    }

    /// Where the file system cannot exchange two folders in one step, the earlier output is renamed aside
    /// and the new one into place; a signal cannot come between the two, and nothing is left aside.
    @Test(arguments: [Moment.move, .moved])
    func replacingWithoutAnExchangeKeepsThePromiseToo(_ moment: Moment) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(in: dir)
        let output = dir.appendingPathComponent("out")
        let before = try Self.earlierOutput(input, output)
        let run = try PausedTearkit(
            Self.renderArguments(input, output), pauseAt: moment.rawValue, in: dir,
            environment: ["TEARKIT_TEST_NO_EXCHANGE": "1"])
        try run.waitUntilPaused()
        let result = try run.signal(SIGINT)
        #expect(result.status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["input.png", "out"])
        let after = try Self.snapshot(output)
        if moment.outputIsComplete {
            #expect(
                after.keys.filter { $0.hasPrefix("frame-") }.count > before.keys.filter { $0.hasPrefix("frame-") }.count
            )
        } else {
            #expect(after == before)
        }
    }

    /// A signal in the middle of a long frame ends the tool within a second, not when the frame is
    /// done: the dust of a 2048 × 2048 image in 1-pixel particles (four million quads a frame, about a
    /// second of drawing each, more on a busy machine) is stopped a fifth of a second into its second
    /// batch of frames, and the tool has removed its staging folder, said so and exited within a second
    /// of the signal. Before frames could be stopped part way, it waited for the frames being drawn.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsALongFrameWithinASecondLeavingNothingStaged(_ signalNumber: Int32) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var image = RGBAImage(width: 2048, height: 2048)
        for y in 0..<image.height {
            for x in 0..<image.width { image[x, y] = (UInt8(x / 8), UInt8(y / 8), UInt8((x ^ y) & 255), 255) }
        }
        let input = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: input)
        let output = dir.appendingPathComponent("out")
        let started = Date()
        let run = try PausedTearkit(
            [
                "render", "--input", input.path, "--effect", "dust", "--scale", "1", "--particle-size", "1",
                "--fps", "10", "--quiet", "--output", output.path,
            ], pauseAt: Moment.frames.rawValue, in: dir)
        // Paused after the first batch of frames is staged; let it draw the next, then signal mid-frame.
        try run.waitUntilPaused()
        let firstBatch = Date().timeIntervalSince(started)
        try run.continueAfterPause()
        Thread.sleep(forTimeInterval: 0.2)
        let signalled = Date()
        let result = try run.signal(signalNumber)
        let latency = Date().timeIntervalSince(signalled)
        #expect(
            latency < 1, "ended \(latency) s after the signal (the first batch of frames took \(firstBatch) s)")
        #expect(result.status == 128 + signalNumber, "\(result.stderr)")
        #expect(result.stderr.contains("interrupted: nothing was written"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["input.png"], "left behind: \(left)")
        #expect(!left.contains { $0.contains(".partial-") })
    }

    @Test func aFileThatCannotBeWrittenAfterStagingBeganLeavesNothingBehind() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(in: dir)
        let output = dir.appendingPathComponent("out")
        let before = try Self.earlierOutput(input, output)
        let run = try PausedTearkit(Self.renderArguments(input, output), pauseAt: "contact-sheet", in: dir)
        let staging = try run.waitUntilPaused()
        // A folder where the contact sheet should go: no one, not even root, can write that file.
        try FileManager.default.createDirectory(
            at: staging.appendingPathComponent("contact-sheet.png"), withIntermediateDirectories: false)
        let result = try run.resume()
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(output.path)/contact-sheet.png"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["input.png", "out"])
        #expect(try Self.snapshot(output) == before)
    }

    @Test func aDestinationThatCannotBeReplacedLeavesNothingBehind() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.input(in: dir)
        let output = dir.appendingPathComponent("out")
        let run = try PausedTearkit(Self.renderArguments(input, output), pauseAt: "move", in: dir)
        try run.waitUntilPaused()
        // While the render runs, someone puts their own file where the output goes.
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let result = try run.resume()
        #expect(result.status == 1)
        #expect(result.stderr.contains("notes.txt"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["input.png", "out"])
        #expect(try Self.snapshot(output) == ["notes.txt": Data("mine".utf8)])
    }

    /// `frame` interrupted with its frame staged beside the output, before the rename: the output
    /// keeps what it held (here: nothing, it does not exist) and the staged file is gone.
    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedFrameLeavesTheOutputAsItWas(_ signalNumber: Int32) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(RenderPhotoTests.photo(width: 120, height: 90), to: dir.appendingPathComponent("in.png"))
        let output = dir.appendingPathComponent("out.png")
        let run = try PausedTearkit(
            [
                "frame", "--input", dir.appendingPathComponent("in.png").path, "--output", output.path,
                "--tear-start", "60,0", "--tear-end", "60,60", "--progress", "0.5", "--max-gap", "12",
            ], pauseAt: "move", in: dir)
        let staged = try run.waitUntilPaused()
        #expect(FileManager.default.fileExists(atPath: staged.path), "the frame is staged at \(staged.path)")
        let result = try run.signal(signalNumber)
        #expect(result.status == 128 + signalNumber, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "the frame was written despite the signal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.png"])
    }
}

/// `tearkit` started in the background, optionally told to pause at a named moment.
struct PausedTearkit {
    let process = Process()
    let marker: URL
    let stderrURL: URL

    init(_ arguments: [String], pauseAt point: String?, in dir: URL, environment extra: [String: String] = [:]) throws {
        marker = dir.deletingLastPathComponent().appendingPathComponent("pause-\(UUID().uuidString)")
        stderrURL = dir.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        process.executableURL = TearkitProcess.productsDirectory.appendingPathComponent("tearkit")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        if let point {
            environment["TEARKIT_TEST_PAUSE_AT"] = point
            environment["TEARKIT_TEST_PAUSE_FILE"] = marker.path
        }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits (up to a minute) until the tool reports it is paused; returns its staging folder.
    @discardableResult
    func waitUntilPaused() throws -> URL {
        let text = try wait(for: "its pause point") {
            (try? String(contentsOf: marker, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
        }
        return URL(fileURLWithPath: text.trimmingCharacters(in: .newlines))
    }

    /// Polls `found` (up to a minute) while the tool runs; stops the tool and fails the test if it never answers.
    func wait<Value>(for what: String, _ found: () -> Value?) throws -> Value {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let value = found() { return value }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: stderrURL)
        try? FileManager.default.removeItem(at: marker)
        Issue.record("tearkit never reached \(what) (status \(process.terminationStatus))")
        throw CancellationError()
    }

    /// Sends `signalNumber` and waits for the tool to exit.
    func signal(_ signalNumber: Int32) throws -> TearkitProcess.Result {
        kill(process.processIdentifier, signalNumber)
        return try finish()
    }

    /// Waits for a tool that was not paused to exit by itself.
    func waitForExit() throws -> TearkitProcess.Result {
        try finish()
    }

    /// Lets a paused tool continue, without waiting for it.
    func continueAfterPause() throws {
        try FileManager.default.removeItem(at: marker)
    }

    /// Lets a paused tool continue and waits for it to exit.
    func resume() throws -> TearkitProcess.Result {
        try FileManager.default.removeItem(at: marker)
        return try finish()
    }

    private func finish() throws -> TearkitProcess.Result {
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: stderrURL)
            try? FileManager.default.removeItem(at: marker)
        }
        // A process killed by the signal itself (not exiting with 128 + n) reports 128 + n too.
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return TearkitProcess.Result(
            status: status, stdout: "",
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}

extension PausedTearkit {
    /// Waits (up to a minute) until the tool's standard error contains `text`; returns all of it.
    func waitForStandardError(containing text: String) throws -> String {
        try wait(for: "printing \"\(text)\"") {
            let stderr = String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self)
            return stderr.contains(text) ? stderr : nil
        }
    }
}
