#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// One playback of pieces in SwiftUI — a shatter's or a dust's — drawn by ``PiecesMetalView``: its
/// GPU side (uploaded off the main thread, with the region it is drawn in, in the view's points), its
/// direction, and what its Metal view reports: its start (the clock starts once the live view has
/// gone: the backing timer starts), its first frame on screen (the live view can go) and its end
/// (fired by the draw loop or the timer, whichever comes first).
struct PiecesRun: Identifiable {
    /// Distinguishes consecutive runs of one view (a new run gets a new Metal view).
    let id: Int
    #if canImport(MetalKit)
    /// The pipeline, texture, piece buffer (if any), uniforms and duration.
    let uploaded: any UploadedPieces
    #endif
    /// The model time runs backwards (the shatter's pieces fly together, for an insertion).
    let reversed: Bool
    /// Ends the run once: the stage moves on, the layer (if any) lets it go and the completion runs.
    let end: FireOnce
    /// t = 0 of the run, set by the first frame drawn after the live view has gone and shared by any
    /// renderer SwiftUI makes for it later (a representable made again mid-run continues the run
    /// instead of restarting it).
    let start: PiecesRunStart
    /// Called once, when the run's clock starts, with its start time (`systemUptime`, seconds).
    let started: @MainActor (Double) -> Void
    /// Called when the pieces' first frame is on screen: the live view can go.
    let drawn: @MainActor () -> Void

    /// The drawable's rectangle in the view's points.
    let region: CGRect
}
#endif
