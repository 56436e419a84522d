#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Draws the view shifted and leaned by `effectValue` with the `shiftTransition` distortion shader,
/// sized from the view's live geometry. Animatable, so a transition interpolates `effectValue`;
/// a debug UI can also set it directly to freeze the move at any point.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ShiftModifier: ViewModifier, Animatable {
    /// −1…1: 0 in place, positive on the insertion side, negative on the removal side, ±1 gone.
    public var effectValue: Double
    /// The strongest lean, as a fraction of the width, 0…1. Default 0.1.
    public var skew: Double

    /// The view moved by `effectValue`, leaning by up to `skew` of its width.
    public init(effectValue: Double, skew: Double = 0.1) {
        self.effectValue = effectValue
        self.skew = skew
    }

    /// ``effectValue``, so animations interpolate it.
    nonisolated public var animatableData: Double {
        get { effectValue }
        set { effectValue = newValue }
    }

    /// The content drawn through the shift shader, sized from its live geometry (no shader at rest).
    public func body(content: Content) -> some View {
        let effectValue = effectValue
        let skew = skew
        let available = TearShaderLibrary.isAvailable
        content.visualEffect { view, proxy in
            let uniforms = ShiftUniforms(viewSize: proxy.size, effectValue: effectValue, configuration: ShiftConfiguration(skew: skew))
            return view.distortionEffect(TearShaderLibrary.shader(uniforms), maxSampleOffset: uniforms.maxSampleOffset,
                                         isEnabled: available && uniforms.effectValue != 0)
        }
    }
}
#endif
