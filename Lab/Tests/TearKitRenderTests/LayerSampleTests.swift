import Foundation
import Testing
import TearKitRender

/// The MSL shim's `SwiftUI::Layer::sample`, tested directly: every shader test and golden trusts it
/// to behave like SwiftUI's — exact texels at pixel centres, bilinear filtering between them,
/// transparent (premultiplied zero) outside the layer, positions in points scaled to pixels.
///
/// It is driven through `sampleProbe` (Sources/MSLHost/TestShaders/SampleProbe.metal), a test-only
/// layer shader that returns `layer.sample(position + offset)`.
@Suite struct LayerSampleTests {
    static let probe = LayerEffectRenderer(functionName: "sampleProbe")
    /// Neighbouring pixels differ by tens of levels in every channel, alpha included (premultiplied).
    static let image = TestCard.pattern(width: 23, height: 17)

    func probe(_ image: RGBAImage = image, scale: Double = 1, offset: (x: Float, y: Float)) throws -> LayerEffectTrace {
        try Self.probe.trace(image, scale: scale, arguments: [offset.x, offset.y])
    }

    /// The layer's value at pixel-space position (`tx`, `ty`) (pixel centres at integers), channel
    /// `c`, by the textbook bilinear formula with every texel outside the layer counting as 0.
    static func bilinear(_ image: RGBAImage, _ tx: Double, _ ty: Double, channel c: Int) -> Double {
        func texel(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
            return Double(image.pixels[(y * image.width + x) * 4 + c])
        }
        let x0 = Int(tx.rounded(.down)), y0 = Int(ty.rounded(.down))
        let fx = tx - Double(x0), fy = ty - Double(y0)
        return texel(x0, y0) * (1 - fx) * (1 - fy) + texel(x0 + 1, y0) * fx * (1 - fy)
            + texel(x0, y0 + 1) * (1 - fx) * fy + texel(x0 + 1, y0 + 1) * fx * fy
    }

    @Test func theShimSamplerIsNotPartOfTheShippingShaders() throws {
        #expect(Self.probe.argumentCount == 2)
        for name in ShippingShaderSource.allFileNames + ShippingShaderSource.sharedHeaderNames {
            #expect(
                try !ShippingShaderSource.text(named: name).contains("sampleProbe"),
                "\(name) ships the test-only sampleProbe shader")
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pixelCentresReadTheirTexelExactly(scale: Double) throws {
        let trace = try probe(scale: scale, offset: (0, 0))
        #expect(trace.image == Self.image)
        // The recorded sample positions (which the tear's pixel tests rely on) are the pixel centres.
        for (x, y) in [(0, 0), (5, 3), (22, 16)] {
            let s = try #require(trace.samplePosition(x: x, y: y))
            let p = trace.pixelCentre(x: x, y: y)
            #expect(abs(s.x - p.x) < 1e-5 && abs(s.y - p.y) < 1e-5)
            #expect(trace.sampleCounts[y * Self.image.width + x] == 1)
        }
    }

    @Test func wholePixelOffsetsMoveTheImageAndBringInTransparency() throws {
        let image = Self.image
        let trace = try probe(offset: (2, -1))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let sx = x + 2, sy = y - 1
                let expected = sx < image.width && sy >= 0 ? image[sx, sy] : (0, 0, 0, 0)
                #expect(trace.image[x, y] == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test(arguments: [(Float(0.25), Float(0)), (0, 0.6), (0.3, 0.7), (-0.4, 0.15), (-0.75, -0.5), (0.5, 0.5)])
    func fractionalPositionsBlendTheFourNeighboursBilinearly(dx: Float, dy: Float) throws {
        let image = Self.image
        let trace = try probe(offset: (dx, dy))
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                // Pixel space: the centre of pixel i is at i.
                let tx = Double(x) + Double(dx), ty = Double(y) + Double(dy)
                let rendered = trace.image[x, y]
                let channels = [rendered.r, rendered.g, rendered.b, rendered.a]
                for c in 0..<4 {
                    let expected = Self.bilinear(image, tx, ty, channel: c)
                    worst = max(worst, abs(Double(channels[c]) - expected))
                }
            }
        }
        // Rounding to 8 bits is the only difference (nearest-neighbour sampling is off by up to
        // half the difference between neighbours, i.e. tens of levels here).
        #expect(worst <= 0.51, "largest difference from bilinear filtering: \(worst) levels")
    }

    @Test(arguments: [
        (Float(-1000), Float(0)), (0, 1e4), (23.5, 0), (0, -17), (.nan, 0), (0, .infinity), (-.infinity, .nan),
    ])
    func everythingOutsideTheLayerIsTransparent(dx: Float, dy: Float) throws {
        let trace = try probe(offset: (dx, dy))
        #expect(
            trace.image.pixels.allSatisfy { $0 == 0 },
            "outside the layer must be premultiplied zero, not \(trace.image[0, 0])")
    }

    @Test func theLayerFadesToTransparentAcrossItsBorder() throws {
        // An opaque white layer sampled a quarter pixel beyond its right and bottom edges: the outer
        // texels are transparent, so the result is white at 3/4 (premultiplied), never black.
        let white = RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!
        let trace = try probe(white, offset: (0.25, 0))
        #expect(trace.image[3, 0] == (191, 191, 191, 191))
        #expect(trace.image[2, 0] == (255, 255, 255, 255))
        let both = try probe(white, offset: (0.25, 0.25))
        // 0.75 × 0.75 of the weight is inside.
        #expect(both.image[3, 3] == (143, 143, 143, 143))
    }

    @Test(arguments: [2.0, 4.0])
    func positionsAreInPointsScaledToPixels(scale: Double) throws {
        let image = Self.image
        // One point is `scale` pixels: an offset of 1 pt moves the image by exactly `scale` pixels.
        let shift = Int(scale)
        let whole = try probe(scale: scale, offset: (1, 0))
        for y in 0..<image.height {
            for x in 0..<image.width - shift {
                #expect(whole.image[x, y] == image[x + shift, y], "pixel \(x),\(y) at scale \(scale)")
            }
        }
        // Half a pixel is 0.5 / scale points: halfway between two texels.
        let half = try probe(scale: scale, offset: (0, Float(0.5 / scale)))
        for (x, y) in [(0, 0), (7, 4), (22, 15)] {
            let a = image[x, y], b = image[x, y + 1], h = half.image[x, y]
            func mid(_ p: UInt8, _ q: UInt8) -> Double { (Double(p) + Double(q)) / 2 }
            #expect(
                abs(Double(h.r) - mid(a.r, b.r)) <= 0.51 && abs(Double(h.a) - mid(a.a, b.a)) <= 0.51,
                "pixel \(x),\(y): \(h) is not halfway between \(a) and \(b)")
        }
    }
}
