import Foundation
import Testing
import TearKitCore
import TearKitSimulation
import TearKitRender
@testable import tearkit

/// Contact sheets tell the story: key frames at its moments, captioned, never the same picture twice.
@Suite struct ContactSheetStoryTests {
    @Test func demoKeyFramesAreDistinctMomentsWithCaptions() {
        let playback = TearPlayback(script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 30)
        let drawings = TearAnimationExport.Drawing.of(playback.frames.map(\.state), PageScene.presentations(for: playback.frames))
        let runs = TearAnimationExport.runsOfIdenticalFrames(drawings)
        // Runs cover every frame exactly once, and neighbouring runs draw different pictures.
        #expect(runs.first?.lowerBound == 0 && runs.last?.upperBound == playback.frames.count)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && drawings[$0.lowerBound] != drawings[$1.lowerBound] })
        let keys = TearAnimationExport.distinctKeyFrames(playback.storyKeyFrames(count: 12), runs: runs, drawings: drawings)
        #expect(keys.count >= 8)
        // Never the same picture twice on the sheet.
        for (i, a) in keys.enumerated() {
            for b in keys[(i + 1)...] { #expect(drawings[a.index] != drawings[b.index], "frames \(a.index) and \(b.index) look the same") }
        }
        // Every tear's moments are there, captioned by name.
        let captions = keys.map { TearAnimationExport.caption(playback.frames[$0.index], events: $0.events) }
        for moment in ["first opening", "mid-tear", "release", "break", "after the break", "mid-recovery"] {
            #expect(captions.contains { $0.contains(moment) }, "no \(moment) in \(captions)")
        }
        #expect(captions.allSatisfy { $0.hasSuffix(" pt") && $0.contains(" s · ") })
    }

    @Test func aFrameShowingTwoMomentsNamesBoth() {
        let frame = TearPlayback(script: GesturePreset.shortAndRecover.script(viewSize: CGSize(width: 100, height: 100))).frames[0]
        #expect(TearAnimationExport.caption(frame, events: [.start, .end]).contains("start, end"))
    }
}
