import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A break is reported when it is decided (the finger lifts at or past the threshold, or a break is
/// asked for); the opening may still animate over `breakDuration`, but reports nothing more.
@Suite struct TearStateBreakReportTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    @Test func releasingPastTheThresholdReportsTheBreakAtRelease() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 370))
        d.release(from: pt(150, 5), at: pt(150, 370))
        // Reported at release: the host writes `isBroken` and calls `onCompletion(true)` now.
        #expect(d.completions == [true])
        #expect(d.state.hasFullyTorn)
        // The opening still animates to the full gap over breakDuration.
        #expect(d.state.phase == .breaking && d.state.phase.isAnimating)
        #expect(d.state.presentation(at: d.time + 0.05).gapWidth < 24)
        d.finishRecovery()
        #expect(d.state.phase == .broken)
        #expect(d.state.gapWidth == 24)
        #expect(d.completions == [true])
    }

    @Test func anAnimatedBreakAskedForReportsAtOnceAndOpensAfterwards() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        let events = s.setBroken(true, at: 1, animated: true)
        #expect(events == [.breakStarted, .completed(true)])
        #expect(s.isBrokenOrBreaking && s.hasFullyTorn && s.phase == .breaking)
        #expect(s.advance(to: 5).isEmpty)
        #expect(s.phase == .broken)
    }

    @Test func theBindingsEchoOfABreakDoesNotReportItAgain() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 370))
        d.release(from: pt(150, 5), at: pt(150, 370))
        // The host wrote `isBroken = true`; its change handler asks for the break again.
        d.events += d.state.setBroken(true, at: d.time)
        d.finishRecovery()
        #expect(d.completions == [true])
    }
}
