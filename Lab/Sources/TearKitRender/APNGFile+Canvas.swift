extension APNGFile {
    /// What a viewer shows for each frame: the frames composited in order onto the canvas as their
    /// `dispose_op` and `blend_op` say (APNG 1.0: the canvas starts transparent; dispose NONE keeps a
    /// frame's drawing, BACKGROUND clears its region afterwards, PREVIOUS restores what was there before;
    /// blend SOURCE replaces the region's pixels, OVER composites them). Premultiplied, `width × height`.
    package func canvases() -> [RGBAImage] {
        var canvas = RGBAImage(width: width, height: height)
        var shown: [RGBAImage] = []
        shown.reserveCapacity(frames.count)
        for frame in frames {
            let before = canvas
            canvas.draw(frame.image, x: frame.x, y: frame.y, over: frame.blendOperation == 1)
            shown.append(canvas)
            switch frame.disposeOperation {
            case 1:
                canvas.draw(
                    RGBAImage(width: frame.image.width, height: frame.image.height), x: frame.x, y: frame.y, over: false
                )
            case 2: canvas = before
            default: break
            }
        }
        return shown
    }
}

extension RGBAImage {
    /// Puts `region` at (`x`, `y`): replacing the pixels there, or composited over them (`over`).
    /// Pixels outside the image are dropped.
    fileprivate mutating func draw(_ region: RGBAImage, x: Int, y: Int, over: Bool) {
        let x0 = max(x, 0), x1 = min(x + region.width, width)
        guard x0 < x1 else { return }
        let canvasWidth = width, regionWidth = region.width
        pixels.withUnsafeMutableBufferPointer { target in
            region.pixels.withUnsafeBufferPointer { source in
                for row in max(y, 0)..<max(min(y + region.height, height), max(y, 0)) {
                    let t = (row * canvasWidth + x0) * 4, s = ((row - y) * regionWidth + (x0 - x)) * 4
                    let count = (x1 - x0) * 4
                    if !over {
                        // Both buffers hold whole images of at least one pixel, so both have an address.
                        UnsafeMutableRawPointer(target.baseAddress! + t).copyMemory(
                            from: source.baseAddress! + s, byteCount: count)  // (as above)
                        continue
                    }
                    for p in stride(from: 0, to: count, by: 4) {
                        let keep = UInt32(255 - source[s + p + 3])
                        for c in 0..<4 {
                            target[t + p + c] =
                                source[s + p + c] &+ Self.multiplyRounded(UInt32(target[t + p + c]), keep)
                        }
                    }
                }
            }
        }
    }
}
