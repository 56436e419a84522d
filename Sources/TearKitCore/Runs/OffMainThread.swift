/// Work moved off the caller's actor.
@_spi(Internal) public enum OffMainThread {
    /// Runs `work` in a detached task — on the cooperative thread pool, never on the caller's actor
    /// (a plain `Task { }` or a nonisolated `async` function can run on the main actor when called
    /// from it) — and returns its result.
    @_spi(Internal) public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await Task.detached(priority: .userInitiated, operation: work).value
    }
}
