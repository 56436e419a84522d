import Foundation
import Testing
import TearKitRender

/// A hand-written script with a few events plays as a finger moving steadily between them, not as a
/// slideshow; `simulate` stays exact.
@Suite(.serialized) struct ScriptInterpolationTests {
    static let script = """
        {"view": {"width": 60, "height": 80}, "configuration": {"cutDirection": "vertical"}, "events": [
          {"phase": "changed", "startLocation": [30, 2], "location": [30, 12], "time": 0.05},
          {"phase": "changed", "startLocation": [30, 2], "location": [30, 40], "time": 0.55},
          {"phase": "ended", "startLocation": [30, 2], "location": [30, 78], "time": 1.05}]}
        """

    @Test func aDragBetweenEventsIsDrawnAtEveryFrame() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(
            RGBAImage(width: 60, height: 80, fill: (220, 200, 180, 255)), to: dir.appendingPathComponent("in.png"))
        try Data(Self.script.utf8).write(to: dir.appendingPathComponent("drag.json"))
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(
            [
                "render", "--input", "in.png", "--script", "drag.json", "--scale", "1", "--fps", "30",
                "--frames", "--quiet", "--output", output.path,
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        // Between 0.05 s and 1.05 s the finger moves at 30 fps: about 30 different pictures, not 3.
        let frames = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("frame-") }
            .sorted()
        let distinct = Set(try frames.map { try Data(contentsOf: output.appendingPathComponent($0)) })
        #expect(distinct.count >= 25, "\(distinct.count) distinct frames of \(frames.count)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        #expect(apng.frames.count >= 25, "\(apng.frames.count) animation frames")
    }

    @Test func simulateStaysExact() throws {
        let result = try TearkitProcess.run(["simulate", "-"], stdin: Data(Self.script.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let events = result.stdout.split(separator: "\n").filter {
            $0.contains("\"event\": \"changed\"") || $0.contains("\"event\": \"ended\"")
        }
        #expect(events.count == 3, "\(result.stdout)")
    }
}
