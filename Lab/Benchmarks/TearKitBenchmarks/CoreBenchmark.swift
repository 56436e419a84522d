import Foundation
@_spi(Internal) import TearKitCore

/// Cost of the tear engine per frame: one drag update on a locked tear, and one sample of the
/// recovery timeline, each against a baseline measured in the same run (a loop that builds the same
/// inputs and consumes a value without calling the engine) and against a 120 Hz frame's budget.
enum CoreBenchmark {
    static let benchmark = Benchmark(name: "core", summary: "tear engine: drag update, uniforms, recovery sample") {
        _ in run()
    }

    static func run(iterations: Int = 2_000_000) {
        let size = CGSize(width: 390, height: 844)
        var state = TearState(configuration: TearConfiguration(cutDirection: .anyDirection), viewSize: size)
        let start = CGPoint(x: 195, y: 4)
        state.dragChanged(DragSample(startLocation: start, location: CGPoint(x: 200, y: 60), time: 0), viewSize: size)
        precondition(state.directionLocked, "benchmark tear did not lock")

        // Locations sweep down the view and back, so progress keeps changing.
        let locations = (0..<1024).map { i in CGPoint(x: 200 + Double(i % 7), y: 60 + Double(i) * 0.7) }

        var sink = 0.0
        let baseline = measure(iterations) { i in
            let sample = DragSample(startLocation: start, location: locations[i & 1023], time: Double(i))
            sink += Double(sample.location.y)
        }
        let update = measure(iterations) { i in
            var copy = state
            let events = copy.dragChanged(
                DragSample(startLocation: start, location: locations[i & 1023], time: Double(i)), viewSize: size)
            sink += copy.tearProgress + Double(events.count)
        }
        let uniforms = measure(iterations) { i in
            let u = state.uniforms
            sink += u.maxSampleOffset.width + Double(u.flattenedArguments[i % 9])
        }

        var recovering = state
        recovering.dragChanged(
            DragSample(startLocation: start, location: CGPoint(x: 200, y: 400), time: 0.1), viewSize: size)
        recovering.dragEnded(
            DragSample(startLocation: start, location: CGPoint(x: 200, y: 400), time: 0.2), viewSize: size)
        guard let timeline = recovering.animation else { preconditionFailure("no recovery") }
        let sample = measure(iterations) { i in
            let s = timeline.sample(at: 0.2 + Double(i & 1023) / 1024 * timeline.duration)
            sink += s.tearProgress
        }

        let frame = 1e9 / 120
        print("TearKitCore — \(iterations) iterations each, release build")
        print(String(format: "  baseline (build the input, no engine)  %7.1f ns", baseline))
        for (name, ns) in [
            ("drag update on a locked tear", update), ("uniforms + maxSampleOffset", uniforms),
            ("recovery timeline sample", sample),
        ] {
            let label = name.padding(toLength: 38, withPad: " ", startingAt: 0)
            print(
                "  \(label)"
                    + String(
                        format: " %7.1f ns  = %6.1f× baseline, %.5f%% of a 120 Hz frame",
                        ns, ns / max(baseline, 0.01), ns / frame * 100))
        }
        if sink == .infinity { print(sink) }
    }

    /// Mean nanoseconds per call of `body`, best of 5 runs.
    static func measure(_ iterations: Int, _ body: (Int) -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { body(i) }
            let t1 = DispatchTime.now().uptimeNanoseconds
            best = min(best, Double(t1 - t0) / Double(iterations))
        }
        return best
    }
}
