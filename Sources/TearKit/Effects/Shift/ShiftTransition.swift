#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// An asymmetric transition that slides a view's content sideways within its own frame, leaning as
/// it goes: inserted views slide in from the left, removed ones slide out to the right, the top
/// edge leading. Use it as `.transition(.shift)`.
///
/// The size comes from the view's live geometry, and `maxSampleOffset` covers the whole move. The
/// content never leaves the view's frame: what moves past the edge is clipped (transparent). With
/// Reduce Motion, SwiftUI replaces it by a fade (`properties.hasMotion`).
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ShiftTransition: Transition {
    /// The strongest lean, as a fraction of the width, 0…1.
    public var skew: Double

    /// A shift leaning by up to `skew` of the width (default 0.1).
    public init(skew: Double = 0.1) {
        self.skew = skew
    }

    /// The transition moves the view, so Reduce Motion replaces it by opacity.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    // Unannotated, like the conformance: the body takes `Transition`'s isolation, nonisolated in the
    // iOS 17 / macOS 14 SDKs and main-actor in Xcode 16+ (`@MainActor` would not satisfy the former).
    /// The content shifted in from +1 (about to appear), in place, or out to −1 (disappeared).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(ShiftModifier(effectValue: ShiftUniforms.effectValue(transitionPhaseValue: phase.value), skew: skew))
    }
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Transition where Self == ShiftTransition {
    /// Slides the content in from the left on insertion and out to the right on removal, leaning by
    /// a tenth of the width midway.
    public static var shift: ShiftTransition { ShiftTransition() }

    /// Like ``shift``, leaning by up to `skew` of the width (0…1).
    public static func shift(skew: Double) -> ShiftTransition { ShiftTransition(skew: skew) }
}
#endif
