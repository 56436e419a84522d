/// Where a ``TearState`` is in its life cycle.
public enum TearPhase: String, Sendable, Equatable, CaseIterable {
    /// Intact, no drag tracked.
    case idle
    /// A drag started at an edge; its direction is not locked yet, nothing is visible.
    case tracking
    /// The direction is locked and the tear follows the finger.
    case tearing
    /// The finger lifted below the threshold (or a restore was asked for); the cut is closing.
    case recovering
    /// The view has broken (released at or past the threshold, `isBroken = true` or VoiceOver's
    /// "Tear") and its gap is opening over ``TearConfiguration/breakDuration``.
    case breaking
    /// The view has torn through.
    case broken

    /// Whether an animation is running that ``TearState/advance(to:)`` must be called for.
    public var isAnimating: Bool { self == .recovering || self == .breaking }
}
