import Dispatch

/// Where every session's frames are drawn and encoded: one serial queue for the whole server, off
/// Swift's cooperative threads.
///
/// A frame is tens of milliseconds of work that never waits. Drawn on the cooperative threads (one
/// per core), twenty dragging pages would hold them all, and a page load or a WebSocket message would
/// wait behind the frames. On this queue the frames share one thread in turn, first come first
/// served, and the rest of the server always has the other cores.
package enum PlaygroundFrameQueue {
    private static let queue = DispatchQueue(label: "TearKit playground frames", qos: .userInitiated)

    /// Runs `work` on the frame queue and returns what it returns, or throws what it throws.
    package static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
