import Foundation
import Testing
@testable import TearKitCore

@Suite struct ShiftUniformsTests {
    @Test func skewPeaksMidwayAndVanishesAtRestAndAtTheEnds() {
        #expect(ShiftUniforms.skewProgress(0) == 0)
        #expect(ShiftUniforms.skewProgress(1) == 0 && ShiftUniforms.skewProgress(-1) == 0)
        #expect(abs(ShiftUniforms.skewProgress(0.1) - 0.5) < 1e-12)
        #expect(ShiftUniforms.skewProgress(0.5) == 1 && ShiftUniforms.skewProgress(-0.3) == 1)
        #expect(abs(ShiftUniforms.skewProgress(-0.9) - 0.5) < 1e-12)
    }

    @Test func maxSampleOffsetCoversTheShiftAndTheLeanFromTheLiveSize() {
        let uniforms = ShiftUniforms(viewSize: CGSize(width: 390, height: 120), effectValue: -0.5, configuration: ShiftConfiguration(skew: 0.1))
        #expect(abs(uniforms.maxSampleOffset.width - 390 * 0.6) < 1e-9)
        #expect(uniforms.maxSampleOffset.height == 0)
        #expect(ShiftUniforms.identity(viewSize: CGSize(width: 390, height: 120)).maxSampleOffset == .zero)
    }

    @Test func inputIsClampedAndMadeFinite() {
        let uniforms = ShiftUniforms(viewSize: CGSize(width: CGFloat.infinity, height: -3), effectValue: 7, configuration: ShiftConfiguration(skew: .nan))
        #expect(uniforms.viewSize == .zero && uniforms.effectValue == 1 && uniforms.skew == 0.1)
        #expect(uniforms.flattenedArguments.allSatisfy { $0.isFinite })
    }

    @Test func transitionPhasesMapToInsertionAndRemovalSides() {
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: -1) == 1)   // willAppear
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: 0) == 0)    // identity
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: 1) == -1)   // didDisappear
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: .nan) == 0)
    }
}
