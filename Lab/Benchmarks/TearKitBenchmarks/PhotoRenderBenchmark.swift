import Foundation
import TearKitRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tearkit render` of a 4000 × 3000 px photo with the diagonal preset, as a user runs it: wall time,
/// peak resident memory and bytes written of the built `tearkit` executable, by default against a baseline
/// measured in the same run — the same render as the tool did before photos got a default size
/// (`--scale 1 --max-size 16384 --frames`: full resolution, every frame also written as a PNG).
///
///     swift build -c release --package-path Lab --product tearkit && swift run -c release --package-path Lab TearKitBenchmarks photo [--skip-baseline] [--save-photo path.jpg]
enum PhotoRenderBenchmark {
    static let benchmark = Benchmark(
        name: "photo",
        summary:
            "tearkit render of a 4000 × 3000 JPEG, diagonal preset: time, peak memory, bytes; default vs full-size baseline",
        run: { arguments in
            let save = arguments.firstIndex(of: "--save-photo").flatMap {
                arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
            }
            try run(skipBaseline: arguments.contains("--skip-baseline"), savePhoto: save)
        })

    struct Measurement {
        var seconds: Double
        var peakMegabytes: Double
        var outputMegabytes: Double
    }

    static func run(skipBaseline: Bool, savePhoto: String?) throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tearkit")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("photo: build the tool first: swift build -c release --package-path Lab --product tearkit")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-photo-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let photo = scratch.appendingPathComponent("photo.jpg")
        try JPEGEncoder.encode(syntheticPhoto(width: 4000, height: 3000), quality: 90).write(to: photo)
        if let savePhoto { try FileManager.default.copyItem(at: photo, to: URL(fileURLWithPath: savePhoto)) }

        let base = [
            "render", "--input", photo.path, "--gesture-preset", "diagonal-from-corner", "--quiet", "--overwrite",
        ]
        print("tearkit render of a 4000 × 3000 JPEG, diagonal-from-corner, 60 fps, \(tool.path)")
        let fresh = try measure(tool, base + ["--output", scratch.appendingPathComponent("default").path])
        print(
            String(
                format: "  default (phone-sized view, --max-size 1600)   %6.1f s  %6.0f MB peak  %7.0f MB written",
                fresh.seconds, fresh.peakMegabytes, fresh.outputMegabytes))
        guard !skipBaseline else { return }
        let baseline = try measure(
            tool,
            base + [
                "--scale", "1", "--max-size", "16384", "--frames",
                "--output", scratch.appendingPathComponent("baseline").path,
            ])
        print(
            String(
                format: "  baseline: full size, every frame as a PNG   %6.1f s  %6.0f MB peak  %7.0f MB written",
                baseline.seconds, baseline.peakMegabytes, baseline.outputMegabytes))
        print(
            String(
                format: "  default / baseline: %.2f× the time, %.2f× the memory, %.3f× the bytes",
                fresh.seconds / baseline.seconds, fresh.peakMegabytes / baseline.peakMegabytes,
                fresh.outputMegabytes / baseline.outputMegabytes))
    }

    /// Runs `tool` with `arguments` and measures it. Peak memory is the tool's own high-water mark,
    /// `VmHWM` in `/proc/<pid>/status`, read every 20 ms while it runs (Linux). `getrusage` would not do:
    /// a spawned child's `ru_maxrss` includes this benchmark's own peak (the photo it generated). Where
    /// `/proc` is missing (macOS) it falls back to `getrusage(RUSAGE_CHILDREN)`.
    static func measure(_ tool: URL, _ arguments: [String]) throws -> Measurement {
        let start = DispatchTime.now().uptimeNanoseconds
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        // The tool's own report would interleave with the benchmark's.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var highWaterKilobytes = 0
        while process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            {
                highWaterKilobytes = max(highWaterKilobytes, kilobytes)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        var peak = Double(highWaterKilobytes) / 1024
        if highWaterKilobytes == 0 {
            var usage = rusage()
            #if canImport(Darwin)
            getrusage(RUSAGE_CHILDREN, &usage)
            peak = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
            #else
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            peak = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
            #endif
        }
        let output = arguments[arguments.firstIndex(of: "--output")! + 1]
        let bytes = try FileManager.default.contentsOfDirectory(atPath: output).reduce(0) { sum, name in
            sum
                + ((try FileManager.default.attributesOfItem(atPath: output + "/" + name)[.size] as? NSNumber)?.intValue
                    ?? 0)
        }
        return Measurement(seconds: seconds, peakMegabytes: peak, outputMegabytes: Double(bytes) / 1_048_576)
    }

    /// A photo-like opaque image: smooth light falloff, a horizon, soft shapes and sensor noise.
    static func syntheticPhoto(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var noise: UInt32 = 2024
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                let v = Double(y) / Double(height)
                for x in 0..<width {
                    let u = Double(x) / Double(width)
                    noise = noise &* 1_664_525 &+ 1_013_904_223
                    let grain = Double(Int(noise >> 28) - 8)
                    let sky = v < 0.45 + 0.05 * sin(u * 9)
                    let blob = 40 * sin(u * 13 + v * 7) * cos(v * 11 - u * 3)
                    let i = (y * width + x) * 4
                    let r = sky ? 120 + 80 * v + blob * 0.3 : 90 + 60 * u + blob
                    let g = sky ? 160 + 60 * v : 110 + 50 * v + blob * 0.8
                    let b = sky ? 230 - 40 * u : 70 + blob * 0.5
                    p[i] = UInt8(max(0, min(255, r + grain)))
                    p[i + 1] = UInt8(max(0, min(255, g + grain)))
                    p[i + 2] = UInt8(max(0, min(255, b + grain)))
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }
}
