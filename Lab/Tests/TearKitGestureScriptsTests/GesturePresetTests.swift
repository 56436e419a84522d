import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

@Suite struct GesturePresetTests {
    func completions(_ preset: GesturePreset, _ size: CGSize, _ c: TearConfiguration = TearConfiguration()) -> [Bool] {
        TearSimulator(script: preset.script(viewSize: size, configuration: c)).run().compactMap(\.completion)
    }

    @Test(arguments: [
        CGSize(width: 320, height: 440), CGSize(width: 1179, height: 2556), CGSize(width: 80, height: 60),
    ])
    func presetsDoWhatTheySay(_ size: CGSize) {
        #expect(completions(.verticalFromTop, size) == [true])
        #expect(completions(.horizontalFromLeft, size) == [true])
        #expect(completions(.diagonalFromCorner, size) == [true])
        #expect(completions(.shortAndRecover, size) == [false])
        // Break, restore, short tear that recovers.
        #expect(completions(.demo, size) == [true, false, false])
    }

    @Test func presetsRespectTheCutDirection() {
        let size = CGSize(width: 320, height: 440)
        let vertical = TearConfiguration(cutDirection: .vertical)
        let steps = TearSimulator(
            script: GesturePreset.diagonalFromCorner.script(viewSize: size, configuration: vertical)
        ).run()
        #expect(steps.last?.state.fixedDirection == CGPoint(x: 0, y: 1))
    }

    /// Under the default `.anyDirection` the wobbling drag used to lock ~10° off its axis.
    @Test(arguments: [
        CGSize(width: 480, height: 640), CGSize(width: 320, height: 440), CGSize(width: 1179, height: 2556),
    ])
    func axisPresetsTearAlongTheirAxisUnderTheDefaultDirection(_ size: CGSize) {
        let cases: [(GesturePreset, CGPoint)] = [
            (.verticalFromTop, CGPoint(x: 0, y: 1)), (.shortAndRecover, CGPoint(x: 0, y: 1)),
            (.horizontalFromLeft, CGPoint(x: 1, y: 0)),
        ]
        for (preset, axis) in cases {
            let steps = TearSimulator(script: preset.script(viewSize: size)).run()
            let locked = steps.filter(\.state.directionLocked).map(\.state.fixedDirection)
            #expect(!locked.isEmpty, "\(preset)")
            #expect(locked.allSatisfy { $0 == axis }, "\(preset): \(Set(locked.map { "\($0)" }))")
            // The tear's start and tip lie on one vertical (or horizontal) line.
            let uniforms = steps.filter(\.state.isEffectEnabled).map(\.state.uniforms)
            #expect(
                uniforms.allSatisfy { axis.x == 0 ? $0.tearStart.x == $0.tearEnd.x : $0.tearStart.y == $0.tearEnd.y },
                "\(preset)")
        }
    }

    /// The curved preset starts at the middle of the top edge, sways over the view and lets go below the
    /// middle of its bottom edge: it tears down through the view, not off to a side.
    @Test(arguments: [CGSize(width: 320, height: 440), CGSize(width: 80, height: 60)])
    func theCurvedPresetSwaysDownThroughTheMiddleOfTheView(_ size: CGSize) throws {
        let events = GesturePreset.curvedFromTop.script(viewSize: size).events
        let samples = events.compactMap { event -> DragSample? in
            switch event {
            case .changed(let sample), .ended(let sample): sample
            default: nil
            }
        }
        let first = try #require(samples.first)
        #expect(abs(Double(first.startLocation.x - size.width / 2)) < 1e-9, "\(first.startLocation)")
        #expect(first.startLocation.y > 0 && first.startLocation.y <= 6, "\(first.startLocation)")
        let last = try #require(samples.last)
        guard case .ended = try #require(events.last) else {
            Issue.record("the preset does not end with the finger lifted")
            return
        }
        #expect(abs(Double(last.location.x - size.width / 2)) < 1e-9, "\(last.location)")
        #expect(last.location.y == size.height + 20)
        let xs = samples.map { Double($0.location.x) }
        #expect(xs.allSatisfy { $0 > 0 && $0 < Double(size.width) }, "x from \(xs.min()!) to \(xs.max()!)")
        // It sways to both sides of the middle (an S), by more than a hand's wobble: 30 % of the width at
        // its furthest.
        #expect(xs.max()! > Double(size.width) * 0.6 && xs.min()! < Double(size.width) * 0.4)
        let offsets = xs.map { abs($0 - Double(size.width) / 2) }
        #expect(abs(offsets.max()! - Double(size.width) * 0.3) < 1e-9, "\(offsets.max()!)")
    }

    @Test func degenerateViewsGiveEmptyScripts() {
        #expect(GesturePreset.demo.script(viewSize: .zero).events.isEmpty)
        #expect(GesturePreset.demo.script(viewSize: CGSize(width: CGFloat.nan, height: 10)).events.isEmpty)
    }
}

@Suite struct TearPlaybackTests {
    @Test func framesAreEvenlySpacedAndHoldTheOutcome() {
        let script = GesturePreset.verticalFromTop.script(viewSize: CGSize(width: 320, height: 440))
        let playback = TearPlayback(script: script, framesPerSecond: 30, hold: 0.5)
        let times = playback.frames.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { isClose($1 - $0, 1.0 / 30, 1e-9) })
        #expect(playback.frames.first?.state.phase == .idle)
        #expect(playback.frames.last?.state.phase == .broken)
        #expect(playback.completions == [true])
        #expect(playback.duration >= script.events.last!.time + 0.5 - 1.0 / 30)
        let progress = playback.frames.map(\.state.tearProgress)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func recoveryFramesFollowTheTimelineExactly() {
        var c = TearConfiguration()
        c.recoveryDuration = 0.5
        let script = GesturePreset.shortAndRecover.script(viewSize: CGSize(width: 320, height: 440), configuration: c)
        let playback = TearPlayback(script: script, framesPerSecond: 60)
        let recovering = playback.frames.filter { $0.state.phase == .recovering }
        #expect(recovering.count >= 28 && recovering.count <= 31)
        for frame in recovering {
            let expected = frame.state.animation!.sample(at: frame.time)
            #expect(isClose(frame.state.tearProgress, expected.tearProgress, 1e-12))
        }
        #expect(playback.frames.last?.state.phase == .idle)
    }

    @Test func frameCountIsBounded() {
        let script = GestureScript(
            viewSize: CGSize(width: 10, height: 10),
            events: [.cancelled(time: 1e9)])
        let playback = TearPlayback(script: script, framesPerSecond: 240)
        #expect(playback.frames.count == TearPlayback.maximumFrameCount)
    }

    @Test func keyFramesShowTheStory() {
        let playback = TearPlayback(
            script: GesturePreset.demo.script(viewSize: CGSize(width: 288, height: 408)), framesPerSecond: 60)
        let keys = playback.storyKeyFrames(count: 12)
        #expect(keys.count <= 12)
        #expect(keys.map(\.index) == keys.map(\.index).sorted())
        #expect(Set(keys.map(\.index)).count == keys.count, "one moment per frame")
        let frames = playback.frames
        func events(_ event: StoryKeyFrame.Event) -> [Int] { keys.filter { $0.event == event }.map(\.index) }
        // Both tears: the first frame that shows an opening (the one before shows none)…
        #expect(events(.firstOpening).count == 2)
        for i in events(.firstOpening) {
            #expect(frames[i].state.isEffectEnabled && !frames[i - 1].state.isEffectEnabled)
        }
        // …the middle of the tear and the last frame under the finger…
        #expect(events(.midTear).count == 2)
        #expect(events(.release).count == 2)
        for i in events(.release) {
            #expect(frames[i].state.phase == .tearing && frames[i + 1].state.phase != .tearing)
        }
        // …the break of the first, and the cut closing (after the restore, and after the short second tear).
        #expect(events(.broke).count == 1)
        #expect(
            events(.broke).allSatisfy { frames[$0].state.phase == .broken && frames[$0 - 1].state.phase != .broken })
        #expect(events(.midRecovery).count == 2)
        #expect(events(.midRecovery).allSatisfy { frames[$0].state.phase == .recovering })
        #expect(events(.afterBreak).allSatisfy { frames[$0].state.phase == .broken })
        // With fewer slots, the most important moments stay.
        let few = playback.storyKeyFrames(count: 4)
        #expect(few.count == 4)
        #expect(few.allSatisfy { [.firstOpening, .midTear, .release, .broke, .midRecovery].contains($0.event) })
        #expect(playback.storyKeyFrames(count: 0).isEmpty)
    }
}
