import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Release decides: break at or above the threshold, otherwise close, reset and report.
@Suite struct TearStateReleaseTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    @Test func releaseAtOrAboveTheThresholdBreaksOnce() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        // progress = (y - 40) / 360 ≥ 0.9 ⇔ y ≥ 364.
        d.drag(from: pt(150, 5), to: pt(150, 364))
        d.release(from: pt(150, 5), at: pt(150, 364))
        // Reported at release; the cut then runs on through the view over breakDuration.
        #expect(d.state.phase == .breaking && d.completions == [true])
        d.finishRecovery()
        #expect(d.state.hasFullyTorn)
        #expect(d.state.tearProgress == 1)
        #expect(d.state.gapWidth == 24)
        #expect(d.state.fingerPoint == pt(150, 400))
        #expect(d.state.phase == .broken)
        #expect(d.completions == [true])
        #expect(d.state.isEffectEnabled)
    }

    /// Letting go past the threshold opens the cut to the full gap over a few frames, as an animated
    /// setBroken does: no frame jumps from the thin tip to the whole gap.
    @Test func aReleasePastTheThresholdOpensGraduallyToTheFullGap() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), to: pt(150, 370))
        let released = d.state.uniforms
        d.release(from: pt(150, 5), at: pt(150, 370))
        let start = d.time
        var previous = released
        var frames = 0
        for frame in 1...60 {
            let shown = d.state.presentation(at: start + Double(frame) / 60).uniforms
            // Each frame opens at most a third of the way the break has to go (gap and tip).
            #expect(
                shown.maxGap >= previous.maxGap - 1e-9
                    && shown.maxGap - previous.maxGap <= (24 - released.maxGap) / 3 + 1e-9, "frame \(frame)")
            #expect(
                Double(shown.tearEnd.y - previous.tearEnd.y) <= Double(600 - released.tearEnd.y) / 3 + 1e-9,
                "frame \(frame)")
            previous = shown
            frames += 1
            if !d.state.presentation(at: start + Double(frame) / 60).phase.isAnimating { break }
        }
        #expect(frames >= 10, "the break takes breakDuration (0.3 s), not one frame")
        // Its last frame is the broken view's: the full gap, the tip beyond the far edge.
        d.finishRecovery()
        #expect(d.state.uniforms == previous)
        #expect(d.completions == [true])
    }

    @Test func laterDragsDoNothingUntilReset() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 390))
        d.release(from: pt(150, 5), at: pt(150, 390))
        d.finishRecovery()
        let broken = d.state
        d.drag(from: pt(40, 5), to: pt(40, 300))
        d.release(from: pt(40, 5), at: pt(40, 300))
        #expect(d.state.edgePoint == broken.edgePoint)
        #expect(d.state.fingerPoint == broken.fingerPoint)
        #expect(d.completions == [true])
        d.state.reset()
        #expect(d.state.phase == .idle)
        d.drag(from: pt(40, 5), to: pt(40, 300))
        #expect(d.state.directionLocked)
        #expect(d.state.edgePoint == pt(40, 0))
    }

    @Test func releaseBelowTheThresholdRecoversThenCompletesFalseOnce() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 250))
        let released = d.state
        d.release(from: pt(150, 5), at: pt(150, 250))
        #expect(d.events.last == .recoveryStarted)
        #expect(d.state.phase == .recovering)
        #expect(d.completions.isEmpty)
        // Mid-animation the cut is partly closed, along the same line.
        d.time += 0.1
        d.events += d.state.advance(to: d.time)
        #expect(d.state.tearProgress < released.tearProgress)
        #expect(d.state.tearProgress > 0)
        #expect(d.state.gapWidth < released.gapWidth)
        #expect(d.state.fingerPoint.x == 150)
        #expect(d.state.fingerPoint.y < released.fingerPoint.y)
        d.finishRecovery()
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
        #expect(d.state == TearState(configuration: vertical, viewSize: d.size).withClock(of: d.state))
        // Advancing further fires nothing more.
        d.events += d.state.advance(to: d.time + 5)
        #expect(d.completions == [false])
    }

    /// Once a tear has closed, nothing of it is left: the state is that of a view that was never torn
    /// (scrolled over the same frames, or left alone until the same time), whether the cut closed on
    /// its own or a broken view was reset.
    @Test func aClosedTearLeavesTheStateOfAViewNeverTorn() {
        var closed = GestureDriver(configuration: vertical)
        closed.drag(from: pt(150, 5), to: pt(150, 250))
        closed.release(from: pt(150, 5), at: pt(150, 250))
        closed.finishRecovery()
        #expect(closed.completions == [false])
        // Starts away from every edge: a scroll, never a tear.
        var scrolled = GestureDriver(configuration: vertical)
        scrolled.drag(from: pt(150, 200), to: pt(150, 300))
        scrolled.release(from: pt(150, 200), at: pt(150, 300))
        scrolled.state.advance(to: closed.time)
        #expect(scrolled.events.isEmpty)
        #expect(closed.state == scrolled.state)

        var reset = GestureDriver(configuration: vertical)
        reset.drag(from: pt(150, 5), to: pt(150, 390))
        reset.release(from: pt(150, 5), at: pt(150, 390))
        reset.finishRecovery()
        #expect(reset.state.phase == .broken)
        reset.state.reset()
        var untouched = TearState(configuration: vertical, viewSize: reset.size)
        untouched.advance(to: reset.time)
        #expect(reset.state == untouched)
    }

    @Test func recoveryLastsTheConfiguredDuration() {
        var c = vertical
        c.recoveryDuration = 0.5
        var d = GestureDriver(configuration: c)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        let start = d.time
        do { let result = d.state.advance(to: start + 0.49); #expect(result.isEmpty) }
        do { let result = d.state.advance(to: start + 0.5); #expect(result == [.completed(false)]) }
    }

    @Test func zeroRecoveryDurationClosesAtOnce() {
        var c = vertical
        c.recoveryDuration = 0
        var d = GestureDriver(configuration: c)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
    }

    @Test func tapAtTheEdgeEndsWithoutACompletion() {
        var d = GestureDriver(configuration: vertical)
        d.release(from: pt(150, 5), at: pt(150, 6))
        #expect(d.events == [.activated])
        #expect(d.state.phase == .idle)
    }

    @Test func cancelledGestureRecoversTheSameWay() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 390))
        d.time += 0.01
        d.events += d.state.dragCancelled(at: d.time)
        // Even past the threshold, a cancel never breaks.
        #expect(!d.state.hasFullyTorn)
        #expect(d.state.phase == .recovering)
        d.finishRecovery()
        #expect(d.completions == [false])
    }

    @Test func thresholdIsConfigurable() {
        var c = vertical
        c.breakThreshold = 0.5
        var d = GestureDriver(configuration: c)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), to: pt(150, 220))
        d.release(from: pt(150, 5), at: pt(150, 220))
        d.finishRecovery()
        #expect(d.completions == [true])
    }

    @Test func aNewDragDuringRecoveryCutsItShortAndCanTearAgain() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        d.drag(from: pt(80, 5), to: pt(80, 100))
        #expect(d.completions == [false])
        #expect(d.state.directionLocked)
        #expect(d.state.edgePoint == pt(80, 0))
    }

    @Test func flingBreaksOnlyWhenEnabled() {
        for enabled in [false, true] {
            var c = vertical
            c.breaksOnFling = enabled
            var d = GestureDriver(configuration: c)
            d.drag(from: pt(150, 5), to: pt(150, 250))
            d.release(from: pt(150, 5), at: pt(150, 250), predicted: pt(150, 600))
            d.finishRecovery()
            #expect(d.completions == [enabled])
        }
    }
}

extension TearState {
    /// `self` with the clock of `other`, for comparing states that differ only in time bookkeeping.
    func withClock(of other: TearState) -> TearState {
        var copy = self
        copy.lastTime = other.lastTime
        return copy
    }
}
