// TearKit benchmarks. Run in release:
//
//     swift run -c release --package-path Lab TearKitBenchmarks <benchmark> [options]
//
// Each benchmark lives in its own file and registers itself in `benchmarks` below.

/// A named benchmark: `run` receives the arguments after the benchmark's name.
struct Benchmark: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([String]) throws -> Void
}

let benchmarks: [Benchmark] = [
    CoreBenchmark.benchmark,
    ShaderBenchmark.benchmark,
    EffectShaderBenchmark.benchmark,
    RenderBenchmark.benchmark,
    PhotoRenderBenchmark.benchmark,
    HostileInputBenchmark.benchmark,
    ShatterBenchmark.benchmark,
    FrameRateBenchmark.benchmark,
    PlaygroundBenchmark.benchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) {
    try benchmark.run(Array(arguments.dropFirst()))
} else {
    print("usage: swift run -c release --package-path Lab TearKitBenchmarks <benchmark> [options]\n\nbenchmarks:")
    for benchmark in benchmarks { print("  \(benchmark.name): \(benchmark.summary)") }
    if !arguments.isEmpty { print("\nunknown benchmark '\(arguments[0])'") }
}
