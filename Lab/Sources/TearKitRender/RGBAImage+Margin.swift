/// Adding and removing a transparent margin: the torn halves of a view move beyond its original
/// edges, into a margin around it (see `TearConfiguration.layerMargin`).
extension RGBAImage {
    /// This image inside a transparent margin `margin` pixels wide on every side (`margin` < 0 is 0).
    /// The result is `width + 2 × margin` by `height + 2 × margin` pixels.
    package func padded(by margin: Int) -> RGBAImage {
        let m = max(margin, 0)
        guard m > 0 else { return self }
        let paddedWidth = width + 2 * m
        var result = [UInt8](repeating: 0, count: paddedWidth * (height + 2 * m) * 4)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { destination in
                for y in 0..<height {
                    let from = y * width * 4
                    let to = ((y + m) * paddedWidth + m) * 4
                    for i in 0..<(width * 4) { destination[to + i] = source[from + i] }
                }
            }
        }
        // `result` was made with exactly paddedWidth × (height + 2m) pixels above.
        return RGBAImage(width: paddedWidth, height: height + 2 * m, pixels: result)!
    }

    /// The `width` × `height` pixels starting at (`x`, `y`); parts outside this image are transparent.
    /// Negative sizes give an empty image.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var result = RGBAImage(width: width, height: height)
        guard result.width > 0, result.height > 0 else { return result }
        for row in 0..<result.height where y + row >= 0 && y + row < self.height {
            let first = max(0, -x), last = min(result.width, self.width - x)
            guard first < last else { continue }
            let from = ((y + row) * self.width + x + first) * 4
            let to = (row * result.width + first) * 4
            result.pixels.replaceSubrange(
                to..<(to + (last - first) * 4), with: pixels[from..<(from + (last - first) * 4)])
        }
        return result
    }
}
