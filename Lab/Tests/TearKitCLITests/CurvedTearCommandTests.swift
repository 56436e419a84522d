import Foundation
import TearKitRender
import Testing

/// A gesture script whose configuration asks for a cut that follows the finger draws a curved tear:
/// `tearkit simulate` reports its tip off the line the drag locked on, and `tearkit render` draws
/// other frames than the straight cut's.
@Suite struct CurvedTearCommandTests {
    /// A drag down from the top edge's middle of a 200 × 300 pt view, swinging 60 pt to the right.
    static func script(cutDirection: String) -> String {
        let samples = (1...40).map { k -> String in
            let f = Double(k) / 40
            let x = 100 + 60 * f * f, y = 6 + 250 * f
            return
                #"{"phase": "changed", "startLocation": [100, 4], "location": [\#(x), \#(y)], "time": \#(Double(k) / 60)}"#
        }
        return
            #"{"view": {"width": 200, "height": 300}, "configuration": {"cutDirection": "\#(cutDirection)", "maximumTurnRate": 0.01}, "events": [\#(samples.joined(separator: ", "))]}"#
    }

    /// The last reported tip's distance from the line through the edge point along the locked direction.
    static func tipOffTheLine(_ trace: String) throws -> Double {
        let last = try #require(trace.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let edge = try #require(object["edgePoint"] as? [Double]),
            tip = try #require(object["fingerPoint"] as? [Double])
        let direction = try #require(object["fixedDirection"] as? [Double])
        return abs((tip[0] - edge[0]) * direction[1] - (tip[1] - edge[1]) * direction[0])
    }

    @Test func simulateReportsTheTipOffTheLockedLine() throws {
        let curved = try TearkitProcess.run(
            ["simulate", "-"], stdin: Data(Self.script(cutDirection: "followingFinger").utf8))
        #expect(curved.status == 0, "\(curved.stderr)")
        #expect(try Self.tipOffTheLine(curved.stdout) > 20)
        let straight = try TearkitProcess.run(
            ["simulate", "-"], stdin: Data(Self.script(cutDirection: "anyDirection").utf8))
        #expect(straight.status == 0, "\(straight.stderr)")
        #expect(try Self.tipOffTheLine(straight.stdout) < 0.01)
    }

    @Test func aScriptThatFollowsTheFingerRendersOtherFramesThanAStraightOne() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(RenderPhotoTests.photo(width: 200, height: 300), to: dir.appendingPathComponent("photo.png"))
        var last: [String: Data] = [:]
        for direction in ["followingFinger", "anyDirection"] {
            try Data(Self.script(cutDirection: direction).utf8).write(
                to: dir.appendingPathComponent("\(direction).json"))
            let result = try TearkitProcess.run(
                [
                    "render", "--input", "photo.png", "--script", "\(direction).json", "--output", direction,
                    "--frames", "--quiet",
                ], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(direction).path)
                .filter { $0.hasPrefix("frame-") }.sorted()
            let frame = try #require(frames.last)
            last[direction] = try Data(contentsOf: dir.appendingPathComponent(direction).appendingPathComponent(frame))
        }
        #expect(last["followingFinger"] != last["anyDirection"])
    }

    @Test func aTurnRateOutOfRangeIsRefusedNamingItsRange() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(
            ["render", "--gesture-preset", "curved-from-top", "--maximum-turn-rate", "0.5", "--output", "out"], in: dir)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        #expect(result.status != 0)
        #expect(result.stderr.contains("--maximum-turn-rate must be between 0 and 0.05"), "\(result.stderr)")
    }
}
