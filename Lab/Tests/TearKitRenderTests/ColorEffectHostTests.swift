import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The host's colour-effect loop and its `float4` / `half4` arguments, through the test-only
/// `colorArgumentProbe` shader (Sources/MSLHost/TestShaders).
@Suite struct ColorEffectHostTests {
    struct Probe: ShaderEffectDescription {
        static let functionName = "colorArgumentProbe"
        static let kind = ShaderEffectKind.color
        static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [
            ("weights", .float4), ("tint", .half4), ("split", .float2),
        ]
        var weights: (Float, Float, Float, Float)
        var tint: (red: Float, green: Float, blue: Float, opacity: Float)
        var splitX: Float
        var argumentValues: [ShaderArgumentValue] {
            [
                .float4(weights.0, weights.1, weights.2, weights.3),
                .color(red: tint.red, green: tint.green, blue: tint.blue, opacity: tint.opacity),
                .float2(splitX, 0),
            ]
        }
        var maxSampleOffset: CGSize { .zero }
        static func identity(viewSize: CGSize) -> Probe { Probe(weights: (1, 1, 1, 1), tint: (0, 0, 0, 0), splitX: 0) }
        static func == (a: Probe, b: Probe) -> Bool { a.argumentValues == b.argumentValues }
    }

    @Test func theHostRunsItAsAColourEffectWithTenArgumentFloats() {
        let renderer = LayerEffectRenderer(for: Probe.self)
        #expect(renderer.kind == .color)
        #expect(renderer.argumentCount == 10)
        #expect(Probe.flattenedArgumentCount == 10)
    }

    @Test func identityLeavesEveryPixelAndSamplesItOnce() throws {
        let image = TestCard.pattern(width: 24, height: 16)
        let trace = try LayerEffectRenderer(for: Probe.self).trace(
            image, scale: 2, effect: Probe.identity(viewSize: CGSize(width: 12, height: 8)))
        #expect(trace.image == image)
        #expect(trace.sampleCounts.allSatisfy { $0 == 1 })
    }

    @Test func float4AndPremultipliedHalf4ArgumentsLandWhereTheSignatureSays() throws {
        var image = RGBAImage(width: 20, height: 4, fill: (200, 100, 50, 255))
        image[19, 0] = (80, 40, 20, 128)
        let probe = Probe(weights: (0.5, 1, 0, 1), tint: (red: 1, green: 0.5, blue: 0, opacity: 0.5), splitX: 10)
        let output = try LayerEffectRenderer(for: Probe.self).render(image, effect: probe)
        // Left of x = 10 pt: the tint, premultiplied (1, 0.5, 0) × 0.5.
        #expect(output[3, 1] == (128, 64, 0, 128))
        // Right: the pixel's own colour × (0.5, 1, 0, 1).
        #expect(output[15, 2] == (100, 100, 0, 255))
        #expect(output[19, 0] == (40, 40, 0, 128))
    }

    @Test func theProbeIsNotAShippingShader() throws {
        #expect(RenderableEffect.shader(named: Probe.functionName) == nil)
        #expect(try !ShippingShaderSource.allFiles().map(\.lastPathComponent).contains("ColorArgumentProbe.metal"))
    }
}
