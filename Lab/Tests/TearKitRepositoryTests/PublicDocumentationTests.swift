import Foundation
import Testing

/// TearKit's public surface is what app developers see (`tearable(...)`, `TearConfiguration`,
/// `CutDirection`, `RecoveryEasing`, and `TearState`/`TearEvent`/`TearUniforms` for their own
/// UIKit or AppKit hosts). DocC documents every public symbol of the two library targets; the tool's
/// scripting (gesture scripts, presets, the simulator, traces, playback) is in TearKitGestureScripts, and
/// the plumbing both share is `package`, not public.
@Suite("Public documentation")
struct PublicDocumentationTests {
    static let libraryDirectories = ["Sources/TearKitCore", "Sources/TearKit"]

    static func swiftFiles(under directory: String) -> [URL] {
        let root = AppleSources.packageRoot.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// An enum case declaration (`case name`, `case name(...)`, `case a, b`), not a `switch` case.
    static var enumCase: Regex<AnyRegexOutput> { try! Regex(#"^case [a-z][A-Za-z0-9]*(\(|,|\s*=|$)"#) }

    @Test func everyPublicDeclarationAndEnumCaseHasADocComment() throws {
        var checked = 0
        for directory in Self.libraryDirectories {
            for file in Self.swiftFiles(under: directory) {
                let lines = try String(contentsOf: file, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .map { $0.trimmingCharacters(in: .whitespaces) }
                var inPublicEnum = false
                for (index, line) in lines.enumerated() {
                    // Cases belong to the enum declared most recently above them.
                    if line.contains(" enum ") || line.hasPrefix("enum ") { inPublicEnum = line.hasPrefix("public ") }
                    guard line.hasPrefix("public ") || (inPublicEnum && line.contains(Self.enumCase)) else { continue }
                    var previous = index - 1
                    while previous >= 0, lines[previous].hasPrefix("@") { previous -= 1 }
                    checked += 1
                    #expect(
                        previous >= 0 && lines[previous].hasPrefix("///"),
                        "\(file.lastPathComponent):\(index + 1) `\(line)` has no doc comment")
                }
            }
        }
        #expect(checked > 80)
    }

    /// The tool's scripting (gesture scripts, JSON, the simulator, presets, playback, traces) lives in
    /// TearKitGestureScripts; no app compiles it, so TearKitCore declares none of it.
    @Test func noAppCompilesTheToolsScripting() throws {
        let scripting = [
            "GestureScript", "GestureScriptError", "GesturePreset", "TearSimulator", "SimulationTrace",
            "TearPlayback", "StoryKeyFrame", "JSONReader", "JSONValue", "JSONSyntaxError",
        ]
        var declared: [String] = []
        for directory in Self.libraryDirectories {
            for file in Self.swiftFiles(under: directory) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let names = text.matches(of: Self.topLevelDeclaration).compactMap {
                    $0.output[2].substring.map(String.init)
                }
                declared += names.filter(scripting.contains).map { "\($0) in \(file.lastPathComponent)" }
            }
        }
        #expect(declared.isEmpty, "the tool's scripting is compiled into apps: \(declared)")
        let simulation = Self.swiftFiles(under: "Lab/Sources/TearKitGestureScripts").map(\.lastPathComponent)
        #expect(simulation.contains("GestureScript.swift") && simulation.contains("TearSimulator.swift"))
    }

    /// A declaration at the top level of a file (no indentation): its access level and name.
    static var topLevelDeclaration: Regex<AnyRegexOutput> {
        try! Regex(
            #"(?m)^(public |package |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|typealias|actor|func|var|let) `?([A-Za-z_][A-Za-z0-9_]*)"#
        )
    }

    /// What `import TearKit` puts in an app's namespace: TearKit's own public top-level names and
    /// TearKitCore's (re-exported). Plumbing shared with the tool is `package`. Each effect adds one
    /// name, its `…Configuration`; everything else (the tear's engine for custom hosts, the UIKit
    /// spellings, the named transitions) stays at most 15 names, as Pow keeps its surface to a handful.
    static func publicTopLevelNames() throws -> [String] {
        try Self.libraryDirectories.flatMap { directory in
            try Self.swiftFiles(under: directory).flatMap { file in
                try String(contentsOf: file, encoding: .utf8).matches(of: Self.topLevelDeclaration)
                    .filter { $0.output[1].substring == "public " }
                    .compactMap { $0.output[2].substring.map(String.init) }
            }
        }
    }

    @Test func importTearKitShowsOneConfigurationPerEffectAndAtMostFifteenOtherNames() throws {
        let names = try Self.publicTopLevelNames()
        let others = names.filter { !$0.hasSuffix("Configuration") }
        #expect(
            others.count <= 15,
            "import TearKit shows \(others.count) names besides the configurations: \(others.sorted())")
        // What an app uses is among them: the modifiers' configurations and the engine a custom host drives.
        for needed in [
            "TearConfiguration", "CutDirection", "TearState", "TearUniforms", "ShatterConfiguration", "ShatterPattern",
            "RippleConfiguration", "ShiftConfiguration", "TearInTwoConfiguration", "ShatterTransitioningDelegate",
        ] {
            #expect(names.contains(needed), "\(needed) is not public")
        }
        // Plumbing stays `package`.
        // The scrubbing forms are `View` methods (`.shift(progress:)`, `.rippleEffect(at:elapsedTime:)`), not modifiers.
        for plumbing in [
            "ShaderEffectCatalog", "ShaderArgumentValue", "TearTimeline", "ShatterPiece", "SeededRandomNumberGenerator",
            "RippleModifier", "ShiftModifier",
        ] {
            #expect(
                !names.contains(plumbing),
                "\(plumbing) is public; it serves the tool and the adapter: make it `package`")
        }
        // Only TearKitCore is re-exported.
        let umbrella = try String(
            contentsOf: AppleSources.packageRoot.appendingPathComponent("Sources/TearKit/TearKit.swift"),
            encoding: .utf8)
        let reExports = umbrella.split(separator: "\n").filter { $0.hasPrefix("@_exported import ") }
        #expect(reExports == ["@_exported import TearKitCore"])
    }

    /// Every picture the README shows exists and is at most 1 MB: the page stays quick to open on a
    /// phone.
    @Test func everyPictureTheReadmeShowsIsAtMostOneMegabyte() throws {
        let root = AppleSources.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let pictures = Set(text.matches(of: /Documentation\/Images\/[A-Za-z0-9._-]+/).map { String($0.output) })
        #expect(pictures.count >= 8)
        for picture in pictures.sorted() {
            let size =
                try FileManager.default.attributesOfItem(
                    atPath: root.appendingPathComponent(picture).path)[.size] as? Int
            #expect((size ?? .max) <= 1_000_000, "\(picture) is \(size ?? -1) bytes")
        }
    }

    /// The README is for adopters first: short, with the two commands that work on a fresh machine;
    /// the tool's manual, the architecture and the performance numbers live in their own files.
    @Test func theReadmeIsForAdoptersFirst() throws {
        let root = AppleSources.packageRoot
        let readme = try Data(contentsOf: root.appendingPathComponent("README.md"))
        #expect(readme.count <= 15 * 1024, "README.md is \(readme.count) bytes; keep it under 15 KB")
        let text = String(decoding: readme, as: UTF8.self)
        for command in ["swift run --package-path Lab tearkit demo", "swift test"] { #expect(text.contains(command)) }
        for linked in ["Documentation/Tool.md", "Documentation/Effects.md", "ARCHITECTURE.md", "CONTRIBUTING.md"] {
            #expect(text.contains("(\(linked)"), "the README does not link \(linked)")
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(linked).path), "\(linked) is missing"
            )
        }
    }
}
