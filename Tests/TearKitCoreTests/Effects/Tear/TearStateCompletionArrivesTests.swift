import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The end of a recovery is committed by whichever comes first — a drawn frame, the host's timer at
/// ``TearState/animationEndTime``, or the view leaving — and reported exactly once.
@Suite struct TearStateCompletionArrivesTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    @Test func aRecoveryWithNoFramesCompletesWhenTheTimerFiresAtItsEnd() throws {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        let end = try #require(d.state.animationEndTime)
        #expect(isClose(end, d.time + vertical.recoveryDuration))
        // No frame arrives (the view is hidden); the timer fires at the end.
        d.events += d.state.advance(to: end)
        #expect(d.completions == [false])
        #expect(d.state.animationEndTime == nil)
        // The draw path arriving late, and the timer again, report nothing more.
        d.events += d.state.advance(to: end + 1.0 / 60)
        d.events += d.state.advance(to: end)
        #expect(d.completions == [false])
    }

    @Test func anEarlierRunsTimerDoesNotEndALaterRunEarly() throws {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        let firstEnd = try #require(d.state.animationEndTime)
        d.finishRecovery()
        d.time = firstEnd - 0.2
        d.drag(from: pt(60, 5), to: pt(60, 200))
        d.release(from: pt(60, 5), at: pt(60, 200))
        // The first run's timer fires while the second recovery runs: nothing.
        d.events += d.state.advance(to: firstEnd)
        #expect(d.completions == [false])
        #expect(d.state.phase == .recovering)
    }

    @Test func aViewLeavingMidRecoveryReportsOnceAndNothingAfter() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        d.events += d.state.finishForRemoval(at: d.time + 0.05)
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
        d.events += d.state.advance(to: d.time + 5)
        d.events += d.state.finishForRemoval(at: d.time + 5)
        #expect(d.completions == [false])
    }

    @Test func aViewLeavingMidDragReportsTheTearClosedOnce() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.events += d.state.finishForRemoval(at: d.time)
        #expect(d.completions == [false])
        // The finger's cancel that follows reports nothing more.
        d.events += d.state.dragCancelled(at: d.time + 0.01)
        d.events += d.state.advance(to: d.time + 5)
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
    }

    @Test func aViewLeavingWhileOpeningABreakStaysBrokenWithoutReportingAgain() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 370))
        d.release(from: pt(150, 5), at: pt(150, 370))
        d.events += d.state.finishForRemoval(at: d.time + 0.01)
        #expect(d.state.phase == .broken)
        #expect(d.completions == [true])
    }

    @Test func aViewLeavingWithNothingUnderWayReportsNothing() {
        var d = GestureDriver(configuration: vertical)
        #expect(d.state.finishForRemoval(at: 1).isEmpty)
        d.drag(from: pt(150, 5), through: [pt(150, 8)])
        #expect(d.state.finishForRemoval(at: 2).isEmpty)
        #expect(d.state.phase == .idle)
    }
}
