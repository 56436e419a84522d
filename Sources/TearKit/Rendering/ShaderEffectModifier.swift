#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Applies any ``ShaderEffectDescription`` to its content with the SwiftUI effect of its kind:
/// `layerEffect` or `distortionEffect` with the description's `maxSampleOffset`, or `colorEffect`.
/// Disabled (the content drawn as is) when `isEnabled` is false or the compiled shaders are missing.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ShaderEffectModifier<Effect: ShaderEffectDescription>: ViewModifier {
    /// This frame's values.
    var effect: Effect
    /// Whether the shader runs at all (an idle effect costs nothing).
    var isEnabled: Bool

    func body(content: Content) -> some View {
        let shader = TearShaderLibrary.shader(effect)
        let enabled = isEnabled && TearShaderLibrary.isAvailable
        switch Effect.kind {
        case .layer:
            content.layerEffect(shader, maxSampleOffset: effect.maxSampleOffset, isEnabled: enabled)
        case .distortion:
            content.distortionEffect(shader, maxSampleOffset: effect.maxSampleOffset, isEnabled: enabled)
        case .color:
            content.colorEffect(shader, isEnabled: enabled)
        }
    }
}
#endif
