import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

/// The simulator's work per event is bounded, whatever the script.
@Suite struct TearSimulatorBoundedWorkTests {
    /// `count` animated `setBroken` events alternating true/false, all at time 0.
    func flickeringScript(count: Int) -> GestureScript {
        GestureScript(
            viewSize: CGSize(width: 200, height: 300),
            events: (0..<count).map { .setBroken($0 % 2 == 0, time: 0, animated: true) })
    }

    @Test func anAnimationInterruptedAtTheSameInstantProducesNoFrames() {
        let steps = TearSimulator(script: flickeringScript(count: 2_000)).run(recoveryFramesPerSecond: 60)
        let scripted = steps.filter { if case .event = $0.cause { true } else { false } }
        // Each break is undone before it moved, so nothing plays: one step per event, all at time 0;
        // each break is reported when asked for, each undoing when it has closed (at once).
        #expect(scripted.count == 2_000)
        #expect(steps.count == 2_000)
        #expect(steps.allSatisfy { $0.time == 0 })
        #expect(steps.last?.state.phase == .idle)
        #expect(steps.compactMap(\.completion) == Array(repeating: [true, false], count: 1_000).flatMap { $0 })
    }

    @Test func anEventAtTheSameInstantActsOnTheInterruptedAnimation() throws {
        // Break animated (reported at once), then at once un-break: the break never starts moving, so
        // nothing is left to close.
        let script = try GestureScript(
            json: Data(
                #"""
                {"view": {"width": 200, "height": 300},
                 "events": [{"phase": "setBroken", "value": true, "animated": true, "time": 0.5},
                            {"phase": "setBroken", "value": false}]}
                """#.utf8))
        let steps = TearSimulator(script: script).run(recoveryFramesPerSecond: 60)
        #expect(steps.count == 2)
        #expect(steps.map(\.time) == [0.5, 0.5])
        #expect(steps.compactMap(\.completion) == [true, false])
        #expect(steps.last?.state.phase == .idle)
    }

    @Test func aLaterEventStillWaitsForTheAnimation() throws {
        let script = try GestureScript(
            json: Data(
                #"""
                {"view": {"width": 200, "height": 300},
                 "events": [{"phase": "setBroken", "value": true, "animated": true, "time": 0},
                            {"phase": "setBroken", "value": false, "time": 0.01}]}
                """#.utf8))
        let steps = TearSimulator(script: script).run(recoveryFramesPerSecond: 60)
        #expect(steps.filter { $0.cause == .breakFrame }.count == 18)
        #expect(steps.compactMap(\.completion) == [true, false])
    }

    @Test func playbackOfALongFlickeringScriptHoldsOnlyItsFrames() {
        let playback = TearPlayback(script: flickeringScript(count: 2_000), framesPerSecond: 60)
        #expect(playback.completions == Array(repeating: [true, false], count: 1_000).flatMap { $0 })
        // 0.6 s of holding the last state, at 60 fps.
        #expect(playback.frames.count == 37)
        #expect(playback.frames.allSatisfy { $0.state.phase == .idle })
    }
}
