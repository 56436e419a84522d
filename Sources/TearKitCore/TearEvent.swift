/// Something that happened to a tear, reported by ``TearState``'s entry points so an adapter can
/// fire callbacks and haptics exactly once.
public enum TearEvent: Sendable, Equatable {
    /// A drag started near an eligible edge: the view is now tracking a potential tear.
    case activated
    /// The drag passed ``TearConfiguration/directionLockDistance`` and the tear's direction is fixed
    /// (a good moment for a light haptic).
    case directionLocked
    /// The finger lifted (or the gesture was cancelled) below the break threshold: the closing
    /// animation started (sample it with ``TearState/advance(to:)``).
    case recoveryStarted
    /// An animated forced break started (``TearState/setBroken(_:at:animated:)`` with `animated`):
    /// the tear runs through the view; `.completed(true)` follows from ``TearState/advance(to:)``.
    case breakStarted
    /// The tear finished: `true` when the view broke, `false` when it closed again and was reset.
    /// Fired exactly once for every gesture that ``activated``, and for every forced break.
    case completed(Bool)
}
