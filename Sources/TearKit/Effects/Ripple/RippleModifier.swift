#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Draws a ripple frozen at one moment: the `ripple` layer shader with ``RippleUniforms``.
///
/// It animates nothing itself, so a debug UI can scrub `elapsedTime` back and forth; use
/// ``SwiftUI/View/rippleEffect(at:trigger:parameters:)`` for the animated effect. The shader runs
/// only while `0 < elapsedTime < duration`; otherwise the content is drawn untouched.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RippleModifier: ViewModifier {
    /// Where the view was touched, in points in its own coordinate space.
    public var origin: CGPoint
    /// Seconds since the touch.
    public var elapsedTime: TimeInterval
    /// When the ripple is over, in seconds after the touch (the shader is off from then on).
    public var duration: TimeInterval
    /// The wave's amplitude, frequency, decay and speed.
    public var parameters: RippleConfiguration

    /// A ripple from `origin`, `elapsedTime` seconds in, of a ripple lasting `duration` seconds.
    public init(origin: CGPoint, elapsedTime: TimeInterval, duration: TimeInterval, parameters: RippleConfiguration = RippleConfiguration()) {
        self.origin = origin
        self.elapsedTime = elapsedTime
        self.duration = duration
        self.parameters = parameters
    }

    /// The content with the ripple shader at this moment (untouched outside the ripple's run), sized
    /// from its live geometry so the shader keeps its samples inside the view.
    public func body(content: Content) -> some View {
        let (origin, elapsedTime, parameters, duration) = (origin, elapsedTime, parameters, duration)
        let available = TearShaderLibrary.isAvailable
        content.visualEffect { view, proxy in
            let uniforms = RippleUniforms(origin: origin, elapsedTime: elapsedTime, configuration: parameters, viewSize: proxy.size)
            return view.layerEffect(TearShaderLibrary.shader(uniforms), maxSampleOffset: uniforms.maxSampleOffset,
                                    isEnabled: available && uniforms.isActive(duration: duration))
        }
    }
}
#endif
