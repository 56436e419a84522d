/// The Metal type of one argument of a SwiftUI shader function.
///
/// Only the types TearKit's shaders use are listed. `float3` is deliberately absent:
/// SwiftUI's `Shader.Argument` has no convenient `float3` form and it is a known source of
/// silent shader failures, so TearKit never uses it. Neither is `.image`: at most one image per
/// shader is supported by SwiftUI, and no TearKit effect needs one.
@_spi(Internal) public enum ShaderArgumentType: String, Sendable, Equatable, CaseIterable {
    /// A single 32-bit float (`float` in MSL, `Shader.Argument.float(_:)` in SwiftUI).
    case float
    /// Two 32-bit floats (`float2` in MSL, `Shader.Argument.float2(_:_:)` in SwiftUI).
    case float2
    /// Four 32-bit floats (`float4` in MSL, `Shader.Argument.float4(_:_:_:_:)` in SwiftUI).
    case float4
    /// A colour (`half4` in MSL, premultiplied; `Shader.Argument.color(_:)` in SwiftUI).
    case half4
    /// Any number of 32-bit floats (`Shader.Argument.floatArray(_:)` in SwiftUI), which MSL receives
    /// as **two** parameters: `device const float* name, int nameCount` (see ``metalParameters(named:)``).
    case floatArray

    /// The type's spelling in Metal Shading Language (for an array, its pointer parameter's).
    @_spi(Internal) public var metalName: String {
        self == .floatArray ? "device const float*" : rawValue
    }

    /// The `.metal` parameter declarations of an argument of this type called `name`: one, or for a
    /// ``floatArray`` the pointer and its element count, `["device const float* name", "int nameCount"]`.
    @_spi(Internal) public func metalParameters(named name: String) -> [String] {
        self == .floatArray ? ["\(metalName) \(name)", "int \(name)Count"] : ["\(metalName) \(name)"]
    }

    /// How many 32-bit floats the argument occupies when flattened; for a ``floatArray``, the least
    /// (1: its length, which the values follow).
    @_spi(Internal) public var componentCount: Int {
        switch self {
        case .float, .floatArray: 1
        case .float2: 2
        case .float4, .half4: 4
        }
    }
}

/// The value of one shader argument, already converted to the 32-bit floats Metal receives.
///
/// The SwiftUI adapter maps each case onto exactly one `Shader.Argument`
/// (`.float(x)` and `.float2(x, y)`), so the argument list sent to the GPU is built
/// generically from ``TearUniforms/arguments`` and can never drift from the shader's signature.
@_spi(Internal) public enum ShaderArgumentValue: Sendable, Equatable {
    /// A single float.
    case float(Float)
    /// A pair of floats, e.g. a point or a size in points.
    case float2(Float, Float)
    /// Four floats.
    case float4(Float, Float, Float, Float)
    /// A colour: red, green, blue and opacity in 0…1, sRGB, **not** premultiplied (SwiftUI's
    /// `Color(.sRGB, red:green:blue:opacity:)`). The shader receives it premultiplied, as SwiftUI
    /// converts a `.color` argument.
    case color(red: Float, green: Float, blue: Float, opacity: Float)
    /// Any number of floats, e.g. a polyline's coordinates.
    case floatArray([Float])

    /// The argument's Metal type.
    @_spi(Internal) public var type: ShaderArgumentType {
        switch self {
        case .float: .float
        case .float2: .float2
        case .float4: .float4
        case .color: .half4
        case .floatArray: .floatArray
        }
    }

    /// The argument's components in order, as the CPU shader host receives them (`[x]`, `[x, y]`,
    /// `[x, y, z, w]`, a colour premultiplied: `[r·a, g·a, b·a, a]`, or an array as its length
    /// followed by its values: `[n, v₀, …, vₙ₋₁]`).
    @_spi(Internal) public var components: [Float] {
        switch self {
        case .float(let x): [x]
        case .float2(let x, let y): [x, y]
        case .float4(let x, let y, let z, let w): [x, y, z, w]
        case .color(let r, let g, let b, let a): [r * a, g * a, b * a, a]
        case .floatArray(let values): [Float(values.count)] + values
        }
    }
}

/// One named, typed argument of a shader function, as declared in its `.metal` signature
/// after the implicit `position` and `layer` parameters.
@_spi(Internal) public struct ShaderArgument: Sendable, Equatable {
    /// The parameter's name in the `.metal` file.
    @_spi(Internal) public var name: String
    /// The value sent for it.
    @_spi(Internal) public var value: ShaderArgumentValue

    /// Creates a named argument.
    @_spi(Internal) public init(name: String, value: ShaderArgumentValue) {
        self.name = name
        self.value = value
    }
}
