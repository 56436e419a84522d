import Testing
@_spi(Internal) @testable import TearKitCore

/// The end of a shatter is reported by its draw loop and by a timer; the completion must run exactly
/// once whichever comes first, and never when the view left (the draw loop never reports) or a newer
/// run took over (cancelled).
@Suite("Fire once")
struct FireOnceTests {
    @Test func twoTriggersRunTheActionOnce() {
        var count = 0
        let once = FireOnce { count += 1 }
        #expect(once.fire())
        #expect(!once.fire())
        #expect(count == 1)
        #expect(once.hasFired)
    }

    @Test func theTimerAloneEndsTheRunWhenTheDrawLoopNeverReports() {
        var ended = false
        let once = FireOnce { ended = true }
        #expect(!once.hasFired)
        once.fire()  // the timer; the draw loop never ran
        #expect(ended)
    }

    @Test func aCancelledRunNeverFires() {
        var count = 0
        let once = FireOnce { count += 1 }
        once.cancel()
        #expect(!once.fire())
        #expect(count == 0)
        #expect(!once.hasFired)
    }

    @Test func anActionThatFiresAgainFromInsideRunsOnce() {
        var count = 0
        var once: FireOnce!
        once = FireOnce {
            count += 1
            once.fire()
        }
        once.fire()
        #expect(count == 1)
    }

    @Test func theDeadlineIsTheDurationPlusAFrame() {
        #expect(FireOnce.deadline(duration: 1.2) > 1.2)
        #expect(FireOnce.deadline(duration: 1.2) <= 1.2 + 1.0 / 30)
        #expect(FireOnce.deadline(duration: .nan) == FireOnce.frameSlack)
        #expect(FireOnce.deadline(duration: .infinity) == FireOnce.frameSlack)
        #expect(FireOnce.deadline(duration: -3) == FireOnce.frameSlack)
    }

    /// A run whose model is still being built starts only if it is still pending when the model
    /// arrives: a newer run cancelled it, or it already ended.
    @Test func aRunIsPendingUntilItFiresOrIsCancelled() {
        let fired = FireOnce {}
        #expect(fired.isPending)
        fired.fire()
        #expect(!fired.isPending)
        let cancelled = FireOnce {}
        cancelled.cancel()
        #expect(!cancelled.isPending)
    }
}
