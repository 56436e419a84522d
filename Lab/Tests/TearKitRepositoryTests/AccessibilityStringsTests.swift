import Foundation
import Testing

/// The accessibility action names come from TearKit's own bundle (`Text(_:bundle: .module)`), so
/// apps and translators can localise them: every key the adapter uses must be in the English table,
/// and the adapter must not use an unlocalised `Text("…")` for them.
@Suite("Accessibility strings")
struct AccessibilityStringsTests {
    static let table = AppleSources.packageRoot.appendingPathComponent(
        "Sources/TearKit/Resources/en.lproj/Localizable.strings")

    /// `"key" = "value";` pairs of a `.strings` file (comments skipped).
    static func entries(_ text: String) throws -> [String: String] {
        let pair = try Regex(#"^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#).anchorsMatchLineEndings()
        var result: [String: String] = [:]
        for match in text.matches(of: pair) {
            if let key = match.output[1].substring, let value = match.output[2].substring {
                result[String(key)] = String(value)
            }
        }
        return result
    }

    @Test func everyBundleLocalisedKeyIsInTheEnglishTable() throws {
        let table = try Self.entries(String(contentsOf: Self.table, encoding: .utf8))
        #expect(table["Tear"] == "Tear")
        #expect(table["Restore"] == "Restore")
        let keyPattern = try Regex(#"Text\("([^"]+)",\s*bundle:\s*\.module"#)
        var used: Set<String> = []
        for file in AppleSources.swiftFiles where file.path.contains("/Sources/TearKit/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: keyPattern) {
                if let key = match.output[1].substring { used.insert(String(key)) }
            }
            #expect(
                !text.contains(#"Text("Tear")"#) && !text.contains(#"Text("Restore")"#),
                "\(file.lastPathComponent) names an accessibility action without TearKit's bundle")
        }
        #expect(used == ["Tear", "Restore"])
        for key in used { #expect(table[key] != nil, "\(key) is missing from en.lproj/Localizable.strings") }
    }

    @Test func theManifestDeclaresTheResourcesAndADefaultLocalization() throws {
        let manifest = try String(
            contentsOf: AppleSources.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"defaultLocalization: "en""#))
        #expect(manifest.contains(#".process("Resources")"#))
    }
}
