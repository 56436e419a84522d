import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender
import MSLHost

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
        let regex = try NSRegularExpression(
            pattern: #"\[\[\s*stitchable\s*\]\]\s*([A-Za-z0-9_:]+)\s+([A-Za-z0-9_]+)\s*\(([^)]*)\)"#)
        var functions: [String: [Signature]] = [:]
        for file in try ShippingShaderSource.allFiles() {
            let code = try ShippingShaderSource.code(of: file)
            for match in regex.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                func group(_ i: Int) -> String { String(code[Range(match.range(at: i), in: code)!]) }
                let parameters = group(3).split(separator: ",").map { part -> (type: String, name: String) in
                    let words = part.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                    return (words.dropLast().joined(separator: " "), words.last.map(String.init) ?? "")
                }
                functions[group(2), default: []].append(
                    Signature(file: file.lastPathComponent, returnType: group(1), parameters: parameters))
            }
        }
        return functions
    }

    static func signature(of functionName: String) throws -> Signature {
        let found = try stitchableFunctions()[functionName] ?? []
        try #require(
            found.count == 1,
            "expected exactly one stitchable \(functionName) in Sources/TearKit/Effects, found \(found.count)")
        return found[0]
    }

    static var effectNames: [String] { RenderableEffect.shaders.map { $0.functionName } }

    @Test func everyShippingShaderFunctionHasADescription() throws {
        let functions = try Self.stitchableFunctions()
        #expect(!functions.isEmpty)
        #expect(
            Set(functions.keys) == Set(Self.effectNames),
            "each [[ stitchable ]] function needs a ShaderEffectDescription registered as its effect's `shader` (RenderableEffect.all), and vice versa"
        )
    }

    /// A new `.metal` file reaches the CPU host with no hand-written registration: the host's list is
    /// generated from the sources (Lab/Scripts/generate-mslhost-shaders.sh), and this fails until it is run.
    @Test func theHostKnowsEveryStitchableFunctionWithoutRegistration() throws {
        for name in try Self.stitchableFunctions().keys.sorted() {
            #expect(
                mslhost_shader_kind(name) >= 0,
                "the CPU host does not know `\(name)`: run Lab/Scripts/generate-mslhost-shaders.sh")
        }
        let script = ShippingShaderSource.packageRoot.appendingPathComponent("Scripts/generate-mslhost-shaders.sh")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["bash", script.path, "--check"]
        let output = Pipe()
        check.standardError = output
        check.standardOutput = output
        try check.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(report)")
    }

    @Test(arguments: effectNames)
    func returnTypeAndImplicitParametersMatchTheKind(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let signature = try Self.signature(of: functionName)
        #expect(signature.returnType == effect.kind.metalReturnType)
        let implicit = effect.kind.implicitParameters.map { "\($0.type) \($0.name)" }
        #expect(signature.parameters.prefix(implicit.count).map { "\($0.type) \($0.name)" } == implicit)
    }

    @Test(arguments: effectNames)
    func argumentLayoutMatchesTheMetalSignature(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let declared = try Self.signature(of: functionName).parameters.dropFirst(effect.kind.implicitParameters.count)
            .map { "\($0.type) \($0.name)" }
        #expect(declared == effect.argumentLayout.flatMap { $0.type.metalParameters(named: $0.name) })
    }

    @Test(arguments: effectNames)
    func argumentValuesFollowTheLayout(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let values = effect.identity(viewSize: CGSize(width: 40, height: 30)).argumentValues
        #expect(values.map(\.type) == effect.argumentLayout.map(\.type))
        for value in values {
            if case .floatArray(let array) = value {
                #expect(
                    value.components == [Float(array.count)] + array, "an array flattens to its length, then its values"
                )
            } else {
                #expect(value.components.count == value.type.componentCount)
            }
        }
        let arrayFloats = values.reduce(0) { count, value in
            if case .floatArray(let array) = value { count + array.count } else { count }
        }
        #expect(values.flatMap(\.components).count == effect.flattenedArgumentCount + arrayFloats)
    }

    @Test(arguments: effectNames)
    func hostKnowsTheFunctionWithTheSameKindAndArgumentCount(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let renderer = LayerEffectRenderer(functionName: functionName)
        #expect(renderer.kind == effect.kind)
        #expect(renderer.argumentCount == effect.flattenedArgumentCount)
    }

    @Test(arguments: effectNames)
    func hostRejectsAWrongArgumentCount(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let image = TestCard.pattern(width: 8, height: 8)
        let good = effect.identity(viewSize: CGSize(width: 8, height: 8)).argumentValues.flatMap(\.components)
        #expect(throws: Never.self) {
            try LayerEffectRenderer(functionName: functionName).render(image, arguments: good)
        }
        for arguments in [Array(good.dropLast()), good + [0], []] {
            #expect(
                throws: LayerEffectError.argumentCountMismatch(
                    function: functionName, expected: effect.flattenedArgumentCount, received: arguments.count)
            ) {
                try LayerEffectRenderer(functionName: functionName).render(image, arguments: arguments)
            }
        }
    }

    /// An array's length is the float before its values; a length that does not match the floats
    /// that follow (too long, too short, negative, fractional, NaN, huge) is refused, never read past.
    @Test func hostRejectsAnArrayWhoseLengthDoesNotMatchItsValues() throws {
        let uniforms = TearInTwoUniforms.identity(viewSize: CGSize(width: 8, height: 8))
        let values = uniforms.argumentValues
        let arrayIndex = try #require(values.firstIndex { $0.type == .floatArray })
        let before = values[..<arrayIndex].flatMap(\.components),
            after = values[(arrayIndex + 1)...].flatMap(\.components)
        guard case .floatArray(let array) = values[arrayIndex] else { Issue.record("not an array"); return }
        let renderer = LayerEffectRenderer(functionName: TearInTwoUniforms.functionName)
        let image = TestCard.pattern(width: 8, height: 8)
        #expect(throws: Never.self) {
            try renderer.render(image, arguments: before + [Float(array.count)] + array + after)
        }
        for length in [Float(array.count + 1), Float(array.count - 1), -1, 1.5, .nan, .infinity, 1e30] {
            let arguments = before + [length] + array + after
            #expect(
                throws: LayerEffectError.argumentCountMismatch(
                    function: TearInTwoUniforms.functionName,
                    expected: TearInTwoUniforms.flattenedArgumentCount,
                    received: arguments.count), "length \(length)"
            ) {
                try renderer.render(image, arguments: arguments)
            }
        }
    }

    /// A fractional length is refused for being fractional, not for miscounting: n + 0.5 followed by
    /// exactly the n values (and the rest) would read them all correctly if the length were rounded
    /// down, and fits in what follows, so only the whole-number rule can refuse it.
    @Test func hostRejectsAFractionalArrayLengthEvenWhenRoundingItDownWouldFit() throws {
        let uniforms = TearInTwoUniforms.identity(viewSize: CGSize(width: 8, height: 8))
        let values = uniforms.argumentValues
        let arrayIndex = try #require(values.firstIndex { $0.type == .floatArray })
        let before = values[..<arrayIndex].flatMap(\.components),
            after = values[(arrayIndex + 1)...].flatMap(\.components)
        guard case .floatArray(let array) = values[arrayIndex] else { Issue.record("not an array"); return }
        // The length must fit in the floats after it, or the count check refuses it first.
        try #require(!after.isEmpty)
        let renderer = LayerEffectRenderer(functionName: TearInTwoUniforms.functionName)
        let image = TestCard.pattern(width: 8, height: 8)
        // Exactly the floats of the real arguments, only the length is off by half: the real ones draw.
        let arguments = before + [Float(array.count) + 0.5] + array + after
        #expect(arguments.count == uniforms.flattenedArguments.count)
        #expect(throws: Never.self) { try renderer.render(image, arguments: uniforms.flattenedArguments) }
        #expect(
            throws: LayerEffectError.argumentCountMismatch(
                function: TearInTwoUniforms.functionName,
                expected: TearInTwoUniforms.flattenedArgumentCount,
                received: arguments.count)
        ) {
            try renderer.render(image, arguments: arguments)
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
            try LayerEffectRenderer().render(
                image, effect: RippleUniforms.identity(viewSize: CGSize(width: 8, height: 8)))
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
            #expect(throws: LayerEffectError.self) {
                try LayerEffectRenderer().render(image, scale: scale, uniforms: uniforms)
            }
        }
    }
}
