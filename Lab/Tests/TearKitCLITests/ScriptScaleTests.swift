import Foundation
import Testing
import TearKitRender

/// A gesture script's view and the image's scale agree without arithmetic.
@Suite(.serialized) struct ScriptScaleTests {
    static func image(width: Int, height: Int, in dir: URL, name: String = "in.png") throws -> URL {
        var image = RGBAImage(width: width, height: height)
        for y in stride(from: 0, to: height, by: 1) {
            for x in 0..<width { image[x, y] = (UInt8(x % 256), UInt8(y % 256), 90, 255) }
        }
        let url = dir.appendingPathComponent(name)
        try PNGCodec.write(image, to: url)
        return url
    }

    static func script(width: Double, height: Double, in dir: URL) throws -> URL {
        let json = """
            {"view": {"width": \(width), "height": \(height)}, "events": [
              {"phase": "changed", "startLocation": [\(width / 2), 2], "location": [\(width / 2), 20], "time": 0.05},
              {"phase": "ended", "startLocation": [\(width / 2), 2], "location": [\(width / 2), \(height * 0.4)], "time": 0.2}]}
            """
        let url = dir.appendingPathComponent("script.json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func aScriptWhoseViewIsTheImagesPixelSizeNeedsNoScale() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.image(width: 480, height: 640, in: dir)
        let script = try Self.script(width: 480, height: 640, in: dir)
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--script", script.path, "--fps", "10", "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("at scale 1 "), "\(result.stdout)")
    }

    @Test(arguments: ["diagonal-break.json", "short-recover.json", "tear-and-recover.json", "vertical-break.json"])
    func everyExampleScriptPlaysOnAnImageTwiceItsViewWithoutAScale(_ name: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.image(width: 640, height: 880, in: dir)
        let script = TearkitProcess.packageRoot.appendingPathComponent("Examples/Gestures/\(name)")
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--script", script.path, "--fps", "5", "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(result.stdout.contains("at scale 2 "), "\(result.stdout)")
    }

    /// The help's own example, on a real screenshot's size: --scale 3 keeps the image's pixels (no --max-size shrink).
    @Test func maxSizeDoesNotShrinkAnImageWhoseScaleWasGiven() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.image(width: 1179, height: 2556, in: dir, name: "screen.png")
        let script = try Self.script(width: 393, height: 852, in: dir)
        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--scale", "3", "--script", script.path, "--fps", "5",
            "--crop-to-input", "--quiet", "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1179 × 2556 px at scale 3"), "\(result.stdout)")
    }

    @Test func aMismatchNamesTheFlagThatFixesItWithRoundedNumbers() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.image(width: 100, height: 100, in: dir)
        let script = try Self.script(width: 50, height: 50, in: dir)
        let scaled = try TearkitProcess.run([
            "render", "--input", input.path, "--scale", "3", "--script", script.path, "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(scaled.status == 1)
        #expect(scaled.stderr.contains("33.33 × 33.33 pt"), "\(scaled.stderr)")
        #expect(scaled.stderr.contains("--scale 2"), "the scale that fits: \(scaled.stderr)")
        #expect(!scaled.stderr.contains("33.333"), "\(scaled.stderr)")
        #expect(scaled.stderr.split(separator: "\n").count == 1)
        // Without --scale the script decides it, but its view must have the image's proportions.
        let skewed = try Self.script(width: 50, height: 80, in: dir)
        let unscaled = try TearkitProcess.run([
            "render", "--input", input.path, "--script", skewed.path, "--quiet",
            "--output", dir.appendingPathComponent("out").path,
        ])
        #expect(unscaled.status == 1)
        #expect(
            unscaled.stderr.contains("50 × 80 pt") && unscaled.stderr.contains("100 × 100 px"), "\(unscaled.stderr)")
        #expect(unscaled.stderr.split(separator: "\n").count == 1)
    }
}
