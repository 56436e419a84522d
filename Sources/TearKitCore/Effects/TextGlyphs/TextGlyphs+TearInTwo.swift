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
    /// flight, those right of it as the right half — each half whole, out sideways and turning away
    /// from the cut about its foot — after the crack (the first 30 % of the time), in which the glyphs
    /// beside the cut (within a quarter of the half-line) lean apart, the nearest most, so the tear opens
    /// at the cut. They fade over the flight's last 30 %.
    func tearInTwoPlacement(index: Int, glyph: CGRect, line: CGRect, time t: Double) -> TextGlyphPlacement {
        let cut = cutX(line: line)
        let centreX = Double(glyph.midX), centreY = Double(glyph.midY)
        let isLeft = centreX < cut
        let fromCut = min(abs(centreX - cut) / max(Double(line.width) / 2, 1), 1)
        let own = TearInTwoFlyOut.clamped(t / endTime)
        let leaning = max(0, 1 - 4 * fromCut)
        guard own >= TearInTwoConfiguration.crackShare || (own > 0 && leaning > 0) else { return .identity }
        let flyOut = TearInTwoFlyOut(
            rotation: configuration.rotation,
            distance: TearInTwoConfiguration.Limits.distance.clamp(configuration.distance ?? 0.75 * Double(line.width)),
            duration: endTime)
        let flight = TearInTwoConfiguration.flightProgress(own)
        let half = isLeft ? flyOut.left(at: flight) : flyOut.right(at: flight)
        // The half turns about the foot of the cut; the glyph's centre goes where that turn takes it.
        let pivotX = cut, pivotY = Double(line.maxY)
        let c = cos(half.rotation), s = sin(half.rotation)
        let rx = centreX - pivotX, ry = centreY - pivotY
        let movedX = pivotX + rx * c - ry * s + Double(half.offset.width)
        let movedY = pivotY + rx * s + ry * c + Double(half.offset.height)
        // The crack: the glyphs beside the cut lean apart (up to 0.1 rad) and step aside (up to 6 % of
        // the line's height), easing in as it runs.
        let side = isLeft ? -1.0 : 1.0
        let crack = TearInTwoConfiguration.crackProgress(own) * leaning
        let eased = crack * (2 - crack)
        return TextGlyphPlacement(
            offsetX: movedX - centreX + side * 0.06 * Double(line.height) * eased, offsetY: movedY - centreY,
            rotation: half.rotation + side * 0.1 * eased, scale: 1, alpha: TearInTwoConfiguration.opacity(atTime: own))
    }
}
