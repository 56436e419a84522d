import Testing

@testable import TearKitMutants

@Suite struct SwiftPackageTests {
    @Test func aFileAffectsThePackagesThatBuildIt() throws {
        #expect(try SwiftPackage.affected(by: "Sources/TearKitCore/Vector2.swift") == [.root, .lab])
        #expect(try SwiftPackage.affected(by: "Sources/TearKit/Effects/Tear/TearDistortion.metal") == [.root, .lab])
        #expect(try SwiftPackage.affected(by: "Tests/TearKitCoreTests/A.swift") == [.root])
        #expect(try SwiftPackage.affected(by: "Lab/Sources/tearkit/A.swift") == [.lab])
        #expect(throws: MutantsError.inNeitherPackage("Examples/A.swift")) {
            try SwiftPackage.affected(by: "Examples/A.swift")
        }
    }

    /// The library is built and tested first, and only it comes before the other.
    @Test func theLibraryComesFirst() {
        #expect(SwiftPackage.root < .lab)
        #expect(!(SwiftPackage.lab < .root))
        #expect(!(SwiftPackage.root < .root) && !(SwiftPackage.lab < .lab))
        #expect([SwiftPackage.lab, .root].sorted() == [.root, .lab])
        #expect(
            SwiftPackage.lab.packageArguments == ["--package-path", "Lab"] && SwiftPackage.root.packageArguments == [])
    }

    @Test func theSuiteFilterIsTheFilesNameWithoutItsSuffix() {
        #expect(
            SwiftPackage.suiteFilter(for: "Sources/TearKitCore/Effects/Tear/TearState+Gestures.swift") == "TearState")
        #expect(SwiftPackage.suiteFilter(for: "Sources/TearKit/Effects/Tear/TearDistortion.metal") == "TearDistortion")
        #expect(SwiftPackage.suiteFilter(for: "Lab/Sources/x/Odd-Name.swift") == "Odd\\-Name")
        #expect(SwiftPackage.suiteFilter(for: "Lab/Sources/x/+Only.swift") == nil)
    }

    /// Each module's covering test target, in the package that has it; none for a module no target covers.
    @Test func aModuleMapsToTheTestTargetThatCoversIt() {
        let cases: [(String, SwiftPackage, String?)] = [
            ("Sources/TearKitCore/Effects/Tear/TearState.swift", .root, "^TearKitCoreTests\\."),
            ("Sources/TearKitCore/Effects/Tear/TearState.swift", .lab, nil),
            ("Sources/TearKit/Effects/Tear/TearDistortion.metal", .lab, "^TearKitRenderTests\\."),
            ("Sources/TearKit/Effects/Tear/TearDistortion.metal", .root, nil),
            ("Lab/Sources/TearKitRender/APNGWriter.swift", .lab, "^TearKitRenderTests\\."),
            ("Lab/Sources/MSLHost/InstancedQuadRasterizer.h", .lab, "^TearKitRenderTests\\."),
            ("Lab/Sources/TearKitCodecs/png_codec.c", .lab, "^TearKitRenderTests\\."),
            ("Lab/Sources/tearkit/RenderCommand.swift", .lab, "^TearKitCLITests\\."),
            ("Lab/Sources/TearKitGestureScripts/GestureScript.swift", .lab, "^TearKitGestureScriptsTests\\."),
            ("Lab/Sources/TearKitMutants/MutationRun.swift", .lab, "^TearKitMutantsTests\\."),
            ("Lab/Sources/Other/Thing.swift", .lab, nil), ("Sources/Thing.swift", .root, nil),
        ]
        for (path, package, expected) in cases {
            #expect(package.moduleTestFilter(for: path) == expected, "\(path) in \(package)")
        }
    }
}
