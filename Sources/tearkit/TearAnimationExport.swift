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
    /// The contact sheet's title.
    var title: String
    /// How many key frames the contact sheet shows.
    var keyFrameCount = 12

    struct Summary {
        var frameCount: Int
        var duration: TimeInterval
        var files: [String]
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
        let folder = try StagedOutputFolder(destination: output, replacesExisting: overwrite)
        do {
            let renderer = TearFrameRenderer(source: source, scale: scale)
            let animation = try APNGWriter(width: source.width, height: source.height, loopCount: 0,
                                           fileURL: folder.url(for: Self.animationName))
            let keys = Set(playback.keyFrameIndices(count: keyFrameCount))
            var keyFrames: [(index: Int, image: RGBAImage)] = []
            let progress = ProgressBar(total: states.count, label: "rendering", quiet: quiet)
            let delay = APNGFrameDelay(seconds: 1 / playback.framesPerSecond)
            let staging = folder
            try renderer.renderFrames(states, transform: { index, image in
                // PNG encoding runs on the worker threads, in parallel with shading.
                try staging.write(try PNGCodec.encode(image), to: Self.frameName(index))
                return image
            }, deliver: { index, image in
                try animation.append(image, delay: delay)
                if keys.contains(index) { keyFrames.append((index, image)) }
                progress.update(index + 1)
            })
            progress.finish()
            _ = try animation.finish()
            let captions = keyFrames.map { key -> (RGBAImage, String) in
                let frame = playback.frames[key.index]
                return (key.image, Self.caption(frame))
            }
            let sheet = try ContactSheetLayout.render(frames: captions, title: title)
            try folder.write(try PNGCodec.encode(sheet), to: Self.contactSheetName)
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
        let completions = TearSimulator(script: script).run().compactMap(\.completion)
        return Summary(
            frameCount: states.count, duration: playback.duration,
            files: [Self.animationName, Self.contactSheetName, "\(Self.frameName(0)) … \(Self.frameName(states.count - 1))"],
            seconds: Date().timeIntervalSince(clock), completions: completions)
    }

    /// `t 0.50 s · tearing · progress 0.62 · gap 18 pt`.
    static func caption(_ frame: TearPlayback.Frame) -> String {
        let s = frame.state
        return String(format: "t %.2f s · ", frame.time) + s.phase.rawValue
            + String(format: " · progress %.2f · gap %.0f pt", s.tearProgress, s.gapWidth)
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
