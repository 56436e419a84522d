import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// What the renderer draws each frame: `maxSampleOffset` (constant while a tear is active, so
/// SwiftUI keeps its offscreen layer) and `presentation(at:)` (the animation sampled at a frame's
/// date without changing the state; a clock that goes backwards finishes the animation).
@Suite struct TearStatePresentationTests {
    /// Every state of a drag from `start` to `end`, a release there and its whole animation.
    static func states(_ configuration: TearConfiguration, from start: CGPoint, to end: CGPoint) -> [TearState] {
        var d = GestureDriver(configuration: configuration)
        var states: [TearState] = []
        for i in 1...40 {
            let f = Double(i) / 40
            d.drag(from: start, through: [pt(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)])
            states.append(d.state)
        }
        d.release(from: start, at: end)
        states.append(d.state)
        let released = d.state
        for i in 0...30 { states.append(released.presentation(at: d.time + Double(i) / 60)) }
        return states.filter(\.isActive)
    }

    @Test func maxSampleOffsetIsConstantWhileAVerticalTearIsActive() {
        let states = Self.states(
            TearConfiguration(maxGapWidth: 30, cutDirection: .vertical), from: pt(150, 5), to: pt(160, 250))
        #expect(states.count > 30)
        for s in states { #expect(s.maxSampleOffset == CGSize(width: 15, height: 0)) }
    }

    @Test func maxSampleOffsetIsConstantWhileAHorizontalTearIsActive() {
        let states = Self.states(
            TearConfiguration(maxGapWidth: 20, cutDirection: .horizontal), from: pt(295, 100), to: pt(120, 110))
        for s in states { #expect(s.maxSampleOffset == CGSize(width: 0, height: 10)) }
    }

    @Test func maxSampleOffsetCoversBothAxesForAnyDirection() {
        let states = Self.states(TearConfiguration(maxGapWidth: 28), from: pt(10, 5), to: pt(200, 300))
        for s in states {
            #expect(s.maxSampleOffset == CGSize(width: 14, height: 14))
            // It always covers what the shader displaces.
            #expect(s.maxSampleOffset.width >= s.uniforms.maxSampleOffset.width - 1e-9)
            #expect(s.maxSampleOffset.height >= s.uniforms.maxSampleOffset.height - 1e-9)
        }
    }

    /// An animated break opens over its duration however far the finger went: from the frame before
    /// the release to the broken view, the tip (`tearEnd`) never moves more than a fifth of its whole
    /// way in one 60 Hz frame — also when the drag had reached past the far edge, progress 1 at the
    /// release, where only the tip's run beyond the far edge is left to animate.
    @Test(arguments: [390.0, 400.0, 460.0])
    func theBreakOpensWithoutAJump(releasedAtY y: Double) throws {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, y))
        var tips = [d.state.uniforms.tearEnd]
        d.release(from: pt(150, 5), at: pt(150, y))
        let released = d.state
        #expect(released.phase == .breaking)
        let start = try #require(released.animation).startTime
        for i in 0...24 { tips.append(released.presentation(at: start + Double(i) / 60).uniforms.tearEnd) }
        let broken = released.presentation(at: start + 10)
        #expect(broken.phase == .broken)
        tips.append(broken.uniforms.tearEnd)
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
        let whole = distance(tips[0], tips[tips.count - 1])
        let steps = zip(tips, tips.dropFirst()).map(distance)
        #expect(whole > 100, "the broken view's tip lies half the tear again beyond the far edge")
        #expect(steps.max()! <= whole / 5, "steps \(steps.map { Int($0) }) of \(Int(whole)) pt")
    }

    @Test func presentationSamplesTheRecoveryWithoutChangingTheState() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 250))
        d.release(from: pt(150, 5), at: pt(150, 250))
        let released = d.state
        let start = released.animation!.startTime
        let mid = released.presentation(at: start + 0.1)
        #expect(mid.phase == .recovering)
        #expect(mid.tearProgress > 0 && mid.tearProgress < released.tearProgress)
        #expect(d.state == released)
        // The same instant always shows the same frame; the end shows the view intact.
        #expect(released.presentation(at: start + 0.1) == mid)
        let end = released.presentation(at: start + 10)
        #expect(end.phase == .idle)
        #expect(!end.isEffectEnabled)
        #expect(released.animationHasEnded(at: start + 10))
        #expect(!released.animationHasEnded(at: start + 0.1))
    }

    @Test func aFrameDatedJustBeforeTheStartShowsTheFirstFrame() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 250))
        d.release(from: pt(150, 5), at: pt(150, 250))
        let start = d.state.animation!.startTime
        let early = d.state.presentation(at: start - 0.05)
        #expect(early.phase == .recovering)
        #expect(early.tearProgress == d.state.tearProgress)
    }

    @Test func aClockThatGoesBackwardsFinishesTheRecovery() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 250))
        d.release(from: pt(150, 5), at: pt(150, 250))
        let start = d.state.animation!.startTime
        // The user set the clock back an hour mid-animation.
        let shown = d.state.presentation(at: start - 3600)
        #expect(shown.phase == .idle)
        #expect(d.state.animationHasEnded(at: start - 3600))
        let events = d.state.advance(to: start - 3600)
        #expect(events == [.completed(false)])
        #expect(d.state.phase == .idle)
        // The new clock is adopted: the next tear animates normally from there.
        d.time = start - 3600
        d.drag(from: pt(150, 5), to: pt(150, 250))
        d.release(from: pt(150, 5), at: pt(150, 250))
        #expect(d.state.phase == .recovering)
        #expect(d.state.presentation(at: d.time + 0.1).phase == .recovering)
    }

    @Test func aClockThatGoesBackwardsFinishesAnAnimatedBreak() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        _ = s.setBroken(true, at: 100, animated: true)
        #expect(s.phase == .breaking)
        #expect(s.presentation(at: 10).phase == .broken)
        #expect(s.advance(to: 10).isEmpty)
        #expect(s.phase == .broken)
    }

    @Test func timelineSamplingFinishesForATimeLongBeforeItsStart() {
        let timeline = TearTimeline(
            startTime: 100, duration: 0.35, easing: .easeOut, fromFinger: Vector2(x: 0, y: 100),
            toFinger: .zero, fromProgress: 0.5, fromGap: 14)
        #expect(!timeline.sample(at: 99.9).isFinished)
        #expect(timeline.sample(at: 99.9).tearProgress == 0.5)
        #expect(timeline.sample(at: 0).isFinished)
        #expect(timeline.sample(at: 0).tearProgress == 0)
    }
}
