import Foundation

/// One ```swift block of a document: where it is and its code.
struct DocumentationSample {
    /// How a block is compiled (Tests/Fixtures/DocumentationSamples/SampleHarness.swift explains each).
    enum Kind: Equatable {
        case manifest, declarations, uiKitStatements, swiftUIView
    }

    /// The document, relative to the package root.
    let document: String
    /// Its number in the document, from 1.
    let number: Int
    /// The document's line of the block's first line of code, from 1.
    let firstLine: Int
    /// The block's lines, without the fences (and without `/// ` in a doc comment).
    let code: [String]

    /// What the block holds, decided from its code.
    var kind: Kind {
        if code.contains(where: { $0.hasPrefix("import PackageDescription") || $0.hasPrefix("// swift-tools-version") })
        {
            return .manifest
        }
        if code.contains(where: { $0.firstMatch(of: Self.declaration) != nil }) { return .declarations }
        if code.contains(where: { $0.firstMatch(of: Self.uiKit) != nil }) { return .uiKitStatements }
        return .swiftUIView
    }

    /// A declaration at the left margin.
    static var declaration: Regex<(Substring, Substring?, Substring?, Substring?, Substring?, Substring)> {
        #/^(@[A-Za-z]+(\([^)]*\))? +)*((public|private|fileprivate|internal|final|nonisolated) +)*(struct|class|enum|actor|protocol|func|extension) /#
    }
    /// What only UIKit code says. Simple word boundaries: by Unicode's default rules `avatar.removeFromSuperview`
    /// is one word, and `\b` would find no boundary before `removeFromSuperview`.
    static var uiKit: Regex<Substring> {
        #/\bUI[A-Z][A-Za-z]+\b|\bTearInteraction\b|\baddInteraction\(|\bremoveFromSuperview\(|\btransitioningDelegate\b|\bpresent\(/#
            .wordBoundaryKind(.simple)
    }

    /// `import` lines (moved to the top of the generated file) and the rest.
    var imports: [String] { code.filter { $0.hasPrefix("import ") } }
    var body: [String] { code.filter { !$0.hasPrefix("import ") } }

    /// "README.md, sample 2 (line 32)".
    var name: String { "\(document), sample \(number) (line \(firstLine))" }
}

/// Finds the documentation's Swift samples and writes them as Swift files for the type-check.
enum DocumentationSamples {
    /// The documents whose ```swift blocks must compile, relative to the package root: the README, the DocC
    /// catalogue's articles, and the doc comments of the SwiftUI/UIKit adapter.
    static var documents: [String] {
        let root = AppleSources.packageRoot
        let catalogue =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Sources/TearKit/TearKit.docc").path)) ?? []
        let articles = catalogue.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/TearKit/TearKit.docc/\($0)" }
        let sources = AppleSources.swiftFiles.filter { $0.path.contains("/Sources/TearKit/") }
            .map { String($0.path.dropFirst(root.path.count + 1)) }
        return ["README.md"] + articles + sources
    }

    /// The folder of the harness and the generated files (a module of the real-SDK check).
    static let folder = AppleSources.packageRoot.appendingPathComponent("Lab/Tests/Fixtures/DocumentationSamples")
    static let harness = folder.appendingPathComponent("SampleHarness.swift")
    static let generated = folder.appendingPathComponent("Generated")

    /// The ```swift blocks of `text`: Markdown's, or, in a `.swift` file, those of its `///` doc comments.
    static func samples(in text: String, document: String) -> [DocumentationSample] {
        let isSwift = document.hasSuffix(".swift")
        var samples: [DocumentationSample] = []
        var block: (start: Int, lines: [String])?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if isSwift {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("///") else { block = nil; continue }
                line = String(trimmed.dropFirst(3))
                if line.hasPrefix(" ") { line.removeFirst() }
            }
            let fence = line.trimmingCharacters(in: .whitespaces)
            if var open = block {
                if fence == "```" {
                    samples.append(
                        DocumentationSample(
                            document: document, number: samples.count + 1, firstLine: open.start, code: open.lines))
                    block = nil
                } else {
                    open.lines.append(line)
                    block = open
                }
            } else if fence == "```swift" {
                block = (index + 2, [])
            }
        }
        return samples
    }

    /// Every sample of every document.
    static func all() throws -> [DocumentationSample] {
        try documents.flatMap { document in
            let text = try String(
                contentsOf: AppleSources.packageRoot.appendingPathComponent(document), encoding: .utf8)
            return samples(in: text, document: document)
        }
    }

    /// A Swift identifier from a document's file name: "View+Tearable.swift" → "viewTearable".
    static func identifier(of document: String) -> String {
        let stem = (document as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? document
        let words = stem.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return words.enumerated().map { index, word in
            index == 0
                ? (word == word.uppercased() ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst())
                : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// The generated file's name for a document: "README.swift", "TearKit.docc-GettingStarted.swift",
    /// "View+Tearable.swift".
    static func fileName(of document: String) -> String {
        let last = (document as NSString).lastPathComponent
        if document.hasPrefix("Sources/TearKit/TearKit.docc/") {
            return "TearKit.docc-" + (last as NSString).deletingPathExtension + ".swift"
        }
        return (last as NSString).deletingPathExtension + ".swift"
    }

    /// The imports a sample that shows none is read with: the file it is pasted into is a SwiftUI view's
    /// or a view controller's, which imports its framework and TearKit.
    static let contextImports = ["import SwiftUI", "import TearKit", "#if canImport(UIKit)", "import UIKit", "#endif"]

    /// A generated file and, for each of its samples, the range of its lines holding the sample's code.
    struct GeneratedFile {
        var name: String
        var text: String
        var lines: [(sample: DocumentationSample, firstLine: Int)]
    }

    /// The Swift files the samples of one document become (manifests left out): the samples that show
    /// no `import` together, with ``contextImports``; each sample that shows its imports in a file of its
    /// own with exactly those imports, as it would be pasted into a new file
    /// ("README-1.swift" for the README's first block).
    static func generatedFiles(for document: String, samples: [DocumentationSample]) -> [GeneratedFile] {
        let code = samples.filter { $0.kind != .manifest }
        let fragments = code.filter(\.imports.isEmpty)
        let complete = code.filter { !$0.imports.isEmpty }
        var files: [GeneratedFile] = []
        if !fragments.isEmpty {
            files.append(
                generatedFile(
                    named: fileName(of: document), document: document, samples: fragments, imports: contextImports))
        }
        for sample in complete {
            let stem = (fileName(of: document) as NSString).deletingPathExtension
            files.append(
                generatedFile(
                    named: "\(stem)-\(sample.number).swift", document: document, samples: [sample],
                    imports: sample.imports))
        }
        return files
    }

    /// One generated file holding `samples`, after the lines `imports` (a UIKit sample's file is
    /// compiled only where UIKit exists, its imports included).
    static func generatedFile(
        named name: String, document: String, samples code: [DocumentationSample], imports: [String]
    ) -> GeneratedFile {
        // The samples keep the layout their documents give them: the formatter leaves the file alone.
        var out = [
            "// swift-format-ignore-file",
            "// Generated from \(document) by DocumentationSamplesTests: do not edit; after changing a sample run",
            "// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.",
        ]
        let onlyUIKit = code.allSatisfy { $0.kind == .uiKitStatements } && code.contains { !$0.imports.isEmpty }
        if onlyUIKit { out.append("#if canImport(UIKit)") }
        out += imports
        var lines: [(DocumentationSample, Int)] = []
        let prefix = identifier(of: document)
        for sample in code {
            let member = "\(prefix)Sample\(sample.number)"
            out.append("")
            out.append("// \(sample.name)")
            let indent: String
            switch sample.kind {
            case .manifest:
                continue
            case .declarations:
                out.append("enum \(member.prefix(1).uppercased() + member.dropFirst()) {")
                indent = "    "
            case .uiKitStatements:
                out += ["#if canImport(UIKit)", "extension UIKitSampleHost {", "    func \(member)() {"]
                indent = "        "
            case .swiftUIView:
                out += ["extension SwiftUISampleHost {", "    @ViewBuilder var \(member): some View {"]
                indent = "        "
            }
            lines.append((sample, out.count + 1))
            out += sample.body.map { $0.isEmpty ? "" : indent + $0 }
            switch sample.kind {
            case .manifest: break
            case .declarations: out.append("}")
            case .uiKitStatements: out += ["    }", "}", "#endif"]
            case .swiftUIView: out += ["    }", "}"]
            }
        }
        if onlyUIKit { out.append("#endif") }
        return GeneratedFile(name: name, text: out.joined(separator: "\n") + "\n", lines: lines)
    }

    /// Every generated file, in document order.
    static func generatedFiles() throws -> [GeneratedFile] {
        let samples = try all()
        return documents.flatMap { document in
            generatedFiles(for: document, samples: samples.filter { $0.document == document })
        }
    }

    /// The sample a generated file's line belongs to, and the document's line it came from.
    static func origin(ofLine line: Int, in file: GeneratedFile) -> (sample: DocumentationSample, documentLine: Int)? {
        guard let entry = file.lines.last(where: { $0.firstLine <= line }) else { return nil }
        let offset = line - entry.firstLine
        // The sample's body without its imports: count the document lines the imports took before this one.
        var documentOffset = 0, seen = 0
        for codeLine in entry.sample.code {
            if codeLine.hasPrefix("import ") { documentOffset += 1; continue }
            if seen == offset { break }
            seen += 1
            documentOffset += 1
        }
        guard offset < entry.sample.body.count else { return nil }
        return (entry.sample, entry.sample.firstLine + documentOffset)
    }
}
