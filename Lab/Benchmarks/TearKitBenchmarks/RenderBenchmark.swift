import Dispatch
import Foundation
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// Frames per second of `tearkit render` at 1179 × 2556 px @1× (an iPhone 15 Pro screen): shading
/// plus PNG encoding per frame, one thread and the whole machine, against a naive baseline measured
/// in the same run (PNG-encoding the untouched frame, i.e. what any frame exporter pays).
///
///     swift run -c release --package-path Lab TearKitBenchmarks render
enum RenderBenchmark {
    static let benchmark = Benchmark(
        name: "render",
        summary: "tearkit render pipeline at 1179 × 2556 @1×: shade + PNG encode, fps vs encode-only",
        run: { _ in try run() })

    static func run() throws {
        let source = cardLikeFrame()
        let size = CGSize(width: 1179, height: 2556)
        let script = GesturePreset.verticalFromTop.script(viewSize: size)
        // The frames of the tear as it runs, all with the effect on.
        let states = TearPlayback(script: script, framesPerSecond: 30).frames.map(\.state).filter(\.isEffectEnabled)
        let frames = Array(states.prefix(24))
        let renderer = TearFrameRenderer(source: source, scale: 1)

        let encodeOnly = try seconds { for _ in frames { _ = try PNGCodec.encode(source) } }
        let shadeOnly = try seconds { for state in frames { _ = try renderer.frame(for: state) } }
        let oneThread = try seconds {
            try renderer.renderFrames(
                frames, parallelism: 1, transform: { _, image in try PNGCodec.encode(image) }, deliver: { _, _ in })
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let allCores = try seconds {
            try renderer.renderFrames(
                frames, parallelism: cores, transform: { _, image in try PNGCodec.encode(image) }, deliver: { _, _ in })
        }
        let n = Double(frames.count)
        print("tearkit render — \(frames.count) torn frames of 1179 × 2556 px, release build")
        print(String(format: "  baseline: PNG-encode the untouched frame   %6.1f fps", n / encodeOnly))
        print(String(format: "  shading only (1 thread)                    %6.1f fps", n / shadeOnly))
        print(
            String(
                format: "  shade + encode, 1 thread                   %6.1f fps  = %.2f× the baseline's time",
                n / oneThread, oneThread / encodeOnly))
        print(
            String(
                format: "  shade + encode, %d threads                  %6.1f fps  = %.2f× the baseline's time", cores,
                n / allCores, allCores / encodeOnly))
    }

    static func seconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// An opaque frame with smooth areas, stripes and edges, like an app screen.
    static func cardLikeFrame() -> RGBAImage {
        let width = 1179, height = 2556
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let band = (y / 180) % 3
                pixels[i] = band == 0 ? UInt8(40 + x * 150 / width) : 245
                pixels[i + 1] = band == 1 ? ((x / 40 + y / 40) % 2 == 0 ? 90 : 230) : UInt8(60 + y * 120 / height)
                pixels[i + 2] = band == 2 ? UInt8((x ^ y) & 0x3F) + 180 : 200
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }
}
