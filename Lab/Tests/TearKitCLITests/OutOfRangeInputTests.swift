import Foundation
import Testing
import TearKitRender

/// Numbers and sizes from flags, scripts and files are checked against a stated range before they
/// become integers or allocations, and refused in one line.
@Suite(.serialized) struct OutOfRangeInputTests {
    static let usageError: Int32 = 64
    static let failure: Int32 = 1

    /// A `width × height` px opaque PNG in `dir`.
    func png(in dir: URL, width: Int = 40, height: Int = 30, name: String = "input.png") throws -> URL {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image[x, y] = (UInt8(x * 6), UInt8(y * 8), 120, 255) } }
        let url = dir.appendingPathComponent(name)
        try PNGCodec.write(image, to: url)
        return url
    }

    func script(width: Int = 40, height: Int = 30, configuration: String = "{}", events: [String]) -> Data {
        Data(
            #"{"view": {"width": \#(width), "height": \#(height)}, "configuration": \#(configuration), "events": [\#(events.joined(separator: ","))]}"#
                .utf8)
    }

    func expectOneLine(_ stderr: String, _ comment: Comment? = nil) {
        #expect(stderr.split(separator: "\n").count == 1, comment ?? "\(stderr)")
    }

    // MARK: Script times

    @Test(arguments: ["1e18", "1e17", "3600.5"])
    func aScriptEventBeyondTheDurationCapIsRefused(time: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir)
        let json = script(events: [#"{"phase": "cancelled", "time": 0}"#, #"{"phase": "cancelled", "time": \#(time)}"#])
        let scriptURL = dir.appendingPathComponent("far.json")
        try json.write(to: scriptURL)
        let render = try TearkitProcess.run([
            "render", "--input", input.path, "--script", scriptURL.path, "--scale", "1",
            "--output", dir.appendingPathComponent("out").path, "--quiet",
        ])
        #expect(render.status == Self.failure, "\(render.stderr)")
        #expect(render.stderr.contains("events[1].time: must be at most 3600 seconds"), "\(render.stderr)")
        expectOneLine(render.stderr)
        let simulate = try TearkitProcess.run(["simulate", scriptURL.path])
        #expect(simulate.status == Self.failure)
        #expect(simulate.stderr.contains("events[1].time: must be at most 3600 seconds"), "\(simulate.stderr)")
    }

    @Test func aScriptWithTooManyFramesIsRefusedNotCut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir)
        // 200 s at 240 fps: 48 000 frames, over the 20 000 cap (refused rather than cut to 20 000 silently).
        let json = script(events: [#"{"phase": "cancelled", "time": 0}"#, #"{"phase": "cancelled", "time": 200}"#])
        let scriptURL = dir.appendingPathComponent("long.json")
        try json.write(to: scriptURL)
        let output = dir.appendingPathComponent("out")
        let render = try TearkitProcess.run([
            "render", "--input", input.path, "--script", scriptURL.path, "--scale", "1",
            "--fps", "240", "--output", output.path, "--quiet",
        ])
        #expect(render.status == Self.failure, "\(render.stderr)")
        #expect(render.stderr.contains("over the limit of 20000 frames"), "\(render.stderr)")
        expectOneLine(render.stderr)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    // MARK: frame --max-gap and --scale

    @Test(arguments: ["1e4", "1e5", "2147483648", "1e300", "-1", "nan", "inf"])
    func frameRefusesAMaxGapOutsideRendersRange(gap: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir)
        let output = dir.appendingPathComponent("out.png")
        let result = try TearkitProcess.run([
            "frame", "--input", input.path, "--output", output.path, "--tear-start", "20,0",
            "--tear-end", "20,25", "--progress", "0.5", "--max-gap", gap,
        ])
        #expect(result.status == Self.usageError, "\(result.stderr)")
        #expect(result.stderr.contains("--max-gap must be between 0 and 200"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let render = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "demo", "--max-gap", gap,
        ])
        #expect(render.status == Self.usageError, "\(render.stderr)")
        #expect(render.stderr.contains("--max-gap must be between 0 and 200"), "\(render.stderr)")
    }

    @Test func aScriptsMaxGapWidthOutsideItsRangeIsRefusedNotClamped() throws {
        let json = script(configuration: #"{"maxGapWidth": 10000}"#, events: [#"{"phase": "cancelled", "time": 0}"#])
        let result = try TearkitProcess.run(["simulate", "-"], stdin: json)
        #expect(result.status == Self.failure, "\(result.stderr)")
        #expect(
            result.stderr.contains("configuration.maxGapWidth: must be between 0 and 200 (got 10000)"),
            "\(result.stderr)")
    }

    @Test(arguments: [
        ["render", "--effect", "tear-in-two"], ["render", "--effect", "shatter"],
        ["render", "--gesture-preset", "demo"],
        ["frame", "--tear-start", "20,0", "--tear-end", "20,25", "--progress", "0.5", "--max-gap", "8"],
    ])
    func aTinyScaleIsRefusedWithItsRange(command: [String]) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir)
        var arguments = [
            command[0], "--input", input.path, "--output",
            dir.appendingPathComponent(command[0] == "frame" ? "o.png" : "o").path,
        ]
        arguments += command.dropFirst() + ["--scale", "1e-300"]
        let result = try TearkitProcess.run(arguments)
        #expect(result.status == Self.usageError, "\(result.stderr)")
        #expect(result.stderr.contains("--scale must be between 0.01 and 16 (got 1e-300)"), "\(result.stderr)")
    }

    // MARK: Ancillary PNG chunks

    @Test(arguments: ["tEXt", "zTXt", "iTXt"])
    func aTextChunkClaimingTwoGigabytesIsRefusedByItsSize(type: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 56 bytes: signature, IHDR, then a chunk header claiming 2³¹ − 1 bytes and nothing after it.
        let header = ImageBombTests.bigEndian(1) + ImageBombTests.bigEndian(1) + [8, 6, 0, 0, 0]
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ImageBombTests.chunk("IHDR", header)
        bytes += ImageBombTests.bigEndian(0x7FFF_FFFF) + Array(type.utf8) + [UInt8](repeating: 0, count: 15)
        let input = try TearkitPeakMemory.file(Data(bytes), named: "bomb.png", in: dir)
        // The tear starts at the corner of the 1 × 1 pt view: on its edge, so the chunk is what is refused.
        var arguments = ImageBombTests.frame(input, output: dir.appendingPathComponent("o.png"))
        arguments[arguments.firstIndex(of: "--tear-start")! + 1] = "0,0"
        let run = try TearkitPeakMemory.run(arguments)
        #expect(run.status == Self.failure, "\(run.stderr)")
        #expect(
            run.stderr.contains("\(type) chunk is larger than the 8 MB limit for ancillary chunks"), "\(run.stderr)")
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes >> 20) MiB")
        expectOneLine(run.stderr)
    }

    // MARK: Event count and simulate's output

    @Test func aScriptOverTheEventCapIsRefused() throws {
        let events = Array(repeating: #"{"phase":"cancelled","time":0}"#, count: 100_001)
        let result = try TearkitProcess.run(["simulate", "-"], stdin: script(events: events))
        #expect(result.status == Self.failure, "\(result.stderr)")
        #expect(result.stderr.contains("more than 100000 elements in an array"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        expectOneLine(result.stderr)
    }

    @Test func aScriptNearTheEventCapRendersWellUnder512MB() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir, width: 8, height: 8)
        let events = Array(repeating: #"{"phase":"cancelled","time":0}"#, count: 100_000)
        let scriptURL = try TearkitPeakMemory.file(
            script(width: 8, height: 8, events: events), named: "many.json", in: dir)
        let run = try TearkitPeakMemory.run([
            "render", "--input", input.path, "--script", scriptURL.path, "--scale", "1",
            "--output", dir.appendingPathComponent("out").path, "--quiet",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakBytes < 256 << 20, "peak \(run.peakBytes >> 20) MiB")
    }

    @Test func simulateRefusesATraceOverItsCeilingBeforePrintingALine() throws {
        // 201 animated breaks and closings of 5 s each at 1000 fps: over 1 000 000 lines from a 20 KB script.
        let events = (0..<201).map {
            #"{"phase": "setBroken", "value": \#($0 % 2 == 0), "animated": true, "time": \#(Double($0) / 1000)}"#
        }
        let json = script(configuration: #"{"breakDuration": 5, "recoveryDuration": 5}"#, events: events)
        let result = try TearkitProcess.run(["simulate", "-", "--fps", "1000"], stdin: json)
        #expect(result.status == Self.failure, "\(result.stderr)")
        #expect(result.stderr.contains("over the limit of 1000000 lines"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        expectOneLine(result.stderr)
        // At 60 fps the same script is 60 times shorter and plays.
        let slow = try TearkitProcess.run(["simulate", "-"], stdin: json)
        #expect(slow.status == 0, "\(slow.stderr)")
    }

    // MARK: Paths

    @Test func aRefusedOutputPathLeavesNothingAndIsEchoedCut() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try png(in: dir)
        let output = (0..<25).map { _ in String(repeating: "d", count: 200) }.joined(separator: "/")
        let result = try TearkitProcess.run(
            ["render", "--input", input.path, "--gesture-preset", "demo", "--output", output, "--quiet"],
            in: dir)
        #expect(result.status == Self.failure, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["input.png"])
        expectOneLine(result.stderr)
        #expect(result.stderr.contains(String(repeating: "d", count: 80) + "…"), "\(result.stderr)")
        #expect(result.stderr.count < 300, "\(result.stderr.count) characters")
    }

    @Test func frameNamesACorruptInputsPath() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try TearkitPeakMemory.file(
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]), named: "broken.png", in: dir)
        let result = try TearkitProcess.run(ImageBombTests.frame(input, output: dir.appendingPathComponent("o.png")))
        #expect(result.status == Self.failure, "\(result.stderr)")
        #expect(result.stderr.contains("input \(input.path): "), "\(result.stderr)")
        expectOneLine(result.stderr)
    }
}
