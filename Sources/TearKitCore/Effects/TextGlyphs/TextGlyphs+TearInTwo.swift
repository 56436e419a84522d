#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension TextGlyphs {
    /// Where a line is cut, points: near its middle, up to 12 % of its width either way as the seed and
    /// the line's place give, so the lines of a paragraph are cut along a jagged path.
    func cutX(line: CGRect) -> Double {
        var random = random(index: Int(truncatingIfNeeded: Int64((Double(line.minY) * 8).rounded())), stream: 3)
        return Double(line.minX) + Double(line.width) * (0.5 + random.uniform(-0.12...0.12))
    }

    /// A glyph of a line torn in two: the glyphs left of the cut move as the left half of tear in two's
    /// flight, those right of it as the right half — out sideways and turning away from the cut about
    /// its foot — after the crack (the first 30 % of a glyph's time, in which the glyphs beside the cut
    /// lean apart); they fade over the flight's last 30 %. Glyphs nearer the cut start a little earlier
    /// (up to 30 % of the stagger's share), so the tear opens from the cut outwards.
    func tearInTwoPlacement(index: Int, glyph: CGRect, line: CGRect, time t: Double) -> TextGlyphPlacement {
        let cut = cutX(line: line)
        let centreX = Double(glyph.midX), centreY = Double(glyph.midY)
        let isLeft = centreX < cut
        let halfWidth = max(Double(line.width) / 2, 1)
        let fromCut = min(abs(centreX - cut) / halfWidth, 1)
        let lagShare = 0.3 * configuration.stagger
        let lag = lagShare * fromCut
        let own = TearInTwoFlyOut.clamped((t / endTime - lag) / (1 - lagShare))
        guard own > 0 else { return .identity }
        let flyOut = TearInTwoFlyOut(rotation: configuration.rotation, distance: TearInTwoConfiguration.Limits.distance.clamp(configuration.distance ?? 1.5 * Double(line.width)),
                                     duration: endTime)
        let flight = TearInTwoConfiguration.flightProgress(own)
        let half = isLeft ? flyOut.left(at: flight) : flyOut.right(at: flight)
        // The half turns about the foot of the cut; the glyph's centre goes where that turn takes it.
        let pivotX = cut, pivotY = Double(line.maxY)
        let c = cos(half.rotation), s = sin(half.rotation)
        let rx = centreX - pivotX, ry = centreY - pivotY
        let movedX = pivotX + rx * c - ry * s + Double(half.offset.width)
        let movedY = pivotY + rx * s + ry * c + Double(half.offset.height)
        // While the crack runs, the glyphs within a quarter of the half-line of the cut lean apart.
        let lean = (isLeft ? -1.0 : 1.0) * 0.08 * TearInTwoConfiguration.crackProgress(own) * max(0, 1 - 4 * fromCut)
        return TextGlyphPlacement(offsetX: movedX - centreX, offsetY: movedY - centreY, rotation: half.rotation + lean, scale: 1,
                                  alpha: TearInTwoConfiguration.opacity(atTime: own))
    }
}
