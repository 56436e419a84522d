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
    /// What shows through the tear and fills the margin around the view: frames are composited over
    /// this colour, or left transparent when `nil`.
    var background: RGBAColor?
    /// Whether frames are the input's size (`true`) or include the margin of
    /// `TearConfiguration.layerMargin` on every side into which the halves move (`false`, as on a device).
    var cropToInput = false
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
        // Consecutive frames that draw the same thing (idle, held, broken) are shaded and encoded once:
        // their PNG bytes are reused and the animation shows them as one longer frame.
        let runs = Self.runsOfIdenticalFrames(states)
        let folder = try StagedOutputFolder(destination: output, replacesExisting: overwrite)
        do {
            let renderer = TearFrameRenderer(source: source, scale: scale, addsMargin: !cropToInput)
            let margin = renderer.pixelMargin(for: script.configuration)
            let animation = try APNGWriter(width: source.width + 2 * margin, height: source.height + 2 * margin, loopCount: 0,
                                           fileURL: folder.url(for: Self.animationName))
            let keys = Set(playback.keyFrameIndices(count: keyFrameCount))
            let keyRuns = Set(runs.indices.filter { r in runs[r].contains(where: keys.contains) })
            var keyFrames: [(index: Int, image: RGBAImage)] = []
            let progress = ProgressBar(total: states.count, label: "rendering", quiet: quiet)
            let background = background
            try renderer.renderFrames(runs.map { states[$0.lowerBound] }, transform: { run, shaded in
                // Compositing and PNG encoding run on the worker threads, in parallel with shading;
                // the animation reuses the same encoded bytes, so each frame is compressed once.
                let image = background.map { shaded.flattened(over: $0) } ?? shaded
                return (try PNGCodec.encode(image), keyRuns.contains(run) ? image : nil)
            }, deliver: { run, frame in
                let frames = runs[run]
                for index in frames { try folder.write(frame.0, to: Self.frameName(index)) }
                try animation.append(encodedPNG: frame.0, delay: APNGFrameDelay(frames: frames.count, framesPerSecond: playback.framesPerSecond))
                if let image = frame.1 {
                    for index in frames where keys.contains(index) { keyFrames.append((index, image)) }
                }
                progress.update(frames.upperBound)
            })
            progress.finish()
            try animation.finish()
            let entries = keyFrames.map { key in
                ContactSheet.Entry(image: key.image, caption: Self.caption(playback.frames[key.index]))
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

    /// Maximal runs of consecutive frames whose drawing is identical: the effect is off in all of them,
    /// or on with the same uniforms.
    static func runsOfIdenticalFrames(_ states: [TearState]) -> [Range<Int>] {
        guard !states.isEmpty else { return [] }
        func drawing(_ s: TearState) -> TearUniforms? { s.isEffectEnabled ? s.uniforms : nil }
        var runs: [Range<Int>] = []
        var start = 0
        for i in 1...max(states.count, 1) where i == states.count || drawing(states[i]) != drawing(states[start]) {
            if i <= states.count, start < i { runs.append(start..<i) }
            start = i
        }
        return runs
    }

    /// `0.50 s · tearing · 62 % · gap 18 pt`.
    static func caption(_ frame: TearPlayback.Frame) -> String {
        let s = frame.state
        return String(format: "%.2f s · ", frame.time) + s.phase.rawValue
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
