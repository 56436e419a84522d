#if canImport(MetalKit)
/// The uniforms of a pieces shader pair (``TearKitCore/ShatterUniforms``, ``TearKitCore/DustUniforms``)
/// as ``PiecesMetalRenderer`` sets them each frame: the time, and the floats the vertex function reads.
protocol PiecesUniforms: Sendable {
    /// The model time, in seconds.
    var time: Double { get set }
    /// The snapshot's pixels per point, and so the drawable's.
    var scale: Double { get }
    /// Writes the uniforms as the shader reads them into `buffer` (its layout's count of floats).
    func write(to buffer: UnsafeMutableBufferPointer<Float>)
}
#endif
