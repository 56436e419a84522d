import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

@Suite struct TearSimulatorTests {
    func drag(_ start: CGPoint, to end: CGPoint, from t0: Double, steps: Int, end phase: String = "ended")
        -> [GestureScript.Event]
    {
        (1...steps).map { i in
            let f = Double(i) / Double(steps)
            let s = DragSample(
                startLocation: start,
                location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
                time: t0 + f * 0.5)
            return i == steps && phase == "ended" ? .ended(s) : .changed(s)
        }
    }

    @Test func aBreakingDragEndsWithCompletionTrue() {
        let script = GestureScript(
            viewSize: CGSize(width: 200, height: 300),
            configuration: TearConfiguration(cutDirection: .vertical),
            events: drag(pt(100, 3), to: pt(100, 299), from: 0, steps: 30))
        let steps = TearSimulator(script: script).run()
        // The 30 drag events, then the frames of the cut running on through the view (breakDuration at 60 Hz).
        #expect(steps.count == 30 + Int((TearConfiguration().breakDuration * 60).rounded(.up)))
        // The break is reported at release (the 30th step), the frames after it report nothing.
        #expect(steps.map { $0.completion != nil } == (0..<steps.count).map { $0 == 29 })
        #expect(steps[29].completion == true)
        #expect(steps.last?.state.phase == .broken)
    }

    @Test func tapsAndSidewaysScrollsLeaveNoCompletionInTheTrace() {
        let tap = DragSample(startLocation: pt(4, 150), location: pt(4, 150), time: 0.1)
        let script = GestureScript(
            viewSize: CGSize(width: 200, height: 300),
            configuration: TearConfiguration(cutDirection: .horizontal),
            events: [.changed(tap), .ended(tap)] + drag(pt(6, 250), to: pt(8, 20), from: 1, steps: 20))
        let steps = TearSimulator(script: script).run()
        #expect(steps.allSatisfy { $0.completion == nil })
        #expect(!SimulationTrace.text(for: steps).contains("completion"))
        #expect(steps.allSatisfy { !$0.state.directionLocked })
    }

    @Test func recoveryIsPlayedAt60HzAndEndsWithCompletionFalse() {
        var c = TearConfiguration(cutDirection: .vertical)
        c.recoveryDuration = 0.5
        let script = GestureScript(
            viewSize: CGSize(width: 200, height: 300), configuration: c,
            events: drag(pt(100, 3), to: pt(100, 150), from: 0, steps: 10))
        let steps = TearSimulator(script: script).run(recoveryFramesPerSecond: 60)
        let frames = steps.filter { $0.cause == .recoveryFrame }
        #expect(frames.count == 30)
        #expect(frames.last?.completion == false)
        #expect(frames.last?.state.phase == .idle)
        #expect(steps.compactMap(\.completion) == [false])
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.state.tearProgress >= $1.state.tearProgress })
    }

    @Test func laterEventsWaitForTheRecoveryToFinish() {
        var c = TearConfiguration(cutDirection: .vertical)
        c.recoveryDuration = 1
        let first = drag(pt(100, 3), to: pt(100, 150), from: 0, steps: 10)
        // The second drag is scripted 0.1 s after the first release, well inside the 1 s recovery.
        let second = drag(pt(50, 3), to: pt(50, 299), from: 0.1, steps: 10).map { e -> GestureScript.Event in
            if case .changed(var s) = e { s.time += 0.5; return .changed(s) }
            if case .ended(var s) = e { s.time += 0.5; return .ended(s) }
            return e
        }
        let script = GestureScript(viewSize: CGSize(width: 200, height: 300), configuration: c, events: first + second)
        let steps = TearSimulator(script: script).run()
        #expect(steps.compactMap(\.completion) == [false, true])
        let recoveryEnd = steps.last { $0.cause == .recoveryFrame }!.time
        let secondStart = steps.first { if case .event(index: 10, _) = $0.cause { true } else { false } }!.time
        #expect(secondStart >= recoveryEnd)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func traceLinesAreJSONWithTheDocumentedFields() throws {
        let script = GestureScript(
            viewSize: CGSize(width: 200, height: 300),
            configuration: TearConfiguration(cutDirection: .vertical),
            events: drag(pt(100, 3), to: pt(100, 299), from: 0, steps: 5))
        let text = SimulationTrace.text(for: TearSimulator(script: script).run())
        let lines = text.split(separator: "\n")
        #expect(
            lines.count == 5 + Int((TearConfiguration().breakDuration * 60).rounded(.up)),
            "the events, then the break's frames")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            for key in [
                "time", "isActive", "directionLocked", "tearProgress", "gapWidth", "edgePoint", "fingerPoint",
                "fixedDirection", "hasFullyTorn",
            ] {
                #expect(object?[key] != nil, "missing \(key) in \(line)")
            }
            #expect((object?["edgePoint"] as? [Any])?.count == 2)
        }
        // The release (the 5th line) reports the break; the last frame shows it torn through.
        let release = try JSONSerialization.jsonObject(with: Data(lines[4].utf8)) as? [String: Any]
        #expect(release?["completion"] as? Bool == true)
        let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any]
        #expect(last?["tearProgress"] as? Double == 1)
        #expect(!lines.first!.contains("completion"))
    }
}

@Suite struct TearSimulatorAnimatedBreakTests {
    @Test func scriptedAnimatedBreaksArePlayedAsBreakFrames() throws {
        let script = try GestureScript(
            json: Data(
                #"""
                {"view": {"width": 200, "height": 300}, "configuration": {"breakDuration": 0.5},
                 "events": [{"phase": "setBroken", "value": true, "animated": true, "time": 0.1}]}
                """#.utf8))
        let steps = TearSimulator(script: script).run(recoveryFramesPerSecond: 60)
        #expect(steps.filter { $0.cause == .breakFrame }.count == 30)
        #expect(steps.compactMap(\.completion) == [true])
        #expect(steps.last?.state.phase == .broken)
        #expect(SimulationTrace.text(for: steps).contains("\"event\": \"break\""))
    }
}
