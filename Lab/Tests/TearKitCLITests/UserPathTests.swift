import Foundation
import Testing
import TearKitRender

/// A path is what the user typed: a `~` the shell did not expand (it was quoted) is a name, as it is to
/// every other program, never the home folder.
@Suite(.serialized) struct UserPathTests {
    @Test func aQuotedTildeIsAFolderInTheCurrentFolder() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png")
        try PNGCodec.write(RGBAImage(width: 8, height: 8, fill: (200, 40, 40, 255)), to: input)
        let name = "tearkit-tilde-\(UUID().uuidString.prefix(8))"
        // Both homes the tool could take: the account's and $HOME.
        let homes = [NSHomeDirectory(), ProcessInfo.processInfo.environment["HOME"]].compactMap { $0 }.map {
            URL(fileURLWithPath: $0).appendingPathComponent(name)
        }
        defer { for home in homes { try? FileManager.default.removeItem(at: home) } }
        let result = try TearkitProcess.run(
            ["render", "--input", "in.png", "--effect", "ripple", "--fps", "5", "--quiet", "--output", "~/\(name)"],
            in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("~/\(name)/ripple.apng").path))
        for home in homes { #expect(!FileManager.default.fileExists(atPath: home.path), "\(home.path)") }
        #expect(result.stdout.contains("~/\(name)/"), "\(result.stdout)")
    }

    @Test func aQuotedTildeInputIsAFileInTheCurrentFolder() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("~"), withIntermediateDirectories: true)
        try PNGCodec.write(
            RGBAImage(width: 8, height: 8, fill: (200, 40, 40, 255)), to: dir.appendingPathComponent("~/in.png"))
        let result = try TearkitProcess.run(
            [
                "frame", "--input", "~/in.png", "--output", "out.png", "--tear-start", "4,0", "--tear-end", "4,4",
                "--progress", "0.5", "--max-gap", "2",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    /// A bare quoted `~` is a folder named `~` in the current folder, not the home folder: the output
    /// is written there and `$HOME` stays empty.
    @Test func aBareTildeIsAFolderNamedTildeInTheCurrentFolder() throws {
        let dir = try TearkitProcess.temporaryDirectory(), home = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: home) }
        try PNGCodec.write(
            RGBAImage(width: 8, height: 8, fill: (200, 40, 40, 255)), to: dir.appendingPathComponent("in.png"))
        let result = try TearkitProcess.run(
            ["render", "--input", "in.png", "--effect", "ripple", "--fps", "5", "--quiet", "--output", "~"],
            in: dir, environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("~/ripple.apng").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }
}
