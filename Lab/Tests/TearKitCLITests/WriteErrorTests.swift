import Foundation
import Testing
import TearKitRender
@testable import tearkit

/// A write that fails (a full disk, a folder that refuses it) is one line naming the path the user
/// gave and the system's reason, never Foundation's error dump or the hidden staging folder.
@Suite(.serialized) struct WriteErrorTests {
    /// Whether this machine lets an unprivileged process mount a small `tmpfs` of its own (a user and
    /// mount namespace), the one way to fill a real disk without filling the machine's.
    static let canMountASmallDisk: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", "mount -t tmpfs -o size=64k none /tmp"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs `tearkit <arguments>` with a 96 KB disk mounted on `disk` (a folder of the test's), the
    /// tool's current folder, for the run only.
    static func runOnASmallDisk(_ disk: URL, _ arguments: [String]) throws -> TearkitProcess.Result {
        let tool = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        return try TearkitProcess.run(
            arguments, in: disk,
            wrappedIn: [
                "/usr/bin/unshare", "-rm", "sh", "-c", #"mount -t tmpfs -o size=96k none "$0" && cd "$0" && exec "$@""#,
                disk.path, tool,
            ])
    }

    static func photo(in dir: URL) throws -> URL {
        var image = RGBAImage(width: 200, height: 300)
        // Noise compresses badly, so every frame needs room.
        var state: UInt32 = 7
        for y in 0..<300 {
            for x in 0..<200 {
                state = state &* 1_664_525 &+ 1_013_904_223
                image[x, y] = (
                    UInt8(truncatingIfNeeded: state >> 24), UInt8(truncatingIfNeeded: state >> 16),
                    UInt8(truncatingIfNeeded: state >> 8), 255
                )
            }
        }
        let url = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(image, to: url)
        return url
    }

    @Test(.enabled(if: canMountASmallDisk), arguments: ["ripple", "tear"])
    func aFullDiskIsOneLineNamingTheUsersPath(_ effect: String) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.photo(in: dir)
        let disk = dir.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        let job = effect == "tear" ? ["--gesture-preset", "vertical-from-top"] : ["--effect", effect]
        let result = try Self.runOnASmallDisk(
            disk, ["render", "--input", input.path, "--scale", "1", "--fps", "10", "--quiet", "--output", "out"] + job)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: cannot write out/"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(": No space left on device\n"), "\(result.stderr)")
        #expect(!result.stderr.contains(".partial-"), "\(result.stderr)")
        #expect(!result.stderr.contains("Domain"), "\(result.stderr)")
    }

    @Test(.enabled(if: canMountASmallDisk))
    func aFullDiskUnderFrameIsOneLineToo() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try Self.photo(in: dir)
        let disk = dir.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        let result = try Self.runOnASmallDisk(
            disk,
            [
                "frame", "--input", input.path, "--output", "torn.png", "--tear-start", "100,0",
                "--tear-end", "100,150", "--progress", "0.5", "--max-gap", "20",
            ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "Error: cannot write torn.png: No space left on device\n", "\(result.stderr)")
    }

    /// The same without a disk of its own: the animation writer on `/dev/full`, which refuses every byte
    /// (through a link of the test's own, so a writer that replaced its file would replace only the link).
    @Test func theAnimationWritersFailureIsTheSystemsReason() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = dir.appendingPathComponent("full.apng")
        try FileManager.default.createSymbolicLink(atPath: full.path, withDestinationPath: "/dev/full")
        let error = #expect(throws: APNGWriterError.self) {
            let writer = try APNGWriter(width: 4, height: 4, fileURL: full)
            try writer.append(RGBAImage(width: 4, height: 4), delay: APNGFrameDelay(frames: 1, framesPerSecond: 10))
            _ = try writer.finish()
        }
        let reason = try #require(error.map(StagedOutputFolder.reason))
        #expect(reason == "No space left on device")
        // Written through the link, which is still there.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: full.path) == "/dev/full")
    }

    @Test func aFolderThatRefusesTheWriteNamesItsReason() throws {
        let error = CocoaError(
            .fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
        #expect(StagedOutputFolder.reason(error) == "Permission denied")
        // A Foundation error without a system cause is its sentence, never "NSCocoaErrorDomain error 512".
        #expect(!StagedOutputFolder.reason(CocoaError(.fileWriteUnknown)).contains("Domain"))
        #expect(StagedOutputFolder.reason(CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
    }
}
