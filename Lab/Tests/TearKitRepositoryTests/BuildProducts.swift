import Foundation

/// Where SwiftPM put what it built (`.build/debug` or `.build/release`): the type-checks of the
/// Apple-only sources import TearKitCore from its `Modules` folder.
enum BuildProducts {
    /// The build folder: the first folder above the running test bundle that holds
    /// `Modules/TearKitCore.swiftmodule`, else the folder of the test bundle itself.
    static let directory: URL = {
        var url = Bundle.main.bundleURL
        if url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        var candidate = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let module = candidate.appendingPathComponent("Modules/TearKitCore.swiftmodule")
            if FileManager.default.fileExists(atPath: module.path) { return candidate }
            candidate.deleteLastPathComponent()
        }
        return url
    }()
}
