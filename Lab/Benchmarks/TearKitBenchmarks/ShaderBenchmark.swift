import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// Speed of the tearDistortion shader on the CPU host, on one iPhone-sized frame (1179 × 2556 px
/// at scale 1), single-threaded, against a naive baseline measured in the same run: the same
/// host copying every pixel through `layer.sample` (identity uniforms, progress 0).
///
///     swift run -c release --package-path Lab TearKitBenchmarks shader              # timing
///     swift run -c release --package-path Lab TearKitBenchmarks shader frame <case>  # render one frame (for callgrind)
///
/// Instructions per pixel: valgrind 3.19 cannot read Swift 6's DWARF 5 debug info, so strip it first
/// (MSLHost is compiled `-O2` in every configuration, so a debug build counts the same shader code),
/// then divide `runTearDistortion`'s instructions by 1179 × 2556:
///
///     swift build --product TearKitBenchmarks && cp .build/debug/TearKitBenchmarks /tmp/bench
///     strip --strip-debug /tmp/bench
///     valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out /tmp/bench shader frame shifted
///     callgrind_annotate /tmp/cg.out | grep runTearDistortion
///
/// Cases: `identity` (the baseline), `tear` (a typical, slightly diagonal tear half way down:
/// most pixels far from its edges), `vertical` (the same, exactly vertical), `tear-clean` (the
/// tear without fibres), `far` (a tear through the whole height without fibres: every pixel
/// takes the far-from-the-edge path or is in the gap), `edge` (the same with full roughness;
/// the difference to `far`, divided by the printed fibre-band pixel count, is the extra cost
/// of a pixel near the torn edge), `shifted` (a tear just left of the frame: every pixel is shifted
/// and far from the edge, the common path alone). Every tear uses TearKit's default look (rim and shadow on) and
/// anti-aliases over one pixel (scale 1).
enum ShaderBenchmark {
    static let benchmark = Benchmark(
        name: "shader",
        summary: "tearDistortion on a 1179 × 2556 frame: fps and Mpx/s vs a plain layer.sample copy",
        run: run)

    static let width = 1179, height = 2556
    static var viewSize: CGSize { CGSize(width: Double(width), height: Double(height)) }

    static func uniforms(_ name: String) -> TearUniforms? {
        let look = TearConfiguration()
        func tear(_ start: CGPoint, _ end: CGPoint, progress: Double, roughness: Double) -> TearUniforms {
            TearUniforms(
                tearStart: start, tearEnd: end, tearProgress: progress, maxGap: 40, edgeRoughness: roughness,
                viewSize: viewSize, pixelSize: 1, rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                shadowStrength: look.shadowStrength)
        }
        return switch name {
        case "identity": .identity(viewSize: viewSize)
        case "tear": tear(CGPoint(x: 590, y: 0), CGPoint(x: 640, y: 1300), progress: 0.5, roughness: 0.6)
        case "tear-clean": tear(CGPoint(x: 590, y: 0), CGPoint(x: 640, y: 1300), progress: 0.5, roughness: 0)
        case "vertical": tear(CGPoint(x: 590, y: 0), CGPoint(x: 590, y: 1300), progress: 0.5, roughness: 0.6)
        case "far": tear(CGPoint(x: 590, y: 0), CGPoint(x: 640, y: 2556), progress: 1, roughness: 0)
        case "edge": tear(CGPoint(x: 590, y: 0), CGPoint(x: 640, y: 2556), progress: 1, roughness: 1)
        case "shifted": tear(CGPoint(x: -200, y: 0), CGPoint(x: -200, y: 3000), progress: 1, roughness: 0.6)
        default: nil
        }
    }

    /// An opaque, busy input frame.
    static func input() -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(truncatingIfNeeded: x &* 7 &+ y)
                pixels[i + 1] = UInt8(truncatingIfNeeded: y &* 3)
                pixels[i + 2] = UInt8(truncatingIfNeeded: x ^ y)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    static func run(_ arguments: [String]) throws {
        let image = input()
        let renderer = LayerEffectRenderer()
        if arguments.first == "frame" {
            let name = arguments.count > 1 ? arguments[1] : "tear"
            guard let uniforms = uniforms(name) else { print("unknown case '\(name)'"); return }
            let frame = try renderer.render(image, uniforms: uniforms)
            let band = fibreBandPixelCount(uniforms)
            print(
                "rendered \(name): \(frame.width) × \(frame.height) px, \(band) px in the fibre band (first byte \(frame.pixels[0]))"
            )
            return
        }
        print("tearDistortion, \(width) × \(height) px at scale 1, one thread")
        let baseline = try measure(renderer, image, uniforms(identity: ()))
        print(report("baseline: identity copy through layer.sample", baseline, baseline))
        for name in ["tear", "vertical", "tear-clean", "far", "edge"] {
            let result = try measure(renderer, image, uniforms(name)!)
            print(report(name, result, baseline))
        }
    }

    /// Pixels that evaluate the edge (fibres, coverage, rim, shadow): within reach of the torn edge
    /// on either side of it (the shader's own geometry, recomputed here so callgrind costs can be
    /// split per pixel).
    static func fibreBandPixelCount(_ u: TearUniforms) -> Int {
        let dx = Double(u.tearEnd.x - u.tearStart.x), dy = Double(u.tearEnd.y - u.tearStart.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard u.tearProgress > 0.001, u.maxGap > 0, length >= 0.5 else { return 0 }
        let nx = dx / length, ny = dy / length
        let roughness = min(max(u.edgeRoughness, 0), 1)
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5 - Double(u.tearStart.x), py = Double(y) + 0.5 - Double(u.tearStart.y)
                let along = px * nx + py * ny
                guard along < length else { continue }
                let across = abs(-px * ny + py * nx)
                let halfGap = min(max(u.maxGap / 2 * (1 - along / length), 0), u.maxGap / 2)
                // The shader's edge band: from the shadow's reach inside the gap to the deepest fibre,
                // the widest rim and the anti-aliasing ramp outside it.
                let reach = roughness * min(0.4 * u.maxGap / 2 + 1.5, 5) + 2 + 2 * u.pixelSize
                if across >= halfGap - 3 - 2 * u.pixelSize && across <= halfGap + reach { count += 1 }
            }
        }
        return count
    }

    private static func uniforms(identity: Void) -> TearUniforms { uniforms("identity")! }

    /// Median seconds per frame over ≥ 1.5 s of frames (after one warm-up frame).
    static func measure(_ renderer: LayerEffectRenderer, _ image: RGBAImage, _ uniforms: TearUniforms) throws -> Double
    {
        _ = try renderer.render(image, uniforms: uniforms)
        var times: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while times.count < 5 || clock.now - start < .milliseconds(1500) {
            let t0 = clock.now
            _ = try renderer.render(image, uniforms: uniforms)
            let elapsed = clock.now - t0
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return times.sorted()[times.count / 2]
    }

    static func report(_ name: String, _ seconds: Double, _ baseline: Double) -> String {
        let fps = 1 / seconds
        let megapixels = Double(width * height) / seconds / 1e6
        return String(
            format: "%-46@ %7.2f ms  %6.1f fps  %7.1f Mpx/s  %5.2f× baseline time",
            name as NSString, seconds * 1000, fps, megapixels, seconds / baseline)
    }
}
