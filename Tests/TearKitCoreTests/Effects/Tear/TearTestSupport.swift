import Foundation
@_spi(Internal) @testable import TearKitCore

/// A small driver that feeds drags to a `TearState` and records every event, so tests read like
/// the gestures they describe.
struct GestureDriver {
    var state: TearState
    var size: CGSize
    var events: [TearEvent] = []
    var time: TimeInterval = 0

    init(width: Double = 300, height: Double = 400, configuration: TearConfiguration = TearConfiguration()) {
        size = CGSize(width: width, height: height)
        state = TearState(configuration: configuration, viewSize: size)
    }

    /// Drags from `start` through `points` (one update each, 1/60 s apart) without releasing.
    mutating func drag(from start: CGPoint, through points: [CGPoint]) {
        for p in points {
            time += 1.0 / 60
            events += state.dragChanged(DragSample(startLocation: start, location: p, time: time), viewSize: size)
        }
    }

    /// Drags from `start` to `end` in `steps` straight-line updates without releasing.
    mutating func drag(from start: CGPoint, to end: CGPoint, steps: Int = 20) {
        let points = (1...steps).map { i -> CGPoint in
            let f = Double(i) / Double(steps)
            return CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
        }
        drag(from: start, through: points)
    }

    /// Releases at `location` (the last dragged point if nil).
    mutating func release(from start: CGPoint, at location: CGPoint, predicted: CGPoint? = nil) {
        time += 1.0 / 60
        events += state.dragEnded(
            DragSample(startLocation: start, location: location, predictedEndLocation: predicted, time: time),
            viewSize: size)
    }

    /// Runs the closing animation to its end at 120 Hz.
    mutating func finishRecovery() {
        var guardCount = 0
        while state.animation != nil, guardCount < 10_000 {
            time += 1.0 / 120
            events += state.advance(to: time)
            guardCount += 1
        }
    }

    var completions: [Bool] {
        events.compactMap { if case .completed(let b) = $0 { b } else { nil } }
    }
}

func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    isClose(Double(a.x), Double(b.x), tolerance) && isClose(Double(a.y), Double(b.y), tolerance)
}
