#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// An asymmetric transition that slides a view's content sideways within its own frame, leaning as
/// it goes: inserted views slide in from the left, removed ones slide out to the right, the top
/// edge leading. Use it as `.transition(.shift)`.
///
/// The size comes from the view's live geometry, and `maxSampleOffset` covers the whole move. The
/// content never leaves the view's frame: what moves past the edge is clipped (transparent). With
/// Reduce Motion, SwiftUI replaces it by a fade (`properties.hasMotion`).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ShiftTransition: Transition {
    /// How far the content leans.
    public var configuration: ShiftConfiguration

    /// A shift with `configuration` (default: leaning by up to a tenth of the width).
    public init(configuration: ShiftConfiguration = ShiftConfiguration()) {
        self.configuration = configuration
    }

    /// The transition moves the view, so Reduce Motion replaces it by opacity.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    // Unannotated, like the conformance: the body takes `Transition`'s isolation, nonisolated in the
    // iOS 17 / macOS 14 SDKs and main-actor in Xcode 16+ (`@MainActor` would not satisfy the former).
    /// The content shifted in from +1 (about to appear), in place, or out to −1 (disappeared).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            ShiftModifier(
                progress: ShiftUniforms.effectValue(transitionPhaseValue: phase.value), configuration: configuration))
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Transition where Self == ShiftTransition {
    /// Slides the content in from the left on insertion and out to the right on removal, leaning by
    /// a tenth of the width midway.
    public static var shift: ShiftTransition { ShiftTransition() }

    /// Like ``shift``, leaning as `configuration` says.
    public static func shift(_ configuration: ShiftConfiguration) -> ShiftTransition {
        ShiftTransition(configuration: configuration)
    }
}
#endif
