#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShaderArgumentValue {
    /// The SwiftUI shader argument carrying this value: one `Shader.Argument` per case, so the list
    /// sent to the GPU is built generically from ``TearUniforms/arguments`` and never typed by hand.
    var shaderArgument: Shader.Argument {
        switch self {
        case .float(let x): .float(x)
        case .float2(let x, let y): .float2(x, y)
        }
    }
}
#endif
