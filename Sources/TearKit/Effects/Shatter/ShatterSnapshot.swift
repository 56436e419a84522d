#if canImport(SwiftUI)
import SwiftUI

/// Snapshots of views for the shatter: what the pieces show.
@MainActor
enum ShatterSnapshot {
    /// `view` laid out at `size` points and rendered by `ImageRenderer` at `scale` pixels per point
    /// (pass the display scale: `ImageRenderer` defaults to 1), or `nil` when nothing can be rendered.
    ///
    /// `ImageRenderer` draws what SwiftUI renders itself; UIKit/AppKit-backed content (maps, video, web
    /// views, some controls) comes out as a placeholder, and the environment of the view's position
    /// in the hierarchy is not inherited. Callers cross-fade instead when they get `nil`.
    static func image<V: View>(of view: V, size: CGSize, scale: CGFloat) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
        renderer.scale = scale > 0 && scale.isFinite ? scale : 1
        return renderer.cgImage
    }
}
#endif
