import CWebP
import Foundation

/// Reads an animated (or still) WebP back into whole frames through libwebp's animation decoder: what
/// a viewer shows at each frame, for tests and checks of what the tool wrote.
package struct AnimatedWebPReader {
    /// One frame as a viewer shows it: the whole canvas, premultiplied, and when it starts.
    package struct Frame {
        package var image: RGBAImage
        /// Milliseconds from the start of the animation to this frame.
        package var start: Int
        /// Milliseconds this frame is shown.
        package var duration: Int
    }

    /// Canvas width in pixels.
    package var width: Int
    /// Canvas height in pixels.
    package var height: Int
    /// Times the animation plays; 0 loops forever.
    package var loopCount: Int
    /// The background colour the file suggests a viewer paint the canvas with, as stored: bytes
    /// blue, green, red, alpha from the lowest (0: transparent black).
    package var backgroundColor: UInt32
    /// Every frame, in order.
    package var frames: [Frame]

    /// Decodes `data`; `nil` when it is not a WebP libwebp can read, or a frame is larger than
    /// `RGBAImage.maximumPixelCount`.
    package init?(_ data: Data) {
        let decoded: (Int, Int, Int, UInt32, [Frame])? = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var webp = WebPData(bytes: base, size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&webp, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            guard width > 0, height > 0, width * height <= RGBAImage.maximumPixelCount else { return nil }
            var frames: [Frame] = []
            // The decoder gives each frame's end; a frame starts where the one before it ended.
            var previousEnd = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { return nil }
                let straight = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
                guard let image = RGBAImage(width: width, height: height, straightAlphaPixels: straight) else {
                    return nil
                }
                frames.append(Frame(image: image, start: previousEnd, duration: Int(end) - previousEnd))
                previousEnd = Int(end)
            }
            return (width, height, Int(info.loop_count), info.bgcolor, frames)
        }
        guard let decoded else { return nil }
        (width, height, loopCount, backgroundColor, frames) = decoded
    }
}
