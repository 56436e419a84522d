import Foundation
import Testing
import TearKitCore
import TearKitRender

/// Past the tip the paper is still whole: those pixels must not move at all.
@Suite struct ShaderTipTests {
    @Test(arguments: [TearFixtures.vertical(maxGap: 30, roughness: 1), TearFixtures.diagonal(maxGap: 30, roughness: 1)])
    func nothingAtOrBeyondTheTipMoves(uniforms: TearUniforms) throws {
        let input = TearFixtures.card()
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(input, uniforms: uniforms)
        var checked = 0
        for y in 0..<input.height {
            for x in 0..<input.width {
                let p = trace.pixelCentre(x: x, y: y)
                guard geometry.along(p) >= geometry.length + 0.01 else { continue }
                checked += 1
                #expect(trace.image[x, y] == input[x, y], "pixel \(x),\(y) beyond the tip changed")
                let s = try #require(trace.samplePosition(x: x, y: y))
                #expect(s.x == p.x && s.y == p.y)
            }
        }
        #expect(checked > 1000)
    }
}
