import Foundation
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// Time spent on input built to exhaust `tearkit` (giant and deeply nested scripts, image bombs), each against a baseline
/// measured in the same run: Foundation's `JSONSerialization` reading the same bytes for the scripts,
/// decoding a small valid PNG for the image headers.
enum HostileInputBenchmark {
    static let benchmark = Benchmark(name: "hostile", summary: "hostile input: giant and deep scripts, image bombs") {
        _ in run()
    }

    static func run() {
        // 20 000 animated setBroken events at time 0 (1.2 MB): parsed, then played and formatted as a trace.
        let flicker = script(
            (0..<20_000).map { #"{"phase": "setBroken", "value": \#($0 % 2 == 0), "animated": true, "time": 0}"# }
                .joined(separator: ",\n"))
        // 20 sibling events nested 509 deep (20 KB): refused at the fifth level.
        let deep = script(
            Array(repeating: String(repeating: "[", count: 509) + String(repeating: "]", count: 509), count: 20).joined(
                separator: ","))
        // A 50 MB unknown phase, echoed cut to 80 characters.
        let longPhase = script(#"{"phase": ""# + String(repeating: "x", count: 50_000_000) + #"", "time": 0}"#)

        print("Hostile input — release build, best of 5")
        for (name, data) in [
            ("20 000 flickering events, 1.2 MB", flicker), ("20 events nested 509 deep", deep),
            ("a 50 MB unknown phase", longPhase),
        ] {
            let baseline = measure { _ = try? JSONSerialization.jsonObject(with: data) }
            var outcome = ""
            let ours = measure {
                do { outcome = "\(try GestureScript(json: data).events.count) events" } catch {
                    outcome = "refused (\("\(error)".count) characters)"
                }
            }
            report(name, ours, baseline: baseline, note: outcome)
        }
        if let parsed = try? GestureScript(json: flicker) {
            var bytes = 0
            let played = measure {
                TearSimulator(script: parsed).run(recoveryFramesPerSecond: 60) {
                    bytes += SimulationTrace.line(for: $0).utf8.count + 1
                }
            }
            let baseline = measure { _ = try? JSONSerialization.jsonObject(with: flicker) }
            report("  … played and formatted", played, baseline: baseline, note: "\(bytes / 5) bytes of trace")
        }

        let small = try! PNGCodec.encode(RGBAImage(width: 64, height: 64, fill: (10, 20, 30, 255)))
        let baseline = measure(repeats: 200) { _ = try? ImageFile.decode(small) }
        for (name, data) in [
            ("PNG header claiming 16384 × 16384", pngClaiming(16_384)),
            ("PNG header claiming 7000 × 7000, 1 KB of data", pngClaiming(7_000)),
        ] {
            var outcome = ""
            let time = measure(repeats: 200) {
                do { _ = try ImageFile.decode(data); outcome = "decoded" } catch {
                    outcome = "\(error)".prefix(40) + "…"
                }
            }
            report(name, time, baseline: baseline, note: outcome)
        }
    }

    static func script(_ events: String) -> Data {
        Data(#"{"view": {"width": 200, "height": 300}, "events": [\#(events)]}"#.utf8)
    }

    /// An RGBA PNG whose header claims `side × side` pixels over 1 KB of zero rows.
    static func pngClaiming(_ side: Int) -> Data {
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + payload
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(payload.count)) + body + bigEndian(~crc)
        }
        func bigEndian(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
        }
        let raw = [UInt8](repeating: 0, count: 1_000)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let idat: [UInt8] = [0x78, 0x01, 1, 0xE8, 0x03, 0x17, 0xFC] + raw + bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 6, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat)
                + chunk("IEND", []))
    }

    static func report(_ name: String, _ seconds: Double, baseline: Double, note: String) {
        let label = name.padding(toLength: 46, withPad: " ", startingAt: 0)
        print(
            "  \(label)"
                + String(
                    format: " %9.3f ms  = %7.2f× baseline (%.3f ms)  ", seconds * 1e3, seconds / max(baseline, 1e-9),
                    baseline * 1e3) + note)
    }

    /// Best wall-clock seconds of `repeats` runs of `body`.
    static func measure(repeats: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let t0 = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        }
        return best
    }
}
