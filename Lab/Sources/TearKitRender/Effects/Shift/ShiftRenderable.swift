import Foundation
@_spi(Internal) import TearKitCore

extension RenderableEffect {
    /// The shift-and-lean transition (time-driven): in, a hold, out.
    package static let shift = RenderableEffect(
        name: "shift",
        summary: "the shift transition: slides in, holds, slides out (--direction, --skew, --duration)",
        shader: ShiftUniforms.self,
        options: [
            EffectOption(
                "--skew", valueName: "fraction",
                help:
                    "Shift: the strongest lean as a fraction of the width, 0...1. Default \(ShiftConfiguration().skew.shortDescription).",
                .number(range: ShiftConfiguration.Limits.skew.range, defaultValue: ShiftConfiguration().skew)),
            EffectOption(
                "--direction", valueName: "direction", help: "Shift: in, out or both (in, hold, out). Default both.",
                .choice(["in", "out", "both"], defaultValue: "both")),
            // Not a configuration value (a transition takes its animation's time): each move of the render.
            EffectOption(
                "--duration", valueName: "seconds", help: "Shift: seconds per move (in, out), 0.05...20. Default 0.6.",
                .number(range: 0.05...20, defaultValue: 0.6, unit: "seconds")),
        ],
        animation: .timeDriven(
            frames: { options, request in
                let move = options.registeredNumber("--duration")
                let skew = options.registeredNumber("--skew"), direction = options.choice("--direction"),
                    fps = request.fps
                var frames: [EffectFrame] = []
                func add(_ values: [(Double, Double)], label: String) {
                    let offset = frames.last.map { $0.time + 1 / fps } ?? 0
                    for (t, value) in values {
                        let uniforms = ShiftUniforms(
                            viewSize: request.viewSize, effectValue: value,
                            configuration: ShiftConfiguration(skew: skew))
                        frames.append(
                            EffectFrame(
                                time: offset + t, caption: String(format: "%.2f s · %@ %.2f", offset + t, label, value),
                                phase: label, effect: value == 0 ? nil : uniforms))
                    }
                }
                // SwiftUI's default animation eases in and out; smoothstep is close to it.
                func eased(_ t: Double) -> Double { let x = min(max(t / move, 0), 1); return x * x * (3 - 2 * x) }
                if direction != "out" {
                    add(EffectFrame.times(move, fps: fps).map { ($0, 1 - eased($0)) }, label: "in")
                }
                if direction == "both" {
                    add(EffectFrame.times(0.3, fps: fps).dropFirst().map { ($0, 0) }, label: "hold")
                }
                if direction != "in" {
                    add(
                        EffectFrame.times(move, fps: fps).dropFirst(direction == "both" ? 1 : 0).map {
                            ($0, -eased($0))
                        }, label: "out")
                }
                return frames
            }, frameRect: { _, _ in nil }),
        // Half way in, then early and late in the removal.
        goldenMoments: [("shift-in-0.50", 0.5), ("shift-out-0.15", -0.15), ("shift-out-0.60", -0.6)].map {
            name, value in
            GoldenMoment(
                name,
                shader: { viewSize in
                    ShiftUniforms(viewSize: viewSize, effectValue: value, configuration: ShiftConfiguration(skew: 0.1))
                })
        },
        // Removal, 40 % out at full lean.
        benchmark: .layer { viewSize in ShiftUniforms(viewSize: viewSize, effectValue: -0.4) },
        reelTitle: "shift in and out")
}
