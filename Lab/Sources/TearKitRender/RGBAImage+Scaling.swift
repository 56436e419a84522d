// Resampling RGBAImage to another size. Premultiplied pixels can be averaged directly, so edges of
// transparent regions do not get dark fringes.

/// How `RGBAImage.scaled(toWidth:height:filter:)` picks colours.
package enum ScalingFilter: Sendable, Equatable {
    /// The source pixel under each target pixel's centre: blocky, keeps exact colours (pixel art, tests).
    case nearest
    /// Bilinear interpolation between the four nearest source pixels. When shrinking by more than 2×,
    /// the source is first halved with 2×2 box averaging until the remaining factor is ≤ 2, so
    /// thumbnails do not alias.
    case bilinear
}

extension RGBAImage {
    /// A copy resampled to `width × height` pixels (each clamped to ≥ 0; 0 gives an empty image, and so
    /// does a size over `RGBAImage.maximumPixelCount` pixels). The default filter is `.bilinear`.
    package func scaled(toWidth width: Int, height: Int, filter: ScalingFilter = .bilinear) -> RGBAImage {
        let targetWidth = max(width, 0), targetHeight = max(height, 0)
        let pixelCount = targetWidth.multipliedReportingOverflow(by: targetHeight)
        guard !pixelCount.overflow, pixelCount.partialValue <= RGBAImage.maximumPixelCount else {
            return RGBAImage(width: 0, height: 0)
        }
        guard targetWidth > 0, targetHeight > 0, self.width > 0, self.height > 0 else {
            return RGBAImage(width: targetWidth, height: targetHeight)
        }
        switch filter {
        case .nearest:
            return nearestScaled(toWidth: targetWidth, height: targetHeight)
        case .bilinear:
            var source = self
            while source.width >= targetWidth * 2 || source.height >= targetHeight * 2 {
                source = source.halved(
                    horizontally: source.width >= targetWidth * 2,
                    vertically: source.height >= targetHeight * 2)
            }
            return source.bilinearScaled(toWidth: targetWidth, height: targetHeight)
        }
    }

    /// A copy scaled by `factor` (> 0) in both directions, sizes rounded to whole pixels (at least 1).
    package func scaled(by factor: Double, filter: ScalingFilter = .bilinear) -> RGBAImage {
        let limit = Double(RGBAImage.maximumPixelCount)
        guard factor > 0, factor.isFinite, Double(width) * factor <= limit, Double(height) * factor <= limit else {
            return RGBAImage(width: 0, height: 0)
        }
        return scaled(
            toWidth: max(Int((Double(width) * factor).rounded()), 1),
            height: max(Int((Double(height) * factor).rounded()), 1), filter: filter)
    }

    private func nearestScaled(toWidth targetWidth: Int, height targetHeight: Int) -> RGBAImage {
        var out = RGBAImage(width: targetWidth, height: targetHeight)
        let sourceWidth = width
        out.pixels.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<targetHeight {
                    let sy = min((2 * y + 1) * height / (2 * targetHeight), height - 1)
                    for x in 0..<targetWidth {
                        let sx = min((2 * x + 1) * sourceWidth / (2 * targetWidth), sourceWidth - 1)
                        let s = (sy * sourceWidth + sx) * 4, d = (y * targetWidth + x) * 4
                        for c in 0..<4 { target[d + c] = source[s + c] }
                    }
                }
            }
        }
        return out
    }

    private func bilinearScaled(toWidth targetWidth: Int, height targetHeight: Int) -> RGBAImage {
        var out = RGBAImage(width: targetWidth, height: targetHeight)
        let sourceWidth = width, sourceHeight = height
        let scaleX = Double(sourceWidth) / Double(targetWidth), scaleY = Double(sourceHeight) / Double(targetHeight)
        out.pixels.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<targetHeight {
                    let fy = min(max((Double(y) + 0.5) * scaleY - 0.5, 0), Double(sourceHeight - 1))
                    let y0 = Int(fy), y1 = min(y0 + 1, sourceHeight - 1), ty = fy - Double(y0)
                    for x in 0..<targetWidth {
                        let fx = min(max((Double(x) + 0.5) * scaleX - 0.5, 0), Double(sourceWidth - 1))
                        let x0 = Int(fx), x1 = min(x0 + 1, sourceWidth - 1), tx = fx - Double(x0)
                        let i00 = (y0 * sourceWidth + x0) * 4, i01 = (y0 * sourceWidth + x1) * 4
                        let i10 = (y1 * sourceWidth + x0) * 4, i11 = (y1 * sourceWidth + x1) * 4
                        let d = (y * targetWidth + x) * 4
                        for c in 0..<4 {
                            let top = Double(source[i00 + c]) * (1 - tx) + Double(source[i01 + c]) * tx
                            let bottom = Double(source[i10 + c]) * (1 - tx) + Double(source[i11 + c]) * tx
                            target[d + c] = UInt8(min(max((top * (1 - ty) + bottom * ty).rounded(), 0), 255))
                        }
                    }
                }
            }
        }
        return out
    }

    /// Halves the size in the chosen directions by averaging 2×1, 1×2 or 2×2 blocks (odd edges are
    /// averaged with the clamped neighbour).
    private func halved(horizontally: Bool, vertically: Bool) -> RGBAImage {
        let targetWidth = horizontally ? (width + 1) / 2 : width
        let targetHeight = vertically ? (height + 1) / 2 : height
        var out = RGBAImage(width: targetWidth, height: targetHeight)
        let sourceWidth = width, sourceHeight = height
        let stepX = horizontally ? 2 : 1, stepY = vertically ? 2 : 1
        out.pixels.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<targetHeight {
                    let sy0 = y * stepY, sy1 = min(sy0 + stepY - 1, sourceHeight - 1)
                    for x in 0..<targetWidth {
                        let sx0 = x * stepX, sx1 = min(sx0 + stepX - 1, sourceWidth - 1)
                        let d = (y * targetWidth + x) * 4
                        for c in 0..<4 {
                            let sum =
                                Int(source[(sy0 * sourceWidth + sx0) * 4 + c])
                                + Int(source[(sy0 * sourceWidth + sx1) * 4 + c])
                                + Int(source[(sy1 * sourceWidth + sx0) * 4 + c])
                                + Int(source[(sy1 * sourceWidth + sx1) * 4 + c])
                            target[d + c] = UInt8((sum + 2) / 4)
                        }
                    }
                }
            }
        }
        return out
    }
}
