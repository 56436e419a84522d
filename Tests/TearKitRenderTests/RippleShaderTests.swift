import Foundation
import Testing
import TearKitCore
import TearKitRender

/// The `ripple` layer shader through the CPU host.
@Suite struct RippleShaderTests {
    static let size = CGSize(width: 60, height: 40)
    static func image(scale: Int = 1) -> RGBAImage { TestCard.pattern(width: 60 * scale, height: 40 * scale) }
    static let renderer = LayerEffectRenderer(for: RippleUniforms.self)

    @Test(arguments: [1, 2])
    func atTimeZeroTheViewIsUntouched(scale: Int) throws {
        let uniforms = RippleUniforms(origin: CGPoint(x: 20, y: 10), elapsedTime: 0)
        let trace = try Self.renderer.trace(Self.image(scale: scale), scale: Double(scale), effect: uniforms)
        #expect(trace.image == Self.image(scale: scale))
        #expect(trace.sampleCounts.allSatisfy { $0 == 1 })
    }

    @Test(arguments: [0.02, 0.05, 0.1, 0.2, 0.4])
    func everySampleIsWithinMaxSampleOffset(time: Double) throws {
        let uniforms = RippleUniforms(origin: CGPoint(x: 25, y: 18), elapsedTime: time,
                                      parameters: RippleParameters(amplitude: 9, frequency: 30, decay: 3, speed: 300))
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
        let uniforms = RippleUniforms(origin: CGPoint(x: 10, y: 10), elapsedTime: 0.1,
                                      parameters: RippleParameters(amplitude: 8, frequency: 40, decay: 2, speed: 100))
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
        let uniforms = RippleUniforms(origin: CGPoint(x: 12.5, y: 7.5), elapsedTime: 0.05)
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        let originSample = trace.samplePosition(x: 12, y: 7)
        let sample = try #require(originSample, "the origin pixel sampled NaN")
        #expect(sample.x == 12.5 && sample.y == 7.5)
        #expect(trace.image[12, 7].a == Self.image()[12, 7].a)
    }

    @Test func outputStaysValidPremultipliedColour() throws {
        let uniforms = RippleUniforms(origin: CGPoint(x: 30, y: 20), elapsedTime: 0.06,
                                      parameters: RippleParameters(amplitude: 20, frequency: 50, decay: 1, speed: 400))
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
            [.nan, .nan, 0.1, 12, 15, 8, 1200],
            [30, 20, .nan, 12, 15, 8, 1200],
            [30, 20, 0.1, .infinity, 15, 8, 1200],
            [30, 20, 0.1, 12, .nan, .nan, 1200],
            [30, 20, 0.1, 12, 15, 8, 0],
            [30, 20, .infinity, 12, 15, -8, .infinity],
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
}
