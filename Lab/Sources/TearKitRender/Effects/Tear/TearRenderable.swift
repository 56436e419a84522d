import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

extension RenderableEffect {
    /// The finger-driven tear: its frames come from a gesture script or preset, its options are the
    /// command's own flags (shared with `tearkit demo` and `tearkit frame`).
    package static let tear = RenderableEffect(
        name: "tear",
        summary: "the finger-driven tear: drag from an edge (the tool: --script or --gesture-preset)",
        shader: TearUniforms.self,
        options: ["--script", "--gesture-preset"].map(EffectOption.declared) + tearOptions + [
            .declared("--crop-to-input")
        ],
        animation: .gesture,
        // A vertical tear from the middle of the top edge, its opening growing to 36 pt at the end.
        goldenMoments: [0.25, 0.5, 0.75].map { progress in
            GoldenMoment(
                "vertical-\(Int(progress * 100))",
                shader: { viewSize in
                    let look = TearConfiguration()
                    let middle = Double(viewSize.width) / 2
                    return TearUniforms(
                        tearStart: CGPoint(x: middle, y: 0),
                        tearEnd: CGPoint(x: middle, y: Double(viewSize.height) * progress),
                        tearProgress: progress, maxGap: 36 * progress, edgeRoughness: 0.6, viewSize: viewSize,
                        rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                        shadowStrength: look.shadowStrength)
                })
        },
        // Half torn from near the top's middle, slightly slanted: the wedge, its rough edges and rim.
        benchmark: .layer { viewSize in
            let look = TearConfiguration()
            let w = Double(viewSize.width), h = Double(viewSize.height)
            return TearUniforms(
                tearStart: CGPoint(x: (w * 0.5).rounded(), y: 0),
                tearEnd: CGPoint(x: (w * 0.5).rounded() + 50, y: (h * 0.5).rounded() + 22),
                tearProgress: 0.5, maxGap: 40, edgeRoughness: 0.6, viewSize: viewSize, pixelSize: 1,
                rimStrength: look.rimStrength, rimLightness: look.rimLightness, shadowStrength: look.shadowStrength)
        },
        // The tool's first effect keeps the folder it has always written.
        defaultOutputFolder: "tearkit-render",
        // A cut that follows the finger draws along its path.
        otherShaders: [CurvedTearUniforms.self])
}

extension RenderableEffect {
    /// The tear's tuning (``TearConfiguration``'s fields a user sets), with the ranges and defaults of
    /// ``TearConfiguration/Limits``. The commands declare these flags themselves (`ConfigurationOptions`),
    /// with this help; listed here, they are also what the playground offers.
    package static var tearOptions: [EffectOption] {
        typealias Limits = TearConfiguration.Limits
        func number(_ name: String, _ limits: ParameterLimits, unit: String?, help: String) -> EffectOption {
            let range = "\(limits.range.lowerBound.shortDescription)...\(limits.range.upperBound.shortDescription)"
            // Written in full: a hundredth is too coarse for a turn rate of 0.008 radians a point.
            let value = limits.defaultValue
            let written = value == value.rounded() ? String(Int(value)) : String(value)
            return .declared(
                name, valueName: unit ?? range, help: "\(help), \(range). Default \(written).",
                .number(range: limits.range, defaultValue: limits.defaultValue, unit: unit))
        }
        return [
            number(
                "--edge-roughness", Limits.edgeRoughness, unit: nil, help: "Torn-fibre strength, 0 clean … 1 ragged"),
            number("--max-gap", Limits.maxGapWidth, unit: "points", help: "Widest opening at the tear's start"),
            number("--break-threshold", Limits.breakThreshold, unit: nil, help: "Progress at which a release breaks"),
            .declared(
                "--cut-direction", valueName: "direction",
                help: "Which way tears run; followingFinger bends the cut toward the finger. Default anyDirection.",
                .choice(CutDirection.allCases.map(\.rawValue), defaultValue: CutDirection.anyDirection.rawValue)),
            number(
                "--maximum-turn-rate", Limits.maximumTurnRate, unit: "radians",
                help: "followingFinger: the most the cut turns per point of length"),
            number("--recovery-duration", Limits.recoveryDuration, unit: "seconds", help: "Length of the closing"),
            number("--rim-strength", Limits.rimStrength, unit: nil, help: "Paper-core rim along the torn edges"),
            number("--rim-lightness", Limits.rimLightness, unit: nil, help: "Grey level of the paper core"),
            number("--shadow-strength", Limits.shadowStrength, unit: nil, help: "Shadow the edges cast into the gap"),
        ]
    }

    /// Each number of the tear's tuning by its flag, with the ``TearConfiguration`` field it sets: the
    /// one mapping the commands and the playground read.
    package static var tearNumberFields: [(flag: String, field: WritableKeyPath<TearConfiguration, Double>)] {
        [
            ("--edge-roughness", \.edgeRoughness), ("--max-gap", \.maxGapWidth),
            ("--break-threshold", \.breakThreshold),
            ("--maximum-turn-rate", \.maximumTurnRate), ("--recovery-duration", \.recoveryDuration),
            ("--rim-strength", \.rimStrength), ("--rim-lightness", \.rimLightness),
            ("--shadow-strength", \.shadowStrength),
        ]
    }

    /// `base` with each tear option given in `values` applied (a flag not given keeps `base`'s value).
    /// With the default `base`, a flag not given keeps its registered default: both are
    /// ``TearConfiguration/Limits``' defaults.
    package static func tearConfiguration(
        _ values: EffectOptionValues, over base: TearConfiguration = TearConfiguration()
    ) -> TearConfiguration {
        var configuration = base
        for (flag, field) in tearNumberFields {
            if case .number(let value)? = values.given[flag] { configuration[keyPath: field] = value }
        }
        if case .choice(let name)? = values.given["--cut-direction"], let direction = CutDirection(rawValue: name) {
            configuration.cutDirection = direction
        }
        return configuration
    }
}
