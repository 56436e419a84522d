import MSLHost

/// Calls `mslhost_draw_instanced_quads` with explicit layout counts (for tests of its validation):
/// two quads, no texture, a 2 × 2 target.
func mslhostDraw(
    _ name: String, _ quads: [Float], _ floatsPerQuad: Int32, _ uniforms: [Float], _ uniformCount: Int32,
    _ target: UnsafeMutablePointer<UInt8>
) -> Int32 {
    mslhost_draw_instanced_quads(name, quads, 2, floatsPerQuad, uniforms, uniformCount, nil, 0, 0, target, 2, 2)
}
