// swift-tools-version: 5.9

// TearKitDemo: a stack of cards to tear off one by one, with live settings, a list of tearable rows,
// the shatter and the effects playground. An App Playground: open this folder (TearKitDemo.swiftpm) in
// Xcode 16 or later, pick an iPhone or iPad (or My Mac), and run. Xcode compiles TearKit's Metal shaders
// and resolves the local package path; Swift Playgrounds does neither, so it cannot run this app.
// `import AppleProductTypes` exists only in Apple's tools: nothing on Linux builds this package; the root
// package's `swift test` and apple-sdk-check type-check its Sources.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "TearKitDemo",
    platforms: [
        .iOS("17.0"),
        .macOS("14.0"),
    ],
    products: [
        .iOSApplication(
            name: "TearKitDemo",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.TearKitDemo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .palette),
            accentColor: .presetColor(.pink),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // CADisableMinimumFrameDurationOnPhone: without it an iPhone gives the effects' display
            // links and Metal views 60 Hz, whatever they ask for.
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        // Named, so the product resolves whatever the checkout's folder is called.
        .package(name: "TearKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "TearKit", package: "TearKit")
            ],
            path: "Sources"
        )
    ]
)
