import Foundation
import PropertyBased
import Testing
@_spi(Internal) @testable import TearKitCore

/// Invariants over thousands of random gesture sequences.
///
/// Each case is a random "tape" of numbers in 0…1 that is read as a view, a configuration and a
/// sequence of gestures (drags from edges and from the middle, releases, cancels, forced breaks and
/// recoveries, resizes), so the generator shrinks failures to short tapes. Shrinking is bounded by a
/// ``ShrinkBudget``: a regression is reported within seconds, with the smallest tape found.
@Suite struct TearStatePropertyTests {
    struct Tape {
        var values: [Double]
        var index = 0
        mutating func next() -> Double {
            defer { index += 1 }
            return values.isEmpty ? 0.5 : values[index % values.count]
        }
        mutating func pick<T>(_ options: [T]) -> T {
            options[min(Int(next() * Double(options.count)), options.count - 1)]
        }
    }

    /// The bookkeeping every step is checked against.
    struct Checker {
        /// Tears whose direction locked and that have not completed yet (0 or 1).
        var openTears = 0
        var completions = 0
        var activations = 0
        /// Drags whose direction locked: only these are tears that must complete.
        var locks = 0
        var forced = 0
        /// A broken view is being restored by `setBroken(false)`: its `.completed(false)` is expected.
        var restoring = 0
        var restores = 0

        mutating func record(_ events: [TearEvent], before: TearState, after: TearState) {
            for event in events {
                switch event {
                case .activated:
                    #expect(openTears == 0, "activated while a tear was open")
                    activations += 1
                case .completed(let broke):
                    if openTears == 0, !broke {
                        // Only the restore of a broken view may report `false` without a drag.
                        #expect(restoring == 1, "completion(false) without an open tear")
                        restoring = 0
                        restores += 1
                    } else if openTears == 0 {
                        // Only a forced break may report `true` without a drag.
                        #expect(after.hasFullyTorn, "completion(true) without an open tear")
                        forced += 1
                    } else {
                        openTears -= 1
                    }
                    completions += 1
                case .directionLocked:
                    // Locked now, unless the same call also ended the tear.
                    #expect(
                        after.directionLocked
                            || events.contains(where: { if case .completed = $0 { true } else { false } }))
                    #expect(openTears == 0, "locked while a tear was open")
                    locks += 1
                    openTears += 1
                case .recoveryStarted:
                    #expect(openTears == 1 || before.hasFullyTorn || before.phase == .breaking)
                case .breakStarted:
                    #expect(after.phase == .breaking)
                }
            }
        }
    }

    static func check(_ s: TearState, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = s.viewSize
        #expect((0...1).contains(s.tearProgress), sourceLocation: sourceLocation)
        #expect(s.gapWidth >= 0 && s.gapWidth <= s.configuration.maxGapWidth + 1e-9, sourceLocation: sourceLocation)
        #expect(s.uniforms.flattenedArguments.allSatisfy { $0.isFinite }, sourceLocation: sourceLocation)
        guard s.directionLocked, size.width > 0, size.height > 0 else { return }
        let e = s.edgePoint, f = s.fingerPoint, d = s.fixedDirection
        let eps = 1e-6 * max(size.width, size.height, 1)
        // edgePoint on the view's boundary.
        let onBoundary =
            abs(e.x) <= eps || abs(e.y) <= eps || abs(e.x - size.width) <= eps || abs(e.y - size.height) <= eps
        let inside = e.x >= -eps && e.y >= -eps && e.x <= size.width + eps && e.y <= size.height + eps
        #expect(onBoundary && inside, "edgePoint \(e) not on the boundary of \(size)", sourceLocation: sourceLocation)
        // fingerPoint inside the view and on the locked line.
        #expect(
            f.x >= -eps && f.y >= -eps && f.x <= size.width + eps && f.y <= size.height + eps,
            "fingerPoint \(f) outside \(size)", sourceLocation: sourceLocation)
        if let curved = s.curvedUniforms(pixelSize: 1) {
            // A tear that follows the finger: the tip ends the path, which starts at edgePoint, and the
            // shader's arguments are finite.
            let path = s.tearPath
            #expect(
                path.first == e && isClose(path.last!, f, eps), "path \(path) is not from \(e) to \(f)",
                sourceLocation: sourceLocation)
            #expect(curved.flattenedArguments.allSatisfy { $0.isFinite }, sourceLocation: sourceLocation)
        } else {
            let cross = (f.x - e.x) * d.y - (f.y - e.y) * d.x
            #expect(
                abs(cross) <= eps * 10, "fingerPoint off the locked line by \(cross)", sourceLocation: sourceLocation)
        }
        #expect(abs((d.x * d.x + d.y * d.y) - 1) < 1e-9, sourceLocation: sourceLocation)
    }

    /// Random configuration and view, then up to `gestures` random gestures.
    static func play(_ raw: [Double], gestures: Int) -> Checker {
        var tape = Tape(values: raw)
        let configuration = TearConfiguration(
            edgeRoughness: tape.next(), maxGapWidth: tape.next() * 60, breakThreshold: tape.next() * 1.2 - 0.1,
            cutDirection: tape.pick(CutDirection.allCases), edgeActivationDistance: 10 + tape.next() * 40,
            directionLockDistance: 5 + tape.next() * 30, recoveryDuration: tape.pick([0, 0.2, 0.35, 1]),
            recoveryEasing: tape.pick(RecoveryEasing.allCases), breaksOnFling: tape.next() < 0.3,
            tearNeverMendsWhileHeld: tape.next() < 0.3
        )
        var size = CGSize(
            width: tape.pick([1, 8, 40, 120, 320, 800]) * (0.5 + tape.next()),
            height: tape.pick([1, 8, 40, 120, 480, 800]) * (0.5 + tape.next()))
        var state = TearState(configuration: configuration, viewSize: size)
        var checker = Checker()
        var time = 0.0
        func apply(_ events: [TearEvent], _ before: TearState) {
            checker.record(events, before: before, after: state)
            check(state)
        }
        for _ in 0..<gestures {
            let kind = tape.next()
            if kind < 0.08 {
                let before = state
                let broken = tape.next() < 0.5
                if !broken, state.hasFullyTorn || state.phase == .breaking { checker.restoring = 1 }
                apply(state.setBroken(broken, at: time, animated: tape.next() < 0.5), before)
                continue
            }
            if kind < 0.12 {
                size = CGSize(width: size.width * (0.5 + tape.next()), height: size.height * (0.5 + tape.next()))
                let before = state
                apply(state.setViewSize(size), before)
                // A resize can land mid-animation: the animation goes on in the new size.
                if state.animation != nil {
                    time += 1.0 / 60
                    let resized = state
                    apply(state.advance(to: time), resized)
                }
                continue
            }
            // A drag: from near an edge most of the time, sometimes from anywhere (incl. outside).
            let w = Double(size.width), h = Double(size.height)
            var start: CGPoint
            if tape.next() < 0.75 {
                let edge = tape.pick(TearGeometry.Edge.allCases)
                let depth = tape.next() * 50 - 5
                let along = tape.next()
                switch edge {
                case .top: start = CGPoint(x: along * w, y: depth)
                case .bottom: start = CGPoint(x: along * w, y: h - depth)
                case .left: start = CGPoint(x: depth, y: along * h)
                case .right: start = CGPoint(x: w - depth, y: along * h)
                }
            } else {
                start = CGPoint(x: tape.next() * (w + 100) - 50, y: tape.next() * (h + 100) - 50)
            }
            let wasIdle = state.phase == .idle || state.phase == .recovering
            let countBefore = checker.activations
            var location = start
            var lockedProgress: Double?
            var previousProgress = 0.0
            let steps = 1 + Int(tape.next() * 30)
            let heading = tape.next() * 2 * .pi
            let speed = tape.next() * max(w, h) / 8
            for _ in 0..<steps {
                time += 1.0 / 120
                let wobble = (tape.next() - 0.5) * 1.2
                location.x += cos(heading + wobble) * speed
                location.y += sin(heading + wobble) * speed
                var sample = DragSample(startLocation: start, location: location, time: time)
                if tape.next() < 0.03 { sample.location = CGPoint(x: Double.nan, y: 3) }
                let before = state
                apply(state.dragChanged(sample, viewSize: size), before)
                if !before.directionLocked, state.directionLocked, before.isActive {
                    // No jump at lock.
                    #expect(state.tearProgress == 0, "progress jumped to \(state.tearProgress) at lock")
                    lockedProgress = state.tearProgress
                }
                if state.phase == .tearing, lockedProgress != nil, sample.location.x.isFinite {
                    if configuration.tearNeverMendsWhileHeld {
                        #expect(state.tearProgress >= previousProgress, "progress went backwards while held")
                    } else if state.tearProgress > 0, configuration.cutDirection != .followingFinger {
                        // The tip is the finger projected onto the locked line, wherever it moves.
                        let expected = state.projectedEnd(fingerLocation: location)
                        #expect(
                            abs(state.fingerPoint.x - expected.x) <= 1e-6 * max(w, h, 1)
                                && abs(state.fingerPoint.y - expected.y) <= 1e-6 * max(w, h, 1),
                            "tip \(state.fingerPoint) does not follow the finger's projection \(expected)")
                    }
                    previousProgress = state.tearProgress
                }
            }
            time += 1.0 / 120
            let before = state
            if tape.next() < 0.15 {
                apply(state.dragCancelled(at: time), before)
            } else {
                let predicted = CGPoint(
                    x: location.x + (tape.next() - 0.5) * w, y: location.y + (tape.next() - 0.5) * h)
                apply(
                    state.dragEnded(
                        DragSample(
                            startLocation: start, location: location, predictedEndLocation: predicted, time: time),
                        viewSize: size), before)
            }
            // A drag that never activated changed nothing.
            if wasIdle, checker.activations == countBefore, before.phase == .idle {
                #expect(state.phase == .idle)
            }
            // Let the closing animation run, sometimes only partly (the next drag cuts it short).
            let frames = tape.next() < 0.7 ? 1_000 : Int(tape.next() * 10)
            var n = 0
            while state.animation != nil, n < frames {
                time += 1.0 / 60
                let before = state
                apply(state.advance(to: time), before)
                n += 1
            }
        }
        // Close whatever is still open; every activated tear must then have completed exactly once.
        if state.phase.isAnimating {
            time += 10
            let before = state
            apply(state.advance(to: time), before)
        }
        if state.isActive, !state.hasFullyTorn {
            time += 1
            let before = state
            apply(state.dragCancelled(at: time), before)
            time += 10
            apply(state.advance(to: time), state)
        }
        return checker
    }

    @Test func invariantsHoldOverRandomGestureSequences() async {
        let budget = ShrinkBudget<[Double]>()
        await propertyCheck(count: 3_000, input: Gen<Double>.value(in: 0...1).array(of: 1...100)) { tape in
            await budget.run(tape) {
                let checker = Self.play(tape, gestures: 12)
                // Every drag whose direction locked completed exactly once (none still open), and nothing
                // else did: taps, scrolls and drags that never locked report nothing.
                #expect(checker.openTears == 0)
                #expect(checker.completions == checker.locks + checker.forced + checker.restores)
            }
        }
    }

    @Test func dragsThatNeverActivateFireNothing() async {
        let budget = ShrinkBudget<[Double]>()
        await propertyCheck(count: 2_000, input: Gen<Double>.value(in: 0...1).array(of: 4...40)) { tape in
            await budget.run(tape) {
                var t = Tape(values: tape)
                let size = CGSize(width: 100 + t.next() * 400, height: 100 + t.next() * 400)
                var state = TearState(viewSize: size)
                let activation = state.configuration.edgeActivationDistance
                // Starts strictly farther than the activation distance from every edge.
                let start = CGPoint(
                    x: activation + 1 + t.next() * (Double(size.width) - 2 * activation - 2),
                    y: activation + 1 + t.next() * (Double(size.height) - 2 * activation - 2))
                var events: [TearEvent] = []
                var time = 0.0
                for _ in 0..<10 {
                    time += 0.01
                    let p = CGPoint(x: t.next() * 600 - 50, y: t.next() * 600 - 50)
                    events += state.dragChanged(
                        DragSample(startLocation: start, location: p, time: time), viewSize: size)
                }
                events += state.dragEnded(
                    DragSample(startLocation: start, location: start, time: time + 0.01), viewSize: size)
                #expect(events.isEmpty)
                #expect(state.phase == .idle)
                #expect(!state.isEffectEnabled)
            }
        }
    }
}
