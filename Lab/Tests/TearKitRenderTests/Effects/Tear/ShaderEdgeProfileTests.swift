import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The two torn edges are torn independently: paper never tears into mirror images, so the fibres
/// bitten out of one edge of the opening do not repeat on the other.
@Suite struct ShaderEdgeProfileTests {
    /// A vertical tear down the middle of the view, cut line exactly between two pixel columns, so
    /// an edge mirrored across the cut would give identical profiles pixel for pixel.
    static let uniforms = TearUniforms(
        tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 150), tearProgress: 0.8,
        maxGap: 40, edgeRoughness: 1, viewSize: TearFixtures.viewSize)
    static let scale = 2

    /// For each pixel row where the opening is wide, how far the opening reaches into the left and
    /// the right half, in pixels from the cut: the run of not fully opaque pixels (the gap, the
    /// fibres, any anti-aliased rim) before the first opaque one.
    static func profiles() throws -> (left: [Int], right: [Int]) {
        let image = try LayerEffectRenderer().render(
            TearFixtures.card(scale: scale), scale: Double(scale), uniforms: uniforms)
        let cut = 60 * scale  // the first column right of the cut
        var left: [Int] = [], right: [Int] = []
        for y in 0..<(100 * scale) {
            left.append((1...cut).first { image[cut - $0, y].a == 255 }.map { $0 - 1 } ?? cut)
            right.append((0..<(image.width - cut)).first { image[cut + $0, y].a == 255 } ?? image.width - cut)
        }
        return (left, right)
    }

    @Test func theTwoEdgesAreTornDifferently() throws {
        let (left, right) = try Self.profiles()
        // Both edges are torn (their depth varies by several pixels along the cut)…
        #expect(left.max()! - left.min()! >= 4 && right.max()! - right.min()! >= 4)
        // …but not alike: in most rows the two depths differ, and their difference itself varies
        // (one edge is not the other plus a constant).
        let differences = zip(left, right).map { $0 - $1 }
        let differing = differences.filter { $0 != 0 }.count
        #expect(differing > left.count / 2, "only \(differing) of \(left.count) rows differ between the two edges")
        #expect(Set(differences).count >= 5)
    }
}
