import Foundation
import Testing

/// Bounds how long PropertyBased spends shrinking a failing case, so a regression is reported in
/// seconds rather than after minutes of apparent hanging.
///
/// PropertyBased (2.0.1) shrinks without any limit: it keeps trying smaller inputs for as long as
/// one of them still fails, and every try runs the whole property. A rare failure in a long gesture
/// sequence took six minutes to shrink. Wrap the property's body in ``run(_:_:)``: from the first
/// failure on, shrinking may go on for ``seconds``; after that every new candidate passes at once,
/// so the shrinker stops at the smallest failing input found so far, and PropertyBased prints it
/// (with the seed of the original failure) and replays it to record its issues.
///
/// ```swift
/// let budget = ShrinkBudget<[Double]>()
/// await propertyCheck(input: generator) { input in
///     await budget.run(input) { #expect(property(input)) }
/// }
/// ```
final class ShrinkBudget<Input: Equatable & Sendable>: @unchecked Sendable {
    /// Seconds of shrinking allowed after the first failure.
    let seconds: Double
    /// The clock the budget is measured on: the wall clock, or, in the budget's own tests, one they
    /// move themselves, so their verdict never depends on how busy the machine is.
    private let now: @Sendable () -> Date

    private let lock = NSLock()
    private var firstFailure: Date?
    private var smallestFailure: Input?
    private var shrinkRuns = 0
    private var replaysLeft = 2
    private var isSpent = false

    /// - Parameters:
    ///   - seconds: Shrinking time allowed after the first failure: the environment variable
    ///     `TEARKIT_SHRINK_SECONDS` if set (e.g. 600 to shrink a failure all the way), otherwise 5 s.
    ///   - now: The time now; the wall clock unless a test supplies its own.
    init(
        seconds: Double = ProcessInfo.processInfo.environment["TEARKIT_SHRINK_SECONDS"].flatMap(Double.init) ?? 5,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.seconds = seconds
        self.now = now
    }

    /// Whether shrinking was cut short by the budget.
    var stoppedShrinking: Bool { lock.withLock { isSpent } }

    /// Runs `body` for `input`, unless the budget is spent and `input` is not the failure being
    /// reported.
    func run(_ input: Input, _ body: () async -> Void) async {
        if skips(input) { return }
        let failed = FailureFlag()
        // The matcher sees every issue `body` records and matches none, so each is recorded as
        // usual (PropertyBased still sees it), while the budget learns that this input failed.
        await withKnownIssue(isIntermittent: true) {
            await body()
        } matching: { issue in
            if issue.severity == .error { failed.raise() }
            return false
        }
        if failed.isRaised { recordFailure(input) }
    }

    private func skips(_ input: Input) -> Bool {
        lock.withLock {
            guard let first = firstFailure else { return false }
            if !isSpent, now().timeIntervalSince(first) > seconds {
                isSpent = true
                print(
                    "ShrinkBudget: stopped shrinking after \(seconds) s (\(shrinkRuns) tries); the input reported is the smallest failing one found"
                )
            }
            guard isSpent else {
                shrinkRuns += 1
                return false
            }
            // Spent: only PropertyBased's final replay of the reported input still runs (twice at
            // most, so a shrinker that proposes the same input again cannot loop).
            guard input == smallestFailure, replaysLeft > 0 else { return true }
            replaysLeft -= 1
            return false
        }
    }

    private func recordFailure(_ input: Input) {
        lock.withLock {
            if firstFailure == nil { firstFailure = now() }
            smallestFailure = input
        }
    }

    private final class FailureFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func raise() { lock.withLock { raised = true } }
        var isRaised: Bool { lock.withLock { raised } }
    }
}
