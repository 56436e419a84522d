// swift-tools-version: 6.0
// TearKitDemo: a stack of cards to tear off one by one, with live settings and a progress readout.
//
// macOS: `swift run` from this folder opens the demo window (or open this Package.swift in Xcode).
// iOS / visionOS: open this Package.swift in Xcode and use the #Previews, or add the files in
// Sources/TearKitDemo to an app target. Xcode (not `swift build`) compiles TearKit's Metal shaders.
// Linux: builds a stub that prints a message; SwiftUI is Apple-only.
import PackageDescription

let package = Package(
    name: "TearKitDemo",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    dependencies: [
        .package(name: "TearKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TearKitDemo",
            dependencies: [.product(name: "TearKit", package: "TearKit")]
        ),
    ]
)
