import Foundation

/// Builds and tests the scratch copy's packages with `swift build --build-tests` and
/// `swift test --skip-build [--filter …]`, run from the copy's root, each command's output in a log in
/// ``logs`` (`build-root.log`, `test-lab.log`, …: the last command's of each kind).
package struct SwiftPMTestRunner: MutantTestRunning {
    /// The scratch copy's root.
    package var scratch: URL
    /// Seconds a build or a test command may take before it is stopped (a test run stopped counts as a kill).
    package var timeout: Double

    /// A runner for the copy at `scratch`; each command stopped after `timeout` seconds (default 900).
    package init(scratch: URL, timeout: Double = 900) {
        self.scratch = scratch
        self.timeout = timeout
    }

    /// The folder of the logs: `.mutants-logs` in the copy.
    package var logs: URL { scratch.appendingPathComponent(".mutants-logs") }

    /// The log of the last command of a kind (`build`, `test`) for a package.
    package func log(_ kind: String, _ package: SwiftPackage) -> URL {
        logs.appendingPathComponent("\(kind)-\(package.rawValue).log")
    }

    /// `swift build --build-tests [--package-path Lab]`; a failure's detail is its first compiler error.
    package func build(_ package: SwiftPackage) -> StepResult {
        let log = log("build", package)
        let start = Date()
        do {
            try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
            let result = try ProcessRunner.run(
                ["swift", "build", "--build-tests"] + package.packageArguments, in: scratch, log: log, timeout: timeout)
            let seconds = Date().timeIntervalSince(start)
            if result.succeeded { return StepResult(succeeded: true, seconds: seconds) }
            let detail =
                result.timedOut
                ? "the build timed out after \(Int(timeout)) s"
                : TestLog.firstError(in: result.output) ?? "the build failed (exit status \(result.status))"
            return StepResult(succeeded: false, timedOut: result.timedOut, detail: detail, seconds: seconds)
        } catch {
            return StepResult(succeeded: false, detail: "swift build did not start: \(error)")
        }
    }

    /// `swift test --skip-build [--package-path Lab] [--filter …]`; a failure names the failing tests (at most
    /// five), or says it timed out or crashed.
    package func test(_ package: SwiftPackage, filter: String?) -> StepResult {
        let log = log("test", package)
        let start = Date()
        do {
            try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
            let command =
                ["swift", "test", "--skip-build"] + package.packageArguments + (filter.map { ["--filter", $0] } ?? [])
            let result = try ProcessRunner.run(command, in: scratch, log: log, timeout: timeout)
            let seconds = Date().timeIntervalSince(start)
            if result.succeeded { return StepResult(succeeded: true, seconds: seconds) }
            let failed = TestLog.failedTests(in: result.output)
            let detail =
                result.timedOut
                ? "timed out after \(Int(timeout)) s"
                : failed.isEmpty ? "a crash or a failed run (exit status \(result.status); see \(log.path))" : ""
            return StepResult(
                succeeded: false, timedOut: result.timedOut, failedTests: failed, detail: detail, seconds: seconds)
        } catch {
            return StepResult(succeeded: false, detail: "swift test did not start: \(error)")
        }
    }
}
