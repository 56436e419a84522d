// swift-tools-version: 6.0
// TearKitLab: what proves and renders TearKit on any machine, never linked into an app. It depends on the
// library (the repository's root package) by path and sees its engine's plumbing through the
// `@_spi(Internal)` imports.
// - TearKitGestureScripts (pure Swift): gesture scripts, their JSON, the simulator, presets, playback, traces.
// - MSLHost       (C++14): compiles the *shipping* `.metal` files against stand-in Metal headers and runs them on the CPU.
// - TearKitCodecs (C): libpng / libjpeg / zlib / FreeType wrappers with setjmp-safe error handling.
// - TearKitRender (Swift): images, shader rendering, PNG/JPEG/APNG, text shaped with HarfBuzz and fonts found
//   through fontconfig, contact sheets; a folder per effect.
// - TearKitPlayground (Swift, Hummingbird 2): the local web page where a picture is torn, shattered and dissolved
//   live, every parameter tuned and the Swift copied (`tearkit playground`).
// - tearkit       (command-line tool): simulate, frame, render, demo, previews, playground.
// - TearKitBenchmarks: the costs Documentation/Performance.md gives, each beside a baseline of the same run.
// - TearKitMutants (Swift, swift-syntax): mutants drawn at random from the code's syntax, run against the tests;
//   `mutants`, its command-line tool (CONTRIBUTING.md, "Mutation passes").
import PackageDescription

/// The CPU shader host and the codec wrappers are the tools' hot loops. Debug builds (`swift run
/// tearkit demo`) compile them optimised too, so the demo takes seconds instead of a minute.
let optimisedInDebugC: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]
let optimisedInDebugCXX: [CXXSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]
/// The shaders' helper functions (a noise lattice, a hash) are inlined into the rasteriser's loops,
/// where what the calls share is computed once. A quad's vertex function is inlined once per corner,
/// and a branch the corners share is then taken four times in a row: jump threading with a larger
/// budget copies the short code between those branches, so the compiler sees one path and computes the
/// branch's work once, not once per corner. (A vertex function written as a corner of its instance, as
/// the dust's is, has its instance computed once a quad whatever the compiler does:
/// `Scripts/generate-mslhost-shaders.sh` draws it as that composition.)
let shadersInlinedCXX: [CXXSetting] = [
    .unsafeFlags(["-mllvm", "-inline-threshold=2000", "-mllvm", "-jump-threading-threshold=120"])
]
/// The renderer's own pixel loops (frame fills, contact sheets, compositing, scaling) are Swift.
let optimisedInDebugSwift: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "TearKitLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tearkit", targets: ["tearkit"])
    ],
    dependencies: [
        .package(name: "TearKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        .target(name: "TearKitGestureScripts", dependencies: [.product(name: "TearKitCore", package: "TearKit")]),
        .target(
            name: "MSLHost",
            // Every `.metal` file (shipping and TestShaders/) is compiled textually by
            // StitchableShaders.generated.cpp (Scripts/generate-mslhost-shaders.sh), never as a resource.
            exclude: [
                "shim", "TestShaders/SampleProbe.metal", "TestShaders/ColorArgumentProbe.metal",
                "TestShaders/DustCornerOrderProbe.metal", "TestShaders/DustDepartureBoundsProbe.metal",
                "TestShaders/DustUnbounded.metal",
            ],
            cxxSettings: [.headerSearchPath("shim")] + optimisedInDebugCXX + shadersInlinedCXX
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
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .target(
            name: "TearKitCodecs", dependencies: ["CLibPNG", "CLibJPEG", "CZlib", "CFreeType"],
            cSettings: optimisedInDebugC
        ),
        .target(
            name: "TearKitRender",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "MSLHost", "TearKitCodecs",
                "CZlib", "CFreeType", "CHarfBuzz", "CFontconfig", "CWebP",
            ],
            swiftSettings: optimisedInDebugSwift
        ),
        .target(
            name: "TearKitPlayground",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "TearKitRender",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "tearkit",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "TearKitRender",
                "TearKitPlayground", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "TearKitBenchmarks",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "TearKitRender",
                "TearKitPlayground", .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ],
            path: "Benchmarks/TearKitBenchmarks"
        ),
        .target(
            name: "TearKitMutants",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "mutants", dependencies: ["TearKitMutants"]),
        .testTarget(
            name: "TearKitGestureScriptsTests",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TearKitRenderTests",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "TearKitRender", "MSLHost",
            ],
            exclude: ["Golden"]  // reference PNGs, read from the source tree via #filePath
        ),
        .testTarget(
            name: "TearKitCLITests",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitGestureScripts", "TearKitRender", "tearkit",
            ]
        ),
        .testTarget(
            name: "TearKitPlaygroundTests",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitRender", "TearKitPlayground",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
        .testTarget(
            name: "TearKitMutantsTests",
            dependencies: [
                "TearKitMutants", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The repository's own rules, not the tool's behaviour: imports, doc comments, documentation samples that
        // compile, the Apple-only sources type-checked against stand-in and real SDK declarations (which import the
        // built TearKitCore module), the effect guide's checklist and the library's standing alone.
        .testTarget(
            name: "TearKitRepositoryTests",
            dependencies: [
                .product(name: "TearKitCore", package: "TearKit"), "TearKitRender", "TearKitPlayground",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    cLanguageStandard: .c11,
    cxxLanguageStandard: .cxx14
)
