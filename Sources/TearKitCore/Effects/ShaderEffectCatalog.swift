/// Every shader effect TearKit ships, so tests and tools can go over all of them: the
/// argument-contract test checks each against its `.metal` file and the CPU host, and fails for a
/// `.metal` function that is missing here.
package enum ShaderEffectCatalog {
    /// The description type of every shipping shader.
    package static let all: [any ShaderEffectDescription.Type] = [
        TearUniforms.self,
        RippleUniforms.self,
        ShiftUniforms.self,
        TearInTwoUniforms.self,
    ]

    /// The description type for a Metal function name, or `nil`.
    package static func description(named functionName: String) -> (any ShaderEffectDescription.Type)? {
        all.first { $0.functionName == functionName }
    }
}
