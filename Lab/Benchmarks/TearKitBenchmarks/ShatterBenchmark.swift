import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// Per-frame CPU cost of the shatter for 2-pt pieces on an iPhone-sized view (393 × 852 pt, 83 922
/// pieces): TearKit's path (closed-form motion on the GPU; the CPU writes one uniforms struct per
/// frame) against stepping every piece on the CPU (its velocity and position, rewriting
/// the vertex buffer every frame), measured in the same run; plus the one-off setup, and pieces per
/// second of the CPU renderer (MSLHost running the shipping Shatter.metal).
enum ShatterBenchmark {
    static let benchmark = Benchmark(
        name: "shatter", summary: "shatter: per-frame CPU work vs. a per-piece CPU update; CPU renderer throughput"
    ) { _ in run() }

    static func run() {
        let size = CGSize(width: 393, height: 852)
        // The one-off work, best of 5 (a shared machine's noise only ever adds): the model, its quad
        // records (a fresh 5.4 MB array each time, page faults included), and everything
        // PreparedShatter builds off the main thread (model, quads and the end time).
        let window = CGRect(origin: .zero, size: size)
        var shatter = Shatter(viewSize: .zero)
        let buildMs =
            measure(repetitions: 5) { shatter = Shatter(viewSize: size, pattern: .pieces(size: 2), seed: 1) } / 1e6
        var instances: [Float] = []
        let uploadMs = measure(repetitions: 5) { instances = shatter.quadInstances() } / 1e6
        var preparedQuads = 0
        let preparedMs =
            measure(repetitions: 5) {
                preparedQuads +=
                    PreparedShatter(viewSize: size, pattern: .pieces(size: 2), physics: nil, seed: 1, region: window)
                    .quadCount
            } / 1e6
        let n = shatter.pieces.count
        let dt = 1.0 / 120

        // TearKit, per frame: write the uniforms for this frame's time into the (pre-allocated)
        // uniform buffer, as the Metal renderer does before `setVertexBytes`.
        var uniformBuffer = [Float](repeating: 0, count: ShatterShaderLayout.floatsPerUniforms)
        var sink: Float = 0
        let frames = 2_000
        let ours =
            measure(repetitions: 5) {
                for frame in 0..<frames {
                    uniformBuffer.withUnsafeMutableBufferPointer {
                        ShatterUniforms(shatter: shatter, time: Double(frame) * dt, scale: 3).write(to: $0)
                    }
                    sink += uniformBuffer[6]
                }
            } / Double(frames)

        // Stepping every piece on the CPU, per frame: for every piece, v += a·dt (clamped to the terminal speed), p += v·dt,
        // then write the point sprite's position into the vertex buffer. Struct-of-arrays, no allocation.
        var x = shatter.pieces.map { Float($0.pivot.x) }, y = shatter.pieces.map { Float($0.pivot.y) }
        var vy = [Float](repeating: 0, count: n)
        let vx = shatter.pieces.map { Float($0.motion.sidewaysSpeed) },
            ay = shatter.pieces.map { Float($0.motion.acceleration) }
        let terminal = Float(shatter.physics.terminalSpeed), step = Float(dt)
        var vertices = [Float](repeating: 0, count: 2 * n)
        let seedFrames = 100
        let seed =
            measure(repetitions: 5) {
                for _ in 0..<seedFrames {
                    for i in 0..<n {
                        vy[i] = min(vy[i] + ay[i] * step, terminal)
                        x[i] += vx[i] * step
                        y[i] += vy[i] * step
                        vertices[2 * i] = x[i] / Float(size.width) * 2 - 1
                        vertices[2 * i + 1] = 1 - y[i] / Float(size.height) * 2
                    }
                    sink += vertices[n]
                }
            } / Double(seedFrames)

        // The CPU renderer: one frame at 3× (1179 × 2556 px) mid-fall.
        let snapshot = RGBAImage(width: 1179, height: 2556, fill: (200, 120, 60, 255))
        let renderer = ShatterRenderer(snapshot: snapshot, scale: 3, shatter: shatter)
        var rendered = 0
        let renderNs = measure(repetitions: 3) {
            rendered += (try? renderer.frame(at: 0.3))?.width ?? 0
        }

        let budget = 1e9 / 120
        print(
            "Shatter — \(n) pieces of 2 pt on a 393 × 852 pt view (\(instances.count / ShatterShaderLayout.floatsPerQuad) quads), release build, CPU time of one thread"
        )
        print(
            String(
                format: "  one-off: build the model %.1f ms, quad instances (%.1f MB) %.1f ms", buildMs,
                Double(instances.count * 4) / 1e6, uploadMs))
        print(
            String(
                format:
                    "  one-off, off the main thread: PreparedShatter (model + quads + end time) %.1f ms; on the main thread: 0",
                preparedMs))
        print(
            String(
                format: "  per frame, TearKit (uniforms only)       %10.1f ns  = %.5f%% of a 120 Hz frame", ours,
                ours / budget * 100))
        print(
            String(
                format: "  per frame, CPU update of every piece    %10.1f ns  = %.2f%% of a 120 Hz frame", seed,
                seed / budget * 100))
        print(String(format: "  CPU update of every piece / TearKit per-frame CPU cost: %.0f×", seed / max(ours, 0.01)))
        print(
            String(
                format: "  CPU renderer (MSLHost, 3×, t = 0.3 s): %.1f ms per frame = %.2f M pieces/s", renderNs / 1e6,
                Double(n) / (renderNs / 1e9) / 1e6))
        if sink == .infinity || rendered < 0 || preparedQuads < 0 { print(sink) }
    }

    /// Best CPU time of this thread over `repetitions` runs of `body`, nanoseconds. CPU time rather than
    /// wall time: on a shared machine waiting for a core is not the code's cost.
    static func measure(repetitions: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let t0 = threadCPUNanoseconds()
            body()
            best = min(best, threadCPUNanoseconds() - t0)
        }
        return best
    }

    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
