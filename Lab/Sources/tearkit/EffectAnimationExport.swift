import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender
import TearKitGestureScripts

/// Renders a time-driven effect (``RenderableEffect/Animation/timeDriven(frames:frameRect:)``) over an image into a folder:
/// `<effect>.apng`, a contact sheet of key frames and, with `--frames`, numbered PNG frames. Frames are shaded on every core, a batch at a
/// time, and each animation frame stores only the region that changed; output is staged and moved into place only on success. Every frame is ``frameSize`` big: a
/// smaller one (an effect drawn at the source's size, or the untouched source) is centred in it, and
/// with a ``background`` the margin is that colour.
struct EffectAnimationExport {
    /// One frame: when, a caption, its phase, and how to draw it (``EffectFrame``).
    typealias Frame = EffectFrame

    /// The animation's file name, e.g. `ripple.apng`.
    var animationName: String
    /// The animation's format (its name's extension says the same).
    var format: AnimationFormat = .apng
    var source: RGBAImage
    var scale: Double
    var frames: [Frame]
    var framesPerSecond: Double
    var output: URL
    var overwrite: Bool
    /// The job's name in the output folder's manifest (``OutputManifest``), and the files it reads.
    var job: String
    var inputs: [String] = []
    /// `--output` as messages echo it, the command's display form of it (`nil`: the output URL's path).
    var outputDisplayPath: EchoedText?
    var quiet: Bool
    var background: RGBAColor?
    var title: String
    /// Whether every frame is also written as `frame-NNNN.png` (`--frames`).
    var writesFrameFiles = false
    var keyFrameCount = 12
    /// The size of every frame in pixels (`nil`: the source's size), e.g. the room tear in two's halves fly through.
    var frameSize: (width: Int, height: Int)?

    /// The animation's file name for `effect` in `format`, e.g. `ripple.apng`, `dust.webp`.
    static func animationName(_ effect: RenderableEffect, format: AnimationFormat = .apng) -> String {
        "\(effect.name).\(format.fileExtension)"
    }
    /// The demo's reel of every effect: a folder of its own inside the demo's output.
    static let reelFolderName = "reel"
    static func isAnimationName(_ name: String) -> Bool {
        name == reelFolderName || name == "reel.apng"
            || RenderableEffect.all.contains { effect in
                AnimationFormat.allCases.contains { animationName(effect, format: $0) == name }
            }
    }

    /// The frames the contact sheet shows: one of every phase of the story, then spread between them.
    var keyFrames: [Int] { Self.keyFrameIndices(phases: frames.map(\.phase), keys: keyFrameCount) }

    /// What an export wrote: its frames, and how many frames its APNG holds (its writer's count).
    struct Written {
        var frameCount: Int
        var animationFrameCount: Int
    }

    /// Renders and writes everything into `output`, moved into place only when all is written; returns what was written.
    func run() throws -> Written {
        let folder = try StagedOutputFolder(
            destination: output, displayPath: outputDisplayPath, job: job, overwrite: overwrite, inputs: inputs)
        return try folder.committing { try run(into: folder) }
    }

    /// Renders into `folder` (its current ``StagedOutputFolder/subfolder``), without moving it into place.
    ///
    /// Frames are drawn one per core at a time, then each is encoded, again one per core, as the region
    /// that changed since the frame before it (``ChangedRegionEncoder``, fast PNGs): a text whose glyphs
    /// break a few at a time, or dust still whole beside the front, stores and encodes only what moved.
    /// Memory holds those frames and the one before, however large and many they are.
    func run(into folder: StagedOutputFolder) throws -> Written {
        var animationFrameCount = 0
        do {
            let (width, height) = frameSize ?? (source.width, source.height)
            // Over a background every frame is opaque: the animation is stored without alpha.
            let animation = try AnimationFile(
                format: format, width: width, height: height, fileURL: folder.url(for: animationName),
                isOpaque: background != nil)
            let keys = Set(keyFrames)
            var sheet: [ContactSheet.Entry] = []
            let progress = ProgressBar(total: frames.count, label: "rendering", quiet: quiet)
            let delay = APNGFrameDelay(frames: 1, framesPerSecond: framesPerSecond)
            let (frames, source, scale, background) = (frames, source, scale, background)
            // The frames are composited over the background as they are encoded, region by region.
            let encoder = ChangedRegionEncoder(
                writesFullFrames: writesFrameFiles, thumbnailSide: AnimationOutputFiles.keyFrameSide,
                compression: .fast, background: background, keepsWholeFrames: animation.takesWholeFrames)
            /// Frame `i`, drawn at the frame's size (a smaller one centred in it).
            @Sendable func draw(_ i: Int) throws -> RGBAImage {
                let image = try frames[i].render?(source, scale) ?? source
                guard image.width != width || image.height != height else { return image }
                return image.cropped(
                    x: -(width - image.width) / 2, y: -(height - image.height) / 2, width: width, height: height)
            }
            let batch = UsableCores.count
            var previous: RGBAImage?
            var start = 0
            while start < frames.count {
                try InterruptMonitor.shared.check()
                let first = start, count = min(batch, frames.count - start)
                let drawn = try FrameBatchEncoder.concurrently(count) { i in
                    try InterruptMonitor.shared.drawing { try draw(first + i) }
                }
                let before = previous
                let encoded = try FrameBatchEncoder.concurrently(count) { i in
                    try InterruptMonitor.shared.drawing {
                        try encoder.frame(
                            drawn[i], previous: i == 0 ? before : drawn[i - 1], thumbnail: keys.contains(first + i))
                    }
                }
                for (offset, frame) in encoded.enumerated() {
                    let i = first + offset
                    try InterruptMonitor.shared.check()
                    if let full = frame.fullPNG { try folder.write(full, to: AnimationOutputFiles.frameName(i)) }
                    try animation.append(frame, delay: delay)
                    if let key = frame.thumbnail { sheet.append(.init(image: key, caption: frames[i].caption)) }
                    progress.update(i + 1)
                    if i == 0 { folder.reached(.frames) }
                }
                previous = drawn.last
                start += count
            }
            progress.finish()
            try folder.finishAnimationExport(animation, named: animationName) {
                ContactSheet(title: title, entries: sheet, columns: 4).render()
            }
            animationFrameCount = animation.frameCount
        }
        return Written(frameCount: frames.count, animationFrameCount: animationFrameCount)
    }

    /// Up to `keys` key frames of a story whose frames are in `phases` (one per frame): the middle frame
    /// of every run of one phase (a ripple, a shift in, its hold, out, a crack running down, the halves
    /// parting, nothing left), as the tear's contact sheet shows the moments of its story; then, while
    /// slots remain, the middle of the longest stretch between two chosen frames (the first and last
    /// frames bound the stretches). Sorted, distinct. With more phases than `keys`, `keys` of the
    /// phases spread evenly; with a single phase, frames spread evenly as before.
    static func keyFrameIndices(phases: [String], keys: Int) -> [Int] {
        guard !phases.isEmpty, keys > 0 else { return [] }
        guard phases.count > keys else { return Array(phases.indices) }
        var runs: [Range<Int>] = []
        var start = 0
        for i in 1...phases.count where i == phases.count || phases[i] != phases[start] {
            runs.append(start..<i)
            start = i
        }
        guard runs.count > 1 else { return keyFrameIndices(count: phases.count, keys: keys) }
        var chosen = runs.map { $0.lowerBound + ($0.count - 1) / 2 }
        if chosen.count > keys {
            chosen = keyFrameIndices(count: chosen.count, keys: keys).map { chosen[$0] }
        }
        while chosen.count < keys {
            // The longest stretch without a key frame, the frames before the first and after the last included.
            let bounds = [-1] + chosen + [phases.count]
            guard let (a, b) = zip(bounds, bounds.dropFirst()).max(by: { $0.1 - $0.0 < $1.1 - $1.0 }), b - a > 1 else {
                break
            }
            let middle = a < 0 ? 0 : b == phases.count ? phases.count - 1 : (a + b) / 2
            chosen.append(middle)
            chosen.sort()
        }
        return chosen
    }

    /// `keys` indices spread evenly over `count` frames, first and last included.
    static func keyFrameIndices(count: Int, keys: Int) -> [Int] {
        guard count > 0 else { return [] }
        guard count > keys, keys > 1 else { return Array(0..<count) }
        return (0..<keys).map { Int((Double($0) * Double(count - 1) / Double(keys - 1)).rounded()) }
    }
}
