import Testing
@_spi(Internal) @testable import TearKitCore

/// A snapshot with nothing visible (what `ImageRenderer` may give for content it cannot draw) is
/// recognised, so the shatter cross-fades instead of breaking an invisible image.
@Suite struct SnapshotVisibilityTests {
    /// A `width` × `height` RGBA8 buffer with `padding` extra bytes per row, all zero.
    static func buffer(width: Int, height: Int, padding: Int = 0) -> (bytes: [UInt8], bytesPerRow: Int) {
        let bytesPerRow = width * 4 + padding
        return ([UInt8](repeating: 0, count: bytesPerRow * height), bytesPerRow)
    }

    @Test("a fully transparent snapshot shows nothing")
    func transparentIsBlank() {
        let (bytes, bytesPerRow) = Self.buffer(width: 7, height: 5, padding: 4)
        #expect(!SnapshotVisibility.hasVisiblePixels(rgba: bytes, width: 7, height: 5, bytesPerRow: bytesPerRow))
    }

    @Test("one faint pixel anywhere is enough", arguments: [(0, 0), (6, 0), (0, 4), (6, 4), (3, 2)])
    func oneFaintPixelIsVisible(x: Int, y: Int) {
        var (bytes, bytesPerRow) = Self.buffer(width: 7, height: 5, padding: 4)
        bytes[y * bytesPerRow + x * 4 + 3] = 1
        #expect(SnapshotVisibility.hasVisiblePixels(rgba: bytes, width: 7, height: 5, bytesPerRow: bytesPerRow))
    }

    @Test("colour without alpha and bytes in the row padding do not count")
    func onlyAlphaInsideTheImageCounts() {
        var (bytes, bytesPerRow) = Self.buffer(width: 3, height: 2, padding: 8)
        for row in 0..<2 {
            for byte in 12..<bytesPerRow { bytes[row * bytesPerRow + byte] = 255 }  // padding
            bytes[row * bytesPerRow] = 200  // red, alpha 0
        }
        #expect(!SnapshotVisibility.hasVisiblePixels(rgba: bytes, width: 3, height: 2, bytesPerRow: bytesPerRow))
    }

    @Test(
        "malformed descriptions count as blank instead of reading out of bounds",
        arguments: [(0, 5, 28), (7, 0, 28), (-1, 5, 28), (7, -3, 28), (7, 5, 27), (7, 6, 28), (Int.max, 2, Int.max)])
    func malformedIsBlank(width: Int, height: Int, bytesPerRow: Int) {
        let bytes = [UInt8](repeating: 255, count: 28 * 5)
        #expect(
            !SnapshotVisibility.hasVisiblePixels(rgba: bytes, width: width, height: height, bytesPerRow: bytesPerRow))
    }
}
