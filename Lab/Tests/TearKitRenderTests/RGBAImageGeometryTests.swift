import Testing
import TearKitRender

/// Changed regions, crops, area downscaling and EXIF orientations of ``RGBAImage``.
@Suite struct RGBAImageGeometryTests {
    func numbered(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image[x, y] = (UInt8(x), UInt8(y), UInt8(x * y % 256), 255) } }
        return image
    }

    @Test func changedRegionIsTheSmallestRectangleAroundEveryDifference() {
        let a = numbered(width: 30, height: 20)
        #expect(a.changedRegion(since: a) == nil)
        var b = a
        b[3, 15] = (0, 0, 0, 0)
        b[25, 4] = (9, 9, 9, 9)
        #expect(b.changedRegion(since: a) == PixelRegion(x: 3, y: 4, width: 23, height: 12))
        var corner = a
        corner[29, 19] = (1, 1, 1, 1)
        #expect(corner.changedRegion(since: a) == PixelRegion(x: 29, y: 19, width: 1, height: 1))
        #expect(
            a.changedRegion(since: numbered(width: 20, height: 30)) == PixelRegion(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func croppedCopiesTheRegionAndClipsToTheImage() {
        let a = numbered(width: 30, height: 20)
        let crop = a.cropped(to: PixelRegion(x: 5, y: 6, width: 4, height: 3))
        #expect(crop.width == 4 && crop.height == 3)
        #expect(crop[0, 0] == a[5, 6] && crop[3, 2] == a[8, 8])
        let clipped = a.cropped(to: PixelRegion(x: 28, y: 18, width: 10, height: 10))
        #expect(clipped.width == 2 && clipped.height == 2)
        #expect(a.cropped(to: PixelRegion(x: 40, y: 0, width: 3, height: 3)).width == 0)
    }

    @Test func downscaledAveragesAreasAndKeepsTheAspectRatio() {
        var checker = RGBAImage(width: 400, height: 300)
        for y in 0..<300 {
            for x in 0..<400 { checker[x, y] = (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
        }
        let small = checker.downscaled(toFit: 100)
        #expect(small.width == 100 && small.height == 75)
        // A fine checkerboard averages to mid grey everywhere: no aliasing.
        #expect(
            small.pixels.enumerated().allSatisfy {
                $0.offset % 4 == 3 ? $0.element == 255 : abs(Int($0.element) - 128) <= 1
            })
        #expect(checker.downscaled(toFit: 400) == checker)
        // Premultiplied colour never exceeds alpha.
        var edge = RGBAImage(width: 3, height: 1)
        edge[0, 0] = (255, 255, 255, 255)
        let half = edge.downscaled(toFit: 2)
        #expect(
            half.width == 2
                && half.pixels.enumerated().allSatisfy {
                    $0.offset % 4 == 3 || $0.element <= half.pixels[$0.offset / 4 * 4 + 3]
                })
    }

    @Test func orientationsTurnAndMirror() {
        let a = numbered(width: 3, height: 2)
        #expect(a.oriented(exifOrientation: 1) == a)
        #expect(a.oriented(exifOrientation: 0) == a)
        let right = a.oriented(exifOrientation: 6)  // a quarter turn clockwise
        #expect(right.width == 2 && right.height == 3)
        #expect(right[1, 0] == a[0, 0] && right[0, 0] == a[0, 1] && right[0, 2] == a[2, 1])
        let half = a.oriented(exifOrientation: 3)
        #expect(half[0, 0] == a[2, 1])
        #expect(a.oriented(exifOrientation: 2)[0, 0] == a[2, 0])
        #expect(a.oriented(exifOrientation: 8)[0, 2] == a[0, 0])
        // Turning four times, or mirroring twice, gives the image back.
        #expect(
            a.oriented(exifOrientation: 6).oriented(exifOrientation: 6).oriented(exifOrientation: 6).oriented(
                exifOrientation: 6) == a)
        #expect(a.oriented(exifOrientation: 4).oriented(exifOrientation: 4) == a)
        #expect(a.oriented(exifOrientation: 5).oriented(exifOrientation: 5) == a)
    }
}
