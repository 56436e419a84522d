#if canImport(SwiftUI)
import SwiftUI
import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Snapshots of views for the shatter: what the pieces show.
@MainActor
enum ShatterSnapshot {
    /// `view` laid out at `size` points and rendered by `ImageRenderer` at `scale` pixels per point
    /// (pass the display scale: `ImageRenderer` defaults to 1), or `nil` when nothing can be rendered.
    ///
    /// `ImageRenderer` draws what SwiftUI renders itself; UIKit/AppKit-backed content (maps, video, web
    /// views, some controls) comes out as a placeholder, and the environment of the view's position
    /// in the hierarchy is not inherited. An image without a single visible pixel counts as nothing
    /// (``TearKitCore/SnapshotVisibility``). Callers cross-fade instead when they get `nil`.
    static func image<V: View>(of view: V, size: CGSize, scale: CGFloat) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
        renderer.scale = scale > 0 && scale.isFinite ? scale : 1
        guard let image = renderer.cgImage, showsAnything(image) else { return nil }
        return image
    }

    /// Whether `image` has a visible pixel: it is drawn once into an RGBA8 bitmap (at most about
    /// 4 Mpx, scaled down beyond that) and tested by ``TearKitCore/SnapshotVisibility``. When no
    /// bitmap can be made the image is assumed visible, so the effect is never given up for that.
    static func showsAnything(_ image: CGImage) -> Bool {
        let pixels = Double(image.width) * Double(image.height)
        guard pixels >= 1 else { return false }
        let factor = min(1, (4_000_000 / pixels).squareRoot())
        let width = max(1, Int((Double(image.width) * factor).rounded(.up)))
        let height = max(1, Int((Double(image.height) * factor).rounded(.up)))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        return !drawn || SnapshotVisibility.hasVisiblePixels(rgba: bytes, width: width, height: height, bytesPerRow: width * 4)
    }
}
#endif
