import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// `Shatter.metal` against the Swift side (`ShatterShaderLayout`) and the MSL subset: a mismatch
/// compiles fine and draws garbage, or nothing, on a device.
@Suite struct ShatterShaderContractTests {
    static let url = ShippingShaderSource.effectsFolder.appendingPathComponent("Shatter/Shatter.metal")

    /// The source without comments.
    static func code() throws -> String { try ShippingShaderSource.code(of: url) }

    /// The members of `struct name { … };` as "type name".
    static func members(of name: String) throws -> [String] { try ShippingShaderSource.members(of: name, in: code()) }

    @Test("ShatterQuad and ShatterUniforms match ShatterShaderLayout field for field")
    func structsMatchTheLayout() throws {
        #expect(
            try Self.members(of: "ShatterQuad")
                == ShatterShaderLayout.quadFields.map { "\($0.type.metalName) \($0.name)" })
        #expect(
            try Self.members(of: "ShatterUniforms")
                == ShatterShaderLayout.uniformFields.map { "\($0.type.metalName) \($0.name)" })
        // The CPU host compiled the same structs (it static_asserts their sizes) and reports the same counts.
        let host = ShatterRenderer.hostLayout
        #expect(host.floatsPerInstance == ShatterShaderLayout.floatsPerQuad)
        #expect(host.uniformCount == ShatterShaderLayout.floatsPerUniforms)
        #expect(host.fragmentFunctionName == ShatterShaderLayout.fragmentFunctionName)
    }

    @Test("entry points, argument-table indices and the [[position]] member are where the renderers bind them")
    func entryPoints() throws {
        let code = try Self.code().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            code.contains(
                "vertex ShatterVertexOut \(ShatterShaderLayout.vertexFunctionName)(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant ShatterQuad *quads [[buffer(\(ShatterShaderLayout.quadBufferIndex))]], constant ShatterUniforms &uniforms [[buffer(\(ShatterShaderLayout.uniformBufferIndex))]])"
            ))
        #expect(
            code.contains(
                "fragment half4 \(ShatterShaderLayout.fragmentFunctionName)(ShatterVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(\(ShatterShaderLayout.snapshotTextureIndex))]])"
            ))
        // The host rasteriser interpolates the vertex output as floats with the position first.
        #expect(
            try Self.members(of: "ShatterVertexOut") == [
                "float4 position [[position]]", "float4 edgeDistance", "float2 textureCoordinate",
                "float2 edgeDistance2", "float opacity", "float crackFront", "float crackLight", "float glint",
                "float parted",
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

    @Test("the host rejects a layout that differs from the shader's")
    func hostRejectsWrongLayouts() {
        var target = [UInt8](repeating: 0, count: 16)
        let quads = [Float](repeating: 0, count: 68), uniforms = [Float](repeating: 1, count: 18)
        func draw(_ name: String, floatsPerQuad: Int32, uniformCount: Int32) -> Int32 {
            target.withUnsafeMutableBufferPointer { out in
                mslhostDraw(name, quads, floatsPerQuad, uniforms, uniformCount, out.baseAddress!)
            }
        }
        #expect(draw("shatterVertex", floatsPerQuad: 33, uniformCount: 18) == 2)
        #expect(draw("shatterVertex", floatsPerQuad: 34, uniformCount: 17) == 2)
        #expect(draw("noSuchVertex", floatsPerQuad: 34, uniformCount: 18) == 1)
        #expect(draw("shatterVertex", floatsPerQuad: 34, uniformCount: 18) == 0)
    }
}
