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
        summary: "the finger-driven tear; needs --script or --gesture-preset",
        shader: TearUniforms.self,
        options: [
            "--script", "--gesture-preset", "--edge-roughness", "--max-gap", "--break-threshold", "--cut-direction",
            "--maximum-turn-rate", "--recovery-duration", "--rim-strength", "--rim-lightness", "--shadow-strength",
            "--crop-to-input",
        ].map(EffectOption.declared),
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
