import Foundation
import Testing

/// Apple's Foundation does not bring CoreGraphics' Swift overlay with it: that overlay is where
/// `CGPoint`, `CGSize` and `CGRect` get `Equatable`, `.zero` and friends. On Linux,
/// swift-corelibs-foundation defines those types itself, so a file that forgets the import builds
/// here and fails on every Apple platform. This rule catches it on Linux.
@Suite("CoreGraphics imports")
struct CoreGraphicsImportRuleTests {
    /// The CoreGraphics types whose Swift API lives in the CoreGraphics overlay.
    /// (Simple word boundaries: with Unicode's default ones, `CGPoint.zero` is a single word.)
    static var coreGraphicsTypes: Regex<AnyRegexOutput> {
        try! Regex(#"\bCG(Point|Size|Rect|Vector|AffineTransform)\b"#).wordBoundaryKind(.simple)
    }

    /// The guarded import every such file needs (or an import of a framework that re-exports it).
    static let guardedImport = "#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif"
    static let reexportingImports = ["import SwiftUI", "import UIKit", "import AppKit"]

    /// Every `.swift` file under the library's `Sources/` and the lab's `Lab/Sources/`, sorted.
    static var sourceFiles: [URL] {
        ["Sources", "Lab/Sources"].flatMap { folder -> [URL] in
            let root = AppleSources.packageRoot.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                return []
            }
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    /// Whether `text` uses a CoreGraphics type in code (comments do not count) without importing
    /// CoreGraphics under `canImport`, or SwiftUI/UIKit/AppKit.
    static func lacksImport(_ text: String) -> Bool {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        guard code.contains(coreGraphicsTypes) else { return false }
        return !text.contains(guardedImport) && !reexportingImports.contains { text.contains($0) }
    }

    @Test("every file under Sources/ that uses CoreGraphics types imports CoreGraphics")
    func coreGraphicsIsImportedWhereverItIsUsed() throws {
        let files = Self.sourceFiles
        #expect(files.count > 20, "found only \(files.count) Swift files under Sources/")
        var users = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains(Self.coreGraphicsTypes) { users += 1 }
            let lacksImport = Self.lacksImport(text)
            #expect(
                !lacksImport,
                "\(file.path.replacingOccurrences(of: AppleSources.packageRoot.path + "/", with: "")) uses CoreGraphics types without `\(Self.guardedImport.replacingOccurrences(of: "\n", with: " / "))`"
            )
        }
        #expect(users > 10, "the rule found only \(users) files using CoreGraphics types; is the pattern right?")
    }

    @Test("the rule itself: a use without the import is caught, comments and re-exporting imports are not")
    func ruleRecognisesTheCases() {
        #expect(Self.lacksImport("import Foundation\nlet p = CGPoint.zero\n"))
        #expect(Self.lacksImport("import Foundation\nfunc f(size: CGSize = .zero) {}\n"))
        #expect(
            !Self.lacksImport(
                "import Foundation\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\nlet p = CGPoint.zero\n"))
        #expect(!Self.lacksImport("#if canImport(SwiftUI)\nimport SwiftUI\nlet r = CGRect.zero\n#endif\n"))
        #expect(!Self.lacksImport("import Foundation\n// Converts to CGPoint at the boundary.\nlet x = 1\n"))
        #expect(!Self.lacksImport("import Foundation\nlet notAType = \"CGPointy\"\n"))
    }
}
