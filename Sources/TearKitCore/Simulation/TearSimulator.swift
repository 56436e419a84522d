import Foundation

/// Plays a ``GestureScript`` through a ``TearState``, producing every moment a renderer or a trace
/// needs: one ``Step`` per scripted event, plus frames of each animation (a closing cut, an animated break).
///
/// An animation always plays to its end before the next scripted event is applied; if the
/// script's next event comes earlier, it and every later event are postponed by the overlap, so a
/// trace and a rendered animation show the same story.
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
        var state = TearState(configuration: script.configuration, viewSize: script.viewSize)
        var viewSize = script.viewSize
        var steps: [Step] = []
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
            steps.append(Step(time: time, cause: .event(index: index, phase: event.phaseName), state: state, events: fired))
            if let timeline = state.animation {
                let cause: Cause = state.phase == .breaking ? .breakFrame : .recoveryFrame
                for frameTime in timeline.frameTimes(framesPerSecond: recoveryFramesPerSecond) {
                    let frameEvents = state.advance(to: frameTime)
                    steps.append(Step(time: frameTime, cause: cause, state: state, events: frameEvents))
                }
                if index + 1 < script.events.count, script.events[index + 1].time + delay < timeline.endTime {
                    delay = timeline.endTime - script.events[index + 1].time
                }
            }
        }
        return steps
    }
}
