// swift-tools-version: 6.0
// TearKit: tear, rip and shatter SwiftUI views with Metal.
//
// Layout
// What ships in apps (the `TearKit` and `TearKitCore` products):
// - TearKitCore   (pure Swift, every platform): geometry, gesture state machine, recovery timeline, every effect's
//                 model and shader description.
// - TearKit       (SwiftUI/UIKit adapter + the shipping `.metal` shaders, a folder per effect; Apple platforms
//                 only, empty elsewhere).
// The tooling that proves and renders it (never linked into an app):
// - TearKitSimulation (pure Swift): gesture scripts, JSON, the simulator, presets, playback, traces.
// - MSLHost       (C++14): compiles the *shipping* `.metal` files against stand-in Metal headers and runs them on the CPU.
// - TearKitCodecs (C): libpng / libjpeg / zlib / FreeType wrappers with setjmp-safe error handling.
// - TearKitRender (Swift): images, shader rendering, PNG/JPEG/APNG, contact sheets.
// - tearkit       (command-line tool): simulate, frame, render, demo.
import PackageDescription

/// The CPU shader host and the codec wrappers are the tools' hot loops. Debug builds (`swift run
/// tearkit demo`) compile them optimised too, so the demo takes seconds instead of a minute.
/// These targets are not part of the `TearKit` or `TearKitCore` products, so apps depending on
/// TearKit are unaffected by the unsafe flag.
let optimisedInDebugC: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]
let optimisedInDebugCXX: [CXXSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]
/// The renderer's own pixel loops (frame fills, contact sheets, compositing, scaling) are Swift.
let optimisedInDebugSwift: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "TearKit",
    // TearKit's own strings (the accessibility action names) are English; apps add translations.
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "TearKit", targets: ["TearKit"]),
        .library(name: "TearKitCore", targets: ["TearKitCore"]),
        .executable(name: "tearkit", targets: ["tearkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation --target TearKitCore` (the DocC check in .ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Library
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

        // MARK: Tooling (Linux/macOS): scripted gestures, the CPU shader host, the renderer, the tool
        .target(name: "TearKitSimulation", dependencies: ["TearKitCore"]),
        .target(
            name: "MSLHost",
            // Every `.metal` file (shipping and TestShaders/) is compiled textually by
            // StitchableShaders.generated.cpp (Scripts/generate-mslhost-shaders.sh), never as a resource.
            exclude: ["shim", "TestShaders/SampleProbe.metal", "TestShaders/ColorArgumentProbe.metal"],
            cxxSettings: [.headerSearchPath("shim")] + optimisedInDebugCXX
        ),
        .systemLibrary(
            name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CLibJPEG", path: "Sources/CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .target(
            name: "TearKitCodecs", dependencies: ["CLibPNG", "CLibJPEG", "CZlib", "CFreeType"],
            cSettings: optimisedInDebugC
        ),
        .target(name: "TearKitRender", dependencies: ["TearKitCore", "TearKitSimulation", "MSLHost", "TearKitCodecs", "CZlib", "CFreeType"],
                swiftSettings: optimisedInDebugSwift),
        .executableTarget(
            name: "tearkit",
            dependencies: [
                "TearKitCore", "TearKitSimulation", "TearKitRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "TearKitBenchmarks",
            dependencies: ["TearKitCore", "TearKitSimulation", "TearKitRender"],
            path: "Benchmarks/TearKitBenchmarks"
        ),

        // MARK: Tests
        .testTarget(
            name: "TearKitCoreTests",
            dependencies: ["TearKitCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TearKitSimulationTests",
            dependencies: ["TearKitCore", "TearKitSimulation", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TearKitRenderTests", dependencies: ["TearKitCore", "TearKitSimulation", "TearKitRender", "MSLHost"],
            exclude: ["Golden"]  // reference PNGs, read from the source tree via #filePath
        ),
        .testTarget(name: "TearKitCLITests", dependencies: ["TearKitCore", "TearKitSimulation", "TearKitRender", "tearkit"]),
        // The repository's own rules, not the tool's behaviour: imports, doc comments, documentation samples that
        // compile, the Apple-only sources type-checked against stand-in and real SDK declarations (which import the
        // built TearKitCore module), and the effect guide's checklist.
        .testTarget(name: "TearKitRepositoryTests", dependencies: ["TearKitCore", "TearKitRender"]),
    ],
    cLanguageStandard: .c11,
    cxxLanguageStandard: .cxx14
)
