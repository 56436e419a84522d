/// The contract between the dust renderers (SwiftUI, UIKit, the CPU host) and `Dust.metal`: function
/// names, argument-table indices and the memory layout of the uniforms, field by field in declaration
/// order. Tests compare this list with the struct declared in the `.metal` file, so the Swift side
/// cannot drift from the shader.
///
/// Every field is a `float` or a `float2` (no `float3`), so the struct is a tightly packed array of
/// 32-bit floats with 8-byte alignment. There is no instance buffer: a particle is its instance index.
@_spi(Internal) public enum DustShaderLayout {
    /// The vertex function: one instance per particle, four vertices per instance as a triangle strip.
    @_spi(Internal) public static let vertexFunctionName = "dustVertex"
    /// The fragment function: samples the snapshot once.
    @_spi(Internal) public static let fragmentFunctionName = "dustFragment"
    /// Vertex-stage buffer index of the uniforms (`constant DustUniforms &uniforms [[buffer(0)]]`).
    @_spi(Internal) public static let uniformBufferIndex = 0
    /// Fragment-stage texture index of the snapshot (`texture2d<half> snapshot [[texture(0)]]`).
    @_spi(Internal) public static let snapshotTextureIndex = 0
    /// Vertices per instance (a triangle strip of two triangles).
    @_spi(Internal) public static let verticesPerParticle = 4

    /// `struct DustUniforms`, written per frame (only `time` changes during a run).
    @_spi(Internal) public static let uniformFields: [(name: String, type: ShaderArgumentType)] = [
        ("viewSize", .float2), ("frameOrigin", .float2), ("frameSize", .float2), ("grid", .float2),
        ("direction", .float2), ("seed", .float2),
        ("cellSize", .float), ("pointScale", .float), ("time", .float), ("endTime", .float), ("sweepDuration", .float),
        ("flightDuration", .float), ("wind", .float), ("turbulence", .float), ("reversed", .float), ("padding", .float),
    ]

    /// Floats in the uniforms (22: 88 bytes).
    @_spi(Internal) public static let floatsPerUniforms = uniformFields.reduce(0) { $0 + $1.type.componentCount }
}
