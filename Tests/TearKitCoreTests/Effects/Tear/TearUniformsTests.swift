import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct TearUniformsTests {
    @Test func argumentsFollowTheShaderSignatureOrder() {
        let u = TearUniforms(
            tearStart: pt(1, 2), tearEnd: pt(3, 4), tearProgress: 0.5, maxGap: 6,
            edgeRoughness: 0.7, viewSize: CGSize(width: 8, height: 9))
        #expect(u.arguments.map(\.name) == TearUniforms.argumentLayout.map(\.name))
        #expect(u.arguments.map(\.value.type) == TearUniforms.argumentLayout.map(\.type))
        #expect(u.flattenedArguments == [1, 2, 3, 4, 0.5, 6, 0.7, 8, 9, 0, 0, 1, 0, 0.96, 0])
        #expect(u.padded(by: 14).flattenedArguments == [1, 2, 3, 4, 0.5, 6, 0.7, 8, 9, 14, 14, 1, 0, 0.96, 0])
        let look = TearUniforms(
            tearStart: pt(1, 2), tearEnd: pt(3, 4), tearProgress: 0.5, maxGap: 6, edgeRoughness: 0.7,
            viewSize: CGSize(width: 8, height: 9), pixelSize: 0.5, rimStrength: 0.25,
            rimLightness: 0.75, shadowStrength: 0.125)
        #expect(look.flattenedArguments == [1, 2, 3, 4, 0.5, 6, 0.7, 8, 9, 0, 0, 0.5, 0.25, 0.75, 0.125])
        #expect(u.flattenedArguments == u.arguments.flatMap(\.value.components))
        #expect(u.flattenedArguments.count == TearUniforms.argumentLayout.map(\.type.componentCount).reduce(0, +))
    }

    @Test func stateUniformsCarryTheStateValues() {
        var d = GestureDriver(configuration: TearConfiguration(edgeRoughness: 0.3, cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        let u = d.state.uniforms
        #expect(u.tearStart == d.state.edgePoint)
        #expect(u.tearEnd == d.state.fingerPoint)
        #expect(u.tearProgress == d.state.tearProgress)
        #expect(u.maxGap == d.state.gapWidth)
        #expect(u.edgeRoughness == 0.3)
        #expect(u.viewSize == CGSize(width: 300, height: 400))
        // The look comes from the configuration; the pixel size from the display.
        #expect(u.rimStrength == d.state.configuration.rimStrength)
        #expect(u.rimLightness == d.state.configuration.rimLightness)
        #expect(u.shadowStrength == d.state.configuration.shadowStrength)
        #expect(u.pixelSize == 1)
        #expect(d.state.uniforms(pixelSize: 1.0 / 3).pixelSize == 1.0 / 3)
    }

    @Test func aBrokenViewIsTornThroughToItsFarEdge() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        let tearing = d.state.uniforms
        #expect(tearing.tearEnd == d.state.fingerPoint)
        _ = d.state.setBroken(true, at: 10)
        let broken = d.state.uniforms
        // The far edge is at y = 400; the tip lies beyond it, so the wedge is still open there
        // (a third of the gap: the tip is half the tear's length again beyond the edge).
        #expect(d.state.fingerPoint.y == 400)
        #expect(broken.tearStart == d.state.edgePoint)
        #expect(broken.tearEnd.x == 150 && broken.tearEnd.y == 600)
        #expect(broken.maxSampleOffset == CGSize(width: d.state.gapWidth / 2, height: 0))
    }

    @Test func maxSampleOffsetCoversHalfTheGapAcrossTheTear() {
        let vertical = TearUniforms(
            tearStart: pt(50, 0), tearEnd: pt(50, 100), tearProgress: 0.5, maxGap: 20,
            edgeRoughness: 0, viewSize: CGSize(width: 100, height: 200))
        #expect(vertical.maxSampleOffset == CGSize(width: 10, height: 0))
        let diagonal = TearUniforms(
            tearStart: pt(0, 0), tearEnd: pt(30, 40), tearProgress: 0.5, maxGap: 20,
            edgeRoughness: 0, viewSize: CGSize(width: 100, height: 200))
        #expect(isClose(Double(diagonal.maxSampleOffset.width), 10 * 0.8, 1e-12))
        #expect(isClose(Double(diagonal.maxSampleOffset.height), 10 * 0.6, 1e-12))
        #expect(TearUniforms.identity(viewSize: CGSize(width: 10, height: 10)).maxSampleOffset == .zero)
    }

    @Test func badValuesAreSanitised() {
        let u = TearUniforms(
            tearStart: pt(.nan, 1), tearEnd: pt(2, .infinity), tearProgress: 7, maxGap: -3,
            edgeRoughness: .nan, viewSize: CGSize(width: -1, height: CGFloat.nan))
        #expect(u.flattenedArguments.allSatisfy { $0.isFinite })
        #expect(u.tearProgress == 1)
        #expect(u.maxGap == 0)
        #expect(u.viewSize == .zero)
        let look = TearUniforms(
            tearStart: pt(0, 0), tearEnd: pt(0, 1), tearProgress: 0.5, maxGap: 1, edgeRoughness: 0,
            viewSize: CGSize(width: 1, height: 1), pixelSize: .nan, rimStrength: .infinity,
            rimLightness: .nan, shadowStrength: -2)
        #expect(look.flattenedArguments.allSatisfy { $0.isFinite })
        #expect(look.pixelSize == 1 && look.rimStrength == 0 && look.rimLightness == 0.96 && look.shadowStrength == 0)
        let extreme = TearUniforms(
            tearStart: pt(0, 0), tearEnd: pt(0, 1), tearProgress: 0.5, maxGap: 1, edgeRoughness: 0,
            viewSize: CGSize(width: 1, height: 1), pixelSize: 100, rimStrength: 5,
            rimLightness: 2, shadowStrength: 9)
        #expect(
            extreme.pixelSize == 4 && extreme.rimStrength == 1 && extreme.rimLightness == 1
                && extreme.shadowStrength == 1)
        #expect(
            TearUniforms(
                tearStart: pt(0, 0), tearEnd: pt(0, 1), tearProgress: 0.5, maxGap: 1, edgeRoughness: 0,
                viewSize: CGSize(width: 1, height: 1), pixelSize: 0
            ).pixelSize == 1.0 / 64)
    }
}
