import Foundation
@_spi(Internal) import TearKitCore

/// Plays a ``GestureScript`` through a ``TearState``, producing every moment a renderer or a trace
/// needs: one ``Step`` per scripted event, plus frames of each animation (a closing cut, an animated break).
///
/// An animation plays to its end before the next scripted event is applied; if the script's next
/// event comes earlier, it and every later event are postponed by the overlap, so a trace and a
/// rendered animation show the same story. Only an event scripted at the very instant of the one that
/// started the animation interrupts it at once (no frames, no postponement), so the work per event is
/// bounded.
package struct TearSimulator: Sendable {
    /// What produced a step.
    package enum Cause: Sendable, Equatable {
        /// Scripted event number `index` (0-based), of the given JSON phase.
        case event(index: Int, phase: String)
        /// A frame of the closing animation.
        case recoveryFrame
        /// A frame of an animated break.
        case breakFrame
    }

    /// The state at one instant.
    package struct Step: Sendable, Equatable {
        /// When, in seconds on the script's clock (after any postponement).
        package var time: TimeInterval
        /// What produced this step.
        package var cause: Cause
        /// The state after it.
        package var state: TearState
        /// The events it fired.
        package var events: [TearEvent]

        /// The completion fired at this step (`true` broke, `false` recovered), if any.
        package var completion: Bool? {
            for case .completed(let value) in events { return value }
            return nil
        }
    }

    /// The script being played.
    package let script: GestureScript

    /// Creates a simulator for `script`.
    package init(script: GestureScript) {
        self.script = script
    }

    /// Plays the whole script.
    /// - Parameter recoveryFramesPerSecond: How densely animations (closing cuts, animated breaks) are sampled
    ///   (clamped to `1...1000`; default 60).
    /// - Returns: The steps in time order: one per event, then the animation frames it started.
    package func run(recoveryFramesPerSecond: Double = 60) -> [Step] {
        var steps: [Step] = []
        run(recoveryFramesPerSecond: recoveryFramesPerSecond) { steps.append($0) }
        return steps
    }

    /// Plays the whole script, handing each step to `body` as soon as it is produced and keeping none,
    /// so memory stays constant whatever the script's length.
    ///
    /// Each event produces at most one step plus the frames of the animation it starts (at most
    /// 5 s × `recoveryFramesPerSecond`). An animation whose next event is scripted at the same instant
    /// is interrupted by that event and produces no frames; a later event waits for it as described above.
    /// - Parameters:
    ///   - recoveryFramesPerSecond: How densely animations are sampled (clamped to `1...1000`; default 60).
    ///   - body: Called with every step, in time order.
    package func run(recoveryFramesPerSecond: Double = 60, _ body: (Step) throws -> Void) rethrows {
        var state = TearState(configuration: script.configuration, viewSize: script.viewSize)
        var viewSize = script.viewSize
        var delay: TimeInterval = 0
        for (index, event) in script.events.enumerated() {
            let time = event.time + delay
            var fired: [TearEvent]
            switch event {
            case .changed(var sample):
                sample.time = time
                fired = state.dragChanged(sample, viewSize: viewSize)
            case .ended(var sample):
                sample.time = time
                fired = state.dragEnded(sample, viewSize: viewSize)
            case .cancelled:
                fired = state.dragCancelled(at: time)
            case .setBroken(let broken, _, let animated):
                fired = state.setBroken(broken, at: time, animated: animated)
            case .resize(let size, _):
                viewSize = size
                fired = state.setViewSize(size)
            }
            try body(Step(time: time, cause: .event(index: index, phase: event.phaseName), state: state, events: fired))
            guard let timeline = state.animation else { continue }
            let next = index + 1 < script.events.count ? script.events[index + 1].time : nil
            // The next event at this very instant interrupts the animation before any frame of it.
            if let next, next <= event.time { continue }
            let cause: Cause = state.phase == .breaking ? .breakFrame : .recoveryFrame
            for frameTime in timeline.frameTimes(framesPerSecond: recoveryFramesPerSecond) {
                let frameEvents = state.advance(to: frameTime)
                try body(Step(time: frameTime, cause: cause, state: state, events: frameEvents))
            }
            if let next, next + delay < timeline.endTime {
                delay = timeline.endTime - next
            }
        }
    }
}
