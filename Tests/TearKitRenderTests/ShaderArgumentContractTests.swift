import Foundation
import Testing
import TearKitCore
import TearKitRender

/// The arguments SwiftUI sends (built from `TearUniforms`) must match the `.metal` signature
/// exactly: a mismatch compiles fine and fails silently on device.
@Suite struct ShaderArgumentContractTests {
    struct Signature {
        var returnType: String
        var parameters: [(type: String, name: String)]
    }

    /// Parses `[[ stitchable ]] <ret> tearDistortion(<type> <name>, ...)` out of the shipping file.
    static func parseSignature() throws -> Signature {
        let code = try ShippingShaderSource.code()
        let pattern = #"\[\[\s*stitchable\s*\]\]\s*([A-Za-z0-9_:]+)\s+"# + TearUniforms.shaderFunctionName + #"\s*\(([^)]*)\)"#
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(code.startIndex..., in: code)
        let matches = regex.matches(in: code, range: range)
        try #require(matches.count == 1, "expected exactly one stitchable \(TearUniforms.shaderFunctionName)")
        let match = matches[0]
        let returnType = String(code[Range(match.range(at: 1), in: code)!])
        let list = String(code[Range(match.range(at: 2), in: code)!])
        let parameters = list.split(separator: ",").map { part -> (type: String, name: String) in
            let words = part.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            return (words.dropLast().joined(separator: " "), words.last.map(String.init) ?? "")
        }
        return Signature(returnType: returnType, parameters: parameters)
    }

    @Test func positionAndLayerComeFirstAndTheResultIsHalf4() throws {
        let signature = try Self.parseSignature()
        #expect(signature.returnType == "half4")
        try #require(signature.parameters.count >= 2)
        #expect(signature.parameters[0].type == "float2" && signature.parameters[0].name == "position")
        #expect(signature.parameters[1].type == "SwiftUI::Layer" && signature.parameters[1].name == "layer")
    }

    @Test func argumentLayoutMatchesTheMetalSignature() throws {
        let declared = try Self.parseSignature().parameters.dropFirst(2).map { "\($0.type) \($0.name)" }
        let layout = TearUniforms.argumentLayout.map { "\($0.type.metalName) \($0.name)" }
        #expect(declared == layout)
    }

    @Test func uniformsArgumentsMatchTheMetalSignature() throws {
        let declared = try Self.parseSignature().parameters.dropFirst(2).map { "\($0.type) \($0.name)" }
        let uniforms = TearFixtures.diagonal(maxGap: 10, roughness: 0.5)
        let sent = uniforms.arguments.map { "\($0.value.type.metalName) \($0.name)" }
        #expect(sent == declared)
        let floats = Self.componentCount(ofDeclared: declared)
        #expect(uniforms.flattenedArguments.count == floats)
        #expect(LayerEffectRenderer().argumentCount == floats)
    }

    @Test func hostRejectsAWrongArgumentCount() throws {
        let image = TestCard.pattern(width: 8, height: 8)
        let good = TearUniforms.identity(viewSize: CGSize(width: 8, height: 8)).flattenedArguments
        for arguments in [Array(good.dropLast()), good + [0], []] {
            #expect(throws: LayerEffectError.argumentCountMismatch(function: "tearDistortion", expected: good.count, received: arguments.count)) {
                try LayerEffectRenderer().render(image, arguments: arguments)
            }
        }
    }

    @Test func hostRejectsAnUnknownFunctionAndABadScale() throws {
        let image = TestCard.pattern(width: 8, height: 8)
        let uniforms = TearUniforms.identity(viewSize: CGSize(width: 8, height: 8))
        #expect(throws: LayerEffectError.unknownFunction("tearDistorsion")) {
            try LayerEffectRenderer(functionName: "tearDistorsion").render(image, uniforms: uniforms)
        }
        for scale in [0, -1, Double.nan, .infinity] {
            #expect(throws: LayerEffectError.self) { try LayerEffectRenderer().render(image, scale: scale, uniforms: uniforms) }
        }
    }

    private static func componentCount(ofDeclared declared: [String]) -> Int {
        declared.map { $0.hasPrefix("float2 ") ? 2 : 1 }.reduce(0, +)
    }
}
