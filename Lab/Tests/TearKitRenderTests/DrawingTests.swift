import Foundation
import Testing
import TearKitRender

@Suite("Drawing primitives")
struct DrawingTests {
    private let background: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (10, 20, 30, 255)

    /// Sum of alpha / 255 over the image: the area a shape drawn in opaque white on transparent covers.
    private func coveredArea(_ image: RGBAImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Double(image.pixels[$1]) } / 255
    }

    @Test func rectCoversExactlyItsPixels() {
        var image = RGBAImage(width: 20, height: 12, fill: background)
        image.fill(.rect(CGRect(x: 3, y: 2, width: 5, height: 7)), color: RGBAColor(hex: 0xFF8000))
        for y in 0..<12 {
            for x in 0..<20 {
                let inside = (3..<8).contains(x) && (2..<9).contains(y)
                let pixel = image[x, y]
                if inside {
                    #expect(pixel == (255, 128, 0, 255), "(\(x), \(y))")
                } else {
                    #expect(pixel == background, "(\(x), \(y))")
                }
            }
        }
    }

    @Test func fractionalRectEdgesBlendByCoverage() {
        var image = RGBAImage(width: 4, height: 1)
        // Covers pixel 1 fully and half of pixel 2.
        image.fill(.rect(CGRect(x: 1, y: 0, width: 1.5, height: 1)), color: .white)
        #expect(image[0, 0] == (0, 0, 0, 0))
        #expect(image[1, 0] == (255, 255, 255, 255))
        #expect(image[2, 0] == (128, 128, 128, 128))  // round(0.5 × 255), premultiplied white
        #expect(image[3, 0] == (0, 0, 0, 0))
    }

    @Test func translucentFillIsSourceOverOnPremultipliedValues() {
        var image = RGBAImage(width: 1, height: 1, fill: (200, 100, 0, 255))
        image.fill(
            .rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        // S = (0, 0, 127.5, 127.5); D × (1 − 0.5) = (100, 50, 0, 127.5).
        #expect(image[0, 0] == (100, 50, 128, 255))
    }

    @Test func compositeMatchesSourceOverFormula() {
        var destination = RGBAImage(width: 3, height: 1, fill: (200, 200, 200, 255))
        destination[2, 0] = (0, 60, 0, 60)  // translucent premultiplied green
        let source = RGBAImage(width: 2, height: 1, pixels: [100, 50, 0, 128, 100, 50, 0, 128])!
        destination.composite(source, x: 1, y: 0)
        func over(_ s: UInt8, _ d: UInt8, sa: Double) -> UInt8 {
            UInt8((Double(s) + Double(d) * (255 - sa) / 255).rounded())
        }
        #expect(destination[0, 0] == (200, 200, 200, 255))  // untouched
        #expect(destination[1, 0] == (over(100, 200, sa: 128), over(50, 200, sa: 128), over(0, 200, sa: 128), 255))
        #expect(destination[2, 0] == (100, over(50, 60, sa: 128), 0, over(128, 60, sa: 128)))
    }

    @Test func compositeClipsAndAppliesOpacity() {
        var destination = RGBAImage(width: 4, height: 4)
        let source = RGBAImage(width: 3, height: 3, fill: (255, 0, 0, 255))
        destination.composite(source, x: -2, y: 3, opacity: 0.5)
        #expect(destination[0, 3] == (128, 0, 0, 128))
        #expect(destination[1, 3] == (0, 0, 0, 0))
        #expect(destination[0, 2] == (0, 0, 0, 0))
        var untouched = RGBAImage(width: 4, height: 4)
        untouched.composite(source, x: 10, y: -10)
        #expect(untouched == RGBAImage(width: 4, height: 4))
    }

    @Test func roundedRectIsAntiAliasedAndHasTheRightArea() {
        var image = RGBAImage(width: 60, height: 40)
        image.fill(.roundedRect(CGRect(x: 5, y: 5, width: 50, height: 30), cornerRadius: 10), color: .white)
        #expect(image[5, 5].a == 0)  // the corner is cut away
        #expect(image[30, 20].a == 255)
        #expect(image[30, 5].a == 255 && image[30, 4].a == 0)  // straight edge on a pixel boundary
        let partial = (0..<60).flatMap { x in (0..<40).map { image[x, $0].a } }.filter { $0 > 0 && $0 < 255 }
        #expect(partial.count > 8, "curved corners have partly covered pixels")
        let expected = 50.0 * 30 - (4 - Double.pi) * 100
        #expect(abs(coveredArea(image) - expected) < 2)
    }

    @Test func ellipseAreaMatchesGeometry() {
        var image = RGBAImage(width: 50, height: 30)
        image.fill(.ellipse(CGRect(x: 3.3, y: 2.1, width: 40, height: 24)), color: .white)
        #expect(abs(coveredArea(image) - Double.pi * 20 * 12) < 3)
        #expect(image[23, 14].a == 255 && image[1, 1].a == 0)
    }

    @Test func polygonFillsTriangleAreaAndMatchesRectOnPixelBoundaries() {
        var triangle = RGBAImage(width: 40, height: 30)
        triangle.fill(.polygon([CGPoint(x: 2, y: 28), CGPoint(x: 20.5, y: 3), CGPoint(x: 37, y: 28)]), color: .white)
        #expect(abs(coveredArea(triangle) - 0.5 * 35 * 25) < 1.5)
        #expect(triangle[20, 20].a == 255 && triangle[3, 5].a == 0)

        var polygon = RGBAImage(width: 12, height: 12, fill: background)
        var rect = polygon
        polygon.fill(
            .polygon([CGPoint(x: 2, y: 3), CGPoint(x: 9, y: 3), CGPoint(x: 9, y: 8), CGPoint(x: 2, y: 8)]),
            color: .white)
        rect.fill(.rect(CGRect(x: 2, y: 3, width: 7, height: 5)), color: .white)
        #expect(polygon == rect)
    }

    @Test func linearGradientRunsBetweenItsEnds() {
        var image = RGBAImage(width: 101, height: 2)
        let gradient = LinearGradient(
            from: .black, to: RGBAColor(hex: 0xFF0000), start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0))
        image.fill(.rect(CGRect(x: 0, y: 0, width: 101, height: 2)), with: .linearGradient(gradient))
        #expect(image[0, 0] == (0, 0, 0, 255))
        #expect(image[100, 1] == (255, 0, 0, 255))
        #expect(image[50, 0] == (128, 0, 0, 255))
        let reds = (0..<101).map { image[$0, 0].r }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func gradientToTransparentDoesNotDarken() {
        var image = RGBAImage(width: 11, height: 1)
        let gradient = LinearGradient(
            from: .white, to: RGBAColor.white.withAlpha(0), start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 10.5, y: 0))
        image.fill(.rect(CGRect(x: 0, y: 0, width: 11, height: 1)), with: .linearGradient(gradient))
        let straight = image.straightAlphaPixels()
        for x in 0..<10 { #expect(straight[x * 4] == 255, "x \(x): straight red stays white") }
    }

    @Test func maskKeepsOnlyTheShape() {
        var image = RGBAImage(width: 20, height: 20, fill: (40, 80, 120, 255))
        image.mask(to: .ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(image[0, 0] == (0, 0, 0, 0))
        #expect(image[10, 10] == (40, 80, 120, 255))
        let edge = image[10, 0]
        #expect(edge.a > 0 && edge.a < 255 && edge.r <= edge.a)
    }

    @Test func shadowIsSoftAndFadesWithDistance() {
        var image = RGBAImage(width: 80, height: 80, fill: (255, 255, 255, 255))
        image.fillShadow(
            .roundedRect(CGRect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 8), color: .black, blurRadius: 12)
        let profile = (20...40).map { image[$0, 40].r }  // from the left edge towards the centre
        #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 >= $1 }, "\(profile)")
        #expect(image[40, 40].r < 5)
        #expect(image[20, 40].r > 100 && image[20, 40].r < 155, "half-dark on the edge")
        #expect(image[0, 0] == (255, 255, 255, 255))
    }

    @Test func nearestScalingRepeatsPixels() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])!
        let big = image.scaled(toWidth: 4, height: 2, filter: .nearest)
        #expect(
            big.pixels == [
                255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
                255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255,
            ])
    }

    @Test func bilinearDownscaleAveragesInsteadOfAliasing() {
        var checker = RGBAImage(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 where (x + y) % 2 == 0 { checker[x, y] = (255, 255, 255, 255) } }
        let small = checker.scaled(toWidth: 10, height: 10)
        #expect(small.width == 10 && small.height == 10)
        for y in 0..<10 { for x in 0..<10 { #expect(abs(Int(small[x, y].a) - 128) <= 2) } }
        let uniform = RGBAImage(width: 7, height: 5, fill: (9, 99, 199, 255)).scaled(toWidth: 23, height: 3)
        #expect(uniform == RGBAImage(width: 23, height: 3, fill: (9, 99, 199, 255)))
        #expect(checker.scaled(by: 0.5).width == 32)
        #expect(checker.scaled(toWidth: 0, height: 5).pixels.isEmpty)
    }
}

@Suite("Drawing with hostile input")
struct DrawingHostileInputTests {
    @Test func nonFiniteAndHugeGeometryDrawsNothingAndDoesNotTrap() {
        let original = RGBAImage(width: 8, height: 8, fill: (1, 2, 3, 255))
        var image = original
        let nan = Double.nan, huge = 1e300
        image.fill(.rect(CGRect(x: nan, y: 0, width: 4, height: 4)), color: .white)
        image.fill(.rect(CGRect(x: huge, y: huge, width: 4, height: 4)), color: .white)
        image.fill(.roundedRect(CGRect(x: -huge, y: 0, width: 4, height: 4), cornerRadius: nan), color: .white)
        image.fill(.ellipse(CGRect(x: 0, y: 0, width: 0, height: 0)), color: .white)
        image.fill(.polygon([CGPoint(x: 0, y: 0), CGPoint(x: nan, y: 5), CGPoint(x: 5, y: 5)]), color: .white)
        image.fill(.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)]), color: .white)
        image.fillShadow(.rect(CGRect(x: huge, y: 0, width: 1, height: 1)), color: .black, blurRadius: .infinity)
        image.composite(original, x: Int.max, y: Int.min)
        image.composite(original, x: 0, y: 0, opacity: .nan)
        #expect(image == original)
        // A polygon far larger than the image simply covers it.
        image.fill(
            .polygon([CGPoint(x: -huge, y: -huge), CGPoint(x: huge, y: -huge), CGPoint(x: 0, y: huge)]), color: .white)
        #expect(image[4, 4] == (255, 255, 255, 255))
        #expect(original.scaled(toWidth: Int.max, height: 2).pixels.isEmpty)
        #expect(original.scaled(by: 1e12).pixels.isEmpty)
    }
}
