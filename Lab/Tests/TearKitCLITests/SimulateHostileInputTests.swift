import Foundation
import Testing

/// `tearkit simulate` on scripts written to hurt: its memory stays flat and its work per event bounded.
@Suite struct SimulateHostileInputTests {
    func script(configuration: String = "{}", events: [String]) -> Data {
        Data(
            #"{"view": {"width": 200, "height": 300}, "configuration": \#(configuration), "events": [\#(events.joined(separator: ",\n"))]}"#
                .utf8)
    }

    @Test func aLongTraceIsPrintedAsItIsProducedInConstantMemory() throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Breaks and closings of 5 s each, sampled at 1000 fps: 80 000 lines (about 25 MB) from a 1 KB script.
        let long = script(
            configuration: #"{"breakDuration": 5, "recoveryDuration": 5}"#,
            events: (0..<16).map {
                #"{"phase": "setBroken", "value": \#($0 % 2 == 0), "animated": true, "time": \#(Double($0) / 1000)}"#
            })
        let short = script(events: [#"{"phase": "cancelled", "time": 0}"#])
        let big = try TearkitPeakMemory.run([
            "simulate", try TearkitPeakMemory.file(long, named: "long.json", in: folder).path, "--fps", "1000",
        ])
        let small = try TearkitPeakMemory.run([
            "simulate", try TearkitPeakMemory.file(short, named: "short.json", in: folder).path,
        ])
        #expect(big.status == 0, "\(big.stderr)")
        #expect(big.stdoutByteCount > 20_000_000)
        #expect(
            big.peakBytes < small.peakBytes + 16_000_000,
            "peak \(big.peakBytes >> 20) MiB against \(small.peakBytes >> 20) MiB for a one-line trace")
    }

    @Test func animationsInterruptedAtTheSameInstantPrintNoFrames() throws {
        // The fuzzed script had 20 000 of these and printed 1.7 GB; each line here is one event.
        let events = (0..<2_000).map {
            #"{"phase": "setBroken", "value": \#($0 % 2 == 0), "animated": true, "time": 0}"#
        }
        let result = try TearkitProcess.run(["simulate", "-"], stdin: script(events: events))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2_000)
        #expect(lines.last?.contains("\"index\": 1999") == true)
    }

    @Test func standardInputIsCappedLikeAFile() throws {
        let folder = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zeros = try TearkitPeakMemory.zeros(byteCount: 400 << 20, named: "zeros", in: folder)
        let run = try TearkitPeakMemory.run(["simulate", "-"], stdinFile: zeros)
        #expect(run.status == 1)
        #expect(run.stderr.contains("gesture script on standard input: larger than 64 MiB"), "\(run.stderr)")
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes >> 20) MiB")
    }

    @Test func aJSONSyntaxErrorNamesItsLineAndColumn() throws {
        let json = Data(
            "{\"view\": {\"width\": 200, \"height\": 300},\n \"events\": [\n  {\"phase\": \"cancelled\" \"time\": 1}]}"
                .utf8)
        let result = try TearkitProcess.run(["simulate", "-"], stdin: json)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "gesture script -: invalid JSON at line 3, column 25: '\"' where ',' or '}' after an object member was expected"
            ), "\(result.stderr)")
    }

    @Test func deepNestingAndRepeatedKeysAreRefusedAtOnce() throws {
        let deep =
            "{\"view\": {\"width\": 200, \"height\": 300}, \"events\": [" + String(repeating: "[", count: 100_000)
            + "]}"
        let nested = try TearkitProcess.run(["simulate", "-"], stdin: Data(deep.utf8))
        #expect(nested.status == 1)
        #expect(
            nested.stderr.contains("invalid JSON at line 1, column 54: nested deeper than 4 levels"), "\(nested.stderr)"
        )
        let repeated = try TearkitProcess.run(
            ["simulate", "-"], stdin: Data(#"{"view": {"width": 1, "height": 1}, "events": [], "events": []}"#.utf8))
        #expect(repeated.status == 1)
        #expect(repeated.stderr.contains(#"line 1, column 51: duplicate key "events""#), "\(repeated.stderr)")
    }

    @Test(arguments: [
        (#"{"width": 0, "height": 0}"#, "view.width: must be greater than 0 points (got 0)"),
        (#"{"width": -1, "height": -1}"#, "view.width: must be greater than 0 points (got -1)"),
        (#"{"width": 0, "height": 640}"#, "view.width: must be greater than 0 points (got 0)"),
        (#"{"width": 640, "height": -0.5}"#, "view.height: must be greater than 0 points (got -0.5)"),
        (#"{"width": 1e300, "height": 640}"#, "view.width: must be at most 100000 points (got 1e+300)"),
    ])
    func aViewWithoutAreaIsRefused(_ view: String, _ message: String) throws {
        let json = #"{"view": \#(view), "events": [{"phase": "cancelled", "time": 0}]}"#
        let result = try TearkitProcess.run(["simulate", "-"], stdin: Data(json.utf8))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aResizeWithoutAreaIsRefused() throws {
        let result = try TearkitProcess.run(
            ["simulate", "-"], stdin: script(events: [#"{"phase": "resize", "width": 0, "height": 300, "time": 0.1}"#]))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("events[0].width: must be greater than 0 points (got 0)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
