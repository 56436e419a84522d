/// The contract between the shatter renderers (SwiftUI, UIKit, the CPU host) and `Shatter.metal`:
/// function names, argument-table indices and the memory layout of the two buffers, field by field
/// in declaration order. Tests compare these lists with the structs declared in the `.metal` file, so
/// the Swift side cannot drift from the shader (a mismatch would draw garbage without any error).
///
/// Every field is a `float` or a `float2` (no `float3`, whose 16-byte size is a classic trap), so the
/// structs are tightly packed arrays of 32-bit floats with 8-byte alignment.
@_spi(Internal) public enum ShatterShaderLayout {
    /// The vertex function: one instance per quad, four vertices per instance as a triangle strip.
    @_spi(Internal) public static let vertexFunctionName = "shatterVertex"
    /// The fragment function: samples the snapshot.
    @_spi(Internal) public static let fragmentFunctionName = "shatterFragment"
    /// Vertex-stage buffer index of the quads (`constant ShatterQuad *quads [[buffer(0)]]`).
    @_spi(Internal) public static let quadBufferIndex = 0
    /// Vertex-stage buffer index of the uniforms (`constant ShatterUniforms &uniforms [[buffer(1)]]`).
    @_spi(Internal) public static let uniformBufferIndex = 1
    /// Fragment-stage texture index of the snapshot (`texture2d<half> snapshot [[texture(0)]]`).
    @_spi(Internal) public static let snapshotTextureIndex = 0
    /// Vertices per instance (a triangle strip of two triangles).
    @_spi(Internal) public static let verticesPerQuad = 4

    /// `struct ShatterQuad`, uploaded once per shatter: the quad's corners at t = 0 (points), the
    /// piece's pivot, six of its outer edges as lines (inward unit normals, then offsets; see
    /// ``Shatter/quadInstances()``) and its ``ShatterMotion``.
    @_spi(Internal) public static let quadFields: [(name: String, type: ShaderArgumentType)] = [
        ("corner0", .float2), ("corner1", .float2), ("corner2", .float2), ("corner3", .float2), ("pivot", .float2),
        ("edgeNormal0", .float2), ("edgeNormal1", .float2), ("edgeNormal2", .float2), ("edgeNormal3", .float2),
        ("edgeNormal4", .float2), ("edgeNormal5", .float2),
        ("edgeOffset0", .float), ("edgeOffset1", .float), ("edgeOffset2", .float), ("edgeOffset3", .float),
        ("edgeOffset4", .float), ("edgeOffset5", .float),
        ("sidewaysSpeed", .float), ("initialVerticalSpeed", .float), ("acceleration", .float),
        ("terminalSpeed", .float),
        ("spin", .float), ("delay", .float),
    ]

    /// `struct ShatterUniforms`, the only thing that changes per frame (its `time`): where the frame
    /// sits, the time, the fade, the cracks, the pixel size and the shards' parting.
    @_spi(Internal) public static let uniformFields: [(name: String, type: ShaderArgumentType)] = [
        ("viewSize", .float2), ("frameOrigin", .float2), ("frameSize", .float2), ("impact", .float2),
        ("time", .float), ("fadeStart", .float), ("fadeDuration", .float), ("crackSpeed", .float), ("glint", .float),
        ("pixelSize", .float), ("contraction", .float), ("partingStart", .float), ("partingDuration", .float),
        ("padding", .float),
    ]

    /// Floats per quad record (34: 136 bytes).
    @_spi(Internal) public static let floatsPerQuad = quadFields.reduce(0) { $0 + $1.type.componentCount }
    /// Floats in the uniforms (18: 72 bytes).
    @_spi(Internal) public static let floatsPerUniforms = uniformFields.reduce(0) { $0 + $1.type.componentCount }
}
