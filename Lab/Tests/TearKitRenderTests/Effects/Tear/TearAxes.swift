@_spi(Internal) import TearKitCore

/// The tear's frame of reference, computed independently of the shader, so tests can say which
/// side of the cut a point lies on and how far along it is.
struct TearAxes {
    let start: (x: Double, y: Double)
    let end: (x: Double, y: Double)

    init(_ uniforms: TearUniforms) {
        start = (Double(uniforms.tearStart.x), Double(uniforms.tearStart.y))
        end = (Double(uniforms.tearEnd.x), Double(uniforms.tearEnd.y))
    }

    var length: Double { ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot() }
    /// Unit vector along the cut.
    var norm: (x: Double, y: Double) { ((end.x - start.x) / length, (end.y - start.y) / length) }
    /// Unit normal of the cut, (-norm.y, norm.x).
    var perp: (x: Double, y: Double) { (-norm.y, norm.x) }

    /// Distance of `p` along the cut from the start (points).
    func along(_ p: (x: Double, y: Double)) -> Double { (p.x - start.x) * norm.x + (p.y - start.y) * norm.y }
    /// Signed distance of `p` from the cut line (points); the sign says the side.
    func across(_ p: (x: Double, y: Double)) -> Double { (p.x - start.x) * perp.x + (p.y - start.y) * perp.y }
}
