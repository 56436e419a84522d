import Foundation
import Testing

/// Every Swift sample an adopter reads — the README's, the DocC catalogue's and the adapter's doc
/// comments' ```swift blocks — compiles in Swift 6 mode, and means what it reads as (a trailing closure
/// that binds to another parameter than the one the sample expects fails too: its parameter has another
/// type). The samples are wrapped as Tests/Fixtures/DocumentationSamples/SampleHarness.swift describes,
/// type-checked here against the stand-in SwiftUI and UIKit modules and TearKit, and kept, generated, in
/// Tests/Fixtures/DocumentationSamples/Generated, which the real-SDK check type-checks against Apple's
/// interfaces (the module `DocumentationSamples` in `Scripts/apple-sdk-check/check.sh`).
@Suite("Documentation samples", .serialized)
struct DocumentationSamplesTests {
    @Test func theSamplesAreFoundInTheReadmeAndTheCatalogue() throws {
        let samples = try DocumentationSamples.all()
        #expect(samples.filter { $0.document == "README.md" }.count >= 3)
        #expect(samples.contains { $0.document.hasPrefix("Sources/TearKit/TearKit.docc/") && $0.kind == .declarations })
        #expect(samples.contains { $0.document.hasPrefix("Sources/TearKit/") && $0.document.hasSuffix(".swift") })
        for kind in [DocumentationSample.Kind.manifest, .swiftUIView, .uiKitStatements, .declarations] {
            #expect(samples.contains { $0.kind == kind }, "no sample is compiled as \(kind)")
        }
        // A block is read from its document as written: the first code line is the one after the fence.
        let readme = try String(
            contentsOf: AppleSources.packageRoot.appendingPathComponent("README.md"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        for sample in samples where sample.document == "README.md" {
            #expect(readme[sample.firstLine - 2] == "```swift")
            #expect(String(readme[sample.firstLine - 1]) == sample.code.first)
        }
    }

    /// The generated files are the samples as the documents hold them now; regenerate with
    /// `TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples`.
    @Test func theGeneratedSamplesMatchTheDocuments() throws {
        let files = try DocumentationSamples.generatedFiles()
        let folder = DocumentationSamples.generated
        let regenerate = ProcessInfo.processInfo.environment["TEARKIT_REGENERATE_SAMPLES"] == "1"
        if regenerate {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
        }
        let onDisk = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        #expect(
            onDisk == Set(files.map(\.name)),
            "Lab/Tests/Fixtures/DocumentationSamples/Generated holds \(onDisk.sorted()), the documents give \(files.map(\.name)); run TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples"
        )
        for file in files {
            let current = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                current == file.text,
                "Generated/\(file.name) is not the samples of its document now; run TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples"
            )
        }
    }

    /// One diagnostic of `swiftc`: file, line and the message line.
    static func diagnostics(_ output: String) -> [(file: String, line: Int, message: String)] {
        output.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: #/^(.+?\.swift):(\d+):\d+: (error|warning): (.*)$/#),
                let number = Int(match.output.2)
            else { return nil }
            return (String(match.output.1), number, "\(match.output.3): \(match.output.4)")
        }
    }

    @Test(
        "every Swift sample of the README, the catalogue and the doc comments type-checks in Swift 6 mode",
        .enabled(if: AppleSources.swiftc != nil, "needs the Swift compiler, swiftc, on PATH"))
    func theSamplesTypeCheck() throws {
        let scratch = try AppleSourcesTypeCheckTests.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try AppleSourcesTypeCheckTests.buildStubs(in: scratch)
        try AppleSourcesTypeCheckTests.emitTearKit(in: scratch)

        let files = try DocumentationSamples.generatedFiles()
        let folder = scratch.appendingPathComponent("samples")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String: DocumentationSamples.GeneratedFile] = [:]
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths[url.path] = file
        }
        let check = try AppleSourcesTypeCheckTests.swiftc(
            [
                "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library",
                "-module-name", "DocumentationSamples",
                "-I", scratch.path, "-I", AppleSourcesTypeCheckTests.builtModules.path,
                DocumentationSamples.harness.path,
            ] + paths.keys.sorted())
        // Each diagnostic under the sample it belongs to, at its document's line.
        var bySample: [String: [String]] = [:]
        var elsewhere: [String] = []
        for diagnostic in Self.diagnostics(check.diagnostics) {
            if let file = paths[diagnostic.file],
                let origin = DocumentationSamples.origin(ofLine: diagnostic.line, in: file)
            {
                bySample[origin.sample.name, default: []].append(
                    "\(origin.sample.document):\(origin.documentLine): \(diagnostic.message)")
            } else {
                elsewhere.append(
                    "\(diagnostic.file.replacingOccurrences(of: folder.path + "/", with: "Generated/")):\(diagnostic.line): \(diagnostic.message)"
                )
            }
        }
        for (sample, messages) in bySample.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(sample) does not compile:\n\(messages.joined(separator: "\n"))")
        }
        #expect(
            elsewhere.isEmpty, "the samples' harness or wrappers do not compile:\n\(elsewhere.joined(separator: "\n"))")
        #expect(check.status == 0 || !bySample.isEmpty || !elsewhere.isEmpty, "swiftc failed:\n\(check.diagnostics)")
    }

    /// The toolchain's PackageDescription (`lib/swift/pm/ManifestAPI` beside `bin/swiftc`), if it has one.
    static var manifestAPI: URL? {
        guard let swiftc = AppleSources.swiftc?.resolvingSymlinksInPath() else { return nil }
        let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "lib/swift/pm/ManifestAPI")
        return FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("PackageDescription.swiftmodule").path) ? folder : nil
    }

    @Test(
        "every package manifest sample type-checks against PackageDescription",
        .enabled(if: manifestAPI != nil, "needs the toolchain's PackageDescription module (lib/swift/pm/ManifestAPI)"))
    func theManifestSamplesTypeCheck() throws {
        let manifests = try DocumentationSamples.all().filter { $0.kind == .manifest }
        #expect(!manifests.isEmpty)
        let scratch = try AppleSourcesTypeCheckTests.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for sample in manifests {
            let file = scratch.appendingPathComponent("Package.swift")
            try Data((sample.code.joined(separator: "\n") + "\n").utf8).write(to: file)
            let check = try AppleSourcesTypeCheckTests.swiftc([
                "-typecheck", "-swift-version", "6", "-package-description-version", "6.0",
                "-I", Self.manifestAPI!.path, file.path,
            ])
            let messages = Self.diagnostics(check.diagnostics).map {
                "\(sample.document):\(sample.firstLine + $0.line - 1): \($0.message)"
            }
            #expect(
                check.status == 0 && messages.isEmpty,
                "\(sample.name) does not compile:\n\(messages.joined(separator: "\n"))")
        }
    }
}
