import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// Shades a sequence of frames on every core and encodes each for an animation that stores only what
/// changed: the region that differs from the previous frame, as a PNG, plus (on request) the whole
/// frame as a PNG and a small copy for the contact sheet.
///
/// Frames are processed a few at a time (one per core), so memory holds only those, the previous one
/// and the source, however long the animation is. Every worker draws inside ``InterruptMonitor/drawing(_:)``:
/// an interrupt stops its frame part way, and is thrown once all workers have returned.
struct FrameBatchEncoder: Sendable {
    let renderer: TearFrameRenderer
    /// The colour frames are composited over, or `nil` to keep their transparency.
    let background: RGBAColor?
    /// When set, turns each shaded frame (with its index in the batch's states) into the picture to
    /// encode instead of compositing it over ``background``: e.g. the torn view over a page.
    var composite: (@Sendable (Int, RGBAImage) -> RGBAImage)?
    /// When set, says for each frame (by its index in the batch's states) how strongly the sheets cast
    /// their shadow into the gap, 0…1 (``TearFrameRenderer/frame(for:gapShadow:)``); fully, when `nil`.
    var gapShadow: (@Sendable (Int) -> Double)?
    /// Whether ``Frame/fullPNG`` is produced.
    let writesFullFrames: Bool
    /// Longer side, in pixels, of ``Frame/thumbnail``.
    let thumbnailSide: Int
    var parallelism = UsableCores.count
    /// Whether each frame is kept whole instead of encoding its changed region
    /// (``ChangedRegionEncoder/keepsWholeFrames``).
    var keepsWholeFrames = false

    /// One encoded frame.
    typealias Frame = ChangedRegionEncoder.Frame

    /// Encodes `states` in order, handing each frame to `deliver` on the calling thread.
    /// - Parameter thumbnails: Indices of the frames that also get a ``Frame/thumbnail``.
    func encode(_ states: [TearState], thumbnails: Set<Int>, deliver: (Int, Frame) throws -> Void) throws {
        let batch = max(1, parallelism)
        var previous: RGBAImage?
        var start = 0
        while start < states.count {
            try InterruptMonitor.shared.check()
            let first = start, count = min(batch, states.count - start)
            let shaded = try Self.concurrently(count) { i in
                try InterruptMonitor.shared.drawing {
                    var shaded = try renderer.frame(
                        for: states[first + i], gapShadow: gapShadow?(first + i) ?? 1)
                    if let composite { return composite(first + i, shaded) }
                    if let background { shaded.flatten(over: background) }  // in place: no second copy of the frame
                    return shaded
                }
            }
            let before = previous
            let frames = try Self.concurrently(count) { i in
                try InterruptMonitor.shared.drawing {
                    try frame(
                        shaded[i], previous: i == 0 ? before : shaded[i - 1], thumbnail: thumbnails.contains(first + i))
                }
            }
            for i in 0..<count { try deliver(first + i, frames[i]) }
            previous = shaded.last
            start += count
        }
    }

    /// `body(0) … body(count - 1)` run on as many threads as there are cores; their results in order once
    /// all have returned, or the first error (by index).
    static func concurrently<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        var results = [Result<Value, any Error>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own element, and all have finished when concurrentPerform returns.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { i in slots[i] = Result { try body(i) } }
        }
        return try results.map { try ($0 ?? .failure(CancellationError())).get() }
    }

    /// Encodes `image` against the frame before it.
    func frame(_ image: RGBAImage, previous: RGBAImage?, thumbnail: Bool) throws -> Frame {
        try ChangedRegionEncoder(
            writesFullFrames: writesFullFrames, thumbnailSide: thumbnailSide, keepsWholeFrames: keepsWholeFrames
        ).frame(image, previous: previous, thumbnail: thumbnail)
    }
}
