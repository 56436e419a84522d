import Foundation
import Testing

/// The shipping `.metal` files, read from the source tree next to this test file: each effect's in its
/// folder, `Sources/TearKit/Effects/<Effect>/`, the headers they share in `Sources/TearKit/Rendering/`.
enum ShippingShaderSource {
    /// The lab package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's root folder: the library, whose shaders ship.
    static let repositoryRoot = packageRoot.deletingLastPathComponent()

    /// The reference images of every golden test.
    static let goldenFolder = packageRoot.appendingPathComponent("Tests/TearKitRenderTests/Golden")

    /// The folder of the effects' folders, whose `.metal` files Xcode compiles into the TearKit
    /// target's `default.metallib`.
    static let effectsFolder = repositoryRoot.appendingPathComponent("Sources/TearKit/Effects")

    /// The folder of the headers several shaders share.
    static let sharedFolder = repositoryRoot.appendingPathComponent("Sources/TearKit/Rendering")

    /// `TearDistortion.metal`.
    static let url = effectsFolder.appendingPathComponent("Tear/TearDistortion.metal")

    /// Every `.metal` file in the effects' folders, sorted by name.
    static func allFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: effectsFolder, includingPropertiesForKeys: nil)
            .flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                    .filter { $0.pathExtension == "metal" }
            }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The names of every shipping `.metal` file (test arguments).
    static var allFileNames: [String] { (try? allFiles().map(\.lastPathComponent)) ?? [] }

    /// The headers the shipping `.metal` files share (`TearPaper.h`), sorted by name.
    static var sharedHeaderNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sharedFolder.path)) ?? []).filter { $0.hasSuffix(".h") }
            .sorted()
    }

    /// How a `.metal` file in an effect's folder includes the shared header `name`.
    static func includeLine(ofSharedHeader name: String) -> String { "#include \"../../Rendering/\(name)\"" }

    /// The shipping SwiftUI shader files and the headers they share: what the MSL rules apply to.
    static var swiftUIShaderCodeNames: [String] { swiftUIShaderFileNames + sharedHeaderNames }

    /// The shipping SwiftUI shader files (those with `[[ stitchable ]]` functions; the shatter's
    /// vertex/fragment pipeline has rules of its own).
    static var swiftUIShaderFileNames: [String] {
        allFileNames.filter { name in ((try? text(named: name)) ?? "").contains("stitchable") }
    }

    /// The file named `name`: a shared header, or a `.metal` file in its effect's folder.
    static func url(named name: String) -> URL {
        if sharedHeaderNames.contains(name) { return sharedFolder.appendingPathComponent(name) }
        return (try? allFiles().first { $0.lastPathComponent == name }) ?? effectsFolder.appendingPathComponent(name)
    }

    static func text() throws -> String { try text(of: url) }
    static func text(of url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
    static func text(named name: String) throws -> String { try text(of: url(named: name)) }

    static func code() throws -> String { try code(of: url) }
    static func code(named name: String) throws -> String { try code(of: url(named: name)) }

    /// The source with `//` and `/* */` comments removed (string literals do not occur in MSL shaders).
    static func code(of url: URL) throws -> String {
        var text = try text(of: url)
        while let start = text.range(of: "/*") {
            let end = text.range(of: "*/", range: start.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// The members of `struct name { … };` in `code`, as "type name".
    static func members(of name: String, in code: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: "struct \(name) \\{([^}]*)\\};")
        let match = try #require(regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)))
        return code[Range(match.range(at: 1), in: code)!].split(separator: ";")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    /// Where a vertex/fragment pair's `code` leaves the MSL subset the CPU host compiles: its
    /// `#` lines (only `#include <metal_stdlib>` belongs), the forbidden words it uses (double, std,
    /// loops, statics, …), its reserved `__` names and its floating literals without a suffix.
    static func pipelineSubsetUse(in code: String) throws
        -> (includes: [String], forbidden: [String], reserved: [String], unsuffixed: [String])
    {
        let includes = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("#")
        }
        let words = Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        let forbidden: Set<String> = [
            "double", "long", "std", "new", "delete", "throw", "try", "catch", "virtual", "goto", "static",
            "for", "while", "do", "printf", "malloc", "template", "asm", "float3", "host_pixels",
        ]
        let literal = try NSRegularExpression(
            pattern: #"(?<![A-Za-z0-9_.])(\d+\.\d*|\.\d+|\d+[eE][-+]?\d+)([eE][-+]?\d+)?(?![fFhH0-9eE.])"#)
        let unsuffixed = literal.matches(in: code, range: NSRange(code.startIndex..., in: code)).map {
            String(code[Range($0.range, in: code)!])
        }
        return (
            includes, words.intersection(forbidden).sorted(), words.filter { $0.hasPrefix("__") }.sorted(), unsuffixed
        )
    }
}
