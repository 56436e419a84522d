import CWebP
import Foundation

/// Why an animated WebP could not be written.
package enum AnimatedWebPWriterError: Error, Equatable, CustomStringConvertible {
    /// The canvas size is not positive or a side is over ``AnimatedWebPWriter/maximumSide`` pixels.
    case invalidSize(width: Int, height: Int)
    /// `loopCount` is negative or larger than 65 535.
    case invalidLoopCount(Int)
    /// A quality outside 0...100, or not finite.
    case invalidQuality(Double)
    /// An appended frame's size differs from the animation's.
    case frameSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// `finish()` was called before any frame was appended.
    case noFrames
    /// `append` or `finish` was called after `finish()`.
    case alreadyFinished
    /// libwebp could not encode a frame or assemble the file (its own message).
    case encodingFailed(reason: String)
    /// Writing the output file failed.
    case fileError(path: String, reason: String)

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .invalidSize(let w, let h):
            "a WebP animation is at most \(AnimatedWebPWriter.maximumSide) px a side; this one is \(w)×\(h) px"
        case .invalidLoopCount(let n): "invalid WebP loop count \(n) (0 = forever, else 1...65535)"
        case .invalidQuality(let q): "invalid WebP quality \(q) (0...100)"
        case .frameSizeMismatch(let ew, let eh, let w, let h):
            "frame is \(w)×\(h) px but the animation is \(ew)×\(eh) px"
        case .noFrames: "a WebP animation needs at least one frame"
        case .alreadyFinished: "the WebP animation was already finished"
        case .encodingFailed(let reason): "cannot encode the WebP animation: \(reason)"
        case .fileError(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Writes an animated WebP through libwebp's animation encoder: each frame is handed over whole, and
/// libwebp stores only the rectangle that changed since the frame before, lossless or lossy.
///
/// - Lossless keeps every pixel exactly (colour and alpha) and is about the APNG's size or smaller.
/// - Lossy (VP8, with its alpha stored losslessly) is several times smaller than the APNG for photos
///   and dust; its colours are close, not exact.
///
/// Frame times are kept as whole milliseconds from the start (frame `i` of a 60 fps animation starts
/// at `round(i × 1000 / 60)` ms), so a long animation does not drift. libwebp keeps the encoded frames
/// in memory until ``finish()`` assembles the file, which is then written in one piece: the file is
/// either absent or complete. Not thread-safe: use one writer from one task at a time.
package final class AnimatedWebPWriter {
    /// How frames are compressed.
    package enum Compression: Sendable, Equatable {
        /// Exact pixels (VP8L).
        case lossless
        /// VP8 at `quality`, 0 (smallest) to 100 (best); alpha is kept exact.
        case lossy(quality: Double)

        /// The lossy quality `tearkit render --format webp` uses: libwebp's own default.
        package static let defaultLossy = Compression.lossy(quality: 75)
    }

    /// The largest side a WebP image can have, in pixels (the format's 14-bit sizes).
    package static let maximumSide = Int(WEBP_MAX_DIMENSION)

    /// Canvas width in pixels (1...``maximumSide``).
    package let width: Int
    /// Canvas height in pixels (1...``maximumSide``).
    package let height: Int
    /// Number of times the animation plays; 0 loops forever.
    package let loopCount: Int
    /// How frames are compressed.
    package let compression: Compression
    /// Where ``finish()`` writes the file.
    package let fileURL: URL
    /// The frames appended so far.
    package private(set) var frameCount = 0

    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    /// Where the next frame starts, seconds from the start.
    private var elapsed = 0.0
    private var finished = false

    /// A writer of a `width × height` animation to `fileURL`, played `loopCount` times (0: forever).
    /// - Throws: ``AnimatedWebPWriterError`` for a size, loop count or quality out of range.
    package init(width: Int, height: Int, loopCount: Int = 0, compression: Compression, fileURL: URL) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw AnimatedWebPWriterError.invalidSize(width: width, height: height)
        }
        guard (0...65_535).contains(loopCount) else { throw AnimatedWebPWriterError.invalidLoopCount(loopCount) }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.compression = compression
        self.fileURL = fileURL
        guard WebPConfigInit(&config) != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "libwebp's version does not match its headers")
        }
        switch compression {
        case .lossless:
            config.lossless = 1
            // A lighter effort than libwebp's default (quality 75, method 4): a few percent larger,
            // several times faster on large frames.
            config.quality = 25
            config.method = 1
        case .lossy(let quality):
            guard quality.isFinite, (0...100).contains(quality) else {
                throw AnimatedWebPWriterError.invalidQuality(quality)
            }
            config.lossless = 0
            config.quality = Float(quality)
            // A lighter effort than libwebp's default (4): about 1 % larger, a third faster.
            config.method = 2
        }
        guard WebPValidateConfig(&config) != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "libwebp refused the settings")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "libwebp's version does not match its headers")
        }
        options.anim_params.loop_count = Int32(loopCount)
        options.anim_params.bgcolor = 0
        encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        guard encoder != nil else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "libwebp could not start an animation (out of memory)")
        }
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Appends `image` (premultiplied, the animation's size), shown for `duration` seconds (negative or
    /// not finite: 0).
    /// - Throws: ``AnimatedWebPWriterError``.
    package func append(_ image: RGBAImage, duration: Double) throws {
        guard !finished else { throw AnimatedWebPWriterError.alreadyFinished }
        guard image.width == width, image.height == height else {
            throw AnimatedWebPWriterError.frameSizeMismatch(
                expectedWidth: width, expectedHeight: height, width: image.width, height: image.height)
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "libwebp's version does not match its headers")
        }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let straight = image.straightAlphaPixels()
        let imported = straight.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: "out of memory for a \(width)×\(height) frame")
        }
        let added = WebPAnimEncoderAdd(encoder, &picture, Self.milliseconds(elapsed), &config)
        guard added != 0 else { throw AnimatedWebPWriterError.encodingFailed(reason: lastError) }
        frameCount += 1
        elapsed += duration.isFinite ? max(duration, 0) : 0
    }

    /// Assembles the animation and writes it to ``fileURL`` (replacing a file there).
    /// - Throws: ``AnimatedWebPWriterError``.
    package func finish() throws {
        guard !finished else { throw AnimatedWebPWriterError.alreadyFinished }
        guard frameCount > 0 else { throw AnimatedWebPWriterError.noFrames }
        finished = true
        // The end of the last frame: a frame given no picture only sets it.
        guard WebPAnimEncoderAdd(encoder, nil, Self.milliseconds(elapsed), nil) != 0 else {
            throw AnimatedWebPWriterError.encodingFailed(reason: lastError)
        }
        var data = WebPData()
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimatedWebPWriterError.encodingFailed(reason: lastError)
        }
        do {
            // Written from libwebp's buffer as it is: the file can be hundreds of megabytes.
            try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: data.size, deallocator: .none)
                .write(to: fileURL)
        } catch {
            throw AnimatedWebPWriterError.fileError(path: fileURL.path, reason: error.localizedDescription)
        }
    }

    /// A time in whole milliseconds, clamped to what libwebp takes.
    private static func milliseconds(_ seconds: Double) -> Int32 {
        Int32(min((seconds * 1000).rounded(), Double(Int32.max)))
    }

    /// libwebp's message for its last failure.
    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
