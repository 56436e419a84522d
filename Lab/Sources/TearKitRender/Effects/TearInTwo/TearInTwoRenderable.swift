import Foundation
@_spi(Internal) import TearKitCore

extension RenderableEffect {
    /// The view torn in two along a jagged line, the halves flying out (time-driven).
    package static let tearInTwo = RenderableEffect(
        name: "tear-in-two",
        summary:
            "torn in two along a jagged line, the halves flying out into a margin around the image (--tear-seed, --max-step, --rotation, --distance, --duration)",
        shader: TearInTwoUniforms.self,
        options: [
            EffectOption(
                "--tear-seed", valueName: "n",
                help:
                    "Tear in two: the seed of the jagged tear, 0...\(UInt64.max). Default \(TearInTwoConfiguration().seed).",
                .seed(defaultValue: TearInTwoConfiguration().seed)),
            EffectOption(
                "--max-step", valueName: "points",
                help: "Tear in two: the largest sideways step of the tear per point, 0...100. Default 3.",
                .number(
                    range: TearInTwoConfiguration.Limits.maxStep.range, defaultValue: TearInTwoConfiguration().maxStep)),
            EffectOption(
                "--rotation", valueName: "degrees",
                help: "Tear in two: how far each half turns, 0...180 degrees. Default 90.",
                .number(
                    range: degrees(TearInTwoConfiguration.Limits.rotation.range),
                    defaultValue: degrees(TearInTwoConfiguration.Limits.rotation.defaultValue), unit: "degrees")),
            EffectOption(
                "--distance", valueName: "points",
                help: "Tear in two: how far each half flies sideways, 0...100000 points (default 1.5 × the width).",
                .number(range: TearInTwoConfiguration.Limits.distance.range, defaultValue: nil, unit: "points")),
            EffectOption(
                "--duration", valueName: "seconds", help: "Tear in two: seconds it takes, 0.05...10. Default 0.8.",
                .number(
                    range: TearInTwoConfiguration.Limits.duration.range,
                    defaultValue: TearInTwoConfiguration.Limits.duration.defaultValue,
                    unit: "seconds")),
            // Its frame has room around the image; the command's --crop-to-input keeps the image's size instead.
            .declared("--crop-to-input"),
        ],
        animation: .timeDriven(
            frames: { options, request in
                // As on device: the crack runs down the view, then the halves fly out on the t² curve for the
                // rest of the run — in the room the view pads itself to, as far as it holds them, or with
                // --crop-to-input out of the view's frame as an effects layer flies them — and fade over the
                // last 30 % of their flight; captions name the phase. In a loop it stops on the empty frame
                // and rests there.
                TearInTwoRenderer.animation(
                    configuration: configuration(options), source: request.source, scale: request.scale,
                    viewSize: request.viewSize, frame: request.frame, fps: request.fps,
                    endsAtFade: request.loopHold != nil, hold: request.loopHold ?? 0
                )
                .map { torn in
                    EffectFrame(time: torn.time, caption: torn.caption, phase: torn.phase.rawValue) { _, _ in
                        try torn.render()
                    }
                }
            },
            frameRect: { options, viewSize in
                // The room its halves fly through (at most 3 × the view's area), the view in the middle: the
                // padded layer the SwiftUI effect draws in.
                let room = configuration(options).layerBounds(viewSize: viewSize)
                return room == .zero ? nil : room
            }),
        // Seed 3 on a half-turn, 240 pt flight: the crack half way down, cracked through and the halves
        // 8 % of the way out, then 16 %.
        goldenMoments: [
            ("tear-in-two-crack-0.50", 0.0, 0.5), ("tear-in-two-0.08", 0.08, 1), ("tear-in-two-0.16", 0.16, 1),
        ].map { name, progress, crack in
            GoldenMoment(name) { card, viewSize in
                try TearInTwoRenderer(
                    source: card, scale: 1, path: TearInTwoPath(viewSize: viewSize, seed: 3),
                    flyOut: TearInTwoFlyOut(rotation: .pi / 2, distance: 240)
                ).frame(progress: progress, crack: crack)
            }
        },
        // 51 % of the time: cracked through, the halves 9 % flown, most of the frame still covered.
        benchmark: .layer { viewSize in
            TearInTwoUniforms(configuration: TearInTwoConfiguration(), viewSize: viewSize, time: 0.51)
        },
        reelTitle: "tear in two")

    /// The tear in two its options describe.
    package static func configuration(_ options: EffectOptionValues) -> TearInTwoConfiguration {
        TearInTwoConfiguration(
            maxStep: options.registeredNumber("--max-step"), seed: options.seed("--tear-seed"),
            rotation: options.registeredNumber("--rotation") * .pi / 180, distance: options.number("--distance"),
            duration: options.registeredNumber("--duration"))
    }

    /// `radians` in degrees (π → exactly 180).
    private static func degrees(_ radians: Double) -> Double { radians / .pi * 180 }

    /// A range of radians in degrees.
    private static func degrees(_ radians: ClosedRange<Double>) -> ClosedRange<Double> {
        degrees(radians.lowerBound)...degrees(radians.upperBound)
    }
}
