#if canImport(MetalKit)
/// Where a pieces shader pair (the shatter's, the dust's) reads what, from its shader layout in
/// TearKitCore: the indices ``PiecesMetalRenderer`` binds its buffers and texture at, and the size of
/// its draw.
struct PiecesShaderBindings: Sendable {
    /// The vertex buffer index of ``UploadedPieces/pieceBuffer``, when there is one.
    var pieceBufferIndex: Int?
    /// The vertex buffer index of the uniforms.
    var uniformBufferIndex: Int
    /// Floats in the uniforms.
    var floatsPerUniforms: Int
    /// The fragment texture index of the snapshot.
    var snapshotTextureIndex: Int
    /// Vertices of one piece's triangle strip.
    var verticesPerPiece: Int
}
#endif
