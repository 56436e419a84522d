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
}
