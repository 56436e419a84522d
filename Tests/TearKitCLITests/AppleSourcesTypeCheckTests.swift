import Foundation
import Testing

/// Type-checks the SwiftUI adapter (Sources/TearKit) on Linux, in Swift 6 language mode, against a
/// stand-in `SwiftUI` module (Tests/Fixtures/SwiftUIStub) whose declarations mirror, label for
/// label, the iOS 17 SDK interface in ../shared/reference/swiftui-signatures.md. A wrong argument
/// label, a wrong type, an API the stub does not declare, or a Swift 6 isolation error fails here
/// instead of on a Mac.
@Suite("Apple-only sources type-check", .serialized)
struct AppleSourcesTypeCheckTests {
    static let stub = AppleSources.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUIStub/SwiftUI.swift")
    /// Stand-ins for the Apple frameworks the shatter's Metal renderer and UIKit animator use (issue 15).
    static let appleStubs: [(String, URL)] = ["CoreGraphics", "UIKit", "Metal", "MetalKit"].map {
        ($0, AppleSources.packageRoot.appendingPathComponent("Tests/Fixtures/AppleStubs/\($0).swift"))
    }
    static let reference = AppleSources.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/reference/swiftui-signatures.md")

    /// Runs `swiftc` with `arguments`; returns its exit status and diagnostics.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, diagnostics: String) {
        let process = Process()
        process.executableURL = AppleSources.swiftc
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, diagnostics)
    }

    @Test("the SwiftUI adapter type-checks in Swift 6 mode against the iOS 17 declarations",
          .enabled(if: AppleSources.swiftc != nil, "needs the Swift compiler, swiftc, on PATH to type-check the SwiftUI sources"))
    func adapterTypeChecks() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // The stand-in Apple modules, in dependency order: CoreGraphics (CGImage), UIKit, Metal, MetalKit
        // (Tests/Fixtures/AppleStubs), then SwiftUI. Their own bodies are not what is being checked: Swift 5 mode.
        for (module, file) in Self.appleStubs + [("SwiftUI", Self.stub)] {
            let stubBuild = try Self.swiftc(["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "5",
                                             "-I", scratch.path, file.path,
                                             "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path])
            #expect(stubBuild.status == 0, "the \(module) stub does not build:\n\(stubBuild.diagnostics)")
        }
        // SwiftPM generates `Bundle.module` for the TearKit target; stand in for it.
        let bundleModule = scratch.appendingPathComponent("BundleModule.swift")
        try Data("import Foundation\nextension Foundation.Bundle { static var module: Bundle { .main } }\n".utf8).write(to: bundleModule)

        let modules = TearkitProcess.productsDirectory.appendingPathComponent("Modules")
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("TearKitCore.swiftmodule").path),
                "TearKitCore.swiftmodule not found in \(modules.path)")
        let sources = AppleSources.swiftFiles.filter { $0.path.contains("/Sources/TearKit/") }.map(\.path)
        #expect(!sources.isEmpty)
        let check = try Self.swiftc(["-typecheck", "-swift-version", "6", "-module-name", "TearKit", "-package-name", AppleSources.packageName,
                                     "-I", scratch.path, "-I", modules.path] + sources + [bundleModule.path])
        #expect(check.status == 0, "Sources/TearKit does not type-check against the iOS 17 SwiftUI declarations:\n\(check.diagnostics)")
        #expect(!check.diagnostics.contains("warning:"), "\(check.diagnostics)")
    }

    /// Every member the stub declares is spelled in the reference, unless it is explicitly marked as
    /// one of the few older APIs used beyond it, so the type-check above cannot pass on invented API.
    @Test("the stand-in SwiftUI declares nothing that is not in the reference",
          .enabled(if: FileManager.default.fileExists(atPath: reference.path), "needs the SwiftUI API reference, ../shared/reference/swiftui-signatures.md next to this repository (only on the team's machines)"))
    func stubMirrorsTheReference() throws {
        let reference = try String(contentsOf: Self.reference, encoding: .utf8)
        let lines = try ([Self.stub] + Self.appleStubs.map(\.1)).flatMap {
            try String(contentsOf: $0, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        let declaration = try Regex(#"public (?:static )?(?:func|var|let) `?([A-Za-z_][A-Za-z0-9_]*)"#)
        var marked = false
        for line in lines {
            if line.contains("Not in the reference") { marked = true; continue }
            guard let match = line.firstMatch(of: declaration), let name = match.output[1].substring else {
                if !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    marked = marked && line.trimmingCharacters(in: .whitespaces).hasPrefix("@")
                }
                continue
            }
            defer { marked = false }
            if marked || name == "body" { continue }
            #expect(reference.contains(String(name)), "the stub declares `\(name)`, which the reference does not: \(line)")
        }
    }
}
