import Foundation
import TearKitCore
import TearKitRender

/// Renders a gesture script over an image into a folder: numbered PNG frames, an animated PNG and a
/// contact sheet of key frames. Shared by `tearkit demo` and `tearkit render`.
///
/// Frames come from ``TearPlayback`` (the same engine, recovery timeline and uniforms the SwiftUI
/// layer uses) and the shipping shader run on the CPU; independent frames are shaded and encoded on
/// every core. Output is staged and moved into place only on success.
struct TearAnimationExport {
    var source: RGBAImage
    var scale: Double
    var script: GestureScript
    var framesPerSecond: Double
    var output: URL
    var overwrite: Bool
    var quiet: Bool
    /// What shows through the tear: frames are composited over this colour, or left transparent when `nil`.
    /// Ignored with a `scene`, whose page shows through instead.
    var background: RGBAColor?
    /// When set, `source` is a page-sized layer holding the view at `viewOrigin`, and every frame is
    /// that layer composited over the scene's page, falling away after a break as an app would.
    var scene: PageScene? = nil
    /// Where the view lies in `source`, in points (see ``TearFrameRenderer/viewOrigin``).
    var viewOrigin: CGPoint = .zero
    /// The contact sheet's title.
    var title: String
    /// How many key frames the contact sheet shows.
    var keyFrameCount = 12

    struct Summary {
        var frameCount: Int
        var duration: TimeInterval
        var seconds: TimeInterval
        var completions: [Bool]
    }

    static let animationName = "tear.apng"
    static let contactSheetName = "contact-sheet.png"
    static func frameName(_ index: Int) -> String { String(format: "frame-%04d.png", index + 1) }

    func run() throws -> Summary {
        let clock = Date()
        let playback = TearPlayback(script: script, framesPerSecond: framesPerSecond)
        let states = playback.frames.map(\.state)
        let presentations = scene.map { _ in PageScene.presentations(for: playback.frames) }
            ?? Array(repeating: PageScene.Presentation.inPlace, count: states.count)
        // Consecutive frames that draw the same thing (idle, held, broken in place) are shaded and encoded
        // once: their PNG bytes are reused and the animation shows them as one longer frame.
        let drawings = Drawing.of(states, presentations)
        let runs = Self.runsOfIdenticalFrames(drawings)
        let folder = try StagedOutputFolder(destination: output, replacesExisting: overwrite)
        do {
            let renderer = TearFrameRenderer(source: source, scale: scale, viewOrigin: viewOrigin)
            let animation = try APNGWriter(width: source.width, height: source.height, loopCount: 0,
                                           fileURL: folder.url(for: Self.animationName))
            let keys = Self.distinctKeyFrames(playback.storyKeyFrames(count: keyFrameCount), runs: runs, drawings: drawings)
            let keyRuns = Set(keys.map(\.run))
            var keyImages: [Int: RGBAImage] = [:]
            let progress = ProgressBar(total: states.count, label: "rendering", quiet: quiet)
            let background = background, scene = scene
            try renderer.renderFrames(runs.map { states[$0.lowerBound] }, transform: { run, shaded in
                // Compositing and PNG encoding run on the worker threads, in parallel with shading;
                // the animation reuses the same encoded bytes, so each frame is compressed once.
                let image = scene.map { $0.compose(shaded, presentations[runs[run].lowerBound]) }
                    ?? background.map { shaded.flattened(over: $0) } ?? shaded
                return (try PNGCodec.encode(image), keyRuns.contains(run) ? image : nil)
            }, deliver: { run, frame in
                let frames = runs[run]
                for index in frames { try folder.write(frame.0, to: Self.frameName(index)) }
                try animation.append(encodedPNG: frame.0, delay: APNGFrameDelay(frames: frames.count, framesPerSecond: playback.framesPerSecond))
                if let image = frame.1 { keyImages[run] = image }
                progress.update(frames.upperBound)
            })
            progress.finish()
            try animation.finish()
            let entries = keys.compactMap { key in
                keyImages[key.run].map {
                    ContactSheet.Entry(image: $0, caption: Self.caption(playback.frames[key.index], events: key.events))
                }
            }
            let sheet = ContactSheet(title: title, entries: entries, columns: 3).render()
            try folder.write(try PNGCodec.encode(sheet), to: Self.contactSheetName)
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
        return Summary(
            frameCount: states.count, duration: playback.duration,
            seconds: Date().timeIntervalSince(clock), completions: playback.completions)
    }

    /// What a frame draws: the shader's uniforms (`nil` when the effect is off) and where the view is.
    struct Drawing: Equatable {
        var uniforms: TearUniforms?
        var presentation: PageScene.Presentation

        static func of(_ states: [TearState], _ presentations: [PageScene.Presentation]) -> [Drawing] {
            zip(states, presentations).map { Drawing(uniforms: $0.isEffectEnabled ? $0.uniforms : nil, presentation: $1) }
        }
    }

    /// Maximal runs of consecutive frames whose drawing is identical: the effect is off in all of them,
    /// or on with the same uniforms, and the view is presented the same way.
    static func runsOfIdenticalFrames(_ drawings: [Drawing]) -> [Range<Int>] {
        guard !drawings.isEmpty else { return [] }
        var runs: [Range<Int>] = []
        var start = 0
        for i in 1...drawings.count where i == drawings.count || drawings[i] != drawings[start] {
            runs.append(start..<i)
            start = i
        }
        return runs
    }

    /// The story's key frames with the run each falls in, one per picture (a contact sheet never shows
    /// the same picture twice): the first key frame that draws it, named by every moment that draws
    /// the same (e.g. "release, break" when the finger lifts past the threshold).
    static func distinctKeyFrames(_ keys: [StoryKeyFrame], runs: [Range<Int>], drawings: [Drawing])
        -> [(index: Int, events: [StoryKeyFrame.Event], run: Int)] {
        var chosen: [(index: Int, events: [StoryKeyFrame.Event], run: Int)] = []
        for key in keys {
            guard let run = runs.firstIndex(where: { $0.contains(key.index) }) else { continue }
            if let i = chosen.firstIndex(where: { drawings[$0.index] == drawings[key.index] }) {
                chosen[i].events.append(key.event)
            } else {
                chosen.append((key.index, [key.event], run))
            }
        }
        return chosen
    }

    /// `0.50 s · mid-tear · 62 % · gap 18 pt`.
    static func caption(_ frame: TearPlayback.Frame, events: [StoryKeyFrame.Event]) -> String {
        let s = frame.state
        return String(format: "%.2f s · ", frame.time) + events.map(\.rawValue).joined(separator: ", ")
            + String(format: " · %.0f %% · gap %.0f pt", s.tearProgress * 100, s.gapWidth)
    }

    /// Prints what was written, where, and how long it took.
    static func report(_ summary: Summary, output: URL) {
        let outcome = summary.completions.map { $0 ? "broke" : "recovered" }.joined(separator: ", ")
        print("Wrote \(summary.frameCount) frames (\(String(format: "%.2f", summary.duration)) s of animation) to \(output.path)/ in \(String(format: "%.1f", summary.seconds)) s")
        print("  \(animationName)         animated PNG, plays in any browser")
        print("  \(contactSheetName)  key frames with captions")
        print("  frame-0001.png … \(frameName(summary.frameCount - 1))")
        if !outcome.isEmpty { print("Outcome: \(outcome)") }
    }
}
