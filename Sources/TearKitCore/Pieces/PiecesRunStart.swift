/// When a pieces run's clock started (`systemUptime`, seconds), shared by every Metal view that plays it:
/// a shatter's or a dust's.
///
/// **The clock starts once the live view is hidden**, not when the renderer is made. The live view
/// goes only after the pieces' first frame is on screen (``FirstFramePresentation``), then a hop to
/// the main actor and a commit of the hide. If the model's time ran from the renderer's creation,
/// the pieces would already have fallen by then (1.7–3.5 pt for squares after 40 ms) while the
/// intact view still showed: a doubled edge for a few frames. So a renderer draws t = 0 — pixels
/// identical to the live view — until its live view has gone in an earlier turn of the main run
/// loop (its hide committed, at the latest with the frame being drawn), and the clock starts at the
/// first frame drawn after that. The timer backing the end is scheduled from the same start.
///
/// SwiftUI may make a view's `UIViewRepresentable` again while a run plays (an identity change
/// above it, a layer that re-creates its overlay), and so a second renderer for the same run. If each
/// renderer counted time from its own start the fall would restart from the top in the new one,
/// while the timer scheduled from the first start still ended the run early. So the first start is
/// kept here; later renderers continue from it and do not schedule another timer.
@MainActor
@_spi(Internal) public final class PiecesRunStart {
    /// The start, once the clock runs; `nil` before.
    @_spi(Internal) public private(set) var uptime: Double?

    /// Not started.
    @_spi(Internal) public nonisolated init() {}

    /// The run's elapsed seconds for a frame drawn at `now` (`systemUptime`) by a renderer whose live
    /// view has (`liveViewHidden`) or has not gone in an earlier turn.
    ///
    /// - Once started: `now −` the start (a renderer made again mid-run continues the fall).
    /// - Not started and the live view still showing: 0 — the pieces hold still, exactly over it.
    /// - Not started and the live view gone: the clock starts now; `started` is `true` this once
    ///   (the caller schedules the timer backing the end from `now`).
    @_spi(Internal) public func elapsed(at now: Double, liveViewHidden: Bool) -> (elapsed: Double, started: Bool) {
        if let uptime { return (max(now - uptime, 0), false) }
        guard liveViewHidden else { return (0, false) }
        uptime = now
        return (0, true)
    }

    /// One frame of a renderer drawn at `now` (`systemUptime`): the model's elapsed seconds and
    /// whether the clock started with it (``elapsed(at:liveViewHidden:)``, from whether the live view
    /// went *before* this frame), then what to do with the frame's drawable
    /// (``FirstFramePresentation/committing(at:)`` on the same clock `now`; `.none` and nothing
    /// recorded when there is no drawable to commit, `hasDrawable` false). A reveal decided by this
    /// frame (the grace) hides the live view in this turn, so this frame still draws the pieces at
    /// rest and the next one starts the clock.
    @_spi(Internal) public func frame(
        at now: Double, hasDrawable: Bool = true, presentation: inout FirstFramePresentation
    )
        -> (elapsed: Double, started: Bool, action: FirstFramePresentation.Action)
    {
        let clock = elapsed(at: now, liveViewHidden: presentation.revealed)
        return (clock.elapsed, clock.started, hasDrawable ? presentation.committing(at: now) : .none)
    }
}

extension PiecesRunStart {
    /// Seconds allowed between a run's trigger and its first frame: 1. Before the first frame the
    /// snapshot is rendered on the main thread, the model built off it (≈ 10 ms for 2-pt pieces on a
    /// phone), the quads and the snapshot uploaded, and — for the first shatter of a process not
    /// warmed by `prepareEffects()` — the library loaded and the pipeline compiled, which together
    /// can take most of a second on an older device. A shorter allowance would let SwiftUI remove the
    /// view while its last pieces still fall. Allowing more costs nothing visible: the removed view
    /// takes no part in layout and is invisible once its pieces are gone, and an inserted view rests
    /// intact once they have landed; only SwiftUI's bookkeeping of the transition lasts longer.
    @_spi(Internal) public nonisolated static let allowance = 1.0
}
