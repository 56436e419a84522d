import Foundation
import TearKitRender

/// The animation an export writes, in the format `--format` chose: an APNG, which stores the region
/// each frame changed (encoded by ``ChangedRegionEncoder``), or an animated WebP, which takes whole
/// frames and finds what changed itself.
final class AnimationFile {
    private enum Writer {
        case apng(APNGWriter)
        case webp(AnimatedWebPWriter)
    }

    private let writer: Writer
    /// The file's format.
    let format: AnimationFormat

    /// A `width × height` animation at `fileURL`, looping forever; `isOpaque`: every frame will be
    /// opaque (an APNG is then stored without alpha).
    /// - Throws: a ``ToolError`` naming the flags to change for frames a WebP cannot hold (over
    ///   16383 px a side); the writer's error for a file that cannot be created.
    init(format: AnimationFormat, width: Int, height: Int, fileURL: URL, isOpaque: Bool = false) throws {
        self.format = format
        switch format {
        case .apng:
            writer = .apng(
                try APNGWriter(width: width, height: height, loopCount: 0, fileURL: fileURL, isOpaque: isOpaque))
        case .webp, .webpLossless:
            do {
                writer = .webp(
                    try AnimatedWebPWriter(
                        width: width, height: height, loopCount: 0,
                        compression: format == .webp ? .defaultLossy : .lossless, fileURL: fileURL))
            } catch AnimatedWebPWriterError.invalidSize(let width, let height) {
                throw ToolError(
                    "these frames are \(width) × \(height) px, and a WebP animation is at most \(AnimatedWebPWriter.maximumSide) px a side; use --format apng, or a smaller --max-size or --scale"
                )
            }
        }
    }

    /// Whether frames are handed over whole (``ChangedRegionEncoder/keepsWholeFrames``) rather than as
    /// the PNG of the region that changed.
    var takesWholeFrames: Bool { format != .apng }

    /// The frames appended so far (an APNG's frames; for a WebP, those handed over, which libwebp
    /// may merge when one repeats the one before).
    var frameCount: Int {
        switch writer {
        case .apng(let apng): apng.frameCount
        case .webp(let webp): webp.frameCount
        }
    }

    /// Appends `frame`, shown for `delay`: its region's PNG, or its whole image (whichever the
    /// encoder made for this format).
    func append(_ frame: ChangedRegionEncoder.Frame, delay: APNGFrameDelay) throws {
        switch writer {
        case .apng(let apng):
            try apng.append(encodedPNG: frame.regionPNG, x: frame.region.x, y: frame.region.y, delay: delay)
        case .webp(let webp):
            // An encoder made for this file keeps whole frames (``takesWholeFrames``).
            guard let image = frame.wholeFrame else {
                throw AnimatedWebPWriterError.encodingFailed(reason: "the frame was encoded for an APNG")
            }
            try webp.append(image, duration: delay.seconds)
        }
    }

    /// Appends a whole frame, given both as its PNG (for an APNG) and as its image (for a WebP).
    func append(wholePNG png: Data, image: RGBAImage, delay: APNGFrameDelay) throws {
        switch writer {
        case .apng(let apng): try apng.append(encodedPNG: png, delay: delay)
        case .webp(let webp): try webp.append(image, duration: delay.seconds)
        }
    }

    /// Finishes the file: an APNG's frame count and end, a WebP assembled and written.
    func finish() throws {
        switch writer {
        case .apng(let apng): _ = try apng.finish()
        case .webp(let webp): try webp.finish()
        }
    }
}
