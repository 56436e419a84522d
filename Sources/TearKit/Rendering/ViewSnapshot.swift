#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Snapshots of views: what a shatter's or a dust's pieces and a tear in two's halves show.
@MainActor
enum ViewSnapshot {
    /// `view` laid out at `size` points and rendered by `ImageRenderer` at `scale` pixels per point
    /// (pass the display scale: `ImageRenderer` defaults to 1), or `nil` when nothing can be rendered:
    /// the part of a snapshot that must run on the main thread (`ImageRenderer` is main-actor isolated
    /// and synchronous). Every caller then prepares it off the main thread (``preparedOffMainThread(_:)``).
    ///
    /// `ImageRenderer` draws what SwiftUI renders itself; UIKit/AppKit-backed content (maps, video, web
    /// views, some controls) comes out as a placeholder, and the environment of the view's position
    /// in the hierarchy is not inherited (callers pass it in with `.environment(\.self, …)`).
    static func rendered<V: View>(of view: V, size: CGSize, scale: CGFloat) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
        renderer.scale = scale > 0 && scale.isFinite ? scale : 1
        return renderer.cgImage
    }

    /// ``prepared(_:)`` in a detached task, off the main thread: the redraw writes every pixel (3.6
    /// Mpx, 14.4 MB for a full iPhone screen) and the scan reads them, more than a 120 Hz frame's
    /// budget as the effect starts. A bitmap `CGContext` used by one thread and a `CGImage` are safe
    /// off the main thread; the context is made, drawn and released inside the task.
    nonisolated static func preparedOffMainThread(_ image: SendableBox<CGImage>) async -> SendableBox<CGImage>? {
        await OffMainThread.run { prepared(image.object).map { SendableBox($0) } }
    }

    /// `image` redrawn as premultiplied RGBA8, the format `Shatter.metal`'s blending (one,
    /// one-minus-source-alpha) expects whatever `ImageRenderer` or UIKit produced, so edges and
    /// translucent content do not turn light when the pieces are drawn; `nil` when the image has no
    /// visible pixel (``TearKitCore/SnapshotVisibility``), so callers cross-fade instead of breaking
    /// an invisible view. When no bitmap can be made, `image` itself: the effect is not given up for that.
    nonisolated static func prepared(_ image: CGImage) -> CGImage? {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return nil }
        let (bytesPerRow, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        let (count, countOverflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard !rowOverflow, !countOverflow else { return image }
        // The context owns its pixels (data: nil), so the image it makes stays valid after it is gone.
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8,
                bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return image }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let pixels = context.data, let redrawn = context.makeImage() else { return image }
        let visible = SnapshotVisibility.hasVisiblePixels(
            rgba: UnsafeRawBufferPointer(start: pixels, count: count),
            width: width, height: height, bytesPerRow: bytesPerRow)
        return visible ? redrawn : nil
    }
}
#endif
