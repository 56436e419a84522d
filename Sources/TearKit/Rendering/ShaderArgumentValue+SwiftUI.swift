#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShaderArgumentValue {
    /// The SwiftUI shader argument carrying this value: one `Shader.Argument` per case, so the list
    /// sent to the GPU is built generically from ``ShaderEffectDescription/arguments`` and never typed by hand.
    var shaderArgument: Shader.Argument {
        switch self {
        case .float(let x): .float(x)
        case .float2(let x, let y): .float2(x, y)
        case .float4(let x, let y, let z, let w): .float4(x, y, z, w)
        // SwiftUI converts a Color to a premultiplied half4 itself.
        case .color(let r, let g, let b, let a):
            .color(Color(.sRGB, red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a)))
        // Metal receives the values and, as the next parameter, their count.
        case .floatArray(let values): .floatArray(values)
        }
    }
}
#endif
