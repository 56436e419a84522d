#if canImport(SwiftUI)
import SwiftUI

/// Plays TearKit's haptics when a ``TearFeedback`` trigger changes: a light tick when the tear's
/// direction locks and a heavy impact when the view breaks.
///
/// `sensoryFeedback` is unavailable on visionOS 1, so there this modifier does nothing; on macOS it
/// runs, but SwiftUI documents `.impact` as playing only on iOS and watchOS, so nothing is felt.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearHapticsModifier: ViewModifier {
    /// The trigger; a change plays the feedback for its ``TearFeedback/kind``.
    var feedback: TearFeedback
    /// When `false`, nothing plays.
    var isEnabled: Bool

    func body(content: Content) -> some View {
        #if os(visionOS)
        content
        #else
        let isEnabled = isEnabled
        content.sensoryFeedback(trigger: feedback) { _, newValue in
            guard isEnabled else { return nil }
            switch newValue.kind {
            case .directionLocked: return .impact(weight: .light, intensity: 0.6)
            case .broke: return .impact(weight: .heavy)
            case nil: return nil
            }
        }
        #endif
    }
}
#endif
