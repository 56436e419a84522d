import Foundation
@_spi(Internal) import TearKitCore

/// A frame of a ``TearPlayback`` that shows a moment of its story — the tear first opening, half
/// way, the finger lifting, the break, the cut closing — for contact sheets.
package struct StoryKeyFrame: Sendable, Equatable {
    /// A moment of a tear's story.
    package enum Event: String, Sendable, Equatable, CaseIterable {
        /// The first frame.
        case start = "start"
        /// The first frame in which the opening is visible.
        case firstOpening = "first opening"
        /// Half way through the finger-driven tear.
        case midTear = "mid-tear"
        /// The last frame under the finger, just before it lifts.
        case release = "release"
        /// The first frame of a break (finger, animated or forced).
        case broke = "break"
        /// A moment (a third of a second) after the break: what the app does with a broken view.
        case afterBreak = "after the break"
        /// Half way through the cut closing again.
        case midRecovery = "mid-recovery"
        /// The first frame in which the view is whole again after closing.
        case closed = "closed"
        /// The last frame.
        case end = "end"

        /// Lower is more important: when there are more moments than slots, these are kept first.
        var priority: Int {
            switch self {
            case .firstOpening, .midTear, .release, .broke, .midRecovery: 0
            case .afterBreak, .end: 1
            case .closed, .start: 2
            }
        }
    }

    /// The frame's index in ``TearPlayback/frames``.
    package var index: Int
    /// The moment it shows.
    package var event: Event

    /// A key frame.
    package init(index: Int, event: Event) {
        self.index = index
        self.event = event
    }
}

extension TearPlayback {
    /// Up to `count` frames at the moments of the playback's story, in order, each named by its
    /// ``StoryKeyFrame/Event``: for every tear its first visible opening, the middle of the tear, the
    /// release and the break or the middle of the closing cut, plus the start and the end. Moments
    /// that fall on the same frame are shown once; when there are more than `count`, the least
    /// important (start, closed, …) are left out.
    package func storyKeyFrames(count: Int) -> [StoryKeyFrame] {
        guard !frames.isEmpty, count > 0 else { return [] }
        var moments: [StoryKeyFrame] = [StoryKeyFrame(index: 0, event: .start)]
        var tearStart: Int?
        var brokeAt: TimeInterval?
        for i in frames.indices {
            let state = frames[i].state
            let previous = i > 0 ? frames[i - 1].state : nil
            let phase = state.phase, previousPhase = previous?.phase
            if state.isEffectEnabled, previous?.isEffectEnabled != true, phase != .broken {
                moments.append(StoryKeyFrame(index: i, event: .firstOpening))
            }
            if phase == .tearing, previousPhase != .tearing { tearStart = i }
            if phase != .tearing, previousPhase == .tearing, let start = tearStart {
                // The tearing run was start..<i: its middle, and its last frame is the release.
                moments.append(StoryKeyFrame(index: (start + i - 1) / 2, event: .midTear))
                moments.append(StoryKeyFrame(index: i - 1, event: .release))
                tearStart = nil
            }
            if phase == .broken, previousPhase != .broken {
                moments.append(StoryKeyFrame(index: i, event: .broke))
                brokeAt = frames[i].time
            }
            if phase == .broken, let at = brokeAt, frames[i].time >= at + 1.0 / 3 {
                moments.append(StoryKeyFrame(index: i, event: .afterBreak))
                brokeAt = nil
            }
            if phase == .recovering, previousPhase != .recovering {
                // The middle of this closing run.
                let end = frames[i...].firstIndex { $0.state.phase != .recovering } ?? frames.count
                moments.append(StoryKeyFrame(index: (i + end - 1) / 2, event: .midRecovery))
            }
            if phase == .idle, previousPhase == .recovering {
                moments.append(StoryKeyFrame(index: i, event: .closed))
            }
        }
        moments.append(StoryKeyFrame(index: frames.count - 1, event: .end))
        // One moment per frame (the more important one), then the most important `count`, in order.
        var byFrame: [Int: StoryKeyFrame] = [:]
        for moment in moments where byFrame[moment.index].map({ moment.event.priority < $0.event.priority }) ?? true {
            byFrame[moment.index] = moment
        }
        let chosen = byFrame.values.sorted { ($0.event.priority, $0.index) < ($1.event.priority, $1.index) }.prefix(
            count)
        return chosen.sorted { $0.index < $1.index }
    }
}
