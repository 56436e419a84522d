import Foundation
import Testing
import TearKitRender

/// ARCHITECTURE.md's "Adding an effect" lists what a new effect touches; a registered effect that
/// lacks one of the folders, files or documents it names fails here, naming it.
@Suite struct EffectGuideTests {
    static let root = AppleSources.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// How the documents name an effect: `tear-in-two` is "tear in two".
    static func displayName(_ effect: RenderableEffect) -> String {
        effect.name.replacingOccurrences(of: "-", with: " ")
    }

    /// Its folders' name: `tear-in-two` is `TearInTwo`.
    static func folderName(_ effect: RenderableEffect) -> String {
        effect.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Its model in TearKitCore, its Apple-side code and `.metal` shader in TearKit, each a folder of
    /// its own; its registration in TearKitRender, listed in ``RenderableEffect/all``.
    @Test(arguments: RenderableEffect.all)
    func itsFoldersAndRegistrationExist(effect: RenderableEffect) throws {
        let folder = Self.folderName(effect)
        let core = "Sources/TearKitCore/Effects/\(folder)", apple = "Sources/TearKit/Effects/\(folder)"
        #expect(Self.exists(core), "\(effect.name): no \(core)/")
        let shaders =
            ((try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(apple).path)) ?? [])
            .filter { $0.hasSuffix(".metal") }
        #expect(Self.exists(apple), "\(effect.name): no \(apple)/")
        #expect(
            shaders.count == (effect.hasMetalShader ? 1 : 0),
            "\(effect.name): \(apple)/ holds \(shaders) (\(effect.hasMetalShader ? "one .metal file" : "none: SwiftUI draws it without a shader"))"
        )
        let registration = "Lab/Sources/TearKitRender/Effects/\(folder)/\(folder)Renderable.swift"
        #expect(
            try Self.text(registration).contains(
                "package static let \(folder.prefix(1).lowercased() + folder.dropFirst()) = RenderableEffect("),
            "\(effect.name): \(registration) does not register it")
    }

    /// The TearKit documentation's overview table (Sources/TearKit/TearKit.docc/TearKit.md) has a row
    /// whose first cell is the effect's name.
    @Test(arguments: RenderableEffect.all)
    func theDocumentationCatalogueHasARow(effect: RenderableEffect) throws {
        let rows = try Self.text("Sources/TearKit/TearKit.docc/TearKit.md").split(separator: "\n")
        #expect(
            rows.contains { $0.hasPrefix("| \(Self.displayName(effect)) |") },
            "TearKit.md: no row of the overview table for \(effect.name)")
    }

    @Test(arguments: RenderableEffect.all)
    func everyGoldenMomentHasItsImage(effect: RenderableEffect) {
        for moment in effect.goldenMoments {
            let path = "Lab/Tests/TearKitRenderTests/Golden/\(moment.name).png"
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "\(effect.name): no \(path)")
        }
    }

    /// A row of README.md's effects table whose first cell starts with the effect's name.
    @Test(arguments: RenderableEffect.all)
    func theReadmeHasARow(effect: RenderableEffect) throws {
        let rows = try Self.text("README.md").split(separator: "\n").filter { $0.hasPrefix("| ") }
        let name = Self.displayName(effect)
        #expect(
            rows.contains {
                $0.dropFirst(2).lowercased().hasPrefix(name + " ") || $0.dropFirst(2).lowercased().hasPrefix(name + "|")
            },
            "README.md: no row of the effects table for \(name)")
    }

    /// A looping preview for the README (`swift run --package-path Lab tearkit previews` writes every registered
    /// effect's), under 1 MB, and the README shows it.
    @Test(arguments: RenderableEffect.all)
    func itsPreviewIsInTheReadmeAndUnder1MB(effect: RenderableEffect) throws {
        let path = "Documentation/Images/\(effect.name)-preview.apng"
        let attributes = try? FileManager.default.attributesOfItem(atPath: Self.root.appendingPathComponent(path).path)
        let size = attributes?[.size] as? Int
        #expect(size != nil, "\(effect.name): no \(path); run swift run --package-path Lab tearkit previews")
        if let size { #expect(size <= 1_000_000, "\(path) is \(size) bytes, over 1 MB") }
        #expect(
            try Self.text("README.md").contains("(\(path))") || Self.text("README.md").contains("\"\(path)\""),
            "README.md does not show \(path)")
    }

    /// Documentation/Effects.md names it in a heading, or in the first cell of a table row.
    @Test(arguments: RenderableEffect.all)
    func theEffectsGuideHasAnEntry(effect: RenderableEffect) throws {
        let name = Self.displayName(effect)
        let lines = try Self.text("Documentation/Effects.md").split(separator: "\n").map { $0.lowercased() }
        let heading = lines.contains { $0.hasPrefix("#") && " \($0.drop { $0 == "#" }) ".contains(" \(name) ") }
        let row = lines.contains { $0.hasPrefix("| \(name) ") }
        #expect(heading || row, "Documentation/Effects.md: no heading or table row for \(name)")
    }

    /// The guide names every file an effect touches, by path, and those paths exist.
    @Test func theGuideListsFilesThatExist() throws {
        let architecture = try Self.text("ARCHITECTURE.md")
        let guide = try #require(
            architecture.components(separatedBy: "## Adding an effect").dropFirst().first?.components(
                separatedBy: "\n## "
            ).first)
        for path in [
            "Lab/Sources/TearKitRender/Effects/RenderableEffects.swift", "Lab/Scripts/generate-mslhost-shaders.sh",
            "Package.swift",
            "Lab/Tests/TearKitRenderTests/Golden", "README.md", "Documentation/Images", "Documentation/Effects.md",
            "Sources/TearKit/TearKit.docc/TearKit.md",
            "Sources/TearKitCore/Effects/", "Sources/TearKit/Effects/", "Lab/Sources/TearKitRender/Effects/",
        ] {
            #expect(guide.contains(path), "ARCHITECTURE.md's guide does not name \(path)")
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "\(path) does not exist")
        }
    }

    /// Each effect's shader, in its folder, is declared in Package.swift by path (`swift build` warns about an
    /// undeclared `.metal` file), and every declared one exists.
    @Test func everyShaderIsDeclaredInThePackage() throws {
        let effects = Self.root.appendingPathComponent("Sources/TearKit/Effects")
        let shaders = try FileManager.default.contentsOfDirectory(atPath: effects.path).flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: effects.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".metal") }.map { "Effects/\(folder)/\($0)" }
        }
        #expect(shaders.count >= 5)
        let manifest = try Self.text("Package.swift")
        let declared = manifest.matches(of: /\.process\("(Effects\/[^"]*\.metal)"\)/).map { String($0.1) }
        #expect(
            Set(shaders) == Set(declared), "Sources/TearKit/\(shaders.sorted()) vs Package.swift's \(declared.sorted())"
        )
    }
}

/// No effect reaches into another effect's folder: a type declared under one `Effects/<Effect>/` is named
/// in another effect's folder only where ARCHITECTURE.md says an effect is built from another's model.
@Suite struct EffectFolderBoundaryTests {
    /// Which effects' folders each effect may use, and why (ARCHITECTURE.md, "Adding an effect").
    static let allowed: [String: Set<String>] = [
        "TextGlyphs": ["Shatter", "Dust", "TearInTwo"],  // its styles are those effects, glyph by glyph
        "Dust": ["Shatter"],  // its region is the shatter's estimate of the window
    ]

    /// The Swift source folders that hold `Effects/<Effect>/` folders.
    static let modules = [
        "Sources/TearKitCore", "Sources/TearKit", "Lab/Sources/TearKitRender", "Lab/Sources/tearkit",
    ]

    /// The effect folder a file lies in, if any.
    static func effect(of path: String) -> String? {
        guard let range = path.range(of: "/Effects/") else { return nil }
        return path[range.upperBound...].split(separator: "/").dropLast().first.map(String.init)
    }

    /// Word boundaries are simple ones: Unicode's would read `Shatter.fallRegion` as one word.
    @Test func noEffectNamesATypeOfAnotherEffectsFolder() throws {
        let root = AppleSources.packageRoot
        var files: [(path: String, text: String)] = []
        for module in Self.modules {
            let folder = root.appendingPathComponent(module)
            for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(root.path.count + 1))
                // Code only: comments may name anything.
                let code = try String(contentsOf: url, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
                files.append((path, code))
            }
        }
        let declaration =
            /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)/
        var owner: [String: String] = [:]
        for file in files {
            guard let effect = Self.effect(of: file.path) else { continue }
            for match in file.text.matches(of: declaration) { owner[String(match.1)] = effect }
        }
        #expect(owner.count > 50, "found only \(owner.count) types in effect folders")
        for file in files {
            guard let effect = Self.effect(of: file.path) else { continue }
            for (name, other) in owner where other != effect && !(Self.allowed[effect] ?? []).contains(other) {
                #expect(
                    file.text.firstMatch(of: try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)) == nil,
                    "\(file.path) uses \(name) from the \(other) effect's folder")
            }
        }
    }
}
