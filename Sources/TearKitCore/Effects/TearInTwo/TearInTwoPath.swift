#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A tear straight down a view, from a point on its top edge to its bottom edge, wandering like
/// paper torn by hand, and the two halves it cuts the view into.
///
/// The path wanders at several scales at once, as a torn sheet does: a long meander (lattice every
/// 48 pt), a shorter wave on it (every 16 pt) and small bites (every 5 pt), each a seeded smooth
/// noise (random values on its lattice, eased between), so the cut bends both ways over tens of
/// points and is irregular within a few, without the one-point zigzag of a random walk. Its slope
/// never exceeds ``maxStep`` points sideways per point down (the octaves' amplitudes are chosen so
/// their slopes add up to at most that). It advances about 1 pt down per step (coarser for views
/// taller than ``maximumStepCount`` points: the shader interpolates linearly between the points)
/// and never leaves the view. The same size, start, step and seed always give the same path.
@_spi(Internal) public struct TearInTwoPath: Sendable, Equatable {
    /// The view's size in points.
    @_spi(Internal) public let viewSize: CGSize
    /// The largest sideways step, in points, ≥ 0. Default 3.
    @_spi(Internal) public let maxStep: Double
    /// The seed the wandering comes from.
    @_spi(Internal) public let seed: UInt64
    /// The tear from top to bottom: the first point is on the top edge (y = 0), the last on the
    /// bottom edge (y = height), y strictly increasing in equal steps (at most 1 pt, or height / ``maximumStepCount`` for a
    /// taller view), x within 0…width; at most ``maximumStepCount`` + 1 = 512 points.
    @_spi(Internal) public let points: [CGPoint]

    /// The octaves of the wandering: the spacing of each one's random values along the tear, in
    /// points, and its amplitude per point of ``maxStep``. Their steepest slopes, 1.5 × 2 ×
    /// amplitude / spacing, add up to 0.99: the tear never moves more than ``maxStep`` sideways per point down.
    static let octaves: [(spacing: Double, amplitude: Double)] = [(48, 4.8), (16, 1.9), (5, 0.55)]

    /// The most steps a path has: 511, so the shader gets at most 512 floats through `.floatArray`
    /// (one per point of height up to that; a full-screen iPhone view, 852 pt, takes 1.67-pt steps).
    @_spi(Internal) public static let maximumStepCount = 511

    /// Creates the tear of a `viewSize` view starting at `startX` on its top edge (default: the middle).
    /// Non-finite or negative sizes count as 0, `startX` is clamped into the view, `maxStep` cleaned
    /// as ``TearInTwoConfiguration/maxStep`` is.
    @_spi(Internal) public init(
        viewSize: CGSize, startX: Double? = nil, maxStep: Double = TearInTwoConfiguration.Defaults.maxStep,
        seed: UInt64 = 0
    ) {
        let width = viewSize.width.isFinite ? max(Double(viewSize.width), 0) : 0
        let height = viewSize.height.isFinite ? max(Double(viewSize.height), 0) : 0
        self.viewSize = CGSize(width: width, height: height)
        let maxStep = TearInTwoConfiguration.Limits.maxStep.clamp(maxStep)
        self.maxStep = maxStep
        self.seed = seed
        var generator = SeededRandomNumberGenerator(seed: seed)
        let start = min(max(startX.flatMap { $0.isFinite ? $0 : nil } ?? width / 2, 0), width)
        let steps = min(max(Int(height.rounded(.up)), 1), Self.maximumStepCount)
        // A view taller than maximumStepCount points takes coarser steps; its octaves are as many steps
        // apart and as much wider, so the tear wanders as far per point down, sampled as finely.
        let stepHeight = max(height / Double(steps), 1)
        // Each octave's lattice of random values in -1…1, drawn in order so a seed always gives the same path.
        let octaves = Self.octaves.map { octave in
            (
                (spacing: octave.spacing * stepHeight, amplitude: octave.amplitude * maxStep * stepHeight),
                (0...(Int(height / (octave.spacing * stepHeight)) + 2)).map { _ in
                    Double.random(in: -1...1, using: &generator)
                }
            )
        }
        // The octaves' sum at `y`: each lattice eased between its two nearest values (smoothstep, so
        // the slope is continuous and at most 1.5 × the difference per spacing).
        func wander(_ y: Double) -> Double {
            octaves.reduce(0.0) { sum, entry in
                let (octave, values) = entry
                let position = y / octave.spacing
                let index = min(Int(position), values.count - 2), fraction = position - Double(index)
                let eased = fraction * fraction * (3 - 2 * fraction)
                return sum + octave.amplitude * (values[index] + (values[index + 1] - values[index]) * eased)
            }
        }
        let origin = wander(0)
        var points = [CGPoint(x: start, y: 0)]
        points.reserveCapacity(steps + 1)
        for step in 1...steps {
            let y = height * Double(step) / Double(steps)
            points.append(CGPoint(x: min(max(start + wander(y) - origin, 0), width), y: y))
        }
        self.points = points
    }

    /// The left half: the view's left edge, the top edge up to the tear, the tear, the bottom edge back.
    @_spi(Internal) public var leftHalf: [CGPoint] {
        [CGPoint(x: 0, y: 0)] + points + [CGPoint(x: 0, y: viewSize.height)]
    }

    /// The right half: the view's right edge, the top edge up to the tear, the tear, the bottom edge back.
    @_spi(Internal) public var rightHalf: [CGPoint] {
        [CGPoint(x: viewSize.width, y: 0)] + points + [CGPoint(x: viewSize.width, y: viewSize.height)]
    }

    /// The area of a closed polygon, in square points (shoelace formula).
    @_spi(Internal) public static func area(of polygon: [CGPoint]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twice += Double(a.x * b.y - b.x * a.y)
        }
        return abs(twice) / 2
    }
}
