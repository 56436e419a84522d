import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// Cost of every registered shader on the CPU host, on one 1179 × 2556 frame at scale 1, one
/// thread, next to the identity baseline measured in the same run (the tear shader at rest: one
/// `layer.sample` per pixel and nothing else): time per frame and samples per pixel.
///
///     swift run -c release --package-path Lab TearKitBenchmarks effects                  # timing + samples per pixel
///     swift run -c release --package-path Lab TearKitBenchmarks effects frame <case>     # render one frame (for callgrind)
///
/// Host instructions per pixel (callgrind, counting only inside the host's frame call):
///
///     valgrind --tool=callgrind --toggle-collect=mslhost_run_layer_effect \
///         .build/release/TearKitBenchmarks effects frame <case>
///     (total Ir of the run) / (1179 × 2556)
///
/// Cases: `identity` (the baseline), then every registered effect (`RenderableEffect.all`) at its
/// benchmark moment (`RenderableEffect.benchmark`: the tear half torn, a ripple 0.2 s in, the shift
/// 40 % out, tear in two at 51 % of its time, glass shards at 0.4 s), and `curved-tear`: a tear that
/// follows the finger along the longest path its shader takes. A vertex/fragment pipeline
/// (the shatter) has no layer samples; its instructions are counted with
/// `--toggle-collect=mslhost_draw_instanced_quads`.
enum EffectShaderBenchmark {
    static let benchmark = Benchmark(
        name: "effects",
        summary:
            "every registered shader on a 1179 × 2556 frame: ms/frame, samples per pixel, vs the identity baseline",
        run: run)

    static let width = ShaderBenchmark.width, height = ShaderBenchmark.height
    static var viewSize: CGSize { ShaderBenchmark.viewSize }

    /// A case: its name, the shader, and how to render a frame (optionally recording samples).
    struct Case: Sendable {
        var name: String
        var functionName: String
        var render: @Sendable (RGBAImage, Bool) throws -> LayerEffectTrace?
        var renderOnly: @Sendable (RGBAImage) throws -> RGBAImage

        init(_ name: String, _ moment: BenchmarkMoment) {
            self.name = name
            functionName = moment.functionName
            render = { image, record in record ? try moment.render(image, viewSize, true).1 : nil }
            renderOnly = { image in try moment.render(image, viewSize, false).0 ?? image }
        }
    }

    static let cases: [Case] =
        [Case("identity", .layer { TearUniforms.identity(viewSize: $0) })]
        + RenderableEffect.all.map { Case($0.name, $0.benchmark) }
        + [Case("curved-tear", .layer(curvedTear))]

    /// A tear that follows the finger, beside the straight tear's case: the most points the shader takes
    /// (32), an S-curve from the top edge's middle down as far as the straight case's tear reaches, with
    /// its look (a 40-pt opening, roughness 0.6, rim and shadow).
    @Sendable static func curvedTear(viewSize: CGSize) -> CurvedTearUniforms {
        let look = TearConfiguration()
        let w = Double(viewSize.width), h = Double(viewSize.height)
        let path = (0..<CurvedTearUniforms.maximumPathPoints).map { k -> CGPoint in
            let f = Double(k) / Double(CurvedTearUniforms.maximumPathPoints - 1)
            return CGPoint(x: (w * 0.5).rounded() + w * 0.15 * sin(2 * .pi * f), y: ((h * 0.5).rounded() + 22) * f)
        }
        return CurvedTearUniforms(
            path: path, startDirection: CGPoint(x: 0, y: 1),
            look: TearUniforms(
                tearStart: .zero, tearEnd: .zero, tearProgress: 0.5, maxGap: 40, edgeRoughness: 0.6,
                viewSize: viewSize, pixelSize: 1, rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                shadowStrength: look.shadowStrength))
    }

    static func run(_ arguments: [String]) throws {
        let image = ShaderBenchmark.input()
        if arguments.first == "frame" {
            let name = arguments.count > 1 ? arguments[1] : "ripple"
            guard let chosen = cases.first(where: { $0.name == name }) else { print("unknown case '\(name)'"); return }
            let frame = try chosen.renderOnly(image)
            print(
                "rendered \(name) (\(chosen.functionName)): \(frame.width) × \(frame.height) px (first byte \(frame.pixels[0]))"
            )
            return
        }
        print("every registered shader, \(width) × \(height) px at scale 1, one thread")
        var baseline = 0.0
        for chosen in cases {
            // A layer shader reports its samples per pixel; a vertex/fragment pipeline has none.
            let samples =
                try chosen.render(image, true).map { trace in
                    String(
                        format: "%5.2f", Double(trace.sampleCounts.reduce(0) { $0 + Int($1) }) / Double(width * height))
                } ?? "    –"
            let seconds = try measure { _ = try chosen.renderOnly(image) }
            if chosen.name == "identity" { baseline = seconds }
            print(
                String(
                    format: "%@ %@ %7.2f ms  %@ samples/px  %5.2f× baseline time",
                    chosen.name.padding(toLength: 12, withPad: " ", startingAt: 0) as NSString,
                    chosen.functionName.padding(toLength: 22, withPad: " ", startingAt: 0) as NSString,
                    seconds * 1000, samples as NSString, seconds / baseline))
        }
    }

    /// Median seconds over ≥ 1 s of runs (after one warm-up run).
    static func measure(_ body: () throws -> Void) throws -> Double {
        try body()
        var times: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while times.count < 5 || clock.now - start < .milliseconds(1000) {
            let t0 = clock.now
            try body()
            let elapsed = clock.now - t0
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return times.sorted()[times.count / 2]
    }
}
