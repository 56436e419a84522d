import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender
import TearKitGestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Renders a shatter of an image into a folder: numbered PNG frames, an animated PNG and a contact
/// sheet. Used by `tearkit render --effect shatter` and the demo's shatter segment.
///
/// The frames come from ``ShatterRenderer`` (the shipping `Shatter.metal` on the CPU host), from
/// t = 0 to the computed moment the last piece has left the frame; the animation holds the intact
/// image for ``leadIn`` first and the empty frame for ``tail`` at the end. Frames are shaded and
/// encoded on every core; output is staged and moved into place only on success.
struct ShatterAnimationExport {
    var renderer: ShatterRenderer
    var framesPerSecond: Double
    var output: URL
    var overwrite: Bool
    /// The job's name in the output folder's manifest (``OutputManifest``), and the files it reads.
    var job = "render --effect shatter"
    var inputs: [String] = []
    /// `--output` as messages echo it, the command's display form of it (`nil`: the output URL's path).
    var outputDisplayPath: EchoedText?
    var quiet: Bool
    var background: RGBAColor?
    var title: String
    var leadIn = 0.4
    var tail = 0.3
    var keyFrameCount = 9
    /// Whether every frame is also written as `frame-NNNN.png` (`--frames`).
    var writesFrameFiles = false
    /// The animation's format.
    var format: AnimationFormat = .apng

    /// The animation's file name in `format`: `shatter.apng`, `shatter.webp`.
    static func animationName(format: AnimationFormat = .apng) -> String { "shatter.\(format.fileExtension)" }
    /// This export's animation file name.
    var animationName: String { Self.animationName(format: format) }
    /// The demo's shatter segment goes into this subfolder of the demo's output.
    static let demoFolderName = "shatter"

    /// The demo's segment: `card` (a `viewSize` view at `scale`) breaks into glass shards around its
    /// centre, in a frame with room around it, written to `output`/shatter.
    static func demo(
        card: RGBAImage, viewSize: CGSize, scale: Double, output: URL, framesPerSecond: Double, quiet: Bool,
        background: RGBAColor?
    ) -> ShatterAnimationExport {
        let frame = RenderableEffect.shatterFrame(around: viewSize)
        let shatter = Shatter(
            viewSize: viewSize, pattern: .glass, physics: .glass(fallHeight: Double(frame.height)), seed: 1)
        return ShatterAnimationExport(
            renderer: ShatterRenderer(snapshot: card, scale: scale, shatter: shatter, frame: frame),
            framesPerSecond: framesPerSecond, output: output.appendingPathComponent(demoFolderName), overwrite: true,
            job: "demo", quiet: quiet, background: background,
            title: "TearKit demo · the card shatters (\(shatter.pieces.count) shards)")
    }

    struct Summary {
        var frameCount: Int
        /// How many frames the APNG holds (its writer's count).
        var animationFrameCount: Int
        var duration: TimeInterval
        var pieceCount: Int
        var seconds: TimeInterval
        var wroteFrameFiles: Bool
        /// The animation's format.
        var format: AnimationFormat = .apng
    }

    /// The times of the frames: 0, 1/fps, … up to and including the first frame at or after the end time.
    var times: [Double] {
        let end = renderer.endTime
        let count = Int((end * framesPerSecond).rounded(.up)) + 1
        return (0..<max(count, 1)).map { Double($0) / framesPerSecond }
    }

    /// Renders into `output`, moved into place only when everything is written.
    func run() throws -> Summary {
        let folder = try StagedOutputFolder(
            destination: output, displayPath: outputDisplayPath, job: job, overwrite: overwrite, inputs: inputs)
        return try folder.committing { try run(into: folder) }
    }

    /// Renders into `folder` (its current ``StagedOutputFolder/subfolder``), without moving it into place.
    func run(into folder: StagedOutputFolder) throws -> Summary {
        let clock = Date()
        let times = self.times
        let (width, height) = renderer.pixelSize
        var animationFrameCount = 0
        do {
            let animation = try AnimationFile(
                format: format, width: width, height: height, fileURL: folder.url(for: animationName))
            let keys = Set((0..<keyFrameCount).map { ($0 * (times.count - 1)) / max(keyFrameCount - 1, 1) })
            var keyFrames: [ContactSheet.Entry] = []
            let progress = ProgressBar(total: times.count, label: "shattering", quiet: quiet)
            let renderer = self.renderer, background = self.background ?? .clear
            let needsPNG = !animation.takesWholeFrames || writesFrameFiles
            let batch = UsableCores.count
            var start = 0
            while start < times.count {
                try InterruptMonitor.shared.check()
                let first = start, count = min(batch, times.count - start)
                let encoded = try FrameBatchEncoder.concurrently(count) { i in
                    try InterruptMonitor.shared.drawing {
                        let image = try renderer.frame(at: times[first + i], background: background)
                        let key =
                            keys.contains(first + i) ? image.downscaled(toFit: AnimationOutputFiles.keyFrameSide) : nil
                        // A WebP takes the frame itself; an APNG (and a frame file) its PNG.
                        let png = needsPNG ? try PNGCodec.encode(image) : Data()
                        return (png, image, key)
                    }
                }
                for (i, (png, whole, image)) in encoded.enumerated() {
                    let index = first + i
                    if writesFrameFiles { try folder.write(png, to: AnimationOutputFiles.frameName(index)) }
                    var seconds = 1 / framesPerSecond
                    if index == 0 { seconds += leadIn }
                    if index == times.count - 1 { seconds += tail }
                    try animation.append(wholePNG: png, image: whole, delay: APNGFrameDelay(seconds: seconds))
                    if let image {
                        keyFrames.append(
                            ContactSheet.Entry(image: image, caption: String(format: "%.2f s", times[index])))
                    }
                    progress.update(index + 1)
                    if index == 0 { folder.reached(.frames) }
                }
                start += count
            }
            progress.finish()
            try folder.finishAnimationExport(animation, named: animationName) {
                ContactSheet(title: title, entries: keyFrames, columns: 3).render()
            }
            animationFrameCount = animation.frameCount
        }
        return Summary(
            frameCount: times.count, animationFrameCount: animationFrameCount, duration: renderer.endTime,
            pieceCount: renderer.shatter.pieces.count,
            seconds: Date().timeIntervalSince(clock), wroteFrameFiles: writesFrameFiles, format: format)
    }

    /// Prints what was written, where (`output`, as messages echo it), and how long it took.
    static func report(_ summary: Summary, output: EchoedText) {
        let output = output.description
        print(
            "Wrote \(summary.frameCount) frames (\(summary.pieceCount) pieces, the last gone after \(String(format: "%.3f", summary.duration)) s) to \(output.hasSuffix("/") ? output : output + "/") in \(String(format: "%.1f", summary.seconds)) s"
        )
        print(
            "  \(animationName(format: summary.format))      \(summary.format.summary): \(AnimationOutputFiles.storage(frames: summary.frameCount, animationFrames: summary.animationFrameCount))"
        )
        print("  \(AnimationOutputFiles.contactSheetName)  key frames with their times")
        if summary.wroteFrameFiles {
            print("  frame-0001.png … \(AnimationOutputFiles.frameName(summary.frameCount - 1))")
        }
    }
}
