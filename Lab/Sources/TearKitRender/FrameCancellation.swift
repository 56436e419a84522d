import MSLHost

/// Stops frames being drawn, from another thread, part way through: the layer effects' rows, the
/// pieces' and the dust's quads, a text's glyphs and a frame's PNG rows check it every few rows, and a
/// draw that finds it cancelled throws ``LayerEffectError/cancelled`` (an encoding,
/// ``ImageEncodingError/cancelled``) instead of finishing its frame.
///
/// The draws that watch it are those run inside ``watching(_:)`` on the same thread: each worker
/// wraps its frames in it, and whoever decides to stop (a signal's handler) calls ``cancel()``.
/// Checking costs one atomic load every few rows.
///
/// ```swift
/// let cancellation = FrameCancellation()
/// // on a worker:
/// let frame = try cancellation.watching { try renderer.frame(at: time) }
/// // elsewhere, at any moment:
/// cancellation.cancel()
/// ```
package final class FrameCancellation: @unchecked Sendable {
    /// The flag MSLHost's loops read (0 until cancelled), owned by this object; read and written atomically.
    private let flag: UnsafeMutablePointer<Int32>

    package init() {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 0)
    }

    deinit { flag.deallocate() }

    /// Asks every draw watching this cancellation to stop at its next check, and every later one at
    /// its first. Cannot be undone.
    package func cancel() { mslhost_raise_cancellation(flag) }

    /// Whether ``cancel()`` has been called.
    package var isCancelled: Bool { mslhost_cancellation_raised(flag) != 0 }

    /// Runs `body` with the draws of the calling thread watching this cancellation (the thread's
    /// earlier watch is restored afterwards). Throws ``LayerEffectError/cancelled`` at once when it
    /// is already cancelled.
    package func watching<Value>(_ body: () throws -> Value) throws -> Value {
        guard !isCancelled else { throw LayerEffectError.cancelled }
        let previous = mslhost_watch_cancellation(flag)
        defer { _ = mslhost_watch_cancellation(previous) }
        return try withExtendedLifetime(self) { try body() }
    }

    /// Whether the cancellation the calling thread's draws watch (if any) has been cancelled: what
    /// the Swift pixel loops check every few rows.
    package static var isCancelledOnThisThread: Bool {
        mslhost_cancellation_raised(mslhost_watched_cancellation()) != 0
    }

    /// Throws ``LayerEffectError/cancelled`` when the cancellation the calling thread's draws watch
    /// has been cancelled.
    package static func checkOnThisThread() throws(LayerEffectError) {
        if isCancelledOnThisThread { throw .cancelled }
    }
}
