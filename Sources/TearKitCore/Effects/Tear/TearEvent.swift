/// Something that happened to a tear, reported by ``TearState``'s entry points so an adapter can
/// fire callbacks and haptics exactly once.
public enum TearEvent: Sendable, Equatable {
    /// A drag started near an eligible edge: the view is now tracking a *potential* tear. It becomes a
    /// tear only when its direction locks (``directionLocked``); a drag that never locks (a tap, a
    /// scroll that started near the edge) ends without any further event.
    case activated
    /// The drag passed ``TearConfiguration/directionLockDistance`` (or a UIKit pan recogniser began,
    /// on iOS 18 and later and with `TearInteraction`) and the tear's direction is fixed (a good
    /// moment for a light haptic).
    case directionLocked
    /// The finger lifted (or the gesture was cancelled) below the break threshold: the closing
    /// animation started (sample it with ``TearState/advance(to:)``).
    case recoveryStarted
    /// The view broke and its gap opens over ``TearConfiguration/breakDuration`` (a release at or past
    /// the threshold, or ``TearState/setBroken(_:at:animated:)`` with `animated`): sample it with
    /// ``TearState/advance(to:)``. Always followed, in the same call, by `.completed(true)`.
    case breakStarted
    /// The tear finished: `true` when the view broke, `false` when it closed again and was reset.
    /// Fired exactly once for every gesture whose direction locked (``directionLocked``), for every
    /// forced break and for every restore of a broken view — never for a drag that was not a tear.
    case completed(Bool)
}
