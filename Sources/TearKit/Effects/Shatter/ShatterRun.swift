#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// One playback of the shatter in SwiftUI: the model, the region it is drawn in (the window, in the
/// view's coordinates), the snapshot, its direction, and its end (fired by the draw loop or the
/// timer that backs it, whichever comes first).
struct ShatterRun: Identifiable {
    /// Distinguishes consecutive runs (a new run gets a new Metal view).
    let id: Int
    /// The model.
    let shatter: Shatter
    /// The overlay's rectangle in the view's points.
    let region: CGRect
    /// What the pieces show.
    let snapshot: CGImage
    /// Pieces fly together (insertion) instead of falling apart.
    let reversed: Bool
    /// Ends the run once: the stage moves on and the completion runs.
    let end: FireOnce
}
#endif
