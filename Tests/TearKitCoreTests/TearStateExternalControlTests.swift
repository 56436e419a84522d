import Foundation
import Testing
@testable import TearKitCore

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

    @Test func forcingABreakOfAHorizontalTearUsesTheLeftEdge() {
        var s = TearState(configuration: TearConfiguration(cutDirection: .horizontal), viewSize: CGSize(width: 300, height: 400))
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
