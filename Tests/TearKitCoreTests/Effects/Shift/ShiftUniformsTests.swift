import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct ShiftUniformsTests {
    @Test func skewPeaksMidwayAndVanishesAtRestAndAtTheEnds() {
        #expect(ShiftUniforms.skewProgress(0) == 0)
        #expect(ShiftUniforms.skewProgress(1) == 0 && ShiftUniforms.skewProgress(-1) == 0)
        #expect(abs(ShiftUniforms.skewProgress(0.1) - 0.5) < 1e-12)
        #expect(ShiftUniforms.skewProgress(0.5) == 1 && ShiftUniforms.skewProgress(-0.3) == 1)
        #expect(abs(ShiftUniforms.skewProgress(-0.9) - 0.5) < 1e-12)
    }

    /// SwiftUI reallocates a distortion effect's offscreen layer when `maxSampleOffset` changes, so it
    /// is the same on every frame of a shift (one size, one configuration) and covers every frame's move.
    @Test func maxSampleOffsetIsTheSameOnEveryFrameOfAShiftAndCoversEachFramesMove() {
        let size = CGSize(width: 390, height: 120)
        let configuration = ShiftConfiguration(skew: 0.1)
        let offsets = stride(from: -1.0, through: 1.0, by: 0.05).map { effectValue -> CGSize in
            let uniforms = ShiftUniforms(viewSize: size, effectValue: effectValue, configuration: configuration)
            let move = 390 * (abs(uniforms.effectValue) + 0.1 * ShiftUniforms.skewProgress(uniforms.effectValue))
            #expect(Double(uniforms.maxSampleOffset.width) >= move - 1e-9, "at \(effectValue)")
            return uniforms.maxSampleOffset
        }
        #expect(Set(offsets.map(\.width)).count == 1)
        #expect(offsets.allSatisfy { $0.height == 0 })
        #expect(abs(offsets[0].width - 390 * 1.1) < 1e-9)
    }

    @Test func inputIsClampedAndMadeFinite() {
        let uniforms = ShiftUniforms(
            viewSize: CGSize(width: CGFloat.infinity, height: -3), effectValue: 7,
            configuration: ShiftConfiguration(skew: .nan))
        #expect(uniforms.viewSize == .zero && uniforms.effectValue == 1 && uniforms.skew == 0.1)
        #expect(uniforms.flattenedArguments.allSatisfy { $0.isFinite })
    }

    @Test func transitionPhasesMapToInsertionAndRemovalSides() {
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: -1) == 1)  // willAppear
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: 0) == 0)  // identity
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: 1) == -1)  // didDisappear
        #expect(ShiftUniforms.effectValue(transitionPhaseValue: .nan) == 0)
    }
}
