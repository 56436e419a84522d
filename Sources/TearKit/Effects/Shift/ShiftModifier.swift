#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Draws the view shifted and leaned by `progress` with the `shiftTransition` distortion shader,
/// sized from the view's live geometry. Animatable, so ``ShiftTransition`` interpolates `progress`;
/// `shift(progress:configuration:)` sets it directly to freeze the move at any point.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ShiftModifier: ViewModifier, Animatable {
    /// −1…1: 0 in place, positive on the insertion side, negative on the removal side, ±1 gone.
    var progress: Double
    /// How far the content leans.
    var configuration: ShiftConfiguration

    /// ``progress``, so animations interpolate it.
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// The content drawn through the shift shader, sized from its live geometry (no shader at rest).
    func body(content: Content) -> some View {
        let progress = progress
        let configuration = configuration
        let available = TearShaderLibrary.isAvailable
        content.visualEffect { view, proxy in
            let uniforms = ShiftUniforms(viewSize: proxy.size, effectValue: progress, configuration: configuration)
            return view.distortionEffect(
                TearShaderLibrary.shader(uniforms), maxSampleOffset: uniforms.maxSampleOffset,
                isEnabled: available && uniforms.effectValue != 0)
        }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// The view frozen part-way through a shift, for a debug UI that scrubs it: `0` in place,
    /// `1` shifted all the way out to the insertion side (the left), `-1` to the removal side (the
    /// right), leaning by up to ``ShiftConfiguration/skew`` of its width on the way. Animatable:
    /// `withAnimation` interpolates `progress`. For insertion and removal use `.transition(.shift)`.
    ///
    /// UIKit-backed content — `TextField`, `TextEditor`, `Map`, `VideoPlayer`, web views, any
    /// `UIViewRepresentable` — is drawn by UIKit, which a SwiftUI distortion effect cannot read: while
    /// the view is shifted (here and in `.transition(.shift)`), SwiftUI shows its placeholder image in
    /// its place (SwiftUI's documentation of its shader effects: such views "may not render into the
    /// filtered layer"). Workaround: shift a view without such content, or show a SwiftUI rendition of
    /// it (its text as `Text`, a still as `Image`) while it moves.
    ///
    /// ```swift
    /// Banner().shift(progress: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - progress: −1…1; values beyond are limited to the range, a non-finite
    ///     value counts as 0.
    ///   - configuration: how far the content leans (see ``ShiftConfiguration``). Default `.init()`.
    public func shift(progress: Double, configuration: ShiftConfiguration = ShiftConfiguration()) -> some View {
        modifier(ShiftModifier(progress: progress, configuration: configuration))
    }
}
#endif
