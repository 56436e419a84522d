#if canImport(SwiftUI)
import Foundation

/// The timer that backs the end of the tear's running animation (a recovery or an opening break) in
/// SwiftUI, one at a time: scheduling a new run's timer cancels the previous run's, so a view torn
/// again and again keeps at most one sleeping task instead of one per run. The previous run's timer has
/// nothing left to do once a new run starts: the previous animation has ended (committed by a frame or
/// its timer), been finished by the new touch that started the run, or been replaced (a restore during
/// a break's opening, whose break was reported when it happened).
///
/// The task is not cancelled when this object goes away: it captures what it needs (the state's
/// storage, the callbacks), so it still ends a run once the view has gone — which is why it exists.
@MainActor
final class TearEndTimer {
    private var task: Task<Void, Never>?

    /// Cancels the pending timer, if any, and calls `fire` after `delay` seconds (already checked by
    /// `FireOnce.deadline(duration:)`: finite, not negative).
    func schedule(after delay: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
        task?.cancel()
        task = Task { @MainActor in
            try? await Task.sleep(for: .seconds(delay))
            guard !Task.isCancelled else { return }
            fire()
        }
    }

    /// Cancels the pending timer: the run it backs has been ended some other way (the view left).
    func cancel() {
        task?.cancel()
        task = nil
    }
}
#endif
