#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Plays a ripple from `origin` every time `trigger` changes. Counts the changes and hands the
/// count to ``RippleAnimation`` (non-generic, so its `@Sendable` keyframe closures capture no
/// generic metatype).
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RippleEffect<Trigger: Equatable>: ViewModifier {
    var origin: CGPoint
    var trigger: Trigger
    var parameters: RippleConfiguration

    @State private var plays = 0

    func body(content: Content) -> some View {
        content
            .modifier(RippleAnimation(origin: origin, plays: plays, parameters: parameters))
            .onChange(of: trigger) { _, _ in plays &+= 1 }
    }
}

/// Runs the elapsed time from 0 to the ripple's duration with a `KeyframeAnimator` (the view form of
/// `keyframeAnimator`, whose content closure is not `@Sendable`) each time `plays` changes, and
/// draws every frame with ``RippleModifier``.
///
/// The duration follows from the physics and the live view size: the time for the wave to cross to
/// the farthest corner plus the time for it to die down below a quarter point
/// (``RippleUniforms/duration(in:)``). With Reduce Motion on, no ripple is drawn.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RippleAnimation: ViewModifier {
    var origin: CGPoint
    var plays: Int
    var parameters: RippleConfiguration

    @State private var viewSize: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        let origin = origin
        let parameters = parameters
        let duration = reduceMotion ? 0 : RippleUniforms(origin: origin, elapsedTime: 0, configuration: parameters, viewSize: viewSize).duration(in: viewSize)
        KeyframeAnimator(initialValue: 0.0, trigger: plays) { elapsedTime in
            content.modifier(RippleModifier(origin: origin, elapsedTime: elapsedTime, duration: duration, parameters: parameters))
        } keyframes: { _ in
            MoveKeyframe(0.0)
            LinearKeyframe(duration, duration: duration)
        }
            .background {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size, initial: true) { _, size in viewSize = size }
                }
            }
    }
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Sends a ripple across the view from `origin` whenever `trigger` changes, like a drop falling
    /// into water: the content is displaced along rings spreading outward and lightened on their crests.
    ///
    /// ```swift
    /// photo
    ///     .onTapGesture { location in origin = location; taps += 1 }
    ///     .rippleEffect(at: origin, trigger: taps)
    /// ```
    ///
    /// - Parameters:
    ///   - origin: where the ripple starts, in points in the view's coordinate space (for example
    ///     the location `onTapGesture` reports).
    ///   - trigger: any equatable value; each change plays one ripple.
    ///   - parameters: amplitude, frequency, decay and speed (see ``RippleConfiguration`` for units,
    ///     ranges and defaults).
    ///
    /// The shader runs only while a ripple plays, reads at most `amplitude` points away, and is
    /// skipped entirely with Reduce Motion.
    public func rippleEffect(at origin: CGPoint, trigger: some Equatable, parameters: RippleConfiguration = RippleConfiguration()) -> some View {
        modifier(RippleEffect(origin: origin, trigger: trigger, parameters: parameters))
    }
}
#endif
