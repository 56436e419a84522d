import Foundation

/// Where glass's impact pattern cracks before each ring is jittered: the rings' nominal distances from
/// the impact and the spokes' directions (``ShatterFracture/impactPattern(width:height:layout:impact:random:)``
/// jitters the rings, branches spokes in wide sectors and cuts the pieces).
///
/// Two layouts: one from an explicit size (``sized(size:reach:random:)``: the same rings and spokes
/// whatever the view's size) and one fitted to the view (``fitted(width:height:impact:random:)``: the
/// number of spokes and rings and the rings' spacing follow the view's size, and the spokes the
/// impact's place in it).
struct ImpactPatternLayout: Equatable {
    /// The rings' nominal distances from the impact, points, increasing: `radii[0]` is 0 (the impact
    /// itself), the last is at or beyond the view's farthest corner (the outermost ring is then moved
    /// beyond every corner, so the last band of pieces reaches the border everywhere).
    var radii: [Double]
    /// `spacings[j]` = `radii[j] − radii[j − 1]`, points (`spacings[0]` is 0): each ring's crossing with a
    /// spoke is jittered by ±25 % of its spacing, and a sector branches where it is wider than
    /// ``ShatterFracture/branchingWidth`` of it.
    var spacings: [Double]
    /// The spokes' directions, radians (0 along +x, turning clockwise on screen), increasing, less
    /// than a turn from the first to the last and less than half a turn between neighbours.
    var angles: [Double]
    /// How far, at least, the outermost ring lies beyond the view's farthest corner, points, > 0.
    var margin: Double

    /// How many rings fit between the impact and the farthest corner.
    var ringCount: Int { radii.count - 1 }

    /// The rings and spokes of an explicit `size` (4…1024 pt): the first ring 0.7 × `size` from the
    /// impact, each next spacing 1.3 times the last, out to the first ring at or past `reach` (the
    /// farthest corner's distance, points); 15 to 18 spokes, evenly spaced from a random phase, each
    /// jittered by ±40 % of the spacing. `nil` when the view lies within the first ring everywhere
    /// (it does not crack: one piece). Draws nothing from `random` then.
    static func sized(size: Double, reach: Double, random: inout SeededRandomNumberGenerator)
        -> ImpactPatternLayout?
    {
        guard reach > 0.7 * size else { return nil }
        var radii: [Double] = [0], spacings: [Double] = [0]
        var spacing = 0.7 * size
        while radii.last! < reach {
            radii.append(radii.last! + spacing)
            spacings.append(spacing)
            spacing *= 1.3
        }
        let count = 15 + Int(random.next() % 4)
        let step = 2 * Double.pi / Double(count)
        let phase = random.uniform(0...(2 * Double.pi))
        let angles = (0..<count).map { phase + (Double($0) + random.uniform(-0.4...0.4)) * step }
        return ImpactPatternLayout(radii: radii, spacings: spacings, angles: angles, margin: size)
    }

    /// The side of a view that breaks into the fewest shards, points: 56 (a 56 × 56-pt view, or a
    /// 70 × 46-pt button). ``fittedScale(width:height:)`` counts the doublings of the view's size beyond it.
    static let fittedBaseSide = 56.0

    /// How much each ring's spacing grows over the one inside it in a fitted layout: 1.4.
    static let fittedRingGrowth = 1.4

    /// How many times the view's size (the square root of its area) doubles beyond
    /// ``fittedBaseSide``, clamped to 0…4: 0 for a view of 56 × 56 pt or smaller, 4 for one of
    /// 896 × 896 pt or larger (a full iPhone screen, 430 × 932 pt, is 3.5). Non-finite or
    /// non-positive sizes count as 0.
    static func fittedScale(width: Double, height: Double) -> Double {
        let side = (width * height).squareRoot()
        guard side.isFinite, side > 0 else { return 0 }
        return min(max(log2(side / fittedBaseSide), 0), 4)
    }

    /// How many spokes a fitted pattern shares out: round(6 + 3 × ``fittedScale(width:height:)``), 6…18
    /// (a 70 × 46-pt button 6, a 300 × 200-pt card 12, a full iPhone screen of 430 × 932 pt 16).
    static func fittedSpokeCount(width: Double, height: Double) -> Int {
        Int((6 + 3 * fittedScale(width: width, height: height)).rounded())
    }

    /// How many rings a fitted pattern has from a centre hit: round(2 + 1.5 × ``fittedScale(width:height:)``),
    /// 2…8 (a button 2, a card 5, a full iPhone screen 7).
    static func fittedRingCount(width: Double, height: Double) -> Int {
        Int((2 + 1.5 * fittedScale(width: width, height: height)).rounded())
    }

    /// The rings and spokes fitted to a `width` × `height` view (points, > 0) hit at `impact` (inside
    /// the view or on its border).
    ///
    /// - Rings: ``fittedRingCount(width:height:)`` of them span the distance from the view's centre to
    ///   its corners, each spacing ``fittedRingGrowth`` times the one inside it. The spacing is the
    ///   view's, wherever it is hit: rings go on growing until one reaches the farthest corner from the
    ///   impact, so a hit near a corner has more rings than a centre hit (up to two more: no corner is
    ///   farther than twice the centre's reach), each as wide as the centre hit's.
    /// - Spokes: ``fittedSpokeCount(width:height:)`` of them, spread by how far the view reaches from
    ///   the impact in each direction (``ImpactSpokes``), so all of them fan into the view from a hit at
    ///   its border, more toward its far side.
    /// - The outermost ring lies at least one first spacing beyond the farthest corner.
    ///
    /// So a 70 × 46-pt button hit at its centre breaks into about a dozen shards, two dozen hit at a
    /// corner; a 300 × 200-pt card into about 60; a full iPhone screen, 430 × 932 pt, into about 110.
    /// `nil` for a view too small for a ring (its sides so small that their squares underflow to 0):
    /// it breaks into one piece, as an explicit size larger than the view does.
    static func fitted(width: Double, height: Double, impact: Vector2, random: inout SeededRandomNumberGenerator)
        -> ImpactPatternLayout?
    {
        let reach = ShatterFracture.farthestCornerDistance(from: impact, width: width, height: height)
        let rings = fittedRingCount(width: width, height: height)
        let growth = fittedRingGrowth
        // Ring spacings s, s·g, s·g², … add up to the centre's reach after `rings` rings.
        let centreReach = (width * width + height * height).squareRoot() / 2
        let first = centreReach * (growth - 1) / (pow(growth, Double(rings)) - 1)
        guard first > 0, first.isFinite, reach > 0, reach.isFinite else { return nil }
        var radii: [Double] = [0], spacings: [Double] = [0]
        var spacing = first
        // The last ring reaches the farthest corner (a centre hit's, computed as a sum, may fall short
        // of it by a rounding error: that is not a ring short).
        while radii.last! < reach * (1 - 1e-9) {
            radii.append(radii.last! + spacing)
            spacings.append(spacing)
            spacing *= growth
        }
        let angles = ImpactSpokes.angles(
            count: fittedSpokeCount(width: width, height: height), width: width, height: height, impact: impact,
            random: &random)
        return ImpactPatternLayout(radii: radii, spacings: spacings, angles: angles, margin: first)
    }
}
