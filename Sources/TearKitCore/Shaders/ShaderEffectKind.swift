/// Which of SwiftUI's three shader effects a Metal function is written for. The kind fixes the
/// function's return type and the parameters SwiftUI passes before the effect's own arguments.
///
/// | kind | SwiftUI modifier | Metal signature |
/// |---|---|---|
/// | ``layer`` | `layerEffect(_:maxSampleOffset:isEnabled:)` | `half4 f(float2 position, SwiftUI::Layer layer, args...)` |
/// | ``distortion`` | `distortionEffect(_:maxSampleOffset:isEnabled:)` | `float2 f(float2 position, args...)` |
/// | ``color`` | `colorEffect(_:isEnabled:)` | `half4 f(float2 position, half4 color, args...)` |
@_spi(Internal) public enum ShaderEffectKind: String, Sendable, Equatable, CaseIterable {
    /// Reads the view's rasterised layer anywhere within `maxSampleOffset` and returns a colour.
    case layer
    /// Returns, for each destination pixel, the position in the view it shows; positions outside
    /// the view leave the pixel transparent.
    case distortion
    /// Recolours each pixel from its own colour only.
    case color

    /// The Metal return type of a function of this kind.
    @_spi(Internal) public var metalReturnType: String {
        switch self {
        case .layer, .color: "half4"
        case .distortion: "float2"
        }
    }

    /// The parameters SwiftUI supplies before the effect's own arguments, as `type name` pairs.
    @_spi(Internal) public var implicitParameters: [(type: String, name: String)] {
        switch self {
        case .layer: [("float2", "position"), ("SwiftUI::Layer", "layer")]
        case .distortion: [("float2", "position")]
        case .color: [("float2", "position"), ("half4", "color")]
        }
    }
}
