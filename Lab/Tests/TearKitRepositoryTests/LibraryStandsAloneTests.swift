import Foundation
import Testing

/// An app that adds TearKit takes in nothing else: SwiftPM resolves the dependencies of every product of a
/// package an app depends on (test-only ones aside), so the library's package must declare none that its
/// products use. This plays the app: a package of its own that depends on the repository's root by path and
/// links the `TearKit` product, resolved as `swift package resolve` resolves it for a new user.
@Suite("The library stands alone", .serialized)
struct LibraryStandsAloneTests {
    /// A consumer package in a new temporary folder, depending on the library by path.
    static func consumer(linking product: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "MyApp",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [.package(name: "TearKit", path: "\(AppleSources.packageRoot.path)")],
                targets: [.target(name: "MyApp", dependencies: [.product(name: "\(product)", package: "TearKit")])]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import \(product)\n".write(
            to: folder.appendingPathComponent("Sources/MyApp/App.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The packages pinned in the consumer's `Package.resolved` (a path dependency is never pinned, so a
    /// library that stands alone leaves no file, or one without pins).
    static func pins(in folder: URL) throws -> [String] {
        let resolved = folder.appendingPathComponent("Package.resolved")
        guard FileManager.default.fileExists(atPath: resolved.path) else { return [] }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: resolved)) as? [String: Any]
        let pins = json?["pins"] as? [[String: Any]] ?? []
        return pins.compactMap { $0["identity"] as? String }.sorted()
    }

    @Test(arguments: ["TearKit", "TearKitCore"])
    func anAppLinkingTheLibraryResolvesNoOtherPackage(product: String) throws {
        let folder = try Self.consumer(linking: product)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = try #require(
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let resolve = try ToolRun.run(swift, ["package", "resolve", "--package-path", folder.path])
        #expect(resolve.status == 0, "swift package resolve failed:\n\(resolve.errors)")
        let pins = try Self.pins(in: folder)
        #expect(pins.isEmpty, "an app linking \(product) pins \(pins)")
    }
}
