import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// Renders a gesture script over an image into a folder: an animated PNG, a contact sheet of key
/// frames and, on request, every frame as a PNG. Shared by `tearkit demo` and `tearkit render`.
///
/// Frames come from ``TearPlayback`` (the same engine, recovery timeline and uniforms the SwiftUI
/// layer uses) and the shipping shader run on the CPU; independent frames are shaded and encoded on
/// every core (``FrameBatchEncoder``). Each animation frame stores only the region that changed since
/// the previous one. Output is staged and moved into place only on success (``StagedOutputFolder``);
/// Ctrl-C stops the workers, removes the staged files and leaves the destination as it was.
struct TearAnimationExport {
    var source: RGBAImage
    var scale: Double
    var script: GestureScript
    var framesPerSecond: Double
    var output: URL
    /// `output` as messages echo it (the command's display form of it).
    var outputDisplayPath: EchoedText
    var overwrite: Bool
    /// The job's name in the output folder's manifest (``OutputManifest``), and the files it reads.
    var job = "render --effect tear"
    var inputs: [String] = []
    var quiet: Bool
    /// What shows through the tear and fills the margin around the view: frames are composited over
    /// this colour, or left transparent when `nil`. Ignored with a `scene`, whose page shows through.
    var background: RGBAColor?
    /// Whether frames are the input's size (`true`) or include the margin of
    /// `TearConfiguration.layerMargin` on every side into which the halves move (`false`, as on a device).
    var cropToInput = false
    /// When set, `source` is a page-sized layer holding the view at `viewOrigin` (with room around it for
    /// the halves), and every frame is that layer composited over the scene's page, falling away after
    /// a break as an app would.
    var scene: PageScene? = nil
    /// Where the view lies in `source`, in points (see ``TearFrameRenderer/viewOrigin``).
    var viewOrigin: CGPoint = .zero
    /// The contact sheet's title.
    var title: String
    /// Whether every frame is also written as `frame-NNNN.png` (`--frames`).
    var writesFrameFiles = false
    /// The animation's format.
    var format: AnimationFormat = .apng
    /// How many key frames the contact sheet shows.
    var keyFrameCount = 12

    struct Summary {
        var frameCount: Int
        /// How many frames the APNG holds (its writer's count): runs of identical frames are stored as one
        /// frame shown for their total delay.
        var animationFrameCount: Int
        var duration: TimeInterval
        var seconds: TimeInterval
        var completions: [Bool]
        var wroteFrameFiles: Bool
        /// The frames' size in pixels: the view plus its margin on every side (unless `--crop-to-input`).
        var frameWidth: Int
        var frameHeight: Int
        /// The animation's format.
        var format: AnimationFormat = .apng
    }

    /// The animation's file name in `format`: `tear.apng`, `tear.webp`.
    static func animationName(format: AnimationFormat = .apng) -> String { "tear.\(format.fileExtension)" }
    /// This export's animation file name.
    var animationName: String { Self.animationName(format: format) }
    /// Above this many bytes of output the tool warns before writing it.
    static let largeOutputBytes = 1 << 30

    /// Renders into `output`, moved into place only when everything is written.
    func run() throws -> Summary {
        let folder = try StagedOutputFolder(
            destination: output, displayPath: outputDisplayPath, job: job, overwrite: overwrite, inputs: inputs)
        return try folder.committing { try run(into: folder) }
    }

    /// Renders into `folder` (its current ``StagedOutputFolder/subfolder``), without moving it into place.
    func run(into folder: StagedOutputFolder) throws -> Summary {
        let clock = Date()
        let playback = TearPlayback(script: script, framesPerSecond: framesPerSecond)
        let states = playback.frames.map(\.state)
        let presentations =
            scene.map { _ in PageScene.presentations(for: playback.frames, viewOrigin: viewOrigin) }
            ?? Array(repeating: PageScene.Presentation.inPlace, count: states.count)
        // Consecutive frames that draw the same thing (idle, held, broken in place) are shaded and encoded
        // once: their PNG bytes are reused and the animation shows them as one longer frame.
        let drawings = Drawing.of(states, presentations)
        let runs = Self.runsOfIdenticalFrames(drawings)
        var frameWidth = source.width, frameHeight = source.height
        var animationFrameCount = 0
        do {
            // A scene's layer already leaves the halves room around the view: no margin of its own.
            let renderer = TearFrameRenderer(
                source: source, scale: scale, addsMargin: !cropToInput && scene == nil,
                viewOrigin: viewOrigin)
            let margin = renderer.pixelMargin(for: script.configuration)
            (frameWidth, frameHeight) = (source.width + 2 * margin, source.height + 2 * margin)
            let animation: AnimationFile
            do {
                animation = try AnimationFile(
                    format: format, width: frameWidth, height: frameHeight, fileURL: folder.url(for: animationName))
            } catch {
                throw ToolError(
                    "cannot write \(folder.displayPath(for: animationName)): \(StagedOutputFolder.reason(error))")
            }
            let keys = Self.distinctKeyFrames(
                playback.storyKeyFrames(count: keyFrameCount), runs: runs, drawings: drawings)
            let keyRuns = Set(keys.map(\.run))
            var keyImages: [Int: RGBAImage] = [:]
            let progress = ProgressBar(total: states.count, label: "rendering", quiet: quiet)
            var encoder = FrameBatchEncoder(
                renderer: renderer, background: background,
                writesFullFrames: writesFrameFiles, thumbnailSide: AnimationOutputFiles.keyFrameSide,
                keepsWholeFrames: animation.takesWholeFrames)
            if let scene {
                // The torn card over the page, where the story puts it (in place, falling, fading in).
                encoder.composite = { run, shaded in scene.compose(shaded, presentations[runs[run].lowerBound]) }
                // Halves that part and fall carry only their paper: the gap's shadow fades as they start.
                encoder.gapShadow = { run in presentations[runs[run].lowerBound].gapShadow }
            }
            var warned = false
            try encoder.encode(runs.map { states[$0.lowerBound] }, thumbnails: keyRuns) { run, frame in
                if !warned, !animation.takesWholeFrames {
                    warned = true
                    // The first frame is whole.
                    warnIfLarge(fullFrameBytes: frame.regionPNG.count, frameCount: states.count, runCount: runs.count)
                }
                let frames = runs[run]
                if let full = frame.fullPNG {
                    for index in frames { try folder.write(full, to: AnimationOutputFiles.frameName(index)) }
                }
                do {
                    try animation.append(
                        frame, delay: APNGFrameDelay(frames: frames.count, framesPerSecond: playback.framesPerSecond))
                } catch {
                    throw ToolError(
                        "cannot write \(folder.displayPath(for: animationName)): \(StagedOutputFolder.reason(error))"
                    )
                }
                if let image = frame.thumbnail { keyImages[run] = image }
                progress.update(frames.upperBound)
                if run == 0 { folder.reached(.frames) }
            }
            progress.finish()
            try folder.finishAnimationExport(animation, named: animationName) {
                let entries = keys.compactMap { key in
                    keyImages[key.run].map {
                        ContactSheet.Entry(
                            image: $0, caption: Self.caption(playback.frames[key.index], events: key.events))
                    }
                }
                return ContactSheet(title: title, entries: entries, columns: 3).render()
            }
            animationFrameCount = animation.frameCount
        }
        return Summary(
            frameCount: states.count, animationFrameCount: animationFrameCount, duration: playback.duration,
            seconds: Date().timeIntervalSince(clock), completions: playback.completions,
            wroteFrameFiles: writesFrameFiles, frameWidth: frameWidth, frameHeight: frameHeight, format: format)
    }

    /// Warns on standard error when the output may exceed ``largeOutputBytes`` (see ``largeOutputWarning(fullFrameBytes:frameCount:runCount:writesFrameFiles:output:sourceWidth:sourceHeight:)``).
    private func warnIfLarge(fullFrameBytes: Int, frameCount: Int, runCount: Int) {
        guard
            let warning = Self.largeOutputWarning(
                fullFrameBytes: fullFrameBytes, frameCount: frameCount, runCount: runCount,
                writesFrameFiles: writesFrameFiles, output: outputDisplayPath,
                sourceWidth: source.width, sourceHeight: source.height)
        else { return }
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }

    /// The warning for an output that may exceed ``largeOutputBytes``, or `nil` for a smaller one. The
    /// estimate counts `frameCount` frame files (with `writesFrameFiles`) and `runCount` animation
    /// frames, each at most `fullFrameBytes` (the first frame's encoded size); the warning names it in
    /// GB of 2³⁰ bytes, the folder `output`, and how to stop or shrink the render.
    static func largeOutputWarning(
        fullFrameBytes: Int, frameCount: Int, runCount: Int, writesFrameFiles: Bool,
        output: EchoedText, sourceWidth: Int, sourceHeight: Int
    ) -> String? {
        let estimate = fullFrameBytes * ((writesFrameFiles ? frameCount : 0) + runCount)
        guard estimate > largeOutputBytes else { return nil }
        let gigabytes = String(format: "%.1f", Double(estimate) / Double(1 << 30))
        let advice = writesFrameFiles ? "drop --frames, lower --fps or --max-size" : "lower --fps or --max-size"
        return
            "warning: this may write up to \(gigabytes) GB into \(output) (\(frameCount) frames of \(sourceWidth) × \(sourceHeight) px plus margin); press Ctrl-C to stop, or \(advice)"
    }

    /// What a frame draws: the shader's uniforms (`nil` when the effect is off) and where the view is.
    struct Drawing: Equatable {
        var uniforms: TearUniforms?
        var presentation: PageScene.Presentation

        static func of(_ states: [TearState], _ presentations: [PageScene.Presentation]) -> [Drawing] {
            zip(states, presentations).map {
                Drawing(uniforms: $0.isEffectEnabled ? $0.uniforms : nil, presentation: $1)
            }
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
        -> [(index: Int, events: [StoryKeyFrame.Event], run: Int)]
    {
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
    static func report(_ summary: Summary, output: EchoedText, scale: Double) {
        let outcome = summary.completions.map { $0 ? "broke" : "recovered" }.joined(separator: ", ")
        let shown = output.description
        let folder = shown.hasSuffix("/") ? shown : shown + "/"
        print(
            "Wrote \(summary.frameCount) frames (\(String(format: "%.2f", summary.duration)) s of animation) of \(summary.frameWidth) × \(summary.frameHeight) px at scale \(scale.shortDescription) to \(folder) in \(String(format: "%.1f", summary.seconds)) s"
        )
        print(
            "  \(animationName(format: summary.format))         \(summary.format.summary): \(AnimationOutputFiles.storage(frames: summary.frameCount, animationFrames: summary.animationFrameCount))"
        )
        print("  \(AnimationOutputFiles.contactSheetName)  key frames with captions")
        if summary.wroteFrameFiles {
            print("  frame-0001.png … \(AnimationOutputFiles.frameName(summary.frameCount - 1))")
        }
        if !outcome.isEmpty { print("Outcome: \(outcome)") }
    }
}
