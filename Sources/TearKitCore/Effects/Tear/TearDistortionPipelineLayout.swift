/// The contract between a Metal host of the tear (TearKit's UIKit `tearable`, the CPU host) and the
/// vertex/fragment entry point of `TearDistortion.metal`: function names, indices and the layout of
/// `struct TearDistortionUniforms`, field by field in declaration order. A test compares the list with
/// the struct in the `.metal` file, and another draws both entry points and compares their pixels.
///
/// The pipeline draws the same tear as the SwiftUI layer effect `tearDistortion` (the two share the
/// shader's per-pixel code): a full-screen quad over a render target that is the padded layer (the
/// view's bounds grown by ``TearConfiguration/layerMargin`` on every side), reading a snapshot of the
/// view drawn at ``TearUniforms/contentOrigin`` in a transparent image of that padded size.
@_spi(Internal) public enum TearDistortionPipelineLayout {
    /// The vertex function: the four corners of a full-screen quad (a triangle strip).
    @_spi(Internal) public static let vertexFunctionName = "tearDistortionVertex"
    /// The fragment function: one pixel of the torn snapshot.
    @_spi(Internal) public static let fragmentFunctionName = "tearDistortionFragment"
    /// Fragment-stage buffer index of the uniforms (`constant TearDistortionUniforms &uniforms [[buffer(0)]]`).
    @_spi(Internal) public static let uniformBufferIndex = 0
    /// Fragment-stage texture index of the padded snapshot (`texture2d<half> snapshot [[texture(0)]]`).
    @_spi(Internal) public static let snapshotTextureIndex = 0
    /// Vertices of the quad (a triangle strip of two triangles).
    @_spi(Internal) public static let vertexCount = 4

    /// `struct TearDistortionUniforms`: `tearDistortion`'s arguments, then the host's two scales.
    @_spi(Internal) public static let uniformFields: [(name: String, type: ShaderArgumentType)] = [
        ("tearStart", .float2), ("tearEnd", .float2), ("viewSize", .float2), ("contentOrigin", .float2),
        ("tearProgress", .float), ("maxGap", .float), ("edgeRoughness", .float), ("pixelSize", .float),
        ("rimStrength", .float), ("rimLightness", .float), ("shadowStrength", .float),
        ("layerScale", .float), ("pointsPerPixel", .float), ("padding", .float),
    ]

    /// Floats in the uniforms (18: 72 bytes).
    @_spi(Internal) public static let floatsPerUniforms = uniformFields.reduce(0) { $0 + $1.type.componentCount }

    /// The uniform buffer for `uniforms` drawn at `scale` render-target (and snapshot) pixels per
    /// point, in ``uniformFields`` order. A scale that is not finite and positive counts as 1.
    @_spi(Internal) public static func floats(_ uniforms: TearUniforms, scale: Double) -> [Float] {
        let s = scale.isFinite && scale > 0 ? Float(scale) : 1
        return [
            Float(uniforms.tearStart.x), Float(uniforms.tearStart.y), Float(uniforms.tearEnd.x),
            Float(uniforms.tearEnd.y),
            Float(uniforms.viewSize.width), Float(uniforms.viewSize.height),
            Float(uniforms.contentOrigin.x), Float(uniforms.contentOrigin.y),
            Float(uniforms.tearProgress), Float(uniforms.maxGap), Float(uniforms.edgeRoughness),
            Float(uniforms.pixelSize),
            Float(uniforms.rimStrength), Float(uniforms.rimLightness), Float(uniforms.shadowStrength),
            s, 1 / s, 0,
        ]
    }
}
