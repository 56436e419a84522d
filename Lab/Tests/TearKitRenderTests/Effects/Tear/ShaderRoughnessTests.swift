import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// `edgeRoughness` bites fibres out of the edges: 0 gives a straight cut, more gives a visibly
/// ragged one, and it never changes where the paper that remains samples from.
@Suite struct ShaderRoughnessTests {
    /// For each row above the tip: the gap's coverage (transparent pixels, edge pixels by their
    /// transparent fraction) minus the clean wedge's width (pixels).
    private func excessOpening(roughness: Double) throws -> [Double] {
        let uniforms = TearFixtures.vertical(maxGap: 30, roughness: roughness, length: 120)
        let output = try LayerEffectRenderer().render(TearFixtures.card(), uniforms: uniforms)
        return (0..<120).map { y in
            let transparent = (0..<output.width).map { 1 - Double(output[$0, y].a) / 255 }.reduce(0, +)
            return transparent - 30 * (1 - (Double(y) + 0.5) / 120)
        }
    }

    @Test func zeroRoughnessGivesAStraightEdge() throws {
        let excess = try excessOpening(roughness: 0)
        #expect(excess.allSatisfy { abs($0) <= 0.25 })
    }

    @Test func roughnessMakesTheEdgeMeasurablyRagged() throws {
        let excess = try excessOpening(roughness: 1)
        // Fibres only ever remove paper…
        #expect(excess.allSatisfy { $0 >= -0.25 })
        // …and do so visibly: on average more than a pixel, up to several pixels in places…
        let mean = excess.reduce(0, +) / Double(excess.count)
        #expect(mean > 1)
        #expect(excess.max()! >= 4)
        // …irregularly: going down the cut, the opening widens again in many places (a clean wedge
        // only ever narrows).
        let steps = zip(excess.dropFirst(), excess).map { $0 - $1 }
        #expect(steps.filter { $0 >= 0.3 }.count > 10)
        // More roughness, more raggedness.
        let halfway = try excessOpening(roughness: 0.4)
        #expect(halfway.reduce(0, +) / Double(halfway.count) < mean)
    }

    /// Paper that is fully visible with and without fibres shows the same content.
    @Test func roughnessNeverChangesTheShift() throws {
        let smooth = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: TearFixtures.diagonal(roughness: 0))
        let rough = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: TearFixtures.diagonal(roughness: 1))
        var compared = 0
        for y in 0..<smooth.image.height {
            for x in 0..<smooth.image.width {
                guard rough.image[x, y].a == 255, let r = rough.samplePosition(x: x, y: y) else { continue }
                #expect(smooth.image[x, y].a == 255, "roughness made paper appear at \(x),\(y)")
                let s = try #require(smooth.samplePosition(x: x, y: y), "roughness made a pixel visible at \(x),\(y)")
                #expect(r.x == s.x && r.y == s.y, "pixel \(x),\(y): \(r) vs \(s), alpha \(smooth.image[x, y].a)")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }
}
