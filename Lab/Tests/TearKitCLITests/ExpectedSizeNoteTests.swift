import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// A render that may write a large animation says so before any work, with the flags that make it
/// smaller: the note comes even when the output then turns out to be unusable (no frame was drawn).
@Suite struct ExpectedSizeNoteTests {
    @Test(arguments: [
        ["--effect", "ripple"], ["--effect", "shatter"], ["--effect", "tear", "--gesture-preset", "demo"],
    ])
    func aLargeRenderIsAnnouncedBeforeAnyWork(_ effect: [String]) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(
            HonestSummaryTests.noise(width: 1400, height: 1000), to: dir.appendingPathComponent("in.png"))
        // The output is a file: the render stops before drawing a frame.
        try Data("mine".utf8).write(to: dir.appendingPathComponent("taken"))
        let result = try TearkitProcess.run(
            ["render", "--input", "in.png", "--output", "taken", "--max-size", "1400"] + effect, in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("before compression"), "\(result.stdout)")
        #expect(result.stdout.contains("--max-size") && result.stdout.contains("--fps"), "\(result.stdout)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("taken")) == Data("mine".utf8))
    }

    @Test func aSmallRenderOrAQuietOneSaysNothingAhead() throws {
        #expect(LargeOutputNote.expected(frames: 10, width: 100, height: 100, advice: "x") == nil)
        let large = LargeOutputNote.expected(frames: 100, width: 1000, height: 1000, advice: "A lower --fps")
        #expect(large?.contains("100 frames of 1000 × 1000 px are 400 MB before compression") == true, "\(large ?? "")")
        #expect(
            LargeOutputNote.expected(frames: Int.max, width: 1000, height: 1000, advice: "x")?.contains("9 EB") == true)
    }
}
