import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An animation of the tear — the cut closing after an unsuccessful tear, or the view tearing
/// through on an animated break — as a pure function of time.
///
/// A renderer samples it at whatever rate it draws (60 Hz, 120 Hz, or a test's chosen instants):
/// the tip of the tear slides along the locked tear line while progress and gap move to their
/// targets on the same eased curve. There is no internal clock and no accumulated state, so
/// dropped frames never change where the animation ends.
@_spi(Internal) public struct TearTimeline: Sendable, Equatable {
    /// One instant of the animation.
    @_spi(Internal) public struct Sample: Sendable, Equatable {
        /// The tip of the tear (sent to the shader as `tearEnd`), in points.
        @_spi(Internal) public var fingerPoint: CGPoint
        /// The tear's progress, `0...1`.
        @_spi(Internal) public var tearProgress: Double
        /// The opening at the tear's start (sent as `maxGap`), in points.
        @_spi(Internal) public var gapWidth: Double
        /// Whether the animation has finished at this instant.
        @_spi(Internal) public var isFinished: Bool
        /// How far along its eased curve the animation is at this instant: 0 at its start, 1 at its
        /// end. Everything the animation moves has come this share of its way.
        @_spi(Internal) public var easedFraction: Double
    }

    /// When the animation starts, in seconds on the caller's clock.
    @_spi(Internal) public let startTime: TimeInterval
    /// How long it lasts, in seconds (≥ 0).
    @_spi(Internal) public let duration: TimeInterval
    /// The easing curve.
    @_spi(Internal) public let easing: RecoveryEasing

    let fromFinger: Vector2
    let toFinger: Vector2
    let fromProgress: Double
    let toProgress: Double
    let fromGap: Double
    let toGap: Double

    init(
        startTime: TimeInterval, duration: TimeInterval, easing: RecoveryEasing,
        fromFinger: Vector2, toFinger: Vector2, fromProgress: Double, toProgress: Double = 0,
        fromGap: Double, toGap: Double = 0
    ) {
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.easing = easing
        self.fromFinger = fromFinger
        self.toFinger = toFinger
        self.fromProgress = fromProgress
        self.toProgress = toProgress
        self.fromGap = fromGap
        self.toGap = toGap
    }

    /// When the animation ends, in seconds on the caller's clock.
    @_spi(Internal) public var endTime: TimeInterval { startTime + duration }

    /// How far before ``startTime`` a time may lie and still show the first frame, in seconds: `1`.
    /// A frame dated slightly before the start (a display link's date, an update delivered late) is
    /// normal; a time earlier than that means the clock was set back, and the animation counts as
    /// finished rather than stalling until the clock catches up again.
    @_spi(Internal) public static let backwardsClockTolerance: TimeInterval = 1

    /// The animation at `time` (seconds on the same clock as ``startTime``). Times up to
    /// ``backwardsClockTolerance`` before the start give the first frame; times after the end, NaN,
    /// and times further before the start (a clock set back) give the last one, finished.
    @_spi(Internal) public func sample(at time: TimeInterval) -> Sample {
        let fraction: Double
        if time.isNaN || duration <= 0 || time >= endTime || time < startTime - Self.backwardsClockTolerance {
            // Compared with `endTime` itself, so the instant `frameTimes` ends on always finishes
            // the animation, whatever the rounding of `(time - startTime) / duration`.
            fraction = 1
        } else {
            fraction = min(max((time - startTime) / duration, 0), 1)
        }
        let t = easing(fraction)
        return Sample(
            fingerPoint: (fromFinger + (toFinger - fromFinger) * t).cgPoint,
            tearProgress: fromProgress + (toProgress - fromProgress) * t,
            gapWidth: fromGap + (toGap - fromGap) * t,
            isFinished: fraction >= 1,
            easedFraction: t
        )
    }

    /// The instants at which a renderer running at `framesPerSecond` samples the animation, from
    /// its start to (and including) its end. At least one instant, the end. `framesPerSecond` is
    /// clamped to `1...1000`.
    @_spi(Internal) public func frameTimes(framesPerSecond: Double) -> [TimeInterval] {
        let fps = ParameterLimits(1...1000, default: 60).clamp(framesPerSecond)
        let count = Int((duration * fps).rounded(.up))
        guard count > 0 else { return [endTime] }
        return (1...count).map { i in min(startTime + Double(i) / fps, endTime) }
    }

    /// The same animation with every point scaled per axis (for a view that was resized).
    func scaled(x sx: Double, y sy: Double) -> TearTimeline {
        func s(_ p: Vector2) -> Vector2 { Vector2(x: p.x * sx, y: p.y * sy) }
        return TearTimeline(
            startTime: startTime, duration: duration, easing: easing,
            fromFinger: s(fromFinger), toFinger: s(toFinger), fromProgress: fromProgress,
            toProgress: toProgress, fromGap: fromGap, toGap: toGap)
    }
}
