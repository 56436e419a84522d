import TearKitCodecs

/// A rectangle of whole pixels inside an image: `x`, `y` of its top-left pixel, and its size.
package struct PixelRegion: Sendable, Equatable {
    /// The left edge, in pixels from the image's left (0 = the first column).
    package var x: Int
    /// The top edge, in pixels from the image's top (0 = the first row).
    package var y: Int
    /// Width in pixels (≥ 0).
    package var width: Int
    /// Height in pixels (≥ 0).
    package var height: Int

    /// The region of `width × height` pixels whose top-left pixel is (`x`, `y`).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Number of pixels in the region.
    package var pixelCount: Int { width * height }
}

extension RGBAImage {
    /// The smallest region holding every pixel that differs from `previous`; `nil` when the images
    /// are identical, or when their sizes differ (then every pixel counts as changed: use the whole image).
    package func changedRegion(since previous: RGBAImage) -> PixelRegion? {
        guard previous.width == width, previous.height == height else {
            return PixelRegion(x: 0, y: 0, width: width, height: height)
        }
        guard width > 0, height > 0 else { return nil }
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        let changed = pixels.withUnsafeBufferPointer { a in
            previous.pixels.withUnsafeBufferPointer { b in
                tk_rgba_changed_region(a.baseAddress, b.baseAddress, Int32(width), Int32(height), &x, &y, &w, &h)
            }
        }
        return changed == 0 ? nil : PixelRegion(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    /// The pixels of `region`, which must lie inside the image (it is clipped to it otherwise).
    package func cropped(to region: PixelRegion) -> RGBAImage {
        let x0 = min(max(region.x, 0), width), y0 = min(max(region.y, 0), height)
        let x1 = min(max(region.x + region.width, x0), width), y1 = min(max(region.y + region.height, y0), height)
        var out = RGBAImage(width: x1 - x0, height: y1 - y0)
        guard out.width > 0, out.height > 0 else { return out }
        let rowBytes = out.width * 4
        out.pixels.withUnsafeMutableBytes { target in
            pixels.withUnsafeBytes { source in
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                for row in 0..<out.height {
                    let from = sourceBase + ((y0 + row) * width + x0) * 4
                    (targetBase + row * rowBytes).copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
        return out
    }

    /// The image shrunk, keeping its aspect ratio, so its longer side is at most `longerSide` pixels
    /// (≥ 1), by averaging the area under each new pixel; the image itself when it already fits.
    package func downscaled(toFit longerSide: Int) -> RGBAImage {
        let limit = max(longerSide, 1)
        guard width > 0, height > 0, max(width, height) > limit else { return self }
        let factor = Double(limit) / Double(max(width, height))
        let targetWidth = min(limit, max(1, Int((Double(width) * factor).rounded())))
        let targetHeight = min(limit, max(1, Int((Double(height) * factor).rounded())))
        var out = RGBAImage(width: targetWidth, height: targetHeight)
        out.pixels.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                tk_rgba_downscale_area(
                    source.baseAddress, Int32(width), Int32(height),
                    target.baseAddress, Int32(targetWidth), Int32(targetHeight))
            }
        }
        return out
    }

    /// The image turned upright for an EXIF `orientation` (1…8: 1 upright, 3 rotated 180°, 6 and 8
    /// rotated a quarter turn, 2, 4, 5, 7 mirrored); other values leave it as it is.
    package func oriented(exifOrientation orientation: Int) -> RGBAImage {
        guard (2...8).contains(orientation), width > 0, height > 0 else { return self }
        let transposed = orientation >= 5
        var out = RGBAImage(width: transposed ? height : width, height: transposed ? width : height)
        out.pixels.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                tk_rgba_orient(source.baseAddress, Int32(width), Int32(height), target.baseAddress, Int32(orientation))
            }
        }
        return out
    }
}
