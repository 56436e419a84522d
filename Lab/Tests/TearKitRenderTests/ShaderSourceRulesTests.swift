import Foundation
import Testing

/// The CPU shim compiles the shaders as C++14, which accepts things Apple's Metal compiler
/// rejects (or evaluates differently). These rules keep every shipping file inside the MSL subset.
@Suite struct ShaderSourceRulesTests {
    /// Identifier-like tokens of the code (comments removed).
    static func words(_ file: String) throws -> [String] {
        try ShippingShaderSource.code(named: file)
            .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map(String.init)
    }

    @Test func thereAreShippingShaders() throws {
        #expect(ShippingShaderSource.allFileNames.contains("TearDistortion.metal"))
    }

    @Test(arguments: ShippingShaderSource.swiftUIShaderFileNames)
    func includesOnlyMetalAndSwiftUIHeaders(file: String) throws {
        let includes = try ShippingShaderSource.code(named: file).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("#") }
        // Beyond the two system headers, only the shared headers (Sources/TearKit/Rendering), each
        // once, right after `using namespace metal;` (so they see Metal's names).
        let shared = Set(ShippingShaderSource.sharedHeaderNames.map(ShippingShaderSource.includeLine(ofSharedHeader:)))
        #expect(Array(includes.prefix(2)) == ["#include <metal_stdlib>", "#include <SwiftUI/SwiftUI_Metal.h>"])
        #expect(includes.dropFirst(2).allSatisfy(shared.contains), "\(file): \(includes)")
        #expect(Set(includes).count == includes.count, "\(file) includes a header twice")
        let lines = try ShippingShaderSource.text(named: file).split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(3)) == [
                "#include <metal_stdlib>", "#include <SwiftUI/SwiftUI_Metal.h>", "using namespace metal;",
            ])
        #expect(Array(lines.dropFirst(3).prefix(includes.count - 2)) == Array(includes.dropFirst(2)))
    }

    /// A shared header is included into every `.metal` file that uses it, and MSLHost includes every
    /// `.metal` file into a namespace of its own in one translation unit: an include guard or
    /// `#pragma once` would leave the header out of every namespace but the first. It includes
    /// nothing itself (the `.metal` file has already included Metal's headers).
    @Test(arguments: ShippingShaderSource.sharedHeaderNames)
    func sharedHeadersHaveNoGuardAndIncludeNothing(file: String) throws {
        let directives = try ShippingShaderSource.code(named: file).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("#") }
        #expect(directives.isEmpty, "\(file): \(directives)")
        #expect(try !ShippingShaderSource.code(named: file).contains("SwiftUI::Layer"))
    }

    /// SwiftUI documents `SwiftUI::Layer` only as the second parameter of a `[[ stitchable ]]` layer
    /// effect; handing it on to a helper function is not something Apple's compiler promises to
    /// accept, and one function the Metal compiler rejects loses the whole library on device.
    @Test(arguments: ShippingShaderSource.swiftUIShaderFileNames)
    func theLayerIsOnlyAStitchableParameter(file: String) throws {
        let lines = try ShippingShaderSource.code(named: file).split(separator: "\n").filter {
            $0.contains("SwiftUI::Layer")
        }
        for line in lines {
            #expect(
                line.contains("[[ stitchable ]]") && line.contains("(float2 position, SwiftUI::Layer layer"),
                "\(file): \(line)")
        }
    }

    @Test(arguments: ShippingShaderSource.swiftUIShaderCodeNames)
    func usesNoCppFeaturesMetalRejects(file: String) throws {
        // double/long double: not in MSL on Apple GPUs. std::, new/delete, exceptions, RTTI,
        // virtual functions, goto and static locals: not supported by MSL. Loops: the shader is
        // specified loop-free (one sample, fixed cost). host_ / __builtin / __attribute__: shim internals.
        let forbidden: Set<String> = [
            "double", "long", "std", "new", "delete", "throw", "try", "catch", "virtual", "typeid",
            "dynamic_cast", "goto", "static", "thread_local", "for", "while", "do", "printf", "malloc",
            "__builtin_sinf", "__attribute__", "template", "asm",
        ]
        // The curved tear's template over its profile's address space (SwiftUI's `device` array, the
        // Metal host's `constant` one) is MSL.
        let allowed: Set<String> = file == "TearDistortion.metal" ? ["template"] : []
        let used = try Self.words(file).filter { !allowed.contains($0) }
        let offending = used.filter { forbidden.contains($0) || $0.hasPrefix("host_") || $0.hasPrefix("__") }
        #expect(offending.isEmpty, "not valid in the shipping shader: \(Set(offending).sorted())")
        let code = try ShippingShaderSource.code(named: file)
        #expect(!code.contains("::") || Self.onlySwiftUIScopes(code))
    }

    @Test(arguments: ShippingShaderSource.swiftUIShaderCodeNames)
    func floatingLiteralsAreSuffixed(file: String) throws {
        // `0.5` is a float in MSL but a double in C++: the CPU would then compute in double and
        // disagree with the GPU. Every floating literal must carry `f` (or `h`).
        let code = try ShippingShaderSource.code(named: file)
        let regex = try NSRegularExpression(
            pattern: #"(?<![A-Za-z0-9_.])(\d+\.\d*|\.\d+|\d+[eE][-+]?\d+)([eE][-+]?\d+)?(?![fFhH0-9eE.])"#)
        let unsuffixed = regex.matches(in: code, range: NSRange(code.startIndex..., in: code))
            .map { String(code[Range($0.range, in: code)!]) }
        #expect(unsuffixed.isEmpty, "unsuffixed floating literals: \(unsuffixed)")
    }

    @Test(arguments: ShippingShaderSource.swiftUIShaderFileNames)
    func samplesTheLayerOnlyThroughSample(file: String) throws {
        let code = try ShippingShaderSource.code(named: file)
        let layerUses = code.components(separatedBy: "layer.").count - 1
        let sampleCalls = code.components(separatedBy: "layer.sample(").count - 1
        #expect(layerUses == sampleCalls)
    }

    /// `SwiftUI::Layer`, and the sampler options of a Metal host's fragment function
    /// (`constexpr sampler s(coord::pixel, address::clamp_to_zero, filter::linear)`).
    private static func onlySwiftUIScopes(_ code: String) -> Bool {
        let parts = code.components(separatedBy: "::")
        let allowed = ["SwiftUI", "coord", "address", "filter"]
        return parts.dropLast().allSatisfy { part in allowed.contains { scope in part.hasSuffix(scope) } }
    }
}
