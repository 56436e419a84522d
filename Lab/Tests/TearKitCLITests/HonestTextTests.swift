import Foundation
import Testing
import TearKitRender

/// Everything the tool and its manual say is true.
@Suite(.serialized) struct HonestTextTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: TearkitProcess.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The size of every file under `folder`, in bytes.
    static func bytes(under folder: URL) -> Int {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).reduce(0) { total, path in
            let size =
                (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size]
                as? NSNumber)?.intValue ?? 0
            return total + size
        }
    }

    /// The demo's numbers in Documentation/Performance.md are those of a real run: its frames, the
    /// animation frames the APNG holds (repeated frames merged), and the megabytes written.
    @Test func theDemoNumbersInThePerformanceNotesAreMeasured() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--quiet", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try #require(
            result.stdout.split(separator: "\n").first?.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear.apng"))))
        let megabytes = Double(Self.bytes(under: output)) / 1_000_000
        let notes = try Self.text("Documentation/Performance.md")
        let paragraph = try #require(notes.components(separatedBy: "\n\n").first { $0.hasPrefix("**`tearkit demo`**") })
        #expect(paragraph.contains("\(frames) frames"), "\(frames) frames: \(paragraph)")
        #expect(
            paragraph.contains("\(apng.frames.count) animation frames"),
            "\(apng.frames.count) animation frames: \(paragraph)")
        let match = try #require(paragraph.firstMatch(of: /([0-9.]+) MB written/), "\(paragraph)")
        let written = try #require(Double(match.1))
        #expect(
            abs(written - megabytes) <= 0.15 * megabytes,
            "the notes say \(written) MB written, the demo wrote \(megabytes) MB")
    }

    /// The manual names every shader it runs, as ARCHITECTURE.md's "Shaders, verified on Linux" does.
    @Test func theManualNamesEveryVerifiedShader() throws {
        let effects = TearkitProcess.repositoryRoot.appendingPathComponent("Sources/TearKit/Effects")
        let shaders = try FileManager.default.contentsOfDirectory(atPath: effects.path)
            .flatMap { try FileManager.default.contentsOfDirectory(atPath: effects.appendingPathComponent($0).path) }
            .filter { $0.hasSuffix(".metal") }.map { String($0.dropLast(6)) }
        #expect(shaders.count >= 5)
        let manual = try Self.text("Documentation/Tool.md"), architecture = try Self.text("ARCHITECTURE.md")
        for shader in shaders {
            #expect(manual.contains("`\(shader)`"), "Tool.md does not name \(shader)")
            #expect(architecture.contains("`\(shader)`"), "ARCHITECTURE.md does not name \(shader)")
        }
    }

    /// Examples in every help are whole commands on an 80-column terminal: a line is a command (or a
    /// comment), or the continuation of one that ends in `\`.
    @Test(arguments: ["demo", "render", "simulate", "frame"])
    func helpExamplesAreNeverWrappedMidCommand(_ verb: String) throws {
        let help = try TearkitProcess.run([verb, "--help"], environment: ["COLUMNS": "80"])
        let lines = help.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("Examples:") })
        var continues = false
        for line in lines[(start + 1)...] {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if !line.hasPrefix(" ") { break }  // the next section
            let command = line.hasPrefix("  ") && !line.hasPrefix("   ")  // a command or a # comment
            #expect(command || (continues && line.hasPrefix("    ")), "\(verb): \(line)")
            #expect(line.count <= 80, "\(verb): \(line)")
            continues = line.hasSuffix("\\")
        }
    }

    /// One summary, one kind of path: the folder as the user wrote it.
    @Test func theDemoSummaryRepeatsTheOutputAsGiven() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(["demo", "--fps", "4", "--quiet", "--output", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            !result.stdout.contains(dir.path) && !result.stdout.contains(dir.resolvingSymlinksInPath().path),
            "\(result.stdout)")
        #expect(result.stdout.contains("out/shatter/") && result.stdout.contains("out/reel/"), "\(result.stdout)")
    }

    /// Help and the manual name things by what they are, never by an internal code name such as
    /// "seed 001" that no user knows.
    @Test func noPrototypeJargonInWhatUsersRead() throws {
        for verb in ["demo", "render", "frame", "simulate"] {
            let help = try TearkitProcess.run([verb, "--help"])
            #expect(!help.stdout.lowercased().contains("seed 001"), "\(verb) --help")
        }
        #expect(!(try Self.text("Documentation/Tool.md")).lowercased().contains("seed 001"))
    }

    @Test func aMistypedVerbGetsASuggestion() throws {
        let result = try TearkitProcess.run(["rendr", "--input", "x.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown command 'rendr'. Did you mean 'render'?"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
    }

    /// `--version` prints the package version, kept in one place (Sources/tearkit/Version.swift), and
    /// the CHANGELOG's newest entry and the README's install section name the same one.
    @Test func versionPrintsThePackageVersion() throws {
        let result = try TearkitProcess.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(version)")
        #expect(try Self.text("Lab/Sources/tearkit/Version.swift").contains("\"\(version)\""))
        let newestEntry = try Self.text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(
            newestEntry?.hasPrefix("## \(version) ") == true, "CHANGELOG.md's newest entry: \(newestEntry ?? "none")")
        let readme = try Self.text("README.md")
        let installingStart = try #require(readme.range(of: "## Installing"), "the README has no Installing section")
        let installing = readme[installingStart.lowerBound...].prefix(1500)
        #expect(installing.contains("from: \"\(version)\""), "the README's install section does not name \(version)")
    }

    /// `demo --frames` writes every frame of every part: the tear, the shatter and the reel.
    @Test func demoFramesIncludeTheReelsFrames() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--fps", "4", "--frames", "--quiet", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        for part in ["", "shatter/", "reel/"] {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent("\(part)frame-0001.png").path),
                "\(part)frame-0001.png")
        }
        #expect(result.stdout.contains("reel/") && result.stdout.contains("frame-0001.png"), "\(result.stdout)")
    }

    /// An output folder that exists in a folder the user cannot write: the message says where the
    /// tool could not write (beside it), not that the existing folder cannot be created.
    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root and setpriv, to run the tool as nobody"))
    func anExistingOutputInAnUnwritableFolderIsExplained() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        let output = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try FileManager.default.setAttributes(
            [.ownerAccountID: 65534, .posixPermissions: 0o755], ofItemAtPath: output.path)
        let tool = TearkitProcess.productsDirectory.appendingPathComponent("tearkit").path
        let result = try TearkitProcess.run(
            ["demo", "--fps", "4", "--quiet", "--no-reel", "--output", output.path],
            wrappedIn: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", tool])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("cannot create the output folder"), "\(result.stderr)")
        #expect(result.stderr.contains(dir.path) && result.stderr.contains("not writable"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
