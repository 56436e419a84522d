import Foundation
import Testing
import TearKitRender

/// An export that fails after its staging folder exists leaves nothing behind: no half-written
/// output and no hidden `.<name>.partial-*` folder (the Ctrl-C path is tested in
/// `RenderCommandTests.interruptingARenderLeavesNothingBehind`).
@Suite(.serialized) struct FailedExportTests {
    /// A destination that cannot be replaced: a symbolic link to nowhere. It does not count as an
    /// existing folder, so the export stages and renders every frame, and only the final move into
    /// place fails.
    @Test func anExportWhoseDestinationCannotBeReplacedLeavesNoStagingFolder() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var image = RGBAImage(width: 40, height: 60)
        for y in 0..<60 { for x in 0..<40 { image[x, y] = (UInt8(x * 6), UInt8(y * 4), 120, 255) } }
        let input = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: input)
        let output = dir.appendingPathComponent("out")
        let target = dir.appendingPathComponent("nowhere/out").path
        try FileManager.default.createSymbolicLink(atPath: output.path, withDestinationPath: target)

        let result = try TearkitProcess.run([
            "render", "--input", input.path, "--gesture-preset", "vertical-from-top",
            "--scale", "1", "--fps", "4", "--output", output.path, "--quiet",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("/out"), "\(result.stderr)")  // the error names the destination
        // Only what was there before: the input and the untouched link. No staging folder.
        let contents = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(contents == ["input.png", "out"], "left behind: \(contents)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output.path) == target)
    }
}
