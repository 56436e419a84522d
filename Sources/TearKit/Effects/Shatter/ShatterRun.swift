#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// One playback of the shatter in SwiftUI: the prepared model (built off the main thread, with the
/// region it is drawn in: the window, in the view's coordinates), the snapshot, its direction, its
/// first frame and its end (fired by the draw loop or the timer that backs it, whichever comes first).
struct ShatterRun: Identifiable {
    /// Distinguishes consecutive runs of one view (a new run gets a new Metal view).
    let id: Int
    /// The model, its quads and its duration.
    let prepared: PreparedShatter
    /// What the pieces show.
    let snapshot: CGImage
    /// Pieces fly together (insertion) instead of falling apart.
    let reversed: Bool
    /// Ends the run once: the stage moves on, the layer (if any) lets it go and the completion runs.
    let end: FireOnce
    /// Called when the pieces' first frame has been drawn: the intact view can go.
    let drawn: () -> Void

    /// The drawable's rectangle in the view's points.
    var region: CGRect { prepared.region }
}
#endif
