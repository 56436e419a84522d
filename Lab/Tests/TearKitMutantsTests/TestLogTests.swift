import Testing

@testable import TearKitMutants

@Suite struct TestLogTests {
    @Test func failedTestsAreReadFromSwiftTestingAndXCTest() {
        let log = """
            ◇ Test run started.
            ✘ Test lockHolds() recorded an issue at TearStateLockTests.swift:12:5: Expectation failed
            ✘ Test lockHolds() failed after 0.010 seconds with 1 issue.
            ✘ Test "a named test" recorded an issue at A.swift:1:1: nope
            ✔ Test passes() passed after 0.001 seconds.
            Test Case 'OldTests.testOld' failed (0.002 seconds)
            ✘ Test run with 4 tests in 2 suites failed after 0.1 seconds with 2 issues.
            """
        #expect(TestLog.failedTests(in: log) == ["lockHolds()", "\"a named test\"", "OldTests.testOld"])
        #expect(TestLog.failedTests(in: log, limit: 1) == ["lockHolds()"])
    }

    @Test func theFirstErrorIsShortenedToTheFileName() {
        let log = """
            Building for debugging...
            /tmp/copy/Sources/TearKitCore/Vector2.swift:27:33: error: cannot convert value
            /tmp/copy/Sources/TearKitCore/Vector2.swift:28:1: error: another
            """
        #expect(TestLog.firstError(in: log) == "Vector2.swift:27:33: error: cannot convert value")
        #expect(TestLog.firstError(in: "all good") == nil)
    }
}
