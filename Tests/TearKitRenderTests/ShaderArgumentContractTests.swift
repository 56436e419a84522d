import Foundation
import Testing
import TearKitCore
import TearKitRender

/// For every shipping effect, what SwiftUI and the CPU host are sent (built from its
/// `ShaderEffectDescription`) must match the `.metal` signature exactly: a mismatch compiles fine
/// and fails silently on device.
@Suite struct ShaderArgumentContractTests {
    struct Signature {
        var file: String
        var returnType: String
        var parameters: [(type: String, name: String)]
    }

    /// Every `[[ stitchable ]] <ret> <name>(<type> <name>, ...)` in the shipping `.metal` files, by function name.
    static func stitchableFunctions() throws -> [String: [Signature]] {
        let regex = try NSRegularExpression(pattern: #"\[\[\s*stitchable\s*\]\]\s*([A-Za-z0-9_:]+)\s+([A-Za-z0-9_]+)\s*\(([^)]*)\)"#)
        var functions: [String: [Signature]] = [:]
        for file in try ShippingShaderSource.allFiles() {
            let code = try ShippingShaderSource.code(of: file)
            for match in regex.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                func group(_ i: Int) -> String { String(code[Range(match.range(at: i), in: code)!]) }
                let parameters = group(3).split(separator: ",").map { part -> (type: String, name: String) in
                    let words = part.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                    return (words.dropLast().joined(separator: " "), words.last.map(String.init) ?? "")
                }
                functions[group(2), default: []].append(Signature(file: file.lastPathComponent, returnType: group(1), parameters: parameters))
            }
        }
        return functions
    }

    static func signature(of functionName: String) throws -> Signature {
        let found = try stitchableFunctions()[functionName] ?? []
        try #require(found.count == 1, "expected exactly one stitchable \(functionName) in Sources/TearKit/Shaders, found \(found.count)")
        return found[0]
    }

    static var effectNames: [String] { ShaderEffectCatalog.all.map { $0.functionName } }

    @Test func everyShippingShaderFunctionHasADescription() throws {
        let functions = try Self.stitchableFunctions()
        #expect(!functions.isEmpty)
        #expect(Set(functions.keys) == Set(Self.effectNames), "each [[ stitchable ]] function needs a ShaderEffectDescription in ShaderEffectCatalog.all, and vice versa")
    }

    @Test(arguments: effectNames)
    func returnTypeAndImplicitParametersMatchTheKind(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let signature = try Self.signature(of: functionName)
        #expect(signature.returnType == effect.kind.metalReturnType)
        let implicit = effect.kind.implicitParameters.map { "\($0.type) \($0.name)" }
        #expect(signature.parameters.prefix(implicit.count).map { "\($0.type) \($0.name)" } == implicit)
    }

    @Test(arguments: effectNames)
    func argumentLayoutMatchesTheMetalSignature(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let declared = try Self.signature(of: functionName).parameters.dropFirst(effect.kind.implicitParameters.count)
            .map { "\($0.type) \($0.name)" }
        #expect(declared == effect.argumentLayout.map { "\($0.type.metalName) \($0.name)" })
    }

    @Test(arguments: effectNames)
    func argumentValuesFollowTheLayout(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let values = effect.identity(viewSize: CGSize(width: 40, height: 30)).argumentValues
        #expect(values.map(\.type) == effect.argumentLayout.map(\.type))
        #expect(values.flatMap(\.components).count == effect.flattenedArgumentCount)
    }

    @Test(arguments: effectNames)
    func hostKnowsTheFunctionWithTheSameKindAndArgumentCount(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let renderer = LayerEffectRenderer(functionName: functionName)
        #expect(renderer.kind == effect.kind)
        #expect(renderer.argumentCount == effect.flattenedArgumentCount)
    }

    @Test(arguments: effectNames)
    func hostRejectsAWrongArgumentCount(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let image = TestCard.pattern(width: 8, height: 8)
        let good = effect.identity(viewSize: CGSize(width: 8, height: 8)).argumentValues.flatMap(\.components)
        for arguments in [Array(good.dropLast()), good + [0], []] {
            #expect(throws: LayerEffectError.argumentCountMismatch(function: functionName, expected: good.count, received: arguments.count)) {
                try LayerEffectRenderer(functionName: functionName).render(image, arguments: arguments)
            }
        }
    }

    @Test func uniformsArgumentsAreNamedFromTheLayout() {
        let uniforms = TearFixtures.diagonal(maxGap: 10, roughness: 0.5)
        #expect(uniforms.arguments.map(\.name) == TearUniforms.argumentLayout.map(\.name))
        #expect(uniforms.flattenedArguments == uniforms.arguments.flatMap(\.value.components))
    }

    @Test func rendererRejectsAnEffectOfAnotherFunctionOrKind() throws {
        let image = TestCard.pattern(width: 8, height: 8)
        #expect(throws: LayerEffectError.effectMismatch(renderer: "tearDistortion", effect: "ripple")) {
            try LayerEffectRenderer().render(image, effect: RippleUniforms.identity(viewSize: CGSize(width: 8, height: 8)))
        }
    }

    /// A description that gets the kind wrong: the host knows `ripple` is a layer effect.
    struct RippleClaimingToBeADistortion: ShaderEffectDescription {
        static let functionName = "ripple"
        static let kind = ShaderEffectKind.distortion
        static let argumentLayout = RippleUniforms.argumentLayout
        var argumentValues: [ShaderArgumentValue] { RippleUniforms.identity(viewSize: .zero).argumentValues }
        var maxSampleOffset: CGSize { .zero }
        static func identity(viewSize: CGSize) -> Self { Self() }
    }

    @Test func rendererRejectsADescriptionOfTheWrongKind() {
        #expect(throws: LayerEffectError.kindMismatch(function: "ripple", expected: .distortion, host: .layer)) {
            try LayerEffectRenderer(for: RippleClaimingToBeADistortion.self)
                .render(TestCard.pattern(width: 4, height: 4), effect: RippleClaimingToBeADistortion())
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
}
