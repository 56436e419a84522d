import Foundation

/// Computes `count` independent results on up to `parallelism` threads and hands each to `deliver`
/// **in index order**, `batchSize` at a time to bound memory: how the tools shade, encode and append
/// animation frames on every core.
///
/// - Parameters:
///   - count: how many results (indices `0..<count`).
///   - parallelism: the most threads to use (default: every core).
///   - batchSize: how many results are computed before they are delivered (≥ 1, default 8).
///   - work: computes one result; runs on worker threads.
///   - deliver: receives each result in order, on the calling thread; its errors, and the first
///     error of `work` in order, stop the run.
package func orderedParallelBatches<Output>(
    count: Int,
    parallelism: Int = UsableCores.count,
    batchSize: Int = 8,
    work: @escaping @Sendable (Int) throws -> Output,
    deliver: (Int, Output) throws -> Void
) throws {
    let batch = max(batchSize, 1)
    let threads = max(1, min(parallelism, batch))
    var start = 0
    while start < count {
        let end = min(start + batch, count)
        let results = ResultSlots<Output>(count: end - start)
        let firstIndex = start
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            var i = worker
            while i < end - firstIndex {
                results.set(i, Result { try work(firstIndex + i) })
                i += threads
            }
        }
        for i in 0..<(end - firstIndex) {
            try deliver(firstIndex + i, try results.get(i).get())
        }
        start = end
    }
}

/// Fixed slots written by distinct worker threads (each slot by exactly one), read after they join.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var slots: [Result<Output, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Output, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> Result<Output, any Error> {
        lock.lock()
        defer { lock.unlock() }
        return slots[index] ?? .failure(CancellationError())
    }
}
