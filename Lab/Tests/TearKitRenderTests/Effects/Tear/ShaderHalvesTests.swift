import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The two halves are moved apart rigidly: every visible pixel shows content from its own side,
/// each half moves away from the cut (not towards it), nothing is shown twice, nothing moves farther
/// than `maxSampleOffset`, and nothing comes from outside the view.
@Suite struct ShaderHalvesTests {
    static let tears = [
        TearFixtures.vertical(maxGap: 20, roughness: 0.8),
        TearFixtures.vertical(maxGap: 20, roughness: 0),
        TearFixtures.diagonal(maxGap: 17, roughness: 0),
        TearFixtures.diagonal(maxGap: 24, roughness: 0.8),
        TearUniforms(
            tearStart: CGPoint(x: 0, y: 70), tearEnd: CGPoint(x: 90, y: 90), tearProgress: 0.5,
            maxGap: 40, edgeRoughness: 0.3, viewSize: TearFixtures.viewSize),
    ]

    @Test(arguments: tears)
    func everyVisiblePixelSamplesFromItsOwnSide(uniforms: TearUniforms) throws {
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        var visible = 0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width where trace.image[x, y].a > 0 {
                visible += 1
                let s = try #require(trace.samplePosition(x: x, y: y))
                let pixelSide = geometry.across(trace.pixelCentre(x: x, y: y))
                let sampleSide = geometry.across(s)
                #expect(pixelSide * sampleSide > 0, "pixel \(x),\(y) shows content from across the cut")
            }
        }
        #expect(visible > trace.image.width * trace.image.height / 2)
    }

    @Test(arguments: tears)
    func noSourceContentAppearsTwice(uniforms: TearUniforms) throws {
        // Across the cut, duplicates are impossible once each side samples strictly from itself
        // (tested above). Within one side, samples of distinct pixels lie ≥ ~1 pt apart (the
        // shift is a shear, area-preserving), so on a quarter-point grid any duplicate collides.
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        var seen = Set<Int64>()
        var visible = 0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width where trace.image[x, y].a > 0 {
                let s = try #require(trace.samplePosition(x: x, y: y))
                let side: Int64 = geometry.across(trace.pixelCentre(x: x, y: y)) < 0 ? 1 : 2
                let key = side * 1_000_000_000_000 + Int64((s.x * 4).rounded()) * 1_000_000 + Int64((s.y * 4).rounded())
                seen.insert(key)
                visible += 1
            }
        }
        #expect(seen.count == visible, "\(visible - seen.count) pixels show content another pixel already shows")
    }

    @Test(arguments: tears)
    func noPixelSamplesFartherThanMaxSampleOffset(uniforms: TearUniforms) throws {
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        let limit = uniforms.maxSampleOffset
        var largest = (x: 0.0, y: 0.0)
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                guard let s = trace.samplePosition(x: x, y: y) else { continue }
                let p = trace.pixelCentre(x: x, y: y)
                largest = (max(largest.x, abs(s.x - p.x)), max(largest.y, abs(s.y - p.y)))
            }
        }
        #expect(largest.x <= Double(limit.width) + 1e-3)
        #expect(largest.y <= Double(limit.height) + 1e-3)
        // The bound is tight: pixels near the start of the tear really move by about maxGap / 2.
        let magnitude = (largest.x * largest.x + largest.y * largest.y).squareRoot()
        #expect(magnitude > uniforms.maxGap / 2 * 0.8)
    }

    @Test(arguments: tears)
    func nothingIsSampledFromOutsideTheView(uniforms: TearUniforms) throws {
        // Every pixel that samples, not only the visible ones: a sample just outside the view is
        // filtered with the transparent texels beyond the border and may come out (almost)
        // transparent, yet it smears the border into the picture.
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        let size = uniforms.viewSize
        var sampled = 0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                #expect(trace.sampleCounts[y * trace.image.width + x] <= 1, "more than one sample at \(x),\(y)")
                guard let s = trace.samplePosition(x: x, y: y) else { continue }
                sampled += 1
                #expect(
                    s.x >= 0 && s.y >= 0 && s.x <= Double(size.width) && s.y <= Double(size.height),
                    "pixel \(x),\(y) sampled outside the view, at \(s)")
            }
        }
        #expect(sampled > trace.image.width * trace.image.height / 2)
    }

    @Test(arguments: tears)
    func everyShiftPointsAwayFromTheCut(uniforms: TearUniforms) throws {
        // Each half moves straight away from the cut: a pixel shows content from nearer the cut on
        // its own side, so its sample lies towards the cut (perpendicular to it), never away from it.
        // (Checked on the opaque pixels: the card's content, not whatever is drawn in the gap.)
        let geometry = TearAxes(uniforms)
        let trace = try LayerEffectRenderer().trace(TearFixtures.card(), uniforms: uniforms)
        var shifted = 0
        var towardsTheCut: [String] = [], alongTheCut: [String] = []
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width where trace.image[x, y].a == 255 {
                guard let s = trace.samplePosition(x: x, y: y) else { continue }
                let p = trace.pixelCentre(x: x, y: y)
                let side: Double = geometry.across(p) < 0 ? -1 : 1
                let shift = (x: p.x - s.x, y: p.y - s.y)  // where the content moved, in points
                let outward = side * (shift.x * geometry.perp.x + shift.y * geometry.perp.y)
                let along = shift.x * geometry.norm.x + shift.y * geometry.norm.y
                if outward < -1e-3 { towardsTheCut.append("\(x),\(y) by \(-outward) pt") }
                if abs(along) > 1e-3 { alongTheCut.append("\(x),\(y) by \(along) pt") }
                if outward > 0.5 { shifted += 1 }
            }
        }
        #expect(
            towardsTheCut.isEmpty,
            "\(towardsTheCut.count) pixels moved towards the cut, e.g. \(towardsTheCut.prefix(3))")
        #expect(alongTheCut.isEmpty, "\(alongTheCut.count) pixels moved along the cut, e.g. \(alongTheCut.prefix(3))")
        // Most of the view moved (the tip region and what lies beyond it stay put).
        #expect(shifted > trace.image.width * trace.image.height / 4)
    }
}
