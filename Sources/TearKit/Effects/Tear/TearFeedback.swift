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
#endif
