import Foundation
import Testing
import TearKitRender

/// `tearkit frame --tear-start` lies on the view's edge, as every tear of the engine starts: within half a
/// point or one pixel (the larger); any other point is refused as a usage error naming the nearest point
/// of the edge and the view's size, and nothing is written.
@Suite struct TearStartEdgeTests {
    /// Runs `tearkit frame` on a 40 × 30 px image with `--tear-start start` (and `extra`); returns what it
    /// said and whether it wrote its output.
    static func frame(tearStart start: String, extra: [String] = []) throws -> (
        result: TearkitProcess.Result, wrote: Bool
    ) {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let output = workspace.path("out.png")
        let result = try TearkitProcess.run(
            [
                "frame", "--input", workspace.input.path, "--output", output, "--tear-start", start,
                "--tear-end", "12,12", "--progress", "0.5", "--max-gap", "6",
            ] + extra)
        return (result, FileManager.default.fileExists(atPath: output))
    }

    @Test(arguments: [
        // Inside the view: the nearest side straight across.
        (
            "20,13", [String](),
            "--tear-start 20,13 is not on the view's edge: the view is 40 × 30 pt (the 40 × 30 px image at --scale 1), and the nearest point of its edge is 20,0;"
        ),
        (
            "240,300", [],
            "--tear-start 240,300 is not on the view's edge: the view is 40 × 30 pt (the 40 × 30 px image at --scale 1), and the nearest point of its edge is 40,30;"
        ),
        ("-5,0", [], "the nearest point of its edge is 0,0;"),
        (
            "33,10", [],
            "the nearest point of its edge is 40,10; a tear starts where x is 0 or 40, or y is 0 or 30 (within 1 pt)."
        ),
        // At --scale 2 the view is 20 × 15 pt: the right edge of the image is x 20, not 40.
        (
            "40,0", ["--scale", "2"],
            "the view is 20 × 15 pt (the 40 × 30 px image at --scale 2), and the nearest point of its edge is 20,0;"
        ),
        // At --scale 4 a pixel is a quarter point: the tolerance is half a point.
        (
            "0.6,3", ["--scale", "4"],
            "the nearest point of its edge is 0,3; a tear starts where x is 0 or 10, or y is 0 or 7.5 (within 0.5 pt)."
        ),
    ])
    func aPointOffTheEdgeIsRefused(start: String, extra: [String], message: String) throws {
        let (result, wrote) = try Self.frame(tearStart: start, extra: extra)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n").first?.hasPrefix("Error: --tear-start") == true, "\(result.stderr)")
        #expect(!wrote)
    }

    /// A phone's portrait JPEG stored sideways (60 × 40 px, EXIF orientation 6, or 5: turned and mirrored)
    /// is a 40 × 60 pt view upright: its edge is where the picture's is, not where the stored pixels' is.
    @Test(arguments: [5, 6])
    func aJPEGsEdgeIsItsUprightEdge(orientation: Int) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("portrait.jpg")
        try EXIFJPEG.make(EXIFJPEG.quadrants(width: 60, height: 40), orientation: orientation).write(to: input)
        func frame(_ start: String) throws -> TearkitProcess.Result {
            try TearkitProcess.run([
                "frame", "--input", input.path, "--output", dir.appendingPathComponent("out.png").path,
                "--tear-start", start, "--tear-end", "20,20", "--progress", "0.5", "--max-gap", "6",
            ])
        }
        #expect(try frame("20,60").status == 0)
        let refused = try frame("60,20")
        #expect(refused.status == 64)
        #expect(
            refused.stderr.contains(
                "the view is 40 × 60 pt (the 40 × 60 px image at --scale 1), and the nearest point of its edge is 40,20;"
            ),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("See 'tearkit frame --help'"), "\(refused.stderr)")
    }

    @Test(arguments: [
        ("10,0", [String]()), ("0,15", []), ("40,29", []), ("12,30", []), ("40,30", []),
        // Within one pixel at --scale 1, within half a point at --scale 4.
        ("0.9,12", []), ("39.2,5", []), ("20,30.8", []), ("0.5,3", ["--scale", "4"]), ("10,7.2", ["--scale", "4"]),
        ("10,0", ["--scale", "2"]), ("20,7", ["--scale", "2"]),
    ])
    func aPointOnTheEdgeIsTorn(start: String, extra: [String]) throws {
        let (result, wrote) = try Self.frame(tearStart: start, extra: extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(wrote)
    }
}
