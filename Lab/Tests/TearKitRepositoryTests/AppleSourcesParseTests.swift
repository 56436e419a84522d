import Foundation
import Testing

/// Linux checks for the Apple-only sources (the SwiftUI adapter in Sources/TearKit and the demo in
/// Examples/TearKitDemo.swiftpm), which Linux never compiles because they sit inside `#if canImport(SwiftUI)`.
///
/// `swiftc -parse` still parses the inactive `#if canImport(SwiftUI)` blocks (Swift requires every
/// clause of a `#if` to be syntactically valid; only `#if compiler(...)`/`#if swift(...)` clauses are
/// skipped), so a syntax error there fails here. `AppleSourcesTypeCheckTests` goes further for
/// Sources/TearKit and the demo app's sources (types, labels, Swift 6 isolation against the iOS 17
/// declarations); `newerAPIsAreNotUsed` catches the most likely SDK mistakes by name.
@Suite("Apple-only sources")
struct AppleSourcesParseTests {
    @Test(
        "every Apple-only Swift file parses",
        .enabled(
            if: AppleSources.swiftc != nil, "needs the Swift compiler, swiftc, on PATH to parse the Apple-only sources")
    )
    func appleSourcesParse() throws {
        let files = AppleSources.swiftFiles
        #expect(!files.isEmpty, "no Swift files found under \(AppleSources.directories)")
        guard let swiftc = AppleSources.swiftc, !files.isEmpty else { return }

        let parse = try ToolRun.run(swiftc, ["-parse"] + files.map(\.path))
        #expect(parse.status == 0, "swiftc -parse failed:\n\(parse.errors)")
    }

    @Test("files that import SwiftUI are wrapped in #if canImport(SwiftUI)")
    func swiftUIImportsAreGuarded() throws {
        for file in AppleSources.swiftFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("import SwiftUI") else { continue }
            let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            #expect(
                code.first == "#if canImport(SwiftUI)",
                "\(file.lastPathComponent) must start with #if canImport(SwiftUI)")
            #expect(code.last == "#endif", "\(file.lastPathComponent) must end with #endif")
        }
    }

    /// API names that need the Xcode 16 / iOS 18 SDK, or newer, while TearKit supports iOS 17.
    static let newerAPIs = [
        "onGeometryChange", "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange",
        "MeshGradient", "@Previewable", "@Entry", "matchedTransitionSource", "navigationTransition",
        "presentationSizing", "ScrollPosition(", "TextRenderer", "textRenderer(", "TextAttribute", "customAttribute(",
    ]

    /// The code of `text` that Xcode 15 compiles: without comment lines, and without the lines of an
    /// `#if compiler(>=6…)` branch (up to its `#else` or `#endif`), where code may use the Xcode 16
    /// SDKs' declarations.
    static func codeForXcode15(_ text: String) -> String {
        var kept: [Substring] = []
        // One entry per open `#if`: whether its current branch is left out.
        var skipping: [Bool] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#if ") {
                skipping.append(code.replacingOccurrences(of: " ", with: "").hasPrefix("#ifcompiler(>=6"))
            } else if code.hasPrefix("#else") || code.hasPrefix("#elseif") {
                if !skipping.isEmpty { skipping[skipping.count - 1] = false }
            } else if code.hasPrefix("#endif") {
                _ = skipping.popLast()
            } else if !skipping.contains(true), !code.hasPrefix("//") {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    @Test("no API newer than the iOS 17 / macOS 14 SDK outside #if compiler(>=6.0)")
    func newerAPIsAreNotUsed() throws {
        for file in AppleSources.swiftFiles {
            let text = Self.codeForXcode15(try String(contentsOf: file, encoding: .utf8))
            for name in Self.newerAPIs where text.contains(name) {
                Issue.record(
                    "\(file.lastPathComponent) uses \(name), which is not in the iOS 17 SDK, outside #if compiler(>=6.0)"
                )
            }
        }
        // The guard is what lets the text renderer in: a file using it unguarded is still caught.
        #expect(
            Self.codeForXcode15("#if compiler(>=6.0)\nstruct R: TextRenderer {}\n#else\nlet x = 1\n#endif").contains(
                "let x") == true)
        #expect(!Self.codeForXcode15("#if compiler(>=6.0)\nstruct R: TextRenderer {}\n#endif").contains("TextRenderer"))
        #expect(
            Self.codeForXcode15("#if canImport(SwiftUI)\nstruct R: TextRenderer {}\n#endif").contains("TextRenderer"))
    }

    @Test("every public declaration in Sources/TearKit has a doc comment")
    func publicDeclarationsAreDocumented() throws {
        for file in AppleSources.swiftFiles where file.path.contains("/Sources/TearKit/") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.hasPrefix("public ") {
                var previous = index - 1
                while previous >= 0, lines[previous].hasPrefix("@") { previous -= 1 }
                #expect(
                    previous >= 0 && lines[previous].hasPrefix("///"),
                    "\(file.lastPathComponent):\(index + 1) `\(line)` has no doc comment")
            }
        }
    }
}

/// Where the Apple-only sources are and how to parse them.
enum AppleSources {
    /// The repository's root (the library's package), found from this file's location
    /// (Lab/Tests/TearKitRepositoryTests/…); the lab's files are under `Lab/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders holding Swift code that only Apple platforms compile.
    static let directories = ["Sources/TearKit", "Examples/TearKitDemo.swiftpm/Sources"]

    /// Every `.swift` file under ``directories``, build folders excluded, sorted.
    static var swiftFiles: [URL] {
        directories.flatMap { directory -> [URL] in
            let root = packageRoot.appendingPathComponent(directory)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                return []
            }
            return enumerator.compactMap { $0 as? URL }
                .filter {
                    $0.pathExtension == "swift" && !$0.path.contains("/.build/") && !$0.path.contains("/.swiftpm/")
                }
        }
        .sorted { $0.path < $1.path }
    }

    /// The name SwiftPM gives this package's modules with `-package-name` (its identity: the root
    /// folder's name, lowercased, as a C99 identifier), so a stand-alone `swiftc` that imports them
    /// can use their `package` declarations as the TearKit target does.
    static var packageName: String {
        let identity = packageRoot.lastPathComponent.lowercased()
        let mangled = String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mangled.first?.isNumber == true ? "_" + mangled : mangled
    }

    /// `swiftc` from `PATH` (the toolchain that runs these tests puts its `bin` there), or `nil`.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            + [URL(fileURLWithPath: "/usr/bin/swiftc")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
