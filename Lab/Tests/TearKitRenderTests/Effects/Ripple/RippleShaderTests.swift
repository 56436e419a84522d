import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The `ripple` layer shader through the CPU host.
@Suite struct RippleShaderTests {
    static let size = CGSize(width: 60, height: 40)
    static func image(scale: Int = 1) -> RGBAImage { TestCard.pattern(width: 60 * scale, height: 40 * scale) }
    static let renderer = LayerEffectRenderer(for: RippleUniforms.self)

    @Test(arguments: [1, 2])
    func atTimeZeroTheViewIsUntouched(scale: Int) throws {
        let uniforms = RippleUniforms(origin: CGPoint(x: 20, y: 10), elapsedTime: 0, viewSize: Self.size)
        let trace = try Self.renderer.trace(Self.image(scale: scale), scale: Double(scale), effect: uniforms)
        #expect(trace.image == Self.image(scale: scale))
        #expect(trace.sampleCounts.allSatisfy { $0 == 1 })
    }

    @Test(arguments: [0.02, 0.05, 0.1, 0.2, 0.4])
    func everySampleIsWithinMaxSampleOffset(time: Double) throws {
        let uniforms = RippleUniforms(
            origin: CGPoint(x: 25, y: 18), elapsedTime: time,
            configuration: RippleConfiguration(amplitude: 9, frequency: 30, decay: 3, speed: 300), viewSize: Self.size)
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        var largest = 0.0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                let sample = try #require(trace.samplePosition(x: x, y: y))
                let centre = trace.pixelCentre(x: x, y: y)
                largest = max(largest, abs(sample.x - centre.x), abs(sample.y - centre.y))
                #expect(trace.sampleCounts[y * trace.image.width + x] == 1)
            }
        }
        #expect(largest <= uniforms.maxSampleOffset.width + 1e-3)
        #expect(largest > 1, "the ripple should visibly displace something at \(time) s")
    }

    @Test func theWaveHasNotReachedDistantPixelsYet() throws {
        // Speed 100 pt/s, 0.1 s: the front is 10 pt from the origin; beyond it nothing changes.
        let uniforms = RippleUniforms(
            origin: CGPoint(x: 10, y: 10), elapsedTime: 0.1,
            configuration: RippleConfiguration(amplitude: 8, frequency: 40, decay: 2, speed: 100), viewSize: Self.size)
        let image = Self.image()
        let trace = try Self.renderer.trace(image, effect: uniforms)
        var moved = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let centre = trace.pixelCentre(x: x, y: y)
                let distance = ((centre.x - 10) * (centre.x - 10) + (centre.y - 10) * (centre.y - 10)).squareRoot()
                let sample = try #require(trace.samplePosition(x: x, y: y))
                if distance > 10.5 {
                    #expect(sample.x == centre.x && sample.y == centre.y)
                    #expect(trace.image[x, y] == image[x, y])
                } else if abs(sample.x - centre.x) + abs(sample.y - centre.y) > 0.5 {
                    moved += 1
                }
            }
        }
        #expect(moved > 0)
    }

    @Test func thePixelAtTheOriginSamplesItselfInsteadOfNaN() throws {
        // The origin on pixel (12, 7)'s centre: the direction away from it is the zero vector there.
        let uniforms = RippleUniforms(origin: CGPoint(x: 12.5, y: 7.5), elapsedTime: 0.05, viewSize: Self.size)
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        let originSample = trace.samplePosition(x: 12, y: 7)
        let sample = try #require(originSample, "the origin pixel sampled NaN")
        #expect(sample.x == 12.5 && sample.y == 7.5)
        #expect(trace.image[12, 7].a == Self.image()[12, 7].a)
    }

    @Test func outputStaysValidPremultipliedColour() throws {
        let uniforms = RippleUniforms(
            origin: CGPoint(x: 30, y: 20), elapsedTime: 0.06,
            configuration: RippleConfiguration(amplitude: 20, frequency: 50, decay: 1, speed: 400), viewSize: Self.size)
        let output = try Self.renderer.render(Self.image(), effect: uniforms)
        #expect(output != Self.image())
        for y in 0..<output.height {
            for x in 0..<output.width {
                let p = output[x, y]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
    }

    @Test func nonFiniteArgumentsNeitherCrashNorCorrupt() throws {
        let image = Self.image()
        let bad: [[Float]] = [
            [.nan, .nan, 0.1, 12, 15, 8, 1200, 60, 40],
            [30, 20, .nan, 12, 15, 8, 1200, 60, 40],
            [30, 20, 0.1, .infinity, 15, 8, 1200, 60, 40],
            [30, 20, 0.1, 12, .nan, .nan, 1200, 60, 40],
            [30, 20, 0.1, 12, 15, 8, 0, 60, 40],
            [30, 20, .infinity, 12, 15, -8, .infinity, 60, 40],
            [30, 20, 0.1, 12, 15, 8, 1200, .nan, -.infinity],
            [30, 20, 0.1, 12, 15, 8, 1200, -5, 0],
        ]
        for arguments in bad {
            let output = try Self.renderer.render(image, arguments: arguments)
            for y in 0..<output.height {
                for x in 0..<output.width {
                    let p = output[x, y]
                    #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a, "\(arguments)")
                }
            }
        }
    }

    @Test(
        "samples stay inside the view, even where the wave pushes content in from beyond an edge",
        arguments: [
            (CGPoint(x: 2, y: 20), 0.05), (CGPoint(x: 58, y: 38), 0.08), (CGPoint(x: 30, y: 20), 0.12),
            (CGPoint(x: -10, y: -10), 0.1),
        ])
    func samplesStayInsideTheView(origin: CGPoint, time: Double) throws {
        let uniforms = RippleUniforms(
            origin: origin, elapsedTime: time,
            configuration: RippleConfiguration(amplitude: 10, frequency: 40, decay: 2, speed: 300), viewSize: Self.size)
        for scale in [1, 3] {
            // The test card made opaque: a sample from outside the layer would show as transparency.
            var image = Self.image(scale: scale)
            for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
            let trace = try Self.renderer.trace(image, scale: Double(scale), effect: uniforms)
            var moved = 0
            for y in 0..<trace.image.height {
                for x in 0..<trace.image.width {
                    let sample = try #require(trace.samplePosition(x: x, y: y))
                    let centre = trace.pixelCentre(x: x, y: y)
                    // Inside the view, or no farther out than the pixel itself (its own centre).
                    #expect(
                        sample.x >= min(centre.x, 0.5) - 1e-4 && sample.x <= max(centre.x, 59.5) + 1e-4,
                        "x \(sample.x) at \(x), \(y)")
                    #expect(
                        sample.y >= min(centre.y, 0.5) - 1e-4 && sample.y <= max(centre.y, 39.5) + 1e-4,
                        "y \(sample.y) at \(x), \(y)")
                    if abs(sample.x - centre.x) + abs(sample.y - centre.y) > 0.5 { moved += 1 }
                    // No transparent pixel from outside the layer: the card is opaque, so is every output pixel.
                    #expect(trace.image[x, y].a == 255, "alpha at \(x), \(y)")
                }
            }
            #expect(moved > 0)
        }
    }

    @Test("the wave at time t has crests spaced at speed × 2π / frequency, and nothing moves beyond its front")
    func crestsAreAWavelengthApart() throws {
        // A wide strip; undamped so every crest is as strong; the origin at the left edge's middle.
        let size = CGSize(width: 400, height: 4)
        let parameters = RippleConfiguration(amplitude: 2, frequency: 30, decay: 0, speed: 300)
        let uniforms = RippleUniforms(
            origin: CGPoint(x: 0, y: 2), elapsedTime: 1.2, configuration: parameters, viewSize: size)
        let trace = try Self.renderer.trace(TestCard.pattern(width: 400, height: 4), effect: uniforms)
        // The displacement along the middle row, from the recorded sample positions.
        let offsets = try (0..<400).map { x -> Double in
            let sample = try #require(trace.samplePosition(x: x, y: 2))
            return sample.x - trace.pixelCentre(x: x, y: 2).x
        }
        // Crests: local maxima of the outward displacement above half the amplitude.
        let crests = (1..<399).filter {
            offsets[$0] > 1 && offsets[$0] >= offsets[$0 - 1] && offsets[$0] > offsets[$0 + 1]
        }
        #expect(crests.count >= 3, "\(crests)")
        for (a, b) in zip(crests, crests.dropFirst()) {
            #expect(
                abs(Double(b - a) - uniforms.wavelength) <= 1.5,
                "crests at \(a) and \(b), wavelength \(uniforms.wavelength)")
        }
        // Far beyond the front (speed × t = 360 pt): untouched, the exact pixel.
        let front = parameters.speed * uniforms.elapsedTime
        for x in Int(front + 2)..<400 {
            #expect(offsets[x] == 0)
            #expect(trace.image[x, 2] == TestCard.pattern(width: 400, height: 4)[x, 2])
        }
    }
}
