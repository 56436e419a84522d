import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Before the tear starts the view must look exactly as it was drawn.
@Suite struct ShaderIdentityTests {
    @Test(arguments: [1, 2, 3])
    func progressZeroReturnsTheInputExactly(scale: Int) throws {
        let image = TestCard.pattern(width: 50 * scale, height: 40 * scale)
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 25, y: 0), tearEnd: CGPoint(x: 25, y: 30), tearProgress: 0,
            maxGap: 12, edgeRoughness: 1, viewSize: CGSize(width: 50, height: 40))
        let trace = try LayerEffectRenderer().trace(image, scale: Double(scale), uniforms: uniforms)
        #expect(trace.image == image)
        #expect(trace.sampleCounts.allSatisfy { $0 == 1 })
    }

    @Test func identityUniformsReturnTheInputExactly() throws {
        let image = TestCard.pattern(width: 33, height: 21)
        let output = try LayerEffectRenderer().render(
            image, uniforms: .identity(viewSize: CGSize(width: 33, height: 21)))
        #expect(output == image)
    }

    /// Every shipping effect's `identity(viewSize:)` draws the view as it is (to a rounding step:
    /// tear in two adds two complementary halves along its cut), at every scale.
    @Test(arguments: RenderableEffect.shaders.map { $0.functionName }, [1.0, 2.0, 3.0])
    func everyEffectsIdentityLeavesTheViewAsItIs(functionName: String, scale: Double) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let image = TestCard.pattern(width: Int(33 * scale), height: Int(21 * scale))
        let identity = effect.identity(viewSize: CGSize(width: 33, height: 21))
        let output = try LayerEffectRenderer(functionName: functionName).render(
            image, scale: scale, arguments: identity.flattenedArguments)
        let worst = zip(output.pixels, image.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "\(functionName) at \(scale)×: a channel differs by \(worst)")
    }
}
