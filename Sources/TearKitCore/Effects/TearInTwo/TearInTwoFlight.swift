extension TearInTwoConfiguration {
    /// Where `tearInTwo(isBroken:)` flies the halves of a view that stays in the hierarchy.
    public enum Flight: Sendable, Hashable {
        /// The view tears itself (the default): its **one live layer** is drawn as two halves by the
        /// `tearInTwo` shader, so what tears is exactly what is on screen — loaded images, `@State`,
        /// the view's identity, `onAppear` and accessibility stay as they were — and the halves fly
        /// inside a transparent padding of at most 3 × the view's area (``TearInTwoConfiguration/layerBounds(viewSize:)``),
        /// a shorter flight when their whole way does not fit; a clipping container cuts them off.
        case inPlace
        /// Under an effects layer (`.effectsLayer()` above the view), the halves fly over the whole
        /// window from where the view was, out of a `List` row or a scroll view. What flies is a
        /// **snapshot** (`ImageRenderer`) of a **new instance** of the view, not the one on screen:
        /// its `@State` starts at its initial values, an `AsyncImage` shows its placeholder, and
        /// UIKit-backed content (`TextField`, `Map`, web views, any `UIViewRepresentable`) shows as a
        /// placeholder. Choose it for views whose drawing depends only on their inputs. Without an
        /// effects layer above the view, or with Reduce Motion, it acts as ``inPlace``.
        case snapshotInEffectsLayer
    }
}
