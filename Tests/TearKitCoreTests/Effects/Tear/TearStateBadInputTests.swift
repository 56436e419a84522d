import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Bad input never crashes and never produces NaN.
@Suite struct TearStateBadInputTests {
    static let poison: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300]

    func expectClean(_ s: TearState, sourceLocation: SourceLocation = #_sourceLocation) {
        let values = [
            s.edgePoint.x, s.edgePoint.y, s.fingerPoint.x, s.fingerPoint.y, s.fixedDirection.x, s.fixedDirection.y,
            CGFloat(s.tearProgress), CGFloat(s.gapWidth), CGFloat(s.lockProjection), CGFloat(s.maxTrajectoryDistance),
        ]
        #expect(values.allSatisfy { $0.isFinite }, sourceLocation: sourceLocation)
        #expect(s.uniforms.flattenedArguments.allSatisfy { $0.isFinite }, sourceLocation: sourceLocation)
        #expect(
            s.uniforms.maxSampleOffset.width.isFinite && s.uniforms.maxSampleOffset.height.isFinite,
            sourceLocation: sourceLocation)
        #expect((0...1).contains(s.tearProgress), sourceLocation: sourceLocation)
        #expect(s.gapWidth >= 0 && s.gapWidth <= s.configuration.maxGapWidth, sourceLocation: sourceLocation)
    }

    @Test(arguments: poison)
    func nonFiniteLocationsAreSkipped(_ bad: Double) {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        let before = d.state
        d.drag(from: pt(150, 5), through: [pt(bad, 250), pt(150, bad)])
        expectClean(d.state)
        if !bad.isFinite { #expect(d.state.tearProgress == before.tearProgress) }
        d.release(from: pt(150, 5), at: pt(bad, bad))
        d.finishRecovery()
        expectClean(d.state)
        #expect(d.completions.count == 1)
    }

    @Test(arguments: poison)
    func nonFiniteStartLocationsNeverActivate(_ bad: Double) {
        var d = GestureDriver()
        d.drag(from: pt(bad, 5), to: pt(150, 200))
        d.release(from: pt(bad, 5), at: pt(150, 200))
        #expect(d.events.isEmpty)
        expectClean(d.state)
    }

    @Test(arguments: [
        CGSize.zero, CGSize(width: -10, height: 400), CGSize(width: 300, height: CGFloat.nan),
        CGSize(width: CGFloat.infinity, height: 100), CGSize(width: 0, height: 400),
    ])
    func degenerateViewSizesAreInert(_ size: CGSize) {
        var s = TearState(viewSize: size)
        let events =
            s.dragChanged(DragSample(startLocation: pt(0, 0), location: pt(0, 100), time: 0), viewSize: size)
            + s.dragEnded(DragSample(startLocation: pt(0, 0), location: pt(0, 200), time: 0.1), viewSize: size)
        #expect(events.isEmpty)
        #expect(s.viewSize.width.isFinite && s.viewSize.width >= 0)
        expectClean(s)
        // A forced break on a view with no area reports, but draws nothing.
        do { let result = s.setBroken(true, at: 1); #expect(result == [.completed(true)]) }
        #expect(!s.isEffectEnabled)
        expectClean(s)
    }

    @Test func viewShrinkingToZeroMidTearAbandonsIt() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.events += d.state.setViewSize(.zero)
        #expect(d.completions == [false])
        #expect(d.state.phase == .idle)
        expectClean(d.state)
    }

    @Test func viewResizedMidGestureRescalesTheTear() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 220))
        let progress = d.state.tearProgress
        d.size = CGSize(width: 600, height: 800)
        d.drag(from: pt(300, 10), through: [pt(300, 440)])
        #expect(d.state.edgePoint == pt(300, 0))
        #expect(d.state.maxTrajectoryDistance == 800)
        #expect(isClose(d.state.tearProgress, progress, 1e-9))
        #expect(d.state.fingerPoint == pt(300, 440))
        d.drag(from: pt(300, 10), through: [pt(300, 800)])
        #expect(d.state.tearProgress == 1)
        expectClean(d.state)
    }

    @Test func brokenViewResizedKeepsItsTearAcrossTheNewSize() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        s.setBroken(true, at: 0)
        s.setViewSize(CGSize(width: 150, height: 100))
        #expect(s.hasFullyTorn)
        #expect(s.edgePoint == pt(75, 0))
        #expect(s.fingerPoint == pt(75, 100))
        expectClean(s)
    }

    @Test func brokenViewCollapsedAndRegrownAtAnotherSizeKeepsItsCutInPlace() {
        // A broken card in a collapsed stack section (zero high), whose width changes before it
        // expands again: the cut stays where the same resize without the collapse puts it.
        var direct = TearState(viewSize: CGSize(width: 300, height: 400))
        direct.setBroken(true, at: 0)
        var collapsed = direct
        direct.setViewSize(CGSize(width: 600, height: 400))
        for size in [CGSize(width: 300, height: 0), CGSize(width: 600, height: 0), CGSize(width: 600, height: 400)] {
            #expect(collapsed.setViewSize(size).isEmpty)
        }
        #expect(collapsed.hasFullyTorn)
        #expect(collapsed.edgePoint == pt(300, 0))
        #expect(collapsed.fingerPoint == pt(300, 400))
        #expect(collapsed.maxTrajectoryDistance == 400)
        #expect(collapsed.uniforms == direct.uniforms)
        expectClean(collapsed)
    }

    @Test func diagonalTearCollapsedAndRegrownIsRescaledFromItsLastSizeWithAnArea() {
        var d = GestureDriver(configuration: TearConfiguration(breakThreshold: 0.5))
        d.drag(from: pt(5, 100), to: pt(295, 300))
        d.release(from: pt(5, 100), at: pt(295, 300))
        #expect(d.completions == [true])
        var direct = d.state
        var collapsed = d.state
        direct.setViewSize(CGSize(width: 150, height: 800))
        for size in [CGSize.zero, CGSize(width: 0, height: 800), CGSize(width: 150, height: 800)] {
            #expect(collapsed.setViewSize(size).isEmpty)
        }
        #expect(collapsed.hasFullyTorn)
        #expect(isClose(collapsed.edgePoint, direct.edgePoint))
        #expect(isClose(collapsed.fingerPoint, direct.fingerPoint))
        #expect(isClose(collapsed.fixedDirection, direct.fixedDirection))
        #expect(collapsed.maxTrajectoryDistance == direct.maxTrajectoryDistance)
        expectClean(collapsed)
    }

    @Test func breakForcedWhileCollapsedIsDrawnThroughTheMiddleOfTheRegrownView() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        s.setViewSize(CGSize(width: 300, height: 0))
        #expect(s.setBroken(true, at: 1) == [.completed(true)])
        #expect(s.setViewSize(CGSize(width: 600, height: 200)).isEmpty)
        #expect(s.hasFullyTorn)
        #expect(s.edgePoint == pt(300, 0))
        #expect(s.fingerPoint == pt(300, 200))
        expectClean(s)
    }

    @Test func idleViewCollapsedAndRegrownAtItsSizeTearsAgain() {
        // A card in a stack section that collapses (zero high) and expands again before anyone touches it.
        var d = GestureDriver(configuration: TearConfiguration(breakThreshold: 0.5))
        for size in [CGSize(width: 300, height: 0), CGSize(width: 300, height: 400)] {
            #expect(d.state.setViewSize(size).isEmpty)
        }
        d.drag(from: pt(150, 5), to: pt(150, 390))
        d.release(from: pt(150, 5), at: pt(150, 390))
        d.finishRecovery()  // the gap opening after the break
        #expect(d.completions == [true])
        #expect(d.state.hasFullyTorn)
        #expect(isClose(d.state.edgePoint, pt(150, 0)))
        #expect(isClose(d.state.fingerPoint, pt(150, 400)))
        expectClean(d.state)
    }

    @Test func tearInAViewResizedWhileIdleIsRescaledFromTheSizeItWasDrawnIn() {
        // The view changes size before the tear starts (a rotation), then again while it is held.
        var resized = GestureDriver(configuration: TearConfiguration(breakThreshold: 1))
        resized.state.setViewSize(CGSize(width: 600, height: 400))
        resized.size = CGSize(width: 600, height: 400)
        var direct = GestureDriver(width: 600, height: 400, configuration: TearConfiguration(breakThreshold: 1))
        resized.drag(from: pt(300, 5), to: pt(300, 200))
        direct.drag(from: pt(300, 5), to: pt(300, 200))
        #expect(resized.state.setViewSize(CGSize(width: 600, height: 800)).isEmpty)
        #expect(direct.state.setViewSize(CGSize(width: 600, height: 800)).isEmpty)
        #expect(isClose(resized.state.edgePoint, pt(300, 0)))
        #expect(isClose(resized.state.fingerPoint, direct.state.fingerPoint))
        #expect(resized.state.tearProgress == direct.state.tearProgress)
        expectClean(resized.state)
    }

    @Test func nonFiniteTimesNeverBreakTheRecovery() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        for t in [Double.nan, -.infinity, .infinity, d.time - 0.5] {
            d.events += d.state.advance(to: t)
            expectClean(d.state)
        }
        #expect(d.completions.isEmpty)
        #expect(d.state.phase == .recovering)
        d.finishRecovery()
        #expect(d.completions == [false])
    }

    @Test func aClockSetBackFinishesTheRecoveryOnce() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.release(from: pt(150, 5), at: pt(150, 200))
        d.events += d.state.advance(to: -5)
        expectClean(d.state)
        #expect(d.completions == [false])
        d.events += d.state.advance(to: -4)
        #expect(d.completions == [false])
    }

    @Test func tinyViewsCanStillBeTorn() {
        var d = GestureDriver(width: 40, height: 12, configuration: TearConfiguration(cutDirection: .horizontal))
        d.drag(from: pt(1, 6), to: pt(40, 6), steps: 10)
        #expect(d.state.directionLocked)
        #expect(d.state.tearProgress == 1)
        d.release(from: pt(1, 6), at: pt(40, 6))
        d.finishRecovery()
        #expect(d.completions == [true])
    }

    @Test func aTearWithNoMoreThanABillionthOfAPointLeftToTearShowsNoProgress() {
        // A view 2e-9 pt tall, locked at once 1e-9 pt above its bottom edge (a host's approved drag):
        // exactly 1e-9 pt of line is left, too little to measure progress along, so the finger running
        // past the top edge opens nothing, as with no line at all.
        let size = CGSize(width: 100, height: 2e-9)
        var state = TearState(configuration: TearConfiguration(cutDirection: .vertical), viewSize: size)
        let start = pt(50, 2e-9)
        let began = state.dragBegan(
            DragSample(startLocation: start, location: pt(50 + 1e-9, 1e-9), time: 0), viewSize: size)
        #expect(began == [.activated, .directionLocked])
        #expect(state.maxTrajectoryDistance == 2e-9 && state.lockProjection == 1e-9)
        state.dragChanged(DragSample(startLocation: start, location: pt(50, -10), time: 0.1), viewSize: size)
        #expect(state.fingerPoint == pt(50, 0))
        #expect(state.tearProgress == 0 && state.gapWidth == 0, "progress \(state.tearProgress)")
    }
}
