import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender
@testable import tearkit

/// Contact sheets tell the story: key frames at its moments, captioned, never the same picture twice.
@Suite struct ContactSheetStoryTests {
    @Test func demoKeyFramesAreDistinctMomentsWithCaptions() {
        let playback = TearPlayback(
            script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 30)
        let drawings = TearAnimationExport.Drawing.of(
            playback.frames.map(\.state), PageScene.presentations(for: playback.frames))
        let runs = TearAnimationExport.runsOfIdenticalFrames(drawings)
        // Runs cover every frame exactly once, and neighbouring runs draw different pictures.
        #expect(runs.first?.lowerBound == 0 && runs.last?.upperBound == playback.frames.count)
        #expect(
            zip(runs, runs.dropFirst()).allSatisfy {
                $0.upperBound == $1.lowerBound && drawings[$0.lowerBound] != drawings[$1.lowerBound]
            })
        let keys = TearAnimationExport.distinctKeyFrames(
            playback.storyKeyFrames(count: 12), runs: runs, drawings: drawings)
        #expect(keys.count >= 8)
        // Never the same picture twice on the sheet.
        for (i, a) in keys.enumerated() {
            for b in keys[(i + 1)...] {
                #expect(drawings[a.index] != drawings[b.index], "frames \(a.index) and \(b.index) look the same")
            }
        }
        // Every tear's moments are there, captioned by name.
        let captions = keys.map { TearAnimationExport.caption(playback.frames[$0.index], events: $0.events) }
        for moment in ["first opening", "mid-tear", "release", "break", "after the break", "mid-recovery"] {
            #expect(captions.contains { $0.contains(moment) }, "no \(moment) in \(captions)")
        }
        #expect(captions.allSatisfy { $0.hasSuffix(" pt") && $0.contains(" s · ") })
    }

    @Test func aFrameShowingTwoMomentsNamesBoth() {
        let frame = TearPlayback(
            script: GesturePreset.shortAndRecover.script(viewSize: CGSize(width: 100, height: 100))
        ).frames[0]
        #expect(TearAnimationExport.caption(frame, events: [.start, .end]).contains("start, end"))
    }
}

/// The reel's contact sheet shows its story's phases (a ripple, the shift in and out, the crack, the
/// halves parting, nothing left), not evenly spaced frames that miss the halves and show the empty
/// frame twice.
@Suite struct ReelContactSheetTests {
    @Test func theReelsKeyFramesShowEveryPhaseOnce() throws {
        let card = SampleCard(scale: 1).renderCardAlone(fonts: SystemFonts(regular: nil, bold: nil))
        let (frames, _) = try DemoCommand.reelFrames(card: card, scale: 1)
        let reel = EffectAnimationExport(
            animationName: "reel.apng", source: card, scale: 1, frames: frames, framesPerSecond: 30,
            output: URL(fileURLWithPath: "/nonexistent"), overwrite: false, job: "demo", quiet: true,
            background: nil, title: "reel")
        let keys = reel.keyFrames
        #expect(keys.count == 12 && keys == keys.sorted() && Set(keys).count == keys.count)
        let captions = keys.map { frames[$0].caption }
        for phase in [
            "ripple", "shift · in", "shift · out", "tear-in-two · cracking", "tear-in-two · halves parting",
            "tear-in-two · faded",
        ] {
            #expect(keys.contains { frames[$0].phase == phase }, "no key frame of \(phase): \(captions)")
        }
        #expect(captions.filter { $0.hasSuffix("faded") }.count == 1, "\(captions)")
        // The halves are shown apart: some parting key frame is at least a fifth of the way into that phase.
        let parting = frames.indices.filter { frames[$0].phase == "tear-in-two · halves parting" }
        let partingKeys = keys.filter { parting.contains($0) }
        #expect(partingKeys.contains { $0 - parting.first! >= parting.count / 5 }, "\(captions)")
    }

    @Test func aSinglePhaseIsSpreadEvenlyAsBefore() {
        let phases = Array(repeating: "ripple", count: 45)
        #expect(
            EffectAnimationExport.keyFrameIndices(phases: phases, keys: 12)
                == EffectAnimationExport.keyFrameIndices(count: 45, keys: 12))
        #expect(EffectAnimationExport.keyFrameIndices(phases: ["a", "b", "c"], keys: 12) == [0, 1, 2])
    }
}
