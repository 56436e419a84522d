import Foundation

@testable import TearKitMutants

/// A test runner that runs nothing: it records each call and decides each step from the mutated file's
/// contents as they are when it is called (so a test also sees that the mutant is in place).
final class FakeTestRunner: MutantTestRunning, @unchecked Sendable {
    /// The calls, in order: `build root`, `test lab Thing`, `test lab *` (all tests).
    var calls: [String] = []
    /// The file whose contents decide (absolute).
    var file: URL?
    /// The build fails when the file contains this.
    var breaksBuild: String?
    /// The named suites fail when the file contains this.
    var failsNamedSuites: String?
    /// The module's test target (a filter starting `^`) fails when the file contains this.
    var failsModuleTests: String?
    /// The whole suite fails when the file contains this.
    var failsWholeSuite: String?

    init(
        file: URL? = nil, breaksBuild: String? = nil, failsNamedSuites: String? = nil,
        failsModuleTests: String? = nil, failsWholeSuite: String? = nil
    ) {
        self.file = file
        self.breaksBuild = breaksBuild
        self.failsNamedSuites = failsNamedSuites
        self.failsModuleTests = failsModuleTests
        self.failsWholeSuite = failsWholeSuite
    }

    private func contains(_ text: String?) -> Bool {
        guard let text, let file, let contents = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return contents.contains(text)
    }

    func build(_ package: SwiftPackage) -> StepResult {
        calls.append("build \(package.rawValue)")
        return contains(breaksBuild)
            ? StepResult(succeeded: false, detail: "Thing.swift:1:1: error: nope") : StepResult(succeeded: true)
    }

    func test(_ package: SwiftPackage, filter: String?) -> StepResult {
        calls.append("test \(package.rawValue) \(filter ?? "*")")
        if let filter, filter.hasPrefix("^"), contains(failsModuleTests) {
            return StepResult(succeeded: false, failedTests: ["module()"])
        }
        if let filter, !filter.hasPrefix("^"), contains(failsNamedSuites) {
            return StepResult(succeeded: false, failedTests: ["named()"])
        }
        if filter == nil, contains(failsWholeSuite) { return StepResult(succeeded: false, failedTests: ["whole()"]) }
        return StepResult(succeeded: true)
    }
}
