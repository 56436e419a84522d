// swift-tools-version: 6.0
// TearKit: tear, rip and shatter SwiftUI views with Metal.
//
// This package is the library apps link, and nothing else: an app that depends on it resolves no other
// package (the test-only dependencies below are not resolved for a package that depends on TearKit).
// - TearKitCore (pure Swift, every platform): every effect's engine, model and shader description,
//               a folder per effect (Effects/<Effect>/).
// - TearKit     (SwiftUI/UIKit adapter + the shipping `.metal` shaders, a folder per effect; Apple platforms
//               only, empty elsewhere).
// The lab that proves and renders it (the CPU shader host, codecs, renderer, gesture scripts, `tearkit`,
// benchmarks and their tests) is a package of its own in Lab/, depending on this one by path.
import PackageDescription

let package = Package(
    name: "TearKit",
    // TearKit's own strings (the accessibility action names) are English; apps add translations.
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "TearKit", targets: ["TearKit"]),
        .library(name: "TearKitCore", targets: ["TearKitCore"]),
    ],
    dependencies: [
        // Test-only: the engine's property tests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation --target TearKitCore` (the DocC check in .ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "TearKitCore"),
        .target(
            name: "TearKit",
            dependencies: ["TearKitCore"],
            // Each effect's `.metal` file lives in its folder, Effects/<Effect>/. Xcode compiles every
            // processed `.metal` file of the target, from whichever folder, into the bundle's one
            // default.metallib, which `ShaderLibrary.bundle(.module)` loads. `swift build` does not compile
            // them and warns about a `.metal` file that is not declared, so each is declared here, by path
            // (a folder would make the Swift files next to it resources too). A test fails when one is missing.
            // Resources/<language>.lproj/Localizable.strings names the accessibility actions (`Text(_:bundle: .module)`);
            // processing it gives the target its `Bundle.module` on every platform.
            // Rendering/TearPaper.h is included by two `.metal` files (the Metal compiler resolves the
            // quoted include relative to them), not a resource of its own.
            exclude: ["Rendering/TearPaper.h"],
            resources: [
                .process("Effects/Dust/Dust.metal"),
                .process("Effects/Ripple/Ripple.metal"),
                .process("Effects/Shatter/Shatter.metal"),
                .process("Effects/Shift/ShiftTransition.metal"),
                .process("Effects/Tear/TearDistortion.metal"),
                .process("Effects/TearInTwo/TearInTwo.metal"),
                .process("Resources"),
            ]
        ),
        .testTarget(
            name: "TearKitCoreTests",
            dependencies: ["TearKitCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)
