import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The seed's `isBroken` binding: set true to force a break, false to recover.
@Suite struct TearStateExternalControlTests {
    @Test func forcingABreakOnAnIdleViewTearsThroughTheMiddle() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        do { let result = s.setBroken(true, at: 1); #expect(result == [.completed(true)]) }
        #expect(s.hasFullyTorn)
        #expect(s.edgePoint == pt(150, 0))
        #expect(s.fingerPoint == pt(150, 400))
        #expect(s.tearProgress == 1)
        #expect(s.gapWidth == s.configuration.maxGapWidth)
        #expect(s.isEffectEnabled)
        do { let result = s.setBroken(true, at: 2); #expect(result.isEmpty) }
    }

    @Test func aBreakForcedAtZeroSizeIsDrawnThroughTheMiddleOnceTheViewHasItsSize() {
        // A UIKit view broken before its first layout (`isBroken = true` in `viewDidLoad`).
        var s = TearState(viewSize: .zero)
        do { let result = s.setBroken(true, at: 1); #expect(result == [.completed(true)]) }
        #expect(!s.isEffectEnabled)
        do { let result = s.setViewSize(CGSize(width: 300, height: 400)); #expect(result.isEmpty) }
        #expect(s.hasFullyTorn)
        #expect(s.isEffectEnabled)
        #expect(s.edgePoint == pt(150, 0))
        #expect(s.fingerPoint == pt(150, 400))
        #expect(s.tearProgress == 1)
        #expect(s.gapWidth == s.configuration.maxGapWidth)
    }

    @Test func restoringABreakForcedAtZeroSizeReportsFalseOnce() {
        var s = TearState(viewSize: .zero)
        var events = s.setBroken(true, at: 1)
        events += s.setBroken(false, at: 2)
        events += s.advance(to: 10)
        events += s.setBroken(false, at: 11)
        #expect(events == [.completed(true), .completed(false)])
        #expect(!s.hasFullyTorn)
        #expect(s.phase == .idle)
    }

    @Test func forcingABreakOfAHorizontalTearUsesTheLeftEdge() {
        var s = TearState(
            configuration: TearConfiguration(cutDirection: .horizontal), viewSize: CGSize(width: 300, height: 400))
        s.setBroken(true, at: 0)
        #expect(s.edgePoint == pt(0, 200))
        #expect(s.fingerPoint == pt(300, 200))
    }

    @Test func forcingABreakMidGestureCompletesAlongTheCurrentLine() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(70, 5), to: pt(70, 150))
        d.events += d.state.setBroken(true, at: d.time)
        #expect(d.state.edgePoint == pt(70, 0))
        #expect(d.state.fingerPoint == pt(70, 400))
        // The finger is still down: its release must not report again.
        d.drag(from: pt(70, 5), to: pt(70, 160))
        d.release(from: pt(70, 5), at: pt(70, 160))
        #expect(d.completions == [true])
    }

    @Test func settingFalseRecoversABrokenViewAndReportsOnce() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        s.setBroken(true, at: 0)
        do { let result = s.setBroken(false, at: 1); #expect(result == [.recoveryStarted]) }
        #expect(s.phase == .recovering)
        do { let result = s.advance(to: 1.1); #expect(result.isEmpty) }
        #expect(s.tearProgress < 1)
        do { let result = s.advance(to: 5); #expect(result == [.completed(false)]) }
        #expect(s.phase == .idle)
        do { let result = s.setBroken(false, at: 6); #expect(result.isEmpty) }
    }

    @Test func settingFalseOnAnIntactViewDoesNothing() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        do { let result = s.setBroken(false, at: 0); #expect(result.isEmpty) }
        #expect(s.phase == .idle)
    }

    @Test func settingFalseMidGestureClosesTheTearAndIgnoresTheRestOfTheDrag() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(70, 5), to: pt(70, 200))
        d.events += d.state.setBroken(false, at: d.time)
        #expect(d.state.phase == .recovering)
        d.finishRecovery()
        d.drag(from: pt(70, 5), to: pt(70, 390))
        d.release(from: pt(70, 5), at: pt(70, 390))
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
    }
}

/// An animated forced break (the VoiceOver "Tear" action): reported once, at once; the tear runs through.
@Suite struct TearStateAnimatedBreakTests {
    @Test func anAnimatedBreakReportsOnceThenRunsTheTearThrough() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        do {
            let events = s.setBroken(true, at: 1, animated: true); #expect(events == [.breakStarted, .completed(true)])
        }
        #expect(s.phase == .breaking)
        #expect(s.phase.isAnimating)
        #expect(s.hasFullyTorn)
        var previous = s.tearProgress
        var completions: [TearEvent] = []
        for i in 1...40 {
            completions += s.advance(to: 1 + Double(i) * 0.01)
            #expect(s.tearProgress >= previous)
            #expect(s.fingerPoint.x == 150)
            previous = s.tearProgress
        }
        #expect(completions.isEmpty)
        #expect(s.phase == .broken)
        #expect(s.fingerPoint == pt(150, 400))
        #expect(s.gapWidth == s.configuration.maxGapWidth)
    }

    @Test func anAnimatedBreakContinuesATearInProgress() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(80, 5), to: pt(80, 200))
        let progress = d.state.tearProgress
        d.events += d.state.setBroken(true, at: d.time, animated: true)
        d.events += d.state.advance(to: d.time + 0.1)
        #expect(d.state.tearProgress > progress)
        #expect(d.state.edgePoint == pt(80, 0))
        d.events += d.state.advance(to: d.time + 1)
        // The finger still down cannot report a second time.
        d.release(from: pt(80, 5), at: pt(80, 210))
        #expect(d.completions == [true])
    }

    @Test func restoringDuringAnAnimatedBreakClosesTheTear() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        s.setBroken(true, at: 0, animated: true)
        s.advance(to: 0.15)
        do { let events = s.setBroken(false, at: 0.15); #expect(events == [.recoveryStarted]) }
        do { let events = s.advance(to: 5); #expect(events == [.completed(false)]) }
        #expect(s.phase == .idle)
    }

    @Test func aNewTouchFinishesAnAnimatedBreakAndNothingReportsItAgain() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        s.setBroken(true, at: 0, animated: true)
        do { let events = s.setBroken(true, at: 0.05, animated: true); #expect(events.isEmpty) }
        do { let events = s.setBroken(true, at: 0.05); #expect(events.isEmpty) }
        var t = TearState(viewSize: CGSize(width: 300, height: 400))
        t.setBroken(true, at: 0, animated: true)
        let events = t.dragChanged(
            DragSample(startLocation: pt(10, 5), location: pt(10, 50), time: 0.05), viewSize: t.viewSize)
        #expect(events.isEmpty)
        #expect(t.phase == .broken)
    }

    @Test func zeroBreakDurationBreaksAtOnce() {
        var c = TearConfiguration()
        c.breakDuration = 0
        var s = TearState(configuration: c, viewSize: CGSize(width: 300, height: 400))
        do { let events = s.setBroken(true, at: 0, animated: true); #expect(events == [.completed(true)]) }
    }
}

/// Which accessibility action a host offers: "Tear" while the view is whole (also mid-tear or
/// recovering), "Restore" once it is broken or breaking.
@Suite struct TearStateAccessibilityActionTests {
    @Test func restoreIsOfferedOnlyWhenBrokenOrBreaking() {
        var s = TearState(
            configuration: TearConfiguration(cutDirection: .vertical), viewSize: CGSize(width: 300, height: 400))
        #expect(!s.isBrokenOrBreaking)
        _ = s.dragChanged(
            DragSample(startLocation: pt(150, 5), location: pt(150, 100), time: 0.1), viewSize: s.viewSize)
        #expect(s.phase == .tearing && !s.isBrokenOrBreaking)
        _ = s.dragEnded(DragSample(startLocation: pt(150, 5), location: pt(150, 120), time: 0.2), viewSize: s.viewSize)
        #expect(s.phase == .recovering && !s.isBrokenOrBreaking)
        _ = s.advance(to: 5)
        _ = s.setBroken(true, at: 6, animated: true)
        #expect(s.phase == .breaking && s.isBrokenOrBreaking)
        _ = s.advance(to: 10)
        #expect(s.phase == .broken && s.isBrokenOrBreaking)
        _ = s.setBroken(false, at: 11)
        #expect(s.phase == .recovering && !s.isBrokenOrBreaking)
    }
}
