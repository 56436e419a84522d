import Foundation
@_spi(Internal) import TearKitCore

/// A played ``GestureScript`` sampled at a fixed frame rate: the state a renderer draws in each frame.
///
/// Built from ``TearSimulator`` steps; between steps the state holds, and during a closing animation
/// the state is advanced exactly to each frame's time, so frames come from the same animation timelines
/// and uniforms the SwiftUI layer uses.
package struct TearPlayback: Sendable {
    /// One frame.
    package struct Frame: Sendable, Equatable {
        /// The frame's index, from 0.
        package var index: Int
        /// The frame's time in seconds, from the start of the script.
        package var time: TimeInterval
        /// The state to draw.
        package var state: TearState
    }

    /// The frames, in order.
    package let frames: [Frame]
    /// The frame rate, frames per second.
    package let framesPerSecond: Double
    /// Every completion the script caused, in order (`true` broke, `false` recovered).
    package let completions: [Bool]

    /// The largest number of frames a playback makes: 20 000 (over 5 minutes at 60 fps). `tearkit render`
    /// refuses a script that needs more (see ``frameCount(script:framesPerSecond:hold:)``) rather than cut it.
    package static let maximumFrameCount = 20_000

    /// The frame rates a playback samples at, frames per second: 1…240, and 60 for a rate that is
    /// not a number.
    package static let framesPerSecondLimits = ParameterLimits(1...240, default: 60)

    /// How many frames playing `script` at `framesPerSecond` makes, uncapped (so a caller can refuse a
    /// script over ``maximumFrameCount`` before building it): plays the script without keeping a step.
    /// Saturates at `Int.max` for a script too long to count in an `Int`.
    package static func frameCount(script: GestureScript, framesPerSecond: Double = 60, hold: TimeInterval = 0.6) -> Int
    {
        let fps = Self.framesPerSecondLimits.clamp(framesPerSecond)
        var lastTime: TimeInterval = 0
        TearSimulator(script: script).run(recoveryFramesPerSecond: fps) { lastTime = $0.time }
        return count(end: lastTime + (hold.isFinite ? max(hold, 0) : 0), fps: fps, limit: .max)
    }

    /// Frames from time 0 to `end` inclusive at `fps`, at most `limit`; checked before it becomes an `Int`.
    private static func count(end: TimeInterval, fps: Double, limit: Int) -> Int {
        let last = (end * fps).rounded(.down)
        guard last.isFinite, last < Double(limit - 1) else { return limit }
        return max(Int(last), 0) + 1
    }

    /// Samples `script` at `framesPerSecond` (clamped to `1...240`) from time 0 until `hold` seconds
    /// after its last step (the last state is held so a viewer can see the outcome). At most
    /// ``maximumFrameCount`` frames.
    package init(script: GestureScript, framesPerSecond: Double = 60, hold: TimeInterval = 0.6) {
        let fps = Self.framesPerSecondLimits.clamp(framesPerSecond)
        // Only the scripted steps are kept (one per event): an animation's frames are sampled again
        // below from the state its event left, so a long script never holds every animation frame.
        var steps: [TearSimulator.Step] = []
        var completions: [Bool] = []
        var lastTime: TimeInterval = 0
        TearSimulator(script: script).run(recoveryFramesPerSecond: fps) { step in
            if let completion = step.completion { completions.append(completion) }
            if case .event = step.cause { steps.append(step) }
            lastTime = step.time
        }
        let end = lastTime + (hold.isFinite ? max(hold, 0) : 0)
        let count = Self.count(end: end, fps: fps, limit: Self.maximumFrameCount)
        var frames: [Frame] = []
        frames.reserveCapacity(count)
        var cursor = 0
        var current = TearState(configuration: script.configuration, viewSize: script.viewSize)
        for index in 0..<count {
            let time = Double(index) / fps
            while cursor < steps.count, steps[cursor].time <= time + 1e-9 {
                current = steps[cursor].state
                cursor += 1
            }
            // The frame shows the running animation at its own time, as TearModifier's timeline does.
            let state = current.animation != nil ? current.presentation(at: time) : current
            frames.append(Frame(index: index, time: time, state: state))
        }
        self.frames = frames
        self.framesPerSecond = fps
        self.completions = completions
    }

    /// The playback's length in seconds.
    package var duration: TimeInterval { frames.last?.time ?? 0 }
}
