/// The repository's two packages, which a mutant's file decides between: the library at the root and the
/// lab in `Lab/`.
package enum SwiftPackage: String, CaseIterable, Sendable, Comparable {
    /// The library (`Package.swift` at the root): `Sources/`, `Tests/`.
    case root
    /// The lab (`Lab/Package.swift`), which depends on the library by path.
    case lab

    /// `swift build`'s and `swift test`'s arguments that pick this package, run from the root.
    package var packageArguments: [String] { self == .root ? [] : ["--package-path", "Lab"] }

    /// The packages whose build and tests a change to `path` (from the root) affects, root first: a file
    /// under `Sources/` both (the lab builds the library), under `Tests/` the library's, under `Lab/` the lab's.
    /// - Throws: ``MutantsError/inNeitherPackage(_:)`` for any other path.
    package static func affected(by path: String) throws -> [SwiftPackage] {
        if path.hasPrefix("Sources/") { return [.root, .lab] }
        if path.hasPrefix("Tests/") { return [.root] }
        if path.hasPrefix("Lab/") { return [.lab] }
        throw MutantsError.inNeitherPackage(path)
    }

    /// The `swift test --filter` pattern of the suites named after `path`'s file: its name without the
    /// extension and without a `+Suffix` (`TearState+Lock.swift` → `TearState`, which matches
    /// `TearStateLockTests` too); nil when nothing is left.
    package static func suiteFilter(for path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        let stem =
            base.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !stem.isEmpty else { return nil }
        // A regular expression: anything but letters, digits and `_` is escaped.
        return stem.map { $0.isLetter || $0.isNumber || $0 == "_" ? String($0) : "\\\($0)" }.joined()
    }

    /// The `swift test --filter` pattern of this package's test target that covers the module `path`
    /// (from the root) belongs to: the library's core → `TearKitCoreTests`; the lab's renderer, host
    /// and codecs (and the library's shaders, which the lab runs) → `TearKitRenderTests`; the tool →
    /// `TearKitCLITests`; gesture scripts and the mutants tool → their own. Run after the suites named
    /// after the file and before the whole suite, it catches a mutant that tests of another name
    /// cover for the price of one target. Nil where no target of this package covers the module.
    package func moduleTestFilter(for path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        let (module, target): (String?, String?) =
            parts.count >= 3 && parts[0] == "Sources"
            ? (parts[1], nil)
            : parts.count >= 4 && parts[0] == "Lab" && parts[1] == "Sources" ? (nil, parts[2]) : (nil, nil)
        let tests: String? =
            switch (self, module, target) {
            case (.root, "TearKitCore", _): "TearKitCoreTests"
            case (.lab, "TearKit", _): "TearKitRenderTests"
            case (.lab, _, "TearKitRender"), (.lab, _, "MSLHost"), (.lab, _, "TearKitCodecs"): "TearKitRenderTests"
            case (.lab, _, "tearkit"): "TearKitCLITests"
            case (.lab, _, "TearKitGestureScripts"): "TearKitGestureScriptsTests"
            case (.lab, _, "TearKitMutants"), (.lab, _, "mutants"): "TearKitMutantsTests"
            default: nil
            }
        return tests.map { "^\($0)\\." }
    }

    /// The library comes first.
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs == .root && rhs == .lab }
}
