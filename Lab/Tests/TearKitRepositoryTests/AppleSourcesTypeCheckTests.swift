import Foundation
import Testing

/// Type-checks the SwiftUI adapter (Sources/TearKit) and the demo app (Examples/TearKitDemo.swiftpm) on
/// Linux, in Swift 6 language mode, against a stand-in `SwiftUI` module (Tests/Fixtures/SwiftUIStub)
/// whose declarations mirror, label for label, Apple's iOS SDK interfaces. A wrong argument label, a wrong
/// type, an API the stub does not declare, or a Swift 6 isolation error fails here instead of on a Mac.
/// Scripts/apple-sdk-check type-checks the same code against the real SDKs.
@Suite("Apple-only sources type-check", .serialized)
struct AppleSourcesTypeCheckTests {
    static let stub = AppleSources.packageRoot.appendingPathComponent("Lab/Tests/Fixtures/SwiftUIStub/SwiftUI.swift")
    /// Stand-ins for the Apple frameworks the shatter's Metal renderer and UIKit animator use.
    static let appleStubs: [(String, URL)] = ["CoreGraphics", "UIKit", "Metal", "MetalKit"].map {
        ($0, AppleSources.packageRoot.appendingPathComponent("Lab/Tests/Fixtures/AppleStubs/\($0).swift"))
    }
    /// The newest iOS SDK Scripts/apple-sdk-check/setup.sh prepared (in `$APPLE_SDK_WORK/sdk`, else
    /// `${TMPDIR:-/tmp}/apple-sdk-check/sdk`), or `nil`.
    static let preparedSDK: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let work = environment["APPLE_SDK_WORK"] ?? ((environment["TMPDIR"] ?? "/tmp") + "/apple-sdk-check")
        let folder = URL(fileURLWithPath: work).appendingPathComponent("sdk")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("iPhoneOS") && $0.hasSuffix(".sdk") }
            .max { $0.compare($1, options: .numeric) == .orderedAscending }
            .map { folder.appendingPathComponent($0) }
    }()

    /// Every identifier in the SDK's declarations of the frameworks the stand-ins mirror: the Swift
    /// interfaces, the Objective-C headers and their API notes (which give C and Objective-C names their
    /// Swift spellings).
    static func identifiers(in sdk: URL) throws -> Set<Substring> {
        let frameworks = ["SwiftUI", "SwiftUICore", "UIKit", "Metal", "MetalKit", "CoreGraphics", "QuartzCore"]
        let roots = frameworks.flatMap {
            [
                sdk.appendingPathComponent("System/Library/Frameworks/\($0).framework"),
                sdk.appendingPathComponent("usr/lib/swift/\($0).swiftmodule"),
            ]
        }
        var identifiers = Set<Substring>()
        for root in roots {
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in files
            where ["h", "apinotes"].contains(file.pathExtension)
                || file.lastPathComponent.hasSuffix("-apple-ios.swiftinterface")
            {
                let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                identifiers.formUnion(text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) && $0 != "_" })
            }
        }
        return identifiers
    }

    /// Runs `swiftc` with `arguments`; returns its exit status and diagnostics.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, diagnostics: String) {
        let compile = try ToolRun.run(AppleSources.swiftc ?? URL(fileURLWithPath: "/usr/bin/swiftc"), arguments)
        return (compile.status, compile.errors)
    }

    /// Builds the stand-in Apple modules into `scratch`, in dependency order: CoreGraphics (CGImage), UIKit,
    /// Metal, MetalKit (Tests/Fixtures/AppleStubs), then SwiftUI, with the compilation conditions `defines`.
    /// Their own bodies are not what is being checked: Swift 5 mode.
    static func buildStubs(in scratch: URL, defines: [String] = []) throws {
        for (module, file) in appleStubs + [("SwiftUI", stub)] {
            let stubBuild = try swiftc(
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "5",
                    "-I", scratch.path, file.path,
                    "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path,
                ]
                    + defines.flatMap { ["-D", $0] })
            #expect(stubBuild.status == 0, "the \(module) stub does not build:\n\(stubBuild.diagnostics)")
        }
    }

    /// SwiftPM generates `Bundle.module` for the TearKit target; a file standing in for it.
    static func bundleModule(in scratch: URL) throws -> URL {
        let file = scratch.appendingPathComponent("BundleModule.swift")
        try Data("import Foundation\nextension Foundation.Bundle { static var module: Bundle { .main } }\n".utf8).write(
            to: file)
        return file
    }

    /// Where SwiftPM put TearKitCore.swiftmodule.
    static var builtModules: URL {
        let modules = BuildProducts.directory.appendingPathComponent("Modules")
        #expect(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("TearKitCore.swiftmodule").path),
            "TearKitCore.swiftmodule not found in \(modules.path)")
        return modules
    }

    static var adapterSources: [String] {
        AppleSources.swiftFiles.filter { $0.path.contains("/Sources/TearKit/") }.map(\.path)
    }

    static func makeScratch() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return scratch
    }

    @Test(
        "the SwiftUI adapter type-checks in Swift 6 mode against the iOS 17 declarations",
        .enabled(
            if: AppleSources.swiftc != nil,
            "needs the Swift compiler, swiftc, on PATH to type-check the SwiftUI sources"))
    func adapterTypeChecks() throws {
        try Self.expectAdapterTypeChecks(defines: [], "the iOS 17 SwiftUI declarations")
    }

    /// Xcode 16.2's SDKs declared some SwiftUI closures `@Sendable` and not main-actor (the stand-ins with
    /// XCODE_16_2_SDK): code writing a view's state from such a closure does not build there.
    @Test(
        "the SwiftUI adapter type-checks in Swift 6 mode against Xcode 16.2's declarations",
        .enabled(
            if: AppleSources.swiftc != nil,
            "needs the Swift compiler, swiftc, on PATH to type-check the SwiftUI sources"))
    func adapterTypeChecksWithXcode16_2Declarations() throws {
        try Self.expectAdapterTypeChecks(defines: ["XCODE_16_2_SDK"], "Xcode 16.2's SwiftUI declarations")
    }

    /// Sources/TearKit type-checks, without warnings, against the stand-ins built with `defines`.
    static func expectAdapterTypeChecks(
        defines: [String], _ declarations: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let scratch = try makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try buildStubs(in: scratch, defines: defines)
        let sources = adapterSources
        #expect(!sources.isEmpty, sourceLocation: sourceLocation)
        let check = try swiftc(
            [
                "-typecheck", "-swift-version", "6", "-module-name", "TearKit", "-package-name",
                AppleSources.packageName,
                "-I", scratch.path, "-I", builtModules.path,
            ] + sources + [try bundleModule(in: scratch).path])
        #expect(
            check.status == 0, "Sources/TearKit does not type-check against \(declarations):\n\(check.diagnostics)",
            sourceLocation: sourceLocation)
        #expect(!check.diagnostics.contains("warning:"), "\(check.diagnostics)", sourceLocation: sourceLocation)
    }

    /// TearKit as a module in `scratch` (after ``buildStubs(in:)``), as the demo app and the documentation's
    /// samples import it.
    static func emitTearKit(in scratch: URL) throws {
        let tearKit = try swiftc(
            [
                "-emit-module", "-swift-version", "6", "-parse-as-library", "-module-name", "TearKit", "-package-name",
                AppleSources.packageName,
                "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies",
                "-I", scratch.path, "-I", builtModules.path,
                "-emit-module-path", scratch.appendingPathComponent("TearKit.swiftmodule").path,
            ]
                + adapterSources + [try bundleModule(in: scratch).path])
        #expect(
            tearKit.status == 0, "TearKit does not build as a module against the stand-ins:\n\(tearKit.diagnostics)")
    }

    /// The demo app's folder (an App Playground; only Xcode builds it).
    static let demoSources = AppleSources.packageRoot.appendingPathComponent("Examples/TearKitDemo.swiftpm/Sources")

    /// `#Preview("…") {` needs Xcode's macro plugin, which Linux lacks: like apple-sdk-check, each becomes a
    /// private main-actor view-builder function with the same body.
    static func withoutPreviewMacros(_ source: String) throws -> String {
        let preview = try Regex(#"(?m)^#Preview(\(.*?\))? \{"#)
        var count = 0
        return source.replacing(preview) { _ in
            count += 1
            return "@MainActor @ViewBuilder private func _preview\(count)() -> some View {"
        }
    }

    /// The demo app (Examples/TearKitDemo.swiftpm) against the same stand-ins and the TearKit module: a
    /// wrong label, a clash between two files, or a call TearKit does not offer fails here.
    @Test(
        "the demo app type-checks in Swift 6 mode against the stand-ins and TearKit",
        .enabled(if: AppleSources.swiftc != nil, "needs the Swift compiler, swiftc, on PATH to type-check the demo app")
    )
    func demoTypeChecks() throws {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.buildStubs(in: scratch)

        try Self.emitTearKit(in: scratch)

        // A scratch copy of the demo's sources with every #Preview turned into a function.
        let demo = scratch.appendingPathComponent("demo")
        let files = AppleSources.swiftFiles.filter { $0.path.hasPrefix(Self.demoSources.path + "/") }
        #expect(
            files.count >= 10, "expected the demo's Swift files under \(Self.demoSources.path), found \(files.count)")
        var copies: [String] = []
        for (index, file) in files.enumerated() {
            let copy = demo.appendingPathComponent("\(index)-\(file.lastPathComponent)")
            try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
            try Data(try Self.withoutPreviewMacros(String(contentsOf: file, encoding: .utf8)).utf8).write(to: copy)
            copies.append(copy.path)
        }
        // Whole-module (-wmo): otherwise the compiler stops at the first failing batch of files and hides later errors.
        let check = try Self.swiftc(
            [
                "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", "TearKitDemo",
                "-I", scratch.path, "-I", Self.builtModules.path,
            ] + copies)
        let diagnostics = check.diagnostics.replacingOccurrences(of: demo.path + "/", with: "demo copy: ")
        #expect(
            check.status == 0, "the demo app does not type-check against the stand-ins and TearKit:\n\(diagnostics)")
        #expect(!check.diagnostics.contains("warning:"), "\(diagnostics)")
    }

    /// Every member the stand-ins declare is spelled in Apple's iOS SDK, so the type-checks above cannot
    /// pass on invented API. Runs where Scripts/apple-sdk-check/setup.sh prepared an iOS SDK.
    @Test(
        "the stand-ins declare nothing that Apple's iOS SDK does not",
        .enabled(
            if: preparedSDK != nil,
            "needs an iOS SDK prepared by Scripts/apple-sdk-check/setup.sh (see CONTRIBUTING.md)"))
    func standInsMirrorTheSDK() throws {
        let sdk = try #require(Self.preparedSDK)
        let identifiers = try Self.identifiers(in: sdk)
        #expect(
            identifiers.contains("UIView") && identifiers.contains("layerEffect"),
            "\(sdk.path) lacks UIKit's or SwiftUI's declarations")
        let declaration = try Regex(#"public (?:static )?(?:func|var|let) `?([A-Za-z_][A-Za-z0-9_]*)"#)
        let lines = try ([Self.stub] + Self.appleStubs.map(\.1)).flatMap {
            try String(contentsOf: $0, encoding: .utf8).split(separator: "\n")
        }
        for line in lines {
            guard let name = line.firstMatch(of: declaration)?.output[1].substring, name != "body" else { continue }
            // An Objective-C constant reaches Swift without its type's prefix: MTKTextureLoaderOptionSRGB is `.SRGB`.
            let suffix = name.prefix(1).uppercased() + name.dropFirst()
            let spelled =
                identifiers.contains(name) || identifiers.contains { $0.count > suffix.count && $0.hasSuffix(suffix) }
            #expect(spelled, "the stand-ins declare `\(name)`, which \(sdk.lastPathComponent) does not: \(line)")
        }
    }

    /// Without a prepared SDK the real-SDK check says what to do and fails, rather than passing on nothing.
    @Test("Lab/Scripts/apple-sdk-check/check.sh without a prepared SDK asks for setup.sh and exits 2")
    func sdkCheckWithoutSDKAsksForSetup() throws {
        let empty = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(at: empty) }
        let check = try ToolRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["bash", AppleSources.packageRoot.appendingPathComponent("Lab/Scripts/apple-sdk-check/check.sh").path],
            environment: ["APPLE_SDK_WORK": empty.path])
        let message = check.errors
        #expect(check.status == 2, "\(message)")
        #expect(message.contains("run Lab/Scripts/apple-sdk-check/setup.sh first"), "\(message)")
    }
}
