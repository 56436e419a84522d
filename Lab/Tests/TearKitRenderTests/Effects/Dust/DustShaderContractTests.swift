import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// `Dust.metal` against the Swift side (`DustShaderLayout`) and the MSL subset: a mismatch compiles
/// fine and draws garbage, or nothing, on a device.
@Suite struct DustShaderContractTests {
    static let url = ShippingShaderSource.effectsFolder.appendingPathComponent("Dust/Dust.metal")

    /// The source without comments.
    static func code() throws -> String { try ShippingShaderSource.code(of: url) }

    /// The members of `struct name { … };` as "type name".
    static func members(of name: String) throws -> [String] { try ShippingShaderSource.members(of: name, in: code()) }

    @Test("DustUniforms matches DustShaderLayout field for field, and the host compiled the same struct")
    func uniformsMatchTheLayout() throws {
        #expect(
            try Self.members(of: "DustUniforms")
                == DustShaderLayout.uniformFields.map { "\($0.type.metalName) \($0.name)" })
        let host = RenderableEffect.dustHostLayout
        #expect(host.floatsPerInstance == 0, "a per-particle buffer")
        #expect(host.uniformCount == DustShaderLayout.floatsPerUniforms)
        #expect(host.fragmentFunctionName == DustShaderLayout.fragmentFunctionName)
    }

    @Test("entry points and argument-table indices are where the renderers bind them; no per-particle buffer")
    func entryPoints() throws {
        let code = try Self.code().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            code.contains(
                "vertex DustVertexOut \(DustShaderLayout.vertexFunctionName)(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant DustUniforms &uniforms [[buffer(\(DustShaderLayout.uniformBufferIndex))]])"
            ))
        #expect(
            code.contains(
                "fragment half4 \(DustShaderLayout.fragmentFunctionName)(DustVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(\(DustShaderLayout.snapshotTextureIndex))]])"
            ))
        // Nothing is read per particle: no pointer buffer, no `device` memory.
        #expect(code.firstMatch(of: /constant\s+\w+\s*\*/) == nil, "a pointer buffer in Dust.metal")
        #expect(!code.contains("device"))
        // The host rasteriser interpolates the vertex output as floats with the position first.
        #expect(
            try Self.members(of: "DustVertexOut") == [
                "float4 position [[position]]", "float2 textureCoordinate", "float2 cellLow",
                "float2 cellHigh", "float2 local", "float2 halfSize", "float opacity",
            ])
    }

    @Test("stays inside the MSL subset: Metal's header only, no double/std/loops/statics, suffixed literals")
    func mslSubset() throws {
        let use = try ShippingShaderSource.pipelineSubsetUse(in: Self.code())
        #expect(use.includes == ["#include <metal_stdlib>"])
        #expect(use.forbidden.isEmpty, "\(use.forbidden)")
        #expect(use.reserved.isEmpty, "\(use.reserved)")
        #expect(use.unsuffixed.isEmpty, "\(use.unsuffixed)")
    }
}
