#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Plays a ripple from `origin` every time `trigger` changes. Counts the changes and hands the
/// count to ``RippleAnimation`` (non-generic, so its `@Sendable` keyframe closures capture no
/// generic metatype).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RippleEffect<Trigger: Equatable>: ViewModifier {
    var origin: CGPoint
    var trigger: Trigger
    var configuration: RippleConfiguration

    @State private var plays = 0

    func body(content: Content) -> some View {
        content
            .modifier(RippleAnimation(origin: origin, plays: plays, configuration: configuration))
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
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RippleAnimation: ViewModifier {
    var origin: CGPoint
    var plays: Int
    var configuration: RippleConfiguration

    @State private var viewSize: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        let origin = origin
        let configuration = configuration
        let duration =
            reduceMotion
            ? 0
            : RippleUniforms(origin: origin, elapsedTime: 0, configuration: configuration, viewSize: viewSize).duration(
                in: viewSize)
        KeyframeAnimator(initialValue: 0.0, trigger: plays) { elapsedTime in
            content.modifier(
                RippleModifier(
                    origin: origin, elapsedTime: elapsedTime, duration: duration, configuration: configuration))
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
    ///   - configuration: amplitude, frequency, decay and speed (see ``RippleConfiguration`` for units,
    ///     ranges and defaults; ``RippleConfiguration/pulse`` is a long, fast wave for full-screen
    ///     content). Default `.init()`.
    ///
    /// The shader runs only while a ripple plays, reads at most `amplitude` points away, and is
    /// skipped entirely with Reduce Motion.
    ///
    /// UIKit-backed content — `TextField`, `TextEditor`, `Map`, `VideoPlayer`, web views, any
    /// `UIViewRepresentable` — is drawn by UIKit, which a SwiftUI shader effect cannot read: while a
    /// ripple plays, SwiftUI shows its placeholder image in its place (SwiftUI's documentation of its
    /// shader effects: such views "may not render into the filtered layer"). Workaround: ripple a view
    /// without such content, or show a SwiftUI rendition of it (its text as `Text`, a still as `Image`)
    /// while the ripple plays.
    public func rippleEffect(
        at origin: CGPoint, trigger: some Equatable,
        configuration: RippleConfiguration = RippleConfiguration()
    ) -> some View {
        modifier(RippleEffect(origin: origin, trigger: trigger, configuration: configuration))
    }

    /// The ripple from `origin` frozen `elapsedTime` seconds after the touch, for a debug UI that
    /// scrubs it: the view is drawn untouched before the touch (`elapsedTime` ≤ 0) and once the ripple
    /// has died down (its length follows from the configuration and the view's size). Nothing animates;
    /// use ``rippleEffect(at:trigger:configuration:)`` to play it.
    ///
    /// ```swift
    /// photo.rippleEffect(at: origin, elapsedTime: 0.2)
    /// ```
    ///
    /// - Parameters:
    ///   - origin: where the ripple starts, in points in the view's coordinate space.
    ///   - elapsedTime: seconds since the touch; a non-finite value counts as 0.
    ///   - configuration: the wave (see ``RippleConfiguration``). Default `.init()`.
    public func rippleEffect(
        at origin: CGPoint, elapsedTime: TimeInterval,
        configuration: RippleConfiguration = RippleConfiguration()
    ) -> some View {
        modifier(RippleModifier(origin: origin, elapsedTime: elapsedTime, duration: nil, configuration: configuration))
    }
}
#endif
