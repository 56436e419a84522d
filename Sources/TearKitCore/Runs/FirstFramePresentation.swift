/// When a Metal overlay's first frame counts as on screen, so the live view under it can go.
///
/// Core Animation does not promise that a drawable presented in one turn of the main run loop is on
/// screen in the same frame as that turn's other layer changes, so a renderer hides the live view
/// from the drawable's presented handler, not when it commits. Two things can keep that handler from
/// ever saying "on screen":
/// - the drawable was dropped: the handler runs with a `presentedTime` of 0. The next drawable is
///   then watched instead (re-armed).
/// - the handler does not come (Core Animation dropped it without a call): once ``grace`` seconds
///   have passed since the first commit, the next commit counts as presented anyway — the pieces
///   have been committed for several frames by then.
/// Either way the live view goes once, and never before a frame of the overlay has been committed.
@_spi(Internal) public struct FirstFramePresentation: Sendable, Equatable {
    /// What the renderer does with the frame it is committing.
    @_spi(Internal) public enum Action: Sendable, Equatable {
        /// Add a presented handler to this frame's drawable (and pass its `presentedTime` to
        /// ``presented(at:)`` on the main actor).
        case watch
        /// Reveal now: the live view goes.
        case reveal
        /// Nothing (a handler is pending, or the live view has already gone).
        case none
    }

    /// Seconds after the first commit at which the live view goes even without a presented handler: 0.1.
    @_spi(Internal) public static let grace = 0.1

    /// When the first frame was committed (seconds, the caller's clock); `nil` before.
    @_spi(Internal) public private(set) var firstCommit: Double?
    /// A presented handler is pending.
    @_spi(Internal) public private(set) var watching = false
    /// The live view has gone (reported once).
    @_spi(Internal) public private(set) var revealed = false

    /// Nothing committed yet.
    @_spi(Internal) public init() {}

    /// A frame is being committed at `now` (seconds).
    @_spi(Internal) public mutating func committing(at now: Double) -> Action {
        guard !revealed else { return .none }
        guard let first = firstCommit else {
            firstCommit = now
            watching = true
            return .watch
        }
        if now - first > Self.grace {
            revealed = true
            return .reveal
        }
        guard !watching else { return .none }
        watching = true
        return .watch
    }

    /// The watched drawable's presented handler ran with `presentedTime` (seconds; 0 when the drawable
    /// was dropped). Returns whether the live view goes now (once); after a dropped drawable the
    /// next commit is watched instead.
    @_spi(Internal) public mutating func presented(at presentedTime: Double) -> Bool {
        guard !revealed else { return false }
        watching = false
        guard presentedTime > 0, presentedTime.isFinite else { return false }
        revealed = true
        return true
    }
}
