import Foundation
import MSLHost
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// `TearDistortion.metal` has two entry points that share one tear: the SwiftUI layer effect
/// (`tearDistortion`) and the Metal host's fragment function (`tearDistortionFragment` over a
/// full-screen quad, what the UIKit `tearable` draws with). Both run here on the CPU; for the same
/// arguments they must produce the same pixels, byte for byte.
@Suite struct TearPipelineEqualityTests {
    /// Draws the fragment entry point over `layer` (the padded snapshot) at `scale`.
    static func pipeline(
        _ layer: RGBAImage, scale: Double, floats: [Float],
        vertexFunction: String = TearDistortionPipelineLayout.vertexFunctionName
    ) throws -> RGBAImage {
        var target = RGBAImage(width: layer.width, height: layer.height)
        let noInstanceData: [Float] = [0]
        let status = noInstanceData.withUnsafeBufferPointer { instances in
            floats.withUnsafeBufferPointer { u in
                layer.pixels.withUnsafeBufferPointer { texture in
                    target.pixels.withUnsafeMutableBufferPointer { output in
                        mslhost_draw_instanced_quads(
                            vertexFunction, instances.baseAddress, 1, 0,
                            u.baseAddress, Int32(u.count), texture.baseAddress, Int32(layer.width), Int32(layer.height),
                            output.baseAddress, Int32(layer.width), Int32(layer.height))
                    }
                }
            }
        }
        try #require(status == MSLHOST_OK)
        return target
    }

    /// The stitchable function's arguments (after `position` and `layer`) as the pipeline's uniforms.
    static func pipelineFloats(stitchable a: [Float], scale: Double) -> [Float] {
        // tearStart, tearEnd, tearProgress, maxGap, edgeRoughness, viewSize, contentOrigin, pixelSize, rim, lightness, shadow
        let s = Float(scale)
        return [
            a[0], a[1], a[2], a[3], a[7], a[8], a[9], a[10], a[4], a[5], a[6], a[11], a[12], a[13], a[14], s, 1 / s, 0,
        ]
    }

    /// Renders both entry points and returns how many bytes differ (and the largest difference).
    static func compare(_ uniforms: TearUniforms, margin: Int, scale: Int) throws -> (
        differing: Int, largest: Int, changed: Int
    ) {
        let view = TearFixtures.card(scale: scale)
        let layer = view.padded(by: margin * scale)
        let padded = uniforms.padded(by: Double(margin))
        let stitchable = try LayerEffectRenderer().render(layer, scale: Double(scale), uniforms: padded)
        let fragment = try pipeline(
            layer, scale: Double(scale), floats: TearDistortionPipelineLayout.floats(padded, scale: Double(scale)))
        return difference(stitchable, fragment, layer)
    }

    static func difference(_ a: RGBAImage, _ b: RGBAImage, _ original: RGBAImage) -> (
        differing: Int, largest: Int, changed: Int
    ) {
        var differing = 0, largest = 0, changed = 0
        for i in a.pixels.indices {
            let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            if d > 0 { differing += 1 }
            largest = max(largest, d)
            if a.pixels[i] != original.pixels[i] { changed += 1 }
        }
        return (differing, largest, changed)
    }

    @Test func theFragmentLayoutIsTheArgumentListPlusTheHostsScales() {
        // Every stitchable argument is in the pipeline's uniforms, under the same name.
        let arguments = Set(TearUniforms.argumentLayout.map(\.name))
        let fields = Set(TearDistortionPipelineLayout.uniformFields.map(\.name))
        #expect(arguments.isSubset(of: fields))
        #expect(TearDistortionPipelineLayout.floatsPerUniforms == 18)
        var floats: Int32 = -1, uniforms: Int32 = -1
        var fragment: UnsafePointer<CChar>?
        #expect(
            mslhost_quad_pipeline_layout(TearDistortionPipelineLayout.vertexFunctionName, &floats, &uniforms, &fragment)
                == MSLHOST_OK)
        #expect(Int(uniforms) == TearDistortionPipelineLayout.floatsPerUniforms)
        #expect(fragment.map { String(cString: $0) } == TearDistortionPipelineLayout.fragmentFunctionName)
    }

    @Test("TearDistortionUniforms and the entry points match TearDistortionPipelineLayout")
    func structAndEntryPointsMatchTheLayout() throws {
        let code = try ShippingShaderSource.code()
        let regex = try NSRegularExpression(pattern: "struct TearDistortionUniforms \\{([^}]*)\\};")
        let match = try #require(regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)))
        let members = code[Range(match.range(at: 1), in: code)!].split(separator: ";")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
        #expect(members == TearDistortionPipelineLayout.uniformFields.map { "\($0.type.metalName) \($0.name)" })
        let flat = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flat.contains(
                "vertex TearDistortionVertexOut \(TearDistortionPipelineLayout.vertexFunctionName)(uint vertexID [[vertex_id]])"
            ))
        #expect(
            flat.contains(
                "fragment half4 \(TearDistortionPipelineLayout.fragmentFunctionName)(TearDistortionVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(\(TearDistortionPipelineLayout.snapshotTextureIndex))]], constant TearDistortionUniforms &uniforms [[buffer(\(TearDistortionPipelineLayout.uniformBufferIndex))]])"
            ))
    }

    /// The tear that follows the finger is drawn by the same renderer, which binds its snapshot and
    /// uniforms where the straight tear's go: its entry points must take them there.
    @Test("the curved tear's entry points match CurvedTearDistortionPipelineLayout, at the straight tear's indices")
    func curvedEntryPointsMatchTheLayout() throws {
        typealias Curved = CurvedTearDistortionPipelineLayout
        let flat = try ShippingShaderSource.code().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flat.contains(
                "fragment half4 \(Curved.fragmentFunctionName)(CurvedTearDistortionVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(\(Curved.snapshotTextureIndex))]], constant CurvedTearDistortionUniforms &uniforms [[buffer(\(Curved.uniformBufferIndex))]])"
            ))
        #expect(flat.contains("vertex CurvedTearDistortionVertexOut \(Curved.vertexFunctionName)("))
        #expect(Curved.snapshotTextureIndex == TearDistortionPipelineLayout.snapshotTextureIndex)
        #expect(Curved.uniformBufferIndex == TearDistortionPipelineLayout.uniformBufferIndex)
        #expect(Curved.vertexCount == TearDistortionPipelineLayout.vertexCount)
    }

    @Test func atRestBothShowTheViewUntouched() throws {
        let result = try Self.compare(TearUniforms.identity(viewSize: TearFixtures.viewSize), margin: 10, scale: 2)
        #expect(result.differing == 0)
        #expect(result.changed == 0)
    }

    @Test(arguments: [1, 2, 3])
    func midTearWithTheFullLookIsTheSameInBoth(scale: Int) throws {
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 30, y: 0), tearEnd: CGPoint(x: 80, y: 100), tearProgress: 0.6,
            maxGap: 18, edgeRoughness: 0.7, viewSize: TearFixtures.viewSize,
            pixelSize: 1 / Double(scale), rimStrength: 0.6, rimLightness: 0.96, shadowStrength: 0.5)
        let result = try Self.compare(uniforms, margin: 9, scale: scale)
        #expect(result.changed > 1000, "the tear is visible")
        #expect(result.differing == 0, "largest difference \(result.largest)")
    }

    @Test func aFullTearThroughTheViewIsTheSameInBoth() throws {
        var state = TearState(configuration: TearConfiguration(maxGapWidth: 30), viewSize: TearFixtures.viewSize)
        state.setBroken(true, at: 0)
        let margin = Int(state.configuration.layerMargin)
        let result = try Self.compare(state.uniforms(pixelSize: 0.5), margin: margin, scale: 2)
        #expect(result.changed > 1000)
        #expect(result.differing == 0, "largest difference \(result.largest)")
    }

    @Test func hostileArgumentsGiveTheSamePixelsInBoth() throws {
        let layer = TearFixtures.card(scale: 2).padded(by: 8)
        let nan = Float.nan, inf = Float.infinity
        let hostile: [[Float]] = [
            [60, 0, 60, 100, nan, 20, 0.5, 120, 160, 4, 4, 0.5, 0.6, 0.96, 0.5],
            [60, 0, 60, 100, 0.5, inf, 0.5, 120, 160, 4, 4, 0.5, 0.6, 0.96, 0.5],
            [60, 0, 60, 100, 0.5, 20, nan, 120, 160, 4, 4, nan, nan, nan, nan],
            [60, 0, 60, 0.1, 0.5, 20, 0.5, 120, 160, 4, 4, 0.5, 0.6, 0.96, 0.5],
            [-1e30, 0, 1e30, 100, 1, 20, 9, 120, 160, 4, 4, -3, 7, -2, 9],
            [60, 0, 60, 100, 0.5, 20, 0.5, -5, nan, 4, 4, 0.5, 0.6, 0.96, 0.5],
            [nan, nan, nan, nan, 1, 20, 1, 120, 160, nan, nan, 0.5, 1, 1, 1],
        ]
        for arguments in hostile {
            let stitchable = try LayerEffectRenderer().render(layer, scale: 2, arguments: arguments)
            let fragment = try Self.pipeline(
                layer, scale: 2, floats: Self.pipelineFloats(stitchable: arguments, scale: 2))
            let result = Self.difference(stitchable, fragment, layer)
            #expect(result.differing == 0, "\(arguments): largest difference \(result.largest)")
        }
    }
}
