import Foundation
import PropertyBased
import Testing

/// `ShrinkBudget` stops PropertyBased's shrinking once spent, and the failure is still reported.
@Suite struct ShrinkBudgetTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// Runs `body`, keeping the issues it records out of the test's results; returns their text.
    func capturingIssues(_ body: () async -> Void) async -> [String] {
        let captured = Captured()
        let capture = IssueHandlingTrait.compactMapIssues { issue in
            captured.append(String(describing: issue))
            return nil
        }
        nonisolated(unsafe) let body = body
        try? await capture.provideScope(for: Test.current!, testCase: Test.Case.current) { await body() }
        return captured.all
    }

    /// A clock that moves `step` seconds each time it is read (0: it stands still), so whether the
    /// budget is spent depends on how often it looked, never on how long the machine took.
    final class SteppingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time = Date(timeIntervalSinceReferenceDate: 0)
        private let step: Double
        init(step: Double) { self.step = step }
        func read() -> Date {
            lock.withLock {
                defer { time += step }
                return time
            }
        }
    }

    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ s: String) { lock.withLock { items.append(s) } }
        var all: [String] { lock.withLock { items } }
    }

    @Test func aSpentBudgetStopsShrinkingButTheFailureIsStillReported() async {
        // Every look at the clock is a second later: spent at the first look after the first failure.
        let clock = SteppingClock(step: 1)
        let budget = ShrinkBudget<[Int]>(seconds: 0, now: { clock.read() })
        let runs = Counter()
        // Almost every array fails, and shrinking one towards the smallest failing sum takes dozens
        // of runs; with no time left it takes none. (The failures are captured, not recorded.)
        let issues = await capturingIssues {
            await propertyCheck(count: 100, input: Gen<Int>.int(in: 0...1000).array(of: 20...40)) { numbers in
                await budget.run(numbers) {
                    runs.increment()
                    #expect(numbers.reduce(0, +) < 100)
                }
            }
        }
        #expect(budget.stoppedShrinking)
        // The first failing case, then PropertyBased's replay of it.
        #expect(runs.value <= 3, "\(runs.value) runs")
        // PropertyBased still reported the failure, with its input and seed, and the replay recorded
        // the property's own expectation.
        #expect(issues.contains { $0.contains("fixedSeed") })
        #expect(issues.contains { $0.contains("Expectation failed") })
    }

    @Test func withTimeLeftShrinkingFindsTheSmallestFailure() async {
        // The clock stands still: however long shrinking takes on a loaded machine, time is left.
        let clock = SteppingClock(step: 0)
        let budget = ShrinkBudget<[Int]>(seconds: 60, now: { clock.read() })
        let smallest = Counter()
        let issues = await capturingIssues {
            await propertyCheck(count: 100, input: Gen<Int>.int(in: 0...1000).array(of: 1...40)) { numbers in
                await budget.run(numbers) {
                    if numbers.reduce(0, +) >= 100, numbers.count == 1 { smallest.increment() }
                    #expect(numbers.reduce(0, +) < 100)
                }
            }
        }
        #expect(!budget.stoppedShrinking)
        // Shrinking reached a single element, and the failure was reported.
        #expect(smallest.value > 0)
        #expect(issues.contains { $0.contains("fixedSeed") })
    }
}
