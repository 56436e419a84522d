import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The Metal drawable a pieces run — a shatter's, a dust's — is drawn into: where it lies around the
/// view, how many of them its layer keeps, and what they weigh.
///
/// **Sized to the run, not the window.** The drawable is cleared and drawn over its whole area on
/// every frame and kept in memory for the whole run, so it covers where the run's pieces can be seen —
/// the view grown by their reach (``PiecesReach``: the shatter's fall, turn and drift, the dust's
/// wind and swirl), cut to the window — rather than the window. A 44-pt row whose dust drifts a few
/// points gets a strip around the row; a full-screen view gets the window; nothing gets more.
@_spi(Internal) public enum PiecesDrawable {
    /// Drawables a run's Metal layer keeps: 2 (`CAMetalLayer.maximumDrawableCount`, which allows 2 or 3
    /// and defaults to 3). A run is one instanced draw call per frame, which the GPU finishes well
    /// within the frame, so one drawable on screen and one being drawn keep up with the display; a
    /// third would only hold another surface of the run's size for the whole run. The cost of two:
    /// `nextDrawable` blocks until one is free (CAMetalLayer.h), so a frame whose drawing ran late waits
    /// on the main thread for the next vsync instead of queueing a third.
    @_spi(Internal) public static let maximumCount = 2

    /// Bytes of a drawable's pixel: 4 (8-bit BGRA, every TearKit drawable's format).
    @_spi(Internal) public static let bytesPerPixel = 4

    /// The drawable's rectangle, in the view's points (origin at the view's top-left corner): the view
    /// (`viewSize`) grown by `reach` on each side, cut to `window` (the rectangle the pieces can be
    /// seen in, in the view's points: the window, an effects layer's frame, or their estimate),
    /// joined with the view itself, and rounded out to whole points.
    ///
    /// - It always holds the view, even where the view sticks out of `window`, so the run's first
    ///   frame — the snapshot exactly over the live view — is drawn whole before the live view goes.
    /// - It is never larger than `window` joined with the view: a reach beyond the window's edges is
    ///   cut there (pieces past them cannot be seen).
    ///
    /// Bad input never traps: a view side that is not finite or not positive counts as 0, a reach side
    /// that is NaN or negative as 0 and one beyond 10⁶ pt (+∞ among them) as 10⁶, and a `window` that is
    /// not finite or has no area cuts nothing.
    @_spi(Internal) public static func region(viewSize: CGSize, reach: PiecesReach, within window: CGRect) -> CGRect {
        func length(_ x: Double) -> Double { x.isFinite && x > 0 ? min(x, 1e6) : (x == .infinity ? 1e6 : 0) }
        let width = length(Double(viewSize.width)), height = length(Double(viewSize.height))
        let view = CGRect(x: 0, y: 0, width: width, height: height)
        let grown = CGRect(
            x: -length(reach.left), y: -length(reach.top), width: width + length(reach.left) + length(reach.right),
            height: height + length(reach.top) + length(reach.bottom))
        let bounds = [window.minX, window.minY, window.width, window.height]
        let cuts = !window.isNull && bounds.allSatisfy(\.isFinite) && window.width > 0 && window.height > 0
        let visible = cuts ? grown.intersection(window) : grown
        return (visible.isNull ? view : visible.union(view)).integral
    }

    /// Bytes of a run's drawables (``maximumCount`` of them) covering `region` (points) at `scale`
    /// pixels per point, each sized as ``MetalSurfaceSize`` sizes it.
    @_spi(Internal) public static func bytes(region: CGRect, scale: Double) -> Int {
        let surface = MetalSurfaceSize(points: region.size, scale: scale)
        return maximumCount * surface.width * surface.height * bytesPerPixel
    }
}
