import Foundation
import Testing
import MSLHost
@_spi(Internal) import TearKitCore

/// Every vertex/fragment pair in the shipping `.metal` files reaches the CPU host without MSLHost
/// code of its own: the generator writes its draw function and its table entry, with the buffer
/// layouts the shader's own structs have.
@Suite struct QuadPipelineGenerationTests {
    /// Every `vertex <type> <name>(` in the shipping shaders, with the file it is in.
    static func vertexFunctions() throws -> [(name: String, file: String)] {
        let pattern = try NSRegularExpression(pattern: #"\bvertex\s+\w+\s+(\w+)\s*\("#)
        return try ShippingShaderSource.allFiles().flatMap { url in
            let text = try ShippingShaderSource.text(of: url)
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                (String(text[Range(match.range(at: 1), in: text)!]), url.lastPathComponent)
            }
        }
    }

    @Test func theHostKnowsEveryPairWithoutRegistration() throws {
        let functions = try Self.vertexFunctions()
        #expect(functions.count >= 2, "\(functions)")
        for (name, file) in functions {
            var floats: Int32 = -1, uniforms: Int32 = -1
            var fragment: UnsafePointer<CChar>?
            #expect(
                mslhost_quad_pipeline_layout(name, &floats, &uniforms, &fragment) == MSLHOST_OK,
                "the CPU host does not know \(name) (\(file)): run Lab/Scripts/generate-mslhost-shaders.sh")
            let base = name.hasSuffix("Vertex") ? String(name.dropLast("Vertex".count)) : name
            #expect(
                fragment.map { String(cString: $0) } == base + "Fragment",
                "\(name): fragment \(fragment.map { String(cString: $0) } ?? "none")")
        }
    }

    /// The layouts the generator derives from the shaders' structs are the ones the Swift side uploads.
    @Test func theGeneratedLayoutsAreTheSwiftLayouts() {
        var floats: Int32 = -1, uniforms: Int32 = -1
        #expect(
            mslhost_quad_pipeline_layout(ShatterShaderLayout.vertexFunctionName, &floats, &uniforms, nil) == MSLHOST_OK)
        #expect(
            (Int(floats), Int(uniforms)) == (ShatterShaderLayout.floatsPerQuad, ShatterShaderLayout.floatsPerUniforms))
        #expect(
            mslhost_quad_pipeline_layout(TearDistortionPipelineLayout.vertexFunctionName, &floats, &uniforms, nil)
                == MSLHOST_OK)
        #expect((Int(floats), Int(uniforms)) == (0, TearDistortionPipelineLayout.floatsPerUniforms))
        #expect(mslhost_quad_pipeline_layout("noSuchVertex", &floats, &uniforms, nil) == MSLHOST_ERROR_UNKNOWN_FUNCTION)
    }
}
