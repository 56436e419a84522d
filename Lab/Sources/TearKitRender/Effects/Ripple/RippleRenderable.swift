import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

extension RenderableEffect {
    /// The ripple spreading from a touch (time-driven).
    package static let ripple = RenderableEffect(
        name: "ripple",
        summary: "a ripple from --origin (default: the centre); --amplitude, --frequency, --decay, --speed, --duration",
        shader: RippleUniforms.self,
        options: [
            EffectOption(
                "--origin", valueName: "x,y",
                help: "Ripple: where it starts, x,y in points (default: the image's centre).", .point),
            EffectOption(
                "--amplitude", valueName: "points",
                help:
                    "Ripple: largest displacement in points, 0...100. Default \(RippleConfiguration().amplitude.shortDescription).",
                .number(
                    range: RippleConfiguration.Limits.amplitude.range, defaultValue: RippleConfiguration().amplitude)),
            EffectOption(
                "--frequency", valueName: "rad/s",
                help:
                    "Ripple: angular frequency in radians per second, 0...100. Default \(RippleConfiguration().frequency.shortDescription).",
                .number(
                    range: RippleConfiguration.Limits.frequency.range, defaultValue: RippleConfiguration().frequency)),
            EffectOption(
                "--decay", valueName: "1/s",
                help: "Ripple: damping per second, 0...50. Default \(RippleConfiguration().decay.shortDescription).",
                .number(range: RippleConfiguration.Limits.decay.range, defaultValue: RippleConfiguration().decay)),
            EffectOption(
                "--speed", valueName: "pt/s",
                help:
                    "Ripple: wave speed in points per second, 1...10000. Default \(RippleConfiguration().speed.shortDescription).",
                .number(range: RippleConfiguration.Limits.speed.range, defaultValue: RippleConfiguration().speed)),
            // Not a configuration value: the ripple runs until it has died down; the tool's longest render.
            EffectOption(
                "--duration", valueName: "seconds",
                help: "Ripple: seconds it runs, 0.05...20 (default: until it has died down).",
                .number(range: 0.05...20, defaultValue: nil, unit: "seconds")),
        ],
        animation: .timeDriven(
            frames: { options, request in
                let configuration = RippleConfiguration(
                    amplitude: options.registeredNumber("--amplitude"),
                    frequency: options.registeredNumber("--frequency"),
                    decay: options.registeredNumber("--decay"), speed: options.registeredNumber("--speed"))
                let viewSize = request.viewSize
                let origin =
                    options.point("--origin") ?? request.tap ?? CGPoint(x: viewSize.width / 2, y: viewSize.height / 2)
                let start = RippleUniforms(
                    origin: origin, elapsedTime: 0, configuration: configuration, viewSize: viewSize)
                let length = options.number("--duration") ?? start.duration(in: viewSize)
                return EffectFrame.times(length, fps: request.fps).map { t in
                    let uniforms = RippleUniforms(
                        origin: origin, elapsedTime: t, configuration: configuration, viewSize: viewSize)
                    return EffectFrame(
                        time: t, caption: String(format: "%.2f s", t),
                        effect: uniforms.isActive(duration: length) ? uniforms : nil)
                }
            }, frameRect: { _, _ in nil }),
        // A ripple from left of the centre: the front near the origin, then most of the way across.
        goldenMoments: [0.15, 0.40, 0.70].map { t in
            GoldenMoment(
                String(format: "ripple-%.2f", t),
                shader: { viewSize in
                    RippleUniforms(
                        origin: CGPoint(x: Double(viewSize.width) * 0.375, y: Double(viewSize.height) * 0.375),
                        elapsedTime: t,
                        configuration: RippleConfiguration(amplitude: 12, frequency: 15, decay: 4, speed: 300),
                        viewSize: viewSize)
                })
        },
        // A fast ripple from the centre 0.2 s in: the wave most of the way across.
        benchmark: .layer { viewSize in
            RippleUniforms(
                origin: CGPoint(x: (Double(viewSize.width) / 2).rounded(), y: (Double(viewSize.height) / 2).rounded()),
                elapsedTime: 0.2, configuration: .pulse, viewSize: viewSize)
        },
        reelTitle: "ripple")
}
