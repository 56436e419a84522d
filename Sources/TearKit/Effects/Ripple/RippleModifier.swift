#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Draws a ripple frozen at one moment: the `ripple` layer shader with ``RippleUniforms``, sized from
/// the view's live geometry so the shader keeps its samples inside the view.
///
/// It animates nothing itself: ``RippleAnimation`` drives `elapsedTime` for
/// `rippleEffect(at:trigger:configuration:)`, and `rippleEffect(at:elapsedTime:configuration:)` sets
/// it directly for a debug UI. The shader runs only while `0 < elapsedTime < duration`; otherwise the
/// content is drawn untouched.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RippleModifier: ViewModifier {
    /// Where the view was touched, in points in its own coordinate space.
    var origin: CGPoint
    /// Seconds since the touch.
    var elapsedTime: TimeInterval
    /// When the ripple is over, in seconds after the touch (the shader is off from then on); `nil`:
    /// the ripple's own length for the view's live size (``RippleUniforms/duration(in:)``).
    var duration: TimeInterval?
    /// The wave's amplitude, frequency, decay and speed.
    var configuration: RippleConfiguration

    func body(content: Content) -> some View {
        let (origin, elapsedTime, configuration, duration) = (origin, elapsedTime, configuration, duration)
        let available = TearShaderLibrary.isAvailable
        content.visualEffect { view, proxy in
            let uniforms = RippleUniforms(
                origin: origin, elapsedTime: elapsedTime, configuration: configuration, viewSize: proxy.size)
            let end = duration ?? uniforms.duration(in: proxy.size)
            return view.layerEffect(
                TearShaderLibrary.shader(uniforms), maxSampleOffset: uniforms.maxSampleOffset,
                isEnabled: available && uniforms.isActive(duration: end))
        }
    }
}
#endif
