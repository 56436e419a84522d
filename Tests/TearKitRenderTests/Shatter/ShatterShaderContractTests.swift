import Foundation
import Testing
import TearKitCore
import TearKitRender

/// `Shatter.metal` against the Swift side (`ShatterShaderLayout`) and the MSL subset: a mismatch
/// compiles fine and draws garbage, or nothing, on a device.
@Suite struct ShatterShaderContractTests {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TearKit/Effects/Shatter/Shatter.metal")

    /// The source without comments.
    static func code() throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// The members of `struct name { … };` as "type name".
    static func members(of name: String) throws -> [String] {
        let code = try code()
        let regex = try NSRegularExpression(pattern: "struct \(name) \\{([^}]*)\\};")
        let match = try #require(regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)))
        return code[Range(match.range(at: 1), in: code)!].split(separator: ";")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    @Test("ShatterQuad and ShatterUniforms match ShatterShaderLayout field for field")
    func structsMatchTheLayout() throws {
        #expect(try Self.members(of: "ShatterQuad") == ShatterShaderLayout.quadFields.map { "\($0.type.metalName) \($0.name)" })
        #expect(try Self.members(of: "ShatterUniforms") == ShatterShaderLayout.uniformFields.map { "\($0.type.metalName) \($0.name)" })
        // The CPU host compiled the same structs (it static_asserts their sizes) and reports the same counts.
        let host = ShatterRenderer.hostLayout
        #expect(host.floatsPerInstance == ShatterShaderLayout.floatsPerQuad)
        #expect(host.uniformCount == ShatterShaderLayout.floatsPerUniforms)
        #expect(host.fragmentFunctionName == ShatterShaderLayout.fragmentFunctionName)
    }

    @Test("entry points, argument-table indices and the [[position]] member are where the renderers bind them")
    func entryPoints() throws {
        let code = try Self.code().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(code.contains("vertex ShatterVertexOut \(ShatterShaderLayout.vertexFunctionName)(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant ShatterQuad *quads [[buffer(\(ShatterShaderLayout.quadBufferIndex))]], constant ShatterUniforms &uniforms [[buffer(\(ShatterShaderLayout.uniformBufferIndex))]])"))
        #expect(code.contains("fragment half4 \(ShatterShaderLayout.fragmentFunctionName)(ShatterVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(\(ShatterShaderLayout.snapshotTextureIndex))]])"))
        // The host rasteriser interpolates the vertex output as floats with the position first.
        #expect(try Self.members(of: "ShatterVertexOut") == ["float4 position [[position]]", "float4 edgeDistance", "float2 textureCoordinate",
                                                               "float2 edgeDistance2", "float opacity", "float crackFront", "float crackLight", "float glint",
                                                               "float parted"])
    }

    @Test("stays inside the MSL subset: Metal's header only, no double/std/loops/statics, suffixed literals")
    func mslSubset() throws {
        let code = try Self.code()
        let includes = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("#") }
        #expect(includes == ["#include <metal_stdlib>"])
        let words = Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        let forbidden: Set<String> = ["double", "long", "std", "new", "delete", "throw", "try", "catch", "virtual", "goto", "static",
                                      "for", "while", "do", "printf", "malloc", "template", "asm", "float3", "host_pixels"]
        #expect(words.intersection(forbidden).isEmpty, "\(words.intersection(forbidden).sorted())")
        #expect(!words.contains { $0.hasPrefix("__") })
        let literal = try NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.])(\d+\.\d*|\.\d+|\d+[eE][-+]?\d+)([eE][-+]?\d+)?(?![fFhH0-9eE.])"#)
        let unsuffixed = literal.matches(in: code, range: NSRange(code.startIndex..., in: code)).map { String(code[Range($0.range, in: code)!]) }
        #expect(unsuffixed.isEmpty, "\(unsuffixed)")
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
