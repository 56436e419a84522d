import Foundation
import Testing
import TearKitRender

/// Two jobs run with default options never remove each other's results: each
/// effect has its own default folder, and a replace removes only what an earlier run of the same job
/// wrote (the folder's manifest says which files those are).
@Suite(.serialized) struct OutputOwnershipTests {
    /// Every file under `folder` (relative paths), recursively.
    static func files(under folder: URL) -> Set<String> {
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return [] }
        return Set(
            paths.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            })
    }

    @Test func everyEffectAtDefaultOptionsKeepsTheOthersResults() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try OutputFolderFixture.gradientInput(in: dir)
        let runs: [[String]] = [
            ["--gesture-preset", "short-and-recover"], ["--effect", "ripple"], ["--effect", "shift"],
            ["--effect", "tear-in-two"], ["--effect", "shatter"],
        ]
        for extra in runs {
            let result = try TearkitProcess.run(
                ["render", "--input", "in.png", "--fps", "4", "--quiet"] + extra, in: dir)
            #expect(result.status == 0, "\(extra): \(result.stderr)")
        }
        let names = Set(Self.files(under: dir).map { URL(fileURLWithPath: $0).lastPathComponent })
        for animation in ["tear.apng", "ripple.apng", "shift.apng", "tear-in-two.apng", "shatter.apng"] {
            #expect(
                names.contains(animation),
                "\(animation) was removed by a later render: \(Self.files(under: dir).sorted())")
        }
    }

    @Test func aRenderIntoTheDemoFolderKeepsTheDemo() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try OutputFolderFixture.gradientInput(in: dir)
        let demo = try TearkitProcess.run(["demo", "--fps", "4", "--quiet"], in: dir)
        #expect(demo.status == 0, "\(demo.stderr)")
        let folder = dir.appendingPathComponent("tearkit-demo")
        let before = Self.files(under: folder)
        #expect(before.contains("shatter/shatter.apng") && before.contains("reel/reel.apng"), "\(before.sorted())")
        // The tear's files have the demo's names: refused, naming the demo, and nothing changes.
        let tear = try TearkitProcess.run(
            [
                "render", "--input", "in.png", "--gesture-preset", "short-and-recover", "--fps", "4",
                "--output", "tearkit-demo", "--quiet",
            ], in: dir)
        #expect(tear.status == 1, "\(tear.stderr)")
        #expect(tear.stderr.contains("tearkit demo"), "\(tear.stderr)")
        #expect(Self.files(under: folder) == before)
        // So does a ripple (it writes a contact sheet too), and --overwrite replaces the demo as asked.
        let ripple = try TearkitProcess.run(
            [
                "render", "--input", "in.png", "--effect", "ripple", "--fps", "4",
                "--output", "tearkit-demo", "--quiet",
            ], in: dir)
        #expect(ripple.status == 1, "\(ripple.stderr)")
        #expect(ripple.stderr.contains("--overwrite"), "\(ripple.stderr)")
        #expect(Self.files(under: folder) == before)
        // A second demo replaces its own files, whatever they were.
        let again = try TearkitProcess.run(["demo", "--fps", "4", "--quiet", "--no-reel"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let after = Self.files(under: folder)
        #expect(after.contains("shatter/shatter.apng") && !after.contains("reel/reel.apng"), "\(after.sorted())")
    }

    @Test func aSecondRunOfTheSameJobReplacesItsOwnFilesOnly() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try OutputFolderFixture.gradientInput(in: dir)
        let output = dir.appendingPathComponent("out")
        let base = [
            "render", "--input", input.path, "--effect", "ripple", "--fps", "4", "--quiet", "--output", output.path,
        ]
        #expect(try TearkitProcess.run(base + ["--frames"]).status == 0)
        let second = try TearkitProcess.run(base)
        #expect(second.status == 0, "\(second.stderr)")
        let names = Self.files(under: output)
        #expect(names.contains("ripple.apng"))
        #expect(!names.contains("frame-0001.png"), "the first ripple's frames are replaced: \(names.sorted())")
        // Another effect's job in the same folder is refused, naming it, rather than removing the ripple.
        let shift = try TearkitProcess.run([
            "render", "--input", input.path, "--effect", "shift", "--fps", "4", "--quiet",
            "--output", output.path,
        ])
        #expect(shift.status == 1, "\(shift.stderr)")
        #expect(shift.stderr.contains("tearkit render --effect ripple"), "\(shift.stderr)")
        #expect(Self.files(under: output) == names)
    }
}
