import Foundation
import Testing

/// End-to-end tests of `tearkit simulate` through the built executable.
@Suite struct SimulateCommandTests {
    @Test func shippedExampleRecoversThenBreaks() throws {
        let result = try TearkitProcess.run(["simulate", "Examples/Gestures/tear-and-recover.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 60)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let completions = objects.compactMap { $0["completion"] as? Bool }
        #expect(completions == [false, true])
        // The break is reported on the release's line; the frames after it open the gap fully.
        let release = try #require(objects.firstIndex { $0["completion"] as? Bool == true })
        #expect(objects[release]["event"] as? String == "ended")
        #expect(objects[(release + 1)...].allSatisfy { $0["event"] as? String == "break" })
        #expect(objects.last?["hasFullyTorn"] as? Bool == true)
        #expect(objects.last?["phase"] as? String == "broken")
        #expect(objects.contains { $0["event"] as? String == "recovery" })
    }

    @Test(arguments: ["vertical-break.json", "diagonal-break.json", "short-recover.json", "tear-and-recover.json"])
    func everyShippedExampleRuns(_ name: String) throws {
        let result = try TearkitProcess.run(["simulate", "Examples/Gestures/\(name)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"completion\""))
    }

    @Test func readsTheScriptFromStandardInput() throws {
        let script =
            #"{"view": {"width": 100, "height": 100}, "events": [{"phase": "changed", "startLocation": [50, 2], "location": [50, 25], "time": 0.05}, {"phase": "ended", "startLocation": [50, 2], "location": [50, 99], "time": 0.1}]}"#
        let result = try TearkitProcess.run(["simulate", "-"], stdin: Data(script.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"completion\": true"))
    }

    @Test func recoveryFrameRateIsAnOption() throws {
        let at60 = try TearkitProcess.run(["simulate", "Examples/Gestures/short-recover.json"])
        let at120 = try TearkitProcess.run(["simulate", "Examples/Gestures/short-recover.json", "--fps", "120"])
        let count = { (r: TearkitProcess.Result) in r.stdout.components(separatedBy: "\"recovery\"").count - 1 }
        #expect(count(at60) == 21)
        #expect(count(at120) == 42)
    }

    @Test func malformedScriptNamesTheEventAndFieldAndPrintsNoTrace() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json")
        try Data(
            #"{"view": {"width": 100, "height": 100}, "events": [{"phase": "changed", "startLocation": [50, 2], "location": [50, 9], "time": 0}, {"phase": "changed", "startLocation": [50, 2], "location": "down", "time": 0.1}]}"#
                .utf8
        ).write(to: bad)
        let result = try TearkitProcess.run(["simulate", bad.path])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("events[1].location"))
    }

    @Test func missingAndUnreadableScriptsAreClearErrors() throws {
        let missing = try TearkitProcess.run(["simulate", "/nonexistent/script.json"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no such file"))
        let directory = try TearkitProcess.run(["simulate", "Examples"])
        #expect(directory.status != 0)
        #expect(directory.stderr.contains("is a directory"))
        let notJSON = try TearkitProcess.run(["simulate", "-"], stdin: Data("hello".utf8))
        #expect(notJSON.status != 0)
        #expect(
            notJSON.stderr.contains(
                "gesture script -: invalid JSON at line 1, column 1: 'h' where a value was expected"))
    }

    @Test func outOfRangeFrameRateIsRejected() throws {
        let result = try TearkitProcess.run(["simulate", "Examples/Gestures/short-recover.json", "--fps", "0"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--fps"))
    }
}
