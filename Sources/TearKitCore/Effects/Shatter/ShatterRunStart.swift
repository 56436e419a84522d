/// When a shatter run started (`systemUptime`, seconds), shared by every Metal view that plays it.
///
/// SwiftUI may make a view's `UIViewRepresentable` again while a run plays (an identity change
/// above it, a layer that re-creates its overlay), and so a second renderer for the same run. If each
/// renderer counted time from its own creation the fall would restart from the top in the new one,
/// while the timer scheduled from the first start still ended the run early. So the first renderer
/// sets the start here; later ones continue from it and do not schedule another timer.
@MainActor
package final class ShatterRunStart {
    /// The start, once a renderer has claimed it; `nil` before.
    package private(set) var uptime: Double?

    /// Not started.
    package nonisolated init() {}

    /// The run's start for a renderer made at `now`: `now` for the first one (`isFirst`, which then
    /// starts the timer backing the end), the first one's start for every later one.
    package func claim(now: Double) -> (uptime: Double, isFirst: Bool) {
        if let uptime { return (uptime, false) }
        uptime = now
        return (now, true)
    }
}
