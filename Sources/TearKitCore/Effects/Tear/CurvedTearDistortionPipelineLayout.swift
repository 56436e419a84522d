/// The contract between a Metal host of a tear that follows the finger (TearKit's UIKit `tearable`, the
/// CPU host) and the vertex/fragment entry point for it in `TearDistortion.metal`: function names,
/// indices and the layout of `struct CurvedTearDistortionUniforms`, field by field. It draws what the
/// SwiftUI layer effect `curvedTearDistortion` draws, over the same padded render target and snapshot
/// as ``TearDistortionPipelineLayout``.
@_spi(Internal) public enum CurvedTearDistortionPipelineLayout {
    /// The vertex function: the four corners of a full-screen quad (a triangle strip).
    @_spi(Internal) public static let vertexFunctionName = "curvedTearDistortionVertex"
    /// The fragment function: one pixel of the torn snapshot.
    @_spi(Internal) public static let fragmentFunctionName = "curvedTearDistortionFragment"
    /// Fragment-stage buffer index of the uniforms.
    @_spi(Internal) public static let uniformBufferIndex = 0
    /// Fragment-stage texture index of the padded snapshot.
    @_spi(Internal) public static let snapshotTextureIndex = 0
    /// Vertices of the quad (a triangle strip of two triangles).
    @_spi(Internal) public static let vertexCount = 4
    /// Floats the profile's fixed array holds: the most a ``CurvedTearProfile`` has (194).
    @_spi(Internal) public static let profileFloats = CurvedTearProfile.maximumFloats

    /// `struct CurvedTearDistortionUniforms` before its profile array: `curvedTearDistortion`'s other
    /// arguments, the host's two scales and how many floats of the profile are used.
    @_spi(Internal) public static let uniformFields: [(name: String, type: ShaderArgumentType)] = [
        ("startDirection", .float2), ("viewSize", .float2), ("contentOrigin", .float2),
        ("tearProgress", .float), ("maxGap", .float), ("edgeRoughness", .float), ("pixelSize", .float),
        ("rimStrength", .float), ("rimLightness", .float), ("shadowStrength", .float),
        ("layerScale", .float), ("pointsPerPixel", .float), ("profileCount", .float),
    ]

    /// Floats in the uniforms (210: 840 bytes, a whole number of the struct's 8-byte alignment): the
    /// fields, then the profile's array.
    @_spi(Internal) public static let floatsPerUniforms =
        uniformFields.reduce(0) { $0 + $1.type.componentCount } + profileFloats

    /// The uniform buffer for `uniforms` drawn at `scale` render-target (and snapshot) pixels per point:
    /// ``uniformFields`` in order, then the path's profile (``CurvedTearUniforms/profileFloats``), zeros
    /// after it. A scale that is not finite and positive counts as 1.
    @_spi(Internal) public static func floats(_ uniforms: CurvedTearUniforms, scale: Double) -> [Float] {
        let s = scale.isFinite && scale > 0 ? Float(scale) : 1
        let look = uniforms.look
        let profile = Array(uniforms.profileFloats.prefix(profileFloats))
        let fields: [Float] = [
            Float(uniforms.startDirection.x), Float(uniforms.startDirection.y),
            Float(look.viewSize.width), Float(look.viewSize.height),
            Float(look.contentOrigin.x), Float(look.contentOrigin.y),
            Float(look.tearProgress), Float(look.maxGap), Float(look.edgeRoughness), Float(look.pixelSize),
            Float(look.rimStrength), Float(look.rimLightness), Float(look.shadowStrength),
            s, 1 / s, Float(profile.count),
        ]
        return fields + profile + [Float](repeating: 0, count: profileFloats - profile.count)
    }
}
