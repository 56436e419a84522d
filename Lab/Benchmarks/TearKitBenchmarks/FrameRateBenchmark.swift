import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// What `tearkit render` costs for the two heaviest time-driven effects at their defaults — the dust
/// of a photo and text glyphs of a 200-character text — as ratios to the tear's frame measured in the
/// same run, on one thread: every frame of the render drawn in order, compared with the frame before
/// it and the region that changed stored as the tool stores it (a fast PNG over the background), the
/// mean frame beside the tear's frame, drawn by its shader half torn and stored whole as the tear's
/// export stores a new frame.
///
///     swift run -c release --package-path Lab TearKitBenchmarks frames
///
/// The photo is synthetic, 1600 × 1067 px: a 3000 × 2000 photo after the tool's default `--max-size`
/// (1600), at the scale the tool gives it (its shorter side 390 pt: 2.74). The text is 200 characters
/// on one line at the defaults (48 pt, 2 pixels a point, its own view). "A render" is every frame the
/// tool draws at 60 fps: the tool's own time on one core, less reading the input and the contact sheet.
enum FrameRateBenchmark {
    static let benchmark = Benchmark(
        name: "frames",
        summary:
            "a dust frame of a photo and a text-glyphs frame of 200 characters, drawn and stored as tearkit render does, vs the tear's frame"
    ) { _ in try run() }

    /// A case: a frame's size, how many frames `tearkit render` draws, and the work of all of them (one
    /// frame for the baseline).
    struct Case {
        var name: String
        var size: (width: Int, height: Int)
        var frames: Int
        var work: () throws -> Void
    }

    /// The shorter of two runs of `body` after a first that warms the caches, seconds.
    static func measureRender(_ body: () throws -> Void) throws -> Double {
        try body()
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<2 {
            let t0 = clock.now
            try body()
            let elapsed = clock.now - t0
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return best
    }

    static let background = RGBAColor(hex: 0x1C1C1E)

    static func run() throws {
        let photo = PhotoRenderBenchmark.syntheticPhoto(width: 1600, height: 1067)
        let scale = 2.74
        let cases = [try tear(photo), try dust(photo, scale: scale), try text()]
        print(
            "every frame of a render as tearkit render draws and stores it, one thread; the mean frame against the tear's frame of this run"
        )
        var baseline = 0.0
        for chosen in cases {
            let seconds =
                chosen.frames > 1
                ? try measureRender(chosen.work) : try EffectShaderBenchmark.measure(chosen.work)
            let frame = seconds / Double(chosen.frames)
            if baseline == 0 { baseline = frame }
            let size = "\(chosen.size.width) × \(chosen.size.height) px"
            let render =
                chosen.frames > 1
                ? String(format: "%3d frames at 60 fps: %5.1f s a render", chosen.frames, seconds) : "baseline"
            print(
                String(
                    format: "%@ %@ %7.1f ms  %5.2f× the tear's frame  %@",
                    chosen.name.padding(toLength: 12, withPad: " ", startingAt: 0) as NSString,
                    size.padding(toLength: 18, withPad: " ", startingAt: 0) as NSString, frame * 1000,
                    frame / baseline, render as NSString))
        }
    }

    /// The tear half torn over the photo (the effects benchmark's moment), stored whole (compact PNG).
    static func tear(_ photo: RGBAImage) throws -> Case {
        let viewSize = CGSize(width: photo.width, height: photo.height)
        return Case(name: "tear", size: (photo.width, photo.height), frames: 1) {
            let (frame, _) = try RenderableEffect.tear.benchmark.render(photo, viewSize, false)
            _ = try PNGCodec.encode(frame ?? photo)
        }
    }

    /// The dust of the photo, its default removal from the whole view to the last particle gone, in its
    /// frame with room around the view.
    static func dust(_ photo: RGBAImage, scale: Double) throws -> Case {
        let viewSize = CGSize(width: Double(photo.width) / scale, height: Double(photo.height) / scale)
        let configuration = DustConfiguration()
        let frame = RenderableEffect.dustFrameRect(around: viewSize, configuration: configuration)
        func draw(_ time: Double) throws -> RGBAImage {
            try RenderableEffect.dustFrame(
                snapshot: photo, scale: scale, configuration: configuration, frame: frame, time: time)
        }
        let times = EffectFrame.times(Dust.endTimeBound(configuration: configuration), fps: 60)
        let first = try draw(0)
        return Case(name: "dust", size: (first.width, first.height), frames: times.count) {
            try storeEvery(times.map { time in { try draw(time) } })
        }
    }

    /// A 200-character text breaking, every frame of it, on its own view at 2 pixels a point.
    static func text() throws -> Case {
        var options = EffectOptionValues(options: RenderableEffect.textGlyphsOptions)
        options.given["--text"] = .text(
            String(String(repeating: "TearKit breaks glyph by glyph ", count: 7).prefix(200)))
        let view = try RenderableEffect.textGlyphsView(options, scale: 2)
        let renderer = try RenderableEffect.textGlyphsRenderer(
            options, scale: 2, viewSize: CGSize(width: Double(view.width) / 2, height: Double(view.height) / 2))
        let times = EffectFrame.times(RenderableEffect.textGlyphsConfiguration(options).duration, fps: 60)
        return Case(name: "text-glyphs", size: (view.width, view.height), frames: times.count) {
            try storeEvery(times.map { time in { try renderer.render(onto: view, time: time) } })
        }
    }

    /// Draws the frames in order and stores each after the one before it, as ``store(_:after:)`` does
    /// (the first whole).
    static func storeEvery(_ frames: [() throws -> RGBAImage]) throws {
        var previous: RGBAImage?
        for draw in frames {
            let frame = try draw()
            if let previous {
                try store(frame, after: previous)
            } else {
                _ = try PNGCodec.encode(frame, region: nil, flattenedOver: background, compression: .fast)
            }
            previous = frame
        }
    }

    /// Stores `frame` as an animation frame after `previous`: the region that changed, as a fast PNG
    /// over the tool's background.
    static func store(_ frame: RGBAImage, after previous: RGBAImage) throws {
        let region = frame.changedRegion(since: previous) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
        _ = try PNGCodec.encode(frame, region: region, flattenedOver: background, compression: .fast)
    }
}
