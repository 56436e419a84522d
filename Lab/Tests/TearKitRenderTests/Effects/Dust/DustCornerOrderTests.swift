import MSLHost
import Testing
import TearKitRender

/// The dust draws each particle as a four-vertex triangle strip: top-left, top-right, bottom-left,
/// bottom-right. A mirrored order covers the same pixels but splits each quad along its other diagonal,
/// and the rasteriser rounds the interpolated colours differently (a level here and there, which no
/// golden's tolerance sees). So each corner `dustCorner` places is checked against that order by a
/// test-only colour effect that includes the shipping shader
/// (Sources/MSLHost/TestShaders/DustCornerOrderProbe.metal).
@Suite struct DustCornerOrderTests {
    /// How many of the probe's pixels are green (the corner is where the order puts it) and red (it is
    /// not), over a view `width` × `height` points at 1×.
    static func probe(width: Int, height: Int, mirrored: Bool) throws -> (green: Int, red: Int) {
        let view = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        let image = try LayerEffectRenderer(functionName: "dustCornerOrderProbe").render(
            view, scale: 1, arguments: [mirrored ? 1 : 0])
        return (image.count(of: (0, 255, 0, 255)), image.count(of: (255, 0, 0, 255)))
    }

    @Test(
        "every corner of every particle, at rest and in flight, lies where the strip's order puts it: top-left, top-right, bottom-left, bottom-right"
    )
    func everyCornerLiesWhereTheStripsOrderPutsIt() throws {
        // 40 particles of 4 corners across, 20 rows (odd rows in flight).
        let counts = try Self.probe(width: 160, height: 20, mirrored: false)
        #expect(counts.green == 160 * 20, "\(counts.red) corners out of the strip's order")
    }

    @Test("the probe sees an order mirrored left to right: every corner is out of it")
    func theProbeSeesAMirroredOrder() throws {
        let counts = try Self.probe(width: 160, height: 20, mirrored: true)
        #expect(counts.red == 160 * 20, "\(counts.green) corners in the mirrored order")
    }
}
