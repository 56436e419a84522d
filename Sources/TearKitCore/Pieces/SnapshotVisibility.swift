/// Whether a snapshot shows anything: the test the shatter runs on the image it is about to break.
///
/// `ImageRenderer` can only draw what SwiftUI draws itself; for other content (UIKit-backed views,
/// and possibly the placeholder content a `Transition` receives) it may return a fully transparent
/// image. Breaking that would make the view vanish with nothing falling, a silent no-op; the
/// shatter cross-fades instead when this returns `false`.
@_spi(Internal) public enum SnapshotVisibility {
    /// `true` when any pixel of an RGBA8 image (alpha in the fourth byte of each pixel) has a
    /// non-zero alpha.
    ///
    /// - Parameters:
    ///   - rgba: the pixel rows, `bytesPerRow` bytes each; bytes past `width * 4` in a row (padding)
    ///     are ignored.
    ///   - width: pixels per row (> 0).
    ///   - height: rows (> 0).
    ///   - bytesPerRow: the row stride in bytes (≥ `width * 4`).
    /// - Returns: `false` for a transparent image, and for a description that does not fit `rgba`
    ///   (non-positive size, stride too small, too few bytes), which is never read out of bounds.
    @_spi(Internal) public static func hasVisiblePixels(
        rgba: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int
    ) -> Bool {
        guard width > 0, height > 0 else { return false }
        let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        let (total, totalOverflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard !rowOverflow, !totalOverflow, bytesPerRow >= rowBytes, total <= rgba.count else { return false }
        for row in 0..<height {
            let start = row * bytesPerRow
            var alpha = start + 3
            while alpha < start + rowBytes {
                if rgba[alpha] != 0 { return true }
                alpha += 4
            }
        }
        return false
    }

    /// The same test for pixels held in an array (see the buffer-pointer variant for the parameters).
    @_spi(Internal) public static func hasVisiblePixels(rgba: [UInt8], width: Int, height: Int, bytesPerRow: Int)
        -> Bool
    {
        rgba.withUnsafeBytes { hasVisiblePixels(rgba: $0, width: width, height: height, bytesPerRow: bytesPerRow) }
    }
}
