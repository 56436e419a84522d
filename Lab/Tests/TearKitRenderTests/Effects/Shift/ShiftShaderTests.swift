import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The `shiftTransition` distortion shader through the CPU host.
@Suite struct ShiftShaderTests {
    static let size = CGSize(width: 80, height: 50)
    static func image(scale: Int = 1) -> RGBAImage { TestCard.pattern(width: 80 * scale, height: 50 * scale) }
    static let renderer = LayerEffectRenderer(for: ShiftUniforms.self)

    @Test(arguments: [1, 2, 3])
    func atRestTheViewIsUntouched(scale: Int) throws {
        let trace = try Self.renderer.trace(
            Self.image(scale: scale), scale: Double(scale), effect: ShiftUniforms.identity(viewSize: Self.size))
        #expect(trace.image == Self.image(scale: scale))
        #expect(trace.sampleCounts.allSatisfy { $0 == 1 })
    }

    @Test(arguments: [-1.0, 1.0])
    func fullyShiftedTheViewIsTransparent(value: Double) throws {
        let trace = try Self.renderer.trace(
            Self.image(), effect: ShiftUniforms(viewSize: Self.size, effectValue: value))
        #expect(trace.image.pixels.allSatisfy { $0 == 0 })
        #expect(trace.sampleCounts.allSatisfy { $0 == 0 }, "a position outside the view is not sampled")
    }

    @Test(arguments: [-0.9, -0.5, -0.1, 0.05, 0.3, 0.7])
    func samplesStayOnTheRowAndWithinMaxSampleOffset(value: Double) throws {
        let uniforms = ShiftUniforms(
            viewSize: Self.size, effectValue: value, configuration: ShiftConfiguration(skew: 0.2))
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        var transparent = 0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                let centre = trace.pixelCentre(x: x, y: y)
                guard let sample = trace.samplePosition(x: x, y: y) else {
                    #expect(trace.image[x, y] == (0, 0, 0, 0))
                    transparent += 1
                    continue
                }
                #expect(sample.y == centre.y)
                #expect(abs(sample.x - centre.x) <= uniforms.maxSampleOffset.width + 1e-3)
                #expect(sample.x >= 0 && sample.x <= Double(Self.size.width))
            }
        }
        #expect(transparent > 0, "part of the view has moved out")
    }

    @Test func removalMovesTheContentRightAndLeansTheTopAhead() throws {
        // At −0.5 the content has moved half the width to the right: the pixel at x shows x − 40,
        // minus the lean at the top (full) and nothing of it at the bottom.
        let uniforms = ShiftUniforms(
            viewSize: Self.size, effectValue: -0.5, configuration: ShiftConfiguration(skew: 0.1))
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        let top = try #require(trace.samplePosition(x: 70, y: 0))
        let bottom = try #require(trace.samplePosition(x: 70, y: 49))
        #expect(abs(bottom.x - (70.5 - 40 - 8 * 0.01)) < 0.1)
        #expect(abs(top.x - (70.5 - 40 - 8 * 0.99)) < 0.1)
        #expect(trace.samplePosition(x: 30, y: 25) == nil, "left of the moved content is empty")
    }

    @Test func insertionShowsContentFromTheRight() throws {
        let uniforms = ShiftUniforms(viewSize: Self.size, effectValue: 0.5, configuration: ShiftConfiguration(skew: 0))
        let trace = try Self.renderer.trace(Self.image(), effect: uniforms)
        let sample = try #require(trace.samplePosition(x: 10, y: 20))
        #expect(abs(sample.x - 50.5) < 1e-3)
        #expect(trace.samplePosition(x: 50, y: 20) == nil)
    }

    @Test func nonFiniteArgumentsNeitherCrashNorCorrupt() throws {
        for arguments: [Float] in [
            [.nan, 50, 0.5, 0.1], [80, 50, .nan, 0.1], [80, 50, 0.5, .nan], [.infinity, .infinity, 0.5, 0.1],
            [-80, 50, 0.5, 0.1],
        ] {
            let output = try Self.renderer.render(Self.image(), arguments: arguments)
            for y in 0..<output.height {
                for x in 0..<output.width {
                    let p = output[x, y]
                    #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
                }
            }
        }
    }
}
