#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// One playback of the shatter in SwiftUI: the model, the region it is drawn in (the window, in the
/// view's coordinates), the snapshot, and its direction.
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
}
#endif
