import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct TearTimelineTests {
    let timeline = TearTimeline(
        startTime: 10, duration: 0.4, easing: .easeOut,
        fromFinger: Vector2(x: 100, y: 300), toFinger: Vector2(x: 100, y: 20),
        fromProgress: 0.6, fromGap: 18)

    @Test(arguments: RecoveryEasing.allCases)
    func easingStartsAtZeroEndsAtOneAndIsMonotone(_ easing: RecoveryEasing) {
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
        var previous = -1.0
        for i in 0...1000 {
            let v = easing(Double(i) / 1000)
            #expect(v >= previous)
            previous = v
        }
        #expect(easing(-3) == 0)
        #expect(easing(7) == 1)
        #expect(easing(.nan) == 1)
    }

    @Test func firstSampleIsTheReleasedTear() {
        let s = timeline.sample(at: 10)
        #expect(s.fingerPoint == pt(100, 300))
        #expect(s.tearProgress == 0.6)
        #expect(s.gapWidth == 18)
        #expect(!s.isFinished)
        // A frame dated a little before the start shows the first frame; one long before it (a
        // clock set back) shows the end.
        #expect(timeline.sample(at: 10 - TearTimeline.backwardsClockTolerance) == s)
        #expect(timeline.sample(at: 3).isFinished)
    }

    @Test func lastSampleIsClosed() {
        let s = timeline.sample(at: 10.4)
        #expect(s.fingerPoint == pt(100, 20))
        #expect(s.tearProgress == 0)
        #expect(s.gapWidth == 0)
        #expect(s.isFinished)
        #expect(timeline.sample(at: .nan).isFinished)
    }

    @Test func closesStepByStepAndMonotonically() {
        var previous = timeline.sample(at: 10)
        for t in timeline.frameTimes(framesPerSecond: 120) {
            let s = timeline.sample(at: t)
            #expect(s.tearProgress <= previous.tearProgress)
            #expect(s.gapWidth <= previous.gapWidth)
            #expect(s.fingerPoint.y <= previous.fingerPoint.y)
            previous = s
        }
        #expect(previous.isFinished)
    }

    @Test func frameTimesCoverTheAnimationAtTheRequestedRate() {
        let at60 = timeline.frameTimes(framesPerSecond: 60)
        let at120 = timeline.frameTimes(framesPerSecond: 120)
        #expect(at60.count == 24)
        #expect(at120.count == 48)
        #expect(at60.last == timeline.endTime)
        #expect(at120.last == timeline.endTime)
        #expect(zip(at60, at60.dropFirst()).allSatisfy { $0 < $1 })
        // A rate that is not a number draws at the default 60 fps.
        #expect(timeline.frameTimes(framesPerSecond: .nan) == at60)
    }

    @Test(arguments: [0.35, 0.1, 1.0 / 3, 0.7])
    func theLastFrameTimeAlwaysFinishes(_ duration: Double) {
        for start in [0.0, 4.05, 1234.567, 1e6 + 0.1] {
            let t = TearTimeline(
                startTime: start, duration: duration, easing: .easeOut, fromFinger: .zero,
                toFinger: .zero, fromProgress: 1, fromGap: 1)
            for fps in [30.0, 60, 120] {
                #expect(t.sample(at: t.frameTimes(framesPerSecond: fps).last!).isFinished)
            }
        }
    }

    @Test func zeroDurationIsFinishedImmediately() {
        let instant = TearTimeline(
            startTime: 1, duration: 0, easing: .linear, fromFinger: .zero, toFinger: .zero,
            fromProgress: 0.5, fromGap: 3)
        #expect(instant.sample(at: 1).isFinished)
        #expect(instant.frameTimes(framesPerSecond: 60) == [1])
    }
}
