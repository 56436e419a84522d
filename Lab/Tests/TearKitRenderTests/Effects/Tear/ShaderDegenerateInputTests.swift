import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Uniforms that describe no usable tear must leave the view intact (or transparent), never
/// produce garbage or sample at NaN. The raw-argument API is used because `TearUniforms`
/// would sanitise these values before the shader ever saw them.
@Suite struct ShaderDegenerateInputTests {
    /// tearStart, tearEnd, tearProgress, maxGap, edgeRoughness, viewSize, contentOrigin, pixelSize,
    /// rimStrength, rimLightness, shadowStrength, flattened (15 floats): a 30-pt vertical tear in an
    /// unpadded 40 × 40 pt view, with the rim and the shadow on.
    static let healthy: [Float] = [20, 0, 20, 30, 0.5, 12, 0.5, 40, 40, 0, 0, 1, 0.6, 0.96, 0.5]
    static let slotNames = [
        "tearStart.x", "tearStart.y", "tearEnd.x", "tearEnd.y", "tearProgress", "maxGap",
        "edgeRoughness", "viewSize.width", "viewSize.height", "contentOrigin.x", "contentOrigin.y",
        "pixelSize", "rimStrength", "rimLightness", "shadowStrength",
    ]
    /// The slots after viewSize: an unpadded layer and the look.
    static let look: [Float] = [0, 0, 1, 0.6, 0.96, 0.5]

    static func healthy(setting index: Int, to value: Float) -> [Float] {
        var a = healthy
        a[index] = value
        return a
    }

    /// Inputs with no usable tear: every pixel must be unchanged or transparent.
    static let degenerate: [(String, [Float])] = {
        var cases: [(String, [Float])] = [
            ("start == end", [20, 10, 20, 10, 0.5, 12, 0.5, 40, 40] + look),
            ("length 0.3 pt", [20, 10, 20, 10.3, 0.5, 12, 0.5, 40, 40] + look),
            ("zero view size", [20, 0, 20, 30, 0.5, 12, 0.5, 0, 0] + look),
            ("zero view width", [20, 0, 20, 30, 0.5, 12, 0.5, 0, 40] + look),
            ("maxGap 0", healthy(setting: 5, to: 0)),
            ("negative maxGap", healthy(setting: 5, to: -5)),
            ("progress 0", healthy(setting: 4, to: 0)),
            ("negative progress", healthy(setting: 4, to: -1)),
            ("infinite maxGap", healthy(setting: 5, to: .infinity)),
            ("huge maxGap", healthy(setting: 5, to: 3e38)),
            ("tearStart absurdly far", healthy(setting: 0, to: -1e30)),
        ]
        for i in [0, 1, 2, 3] {
            for value in [Float.nan, .infinity, -.infinity] {
                cases.append(("\(value) \(slotNames[i])", healthy(setting: i, to: value)))
            }
        }
        for i in [4, 5, 7, 8] { cases.append(("nan \(slotNames[i])", healthy(setting: i, to: .nan))) }
        for i in [4, 5, 7, 8] { cases.append(("-inf \(slotNames[i])", healthy(setting: i, to: -.infinity))) }
        return cases
    }()

    @Test(arguments: degenerate)
    func degenerateUniformsGiveUnchangedOrTransparentPixels(name: String, arguments: [Float]) throws {
        let input = TestCard.pattern(width: 40, height: 40)
        let trace = try LayerEffectRenderer().trace(input, arguments: arguments)
        var bad = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let out = trace.image[x, y]
                if !(out == input[x, y] || out == (0, 0, 0, 0)) { bad += 1 }
            }
        }
        #expect(bad == 0, "\(name): \(bad) pixels are neither unchanged nor transparent")
        try Self.expectCleanSampling(trace, name)
    }

    @Test func aViewWithoutWidthOrHeightIsLeftUntouched() throws {
        // A view of no width or no height has nothing to tear: it is drawn as it is, not cleared because
        // every sample would lie outside it (as with the curved tear).
        let input = TestCard.pattern(width: 40, height: 40)
        for (name, arguments) in [
            ("zero view width", Self.healthy(setting: 7, to: 0)), ("zero view height", Self.healthy(setting: 8, to: 0)),
        ] {
            #expect(try LayerEffectRenderer().render(input, arguments: arguments) == input, "\(name)")
        }
    }

    /// Out-of-range values that still describe a tear are clamped by the shader.
    @Test func outOfRangeRoughnessAndProgressAreClamped() throws {
        let input = TestCard.pattern(width: 40, height: 40)
        let renderer = LayerEffectRenderer()
        let rough1 = try renderer.render(input, arguments: Self.healthy(setting: 6, to: 1))
        let rough0 = try renderer.render(input, arguments: Self.healthy(setting: 6, to: 0))
        #expect(rough0 != rough1)
        #expect(try renderer.render(input, arguments: Self.healthy(setting: 6, to: .infinity)) == rough1)
        #expect(try renderer.render(input, arguments: Self.healthy(setting: 6, to: 7)) == rough1)
        #expect(try renderer.render(input, arguments: Self.healthy(setting: 6, to: .nan)) == rough0)
        #expect(try renderer.render(input, arguments: Self.healthy(setting: 6, to: -.infinity)) == rough0)
        let progress1 = try renderer.render(input, arguments: Self.healthy(setting: 4, to: 1))
        #expect(try renderer.render(input, arguments: Self.healthy(setting: 4, to: .infinity)) == progress1)
    }

    /// Non-finite or out-of-range look parameters fall back or clamp inside the shader itself:
    /// NaN pixel size → 0.5 pt, NaN or negative rim/shadow → none, NaN lightness → off-white (0.96); too large → the maximum.
    @Test func outOfRangeLookParametersAreClamped() throws {
        let input = TestCard.pattern(width: 40, height: 40)
        let renderer = LayerEffectRenderer()
        func render(_ slot: Int, _ value: Float) throws -> RGBAImage {
            try renderer.render(input, arguments: Self.healthy(setting: slot, to: value))
        }
        #expect(try render(11, .nan) == render(11, 0.5))
        #expect(try render(11, -3) == render(11, 0.5))
        #expect(try render(11, .infinity) == render(11, 4))
        #expect(try render(11, 1) != render(11, 0.5))
        for slot in [12, 14] {
            #expect(try render(slot, .nan) == render(slot, 0))
            #expect(try render(slot, -.infinity) == render(slot, 0))
            #expect(try render(slot, 9) == render(slot, 1))
            #expect(try render(slot, 1) != render(slot, 0))
        }
        #expect(try render(13, .nan) == render(13, 0.96))
        #expect(try render(13, -1) == render(13, 0))
        #expect(try render(13, 2) == render(13, 1))
        for slot in 11...14 {
            for value in [Float.nan, .infinity, -.infinity] {
                let trace = try renderer.trace(input, arguments: Self.healthy(setting: slot, to: value))
                try Self.expectCleanSampling(trace, "\(value) \(Self.slotNames[slot])")
                #expect(trace.image.pixels.count == input.pixels.count)
            }
        }
    }

    @Test(arguments: [7, 8])
    func infiniteViewSizeStillNeverSamplesAtNaN(slot: Int) throws {
        let trace = try LayerEffectRenderer().trace(
            TestCard.pattern(width: 40, height: 40),
            arguments: Self.healthy(setting: slot, to: .infinity))
        try Self.expectCleanSampling(trace, "inf \(Self.slotNames[slot])")
    }

    /// At most one sample per pixel, never at a non-finite position.
    private static func expectCleanSampling(_ trace: LayerEffectTrace, _ name: String) throws {
        for i in 0..<trace.sampleCounts.count {
            #expect(trace.sampleCounts[i] <= 1, "\(name): \(trace.sampleCounts[i]) samples in pixel \(i)")
            if trace.sampleCounts[i] == 1 {
                #expect(
                    trace.samplePositions[2 * i].isFinite && trace.samplePositions[2 * i + 1].isFinite,
                    "\(name): sampled at a non-finite position in pixel \(i)")
            }
        }
    }
}
