#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// A removal transition that tears the view in two along a jagged, seeded line and flies the halves
/// out sideways, turning them away from the tear. Insertion is immediate. Use it as
/// `.transition(.tearInTwo)` with a linear animation as long as ``TearInTwoConfiguration/duration``
/// (`withAnimation(.linear(duration: 0.8))`): the tear eases its flight itself, and a spring would
/// bend the crack's and the flight's lengths.
///
/// The content is rendered once and drawn as two halves by the `tearInTwo` layer shader, in a
/// transparently padded layer of at most 3 × the view's area so the halves can leave the view's
/// bounds (a shorter flight over the same duration when their whole way does not fit). A
/// transition's content is a placeholder that cannot be snapshotted, so an effects layer does not
/// fly these halves: for a flight over the whole window, keep the view and use
/// `tearInTwo(isBroken:)` under ``SwiftUI/View/effectsLayer()``. With Reduce Motion, SwiftUI
/// replaces the transition by a fade (`properties.hasMotion`).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TearInTwoTransition: Transition {
    /// The tear's step and seed, and the halves' fly-out.
    public var configuration: TearInTwoConfiguration

    /// A tear in two with `configuration` (default: a 3 pt step, seed 0, 90° turn, 1.5 widths out).
    public init(configuration: TearInTwoConfiguration = TearInTwoConfiguration()) {
        self.configuration = configuration
    }

    /// The halves fly across the screen, so Reduce Motion replaces the transition by opacity.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    // Unannotated, like the conformance: the body takes `Transition`'s isolation, nonisolated in the
    // iOS 17 / macOS 14 SDKs and main-actor in Xcode 16+ (`@MainActor` would not satisfy the former).
    /// The content whole, or torn in two with both halves gone once it has disappeared.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            TearInTwoProgressModifier(progress: phase == .didDisappear ? 1 : 0, configuration: configuration))
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Transition where Self == TearInTwoTransition {
    /// Tears the removed view in two down the middle, the halves flying out turned by 90°.
    public static var tearInTwo: TearInTwoTransition { TearInTwoTransition() }

    /// Tears the removed view in two with `configuration` (seed, step, rotation, distance, duration).
    public static func tearInTwo(_ configuration: TearInTwoConfiguration) -> TearInTwoTransition {
        TearInTwoTransition(configuration: configuration)
    }
}
#endif
