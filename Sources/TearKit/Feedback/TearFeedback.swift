#if canImport(SwiftUI)
import SwiftUI

/// A haptic moment of a tear, counted so that two identical moments in a row still differ
/// (`sensoryFeedback` plays when its trigger changes).
struct TearFeedback: Equatable, Sendable {
    /// What happened.
    enum Kind: Equatable, Sendable {
        /// The tear's direction locked: the paper starts to give.
        case directionLocked
        /// The view tore through.
        case broke
    }

    /// The most recent moment, or `nil` before the first one.
    private(set) var kind: Kind?
    /// How many moments have been recorded; makes every moment a new trigger value.
    private(set) var count = 0

    /// Records a new moment.
    mutating func record(_ kind: Kind) {
        self.kind = kind
        count &+= 1
    }
}

/// Plays TearKit's haptics when a ``TearFeedback`` trigger changes: a light tick when the tear's
/// direction locks and a heavy impact when the view breaks.
///
/// `sensoryFeedback` is unavailable on visionOS 1, so there this modifier does nothing; on macOS it
/// runs, but SwiftUI documents `.impact` as playing only on iOS and watchOS, so nothing is felt.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
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
