/// How one build or test command ended, as the run reads it.
package struct StepResult: Sendable, Equatable {
    /// Whether it succeeded (built; every test passed).
    package var succeeded: Bool
    /// Whether the time limit stopped it (a test run that times out counts as a kill).
    package var timedOut: Bool
    /// The failing tests' names, at most five, when it was a test run that failed.
    package var failedTests: [String]
    /// The first error line of a failed build, or a short note about a failed run; empty when it succeeded.
    package var detail: String
    /// How long it took, in seconds.
    package var seconds: Double

    /// A step that ended as described.
    package init(
        succeeded: Bool, timedOut: Bool = false, failedTests: [String] = [], detail: String = "", seconds: Double = 0
    ) {
        self.succeeded = succeeded
        self.timedOut = timedOut
        self.failedTests = failedTests
        self.detail = detail
        self.seconds = seconds
    }
}

/// What the run needs to build and test a package of the scratch copy; ``SwiftPMTestRunner`` runs
/// `swift build` and `swift test`, and tests inject a fake.
package protocol MutantTestRunning {
    /// Builds `package` and its tests (`swift build --build-tests`).
    func build(_ package: SwiftPackage) -> StepResult
    /// Runs `package`'s tests, those that match `filter` (a `swift test --filter` pattern) or all of them.
    func test(_ package: SwiftPackage, filter: String?) -> StepResult
}
