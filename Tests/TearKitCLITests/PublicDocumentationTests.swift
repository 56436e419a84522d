import Foundation
import Testing

/// TearKit's public surface is what app developers see (`tearable(...)`, `TearConfiguration`,
/// `CutDirection`, `RecoveryEasing`, and `TearState`/`TearEvent`/`TearUniforms` for their own
/// UIKit or AppKit hosts). DocC documents every public symbol of the two library targets; the tool's
/// helpers (gesture scripts, presets, the simulator, traces, playback) are `package`, not public.
@Suite("Public documentation")
struct PublicDocumentationTests {
    static let libraryDirectories = ["Sources/TearKitCore", "Sources/TearKit"]

    static func swiftFiles(under directory: String) -> [URL] {
        let root = AppleSources.packageRoot.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// An enum case declaration (`case name`, `case name(...)`, `case a, b`), not a `switch` case.
    static var enumCase: Regex<AnyRegexOutput> { try! Regex(#"^case [a-z][A-Za-z0-9]*(\(|,|\s*=|$)"#) }

    @Test func everyPublicDeclarationAndEnumCaseHasADocComment() throws {
        var checked = 0
        for directory in Self.libraryDirectories {
            for file in Self.swiftFiles(under: directory) {
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                var inPublicEnum = false
                for (index, line) in lines.enumerated() {
                    // Cases belong to the enum declared most recently above them.
                    if line.contains(" enum ") || line.hasPrefix("enum ") { inPublicEnum = line.hasPrefix("public ") }
                    guard line.hasPrefix("public ") || (inPublicEnum && line.contains(Self.enumCase)) else { continue }
                    var previous = index - 1
                    while previous >= 0, lines[previous].hasPrefix("@") { previous -= 1 }
                    checked += 1
                    #expect(previous >= 0 && lines[previous].hasPrefix("///"),
                            "\(file.lastPathComponent):\(index + 1) `\(line)` has no doc comment")
                }
            }
        }
        #expect(checked > 80)
    }

    @Test func theToolsHelpersAreNotPublic() throws {
        let helpers = ["GestureScript", "GestureScriptError", "GesturePreset", "TearSimulator", "SimulationTrace", "TearPlayback", "TearGeometry"]
        for file in Self.swiftFiles(under: "Sources/TearKitCore") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in helpers {
                for kind in ["struct", "enum", "class"] {
                    #expect(!text.contains("public \(kind) \(name) ") && !text.contains("public \(kind) \(name):"),
                            "\(name) is public in \(file.lastPathComponent); it serves the tool and tests: make it `package`")
                }
            }
        }
    }
}
