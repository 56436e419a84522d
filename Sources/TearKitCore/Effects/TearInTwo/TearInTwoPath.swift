#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A jagged tear straight down a view, from a point on its top edge to its bottom edge, and the two
/// halves it cuts the view into.
///
/// The path advances about 1 pt down per step (coarser for views taller than
/// ``maximumStepCount`` points: the shader interpolates linearly between the points) and wanders a
/// random 0…``maxStep`` pt left or right per point down, like paper torn by hand; it never leaves the view. The randomness is seeded: the same size,
/// start, step and seed always give the same path.
package struct TearInTwoPath: Sendable, Equatable {
    /// The view's size in points.
    package let viewSize: CGSize
    /// The largest sideways step, in points, ≥ 0. Default 3.
    package let maxStep: Double
    /// The seed the wandering comes from.
    package let seed: UInt64
    /// The tear from top to bottom: the first point is on the top edge (y = 0), the last on the
    /// bottom edge (y = height), y strictly increasing in equal steps (at most 1 pt, or height / ``maximumStepCount`` for a
    /// taller view), x within 0…width; at most ``maximumStepCount`` + 1 = 512 points.
    package let points: [CGPoint]

    /// The most steps a path has: 511, so the shader gets at most 512 floats through `.floatArray`
    /// (one per point of height up to that; a full-screen iPhone view, 852 pt, takes 1.67-pt steps).
    package static let maximumStepCount = 511

    /// Creates the tear of a `viewSize` view starting at `startX` on its top edge (default: the middle).
    /// Non-finite or negative sizes count as 0, `startX` is clamped into the view, `maxStep` cleaned
    /// as ``TearInTwoConfiguration/maxStep`` is.
    package init(viewSize: CGSize, startX: Double? = nil, maxStep: Double = TearInTwoConfiguration.Limits.maxStep.defaultValue, seed: UInt64 = 0) {
        let width = viewSize.width.isFinite ? max(Double(viewSize.width), 0) : 0
        let height = viewSize.height.isFinite ? max(Double(viewSize.height), 0) : 0
        self.viewSize = CGSize(width: width, height: height)
        self.maxStep = TearInTwoConfiguration.Limits.maxStep.clamp(maxStep)
        self.seed = seed
        var generator = SeededRandomNumberGenerator(seed: seed)
        var x = min(max(startX.flatMap { $0.isFinite ? $0 : nil } ?? width / 2, 0), width)
        let steps = min(max(Int(height.rounded(.up)), 1), Self.maximumStepCount)
        var points = [CGPoint(x: x, y: 0)]
        points.reserveCapacity(steps + 1)
        // The sideways step grows with the step's height, so the tear wanders as far per point down
        // however coarse its steps (views up to maximumStepCount points tall take 1-pt steps or finer).
        let stepHeight = max(height / Double(steps), 1)
        for step in 1...steps {
            let across = Double.random(in: 0...1, using: &generator) * self.maxStep * stepHeight
            let direction: Double = Bool.random(using: &generator) ? 1 : -1
            x = min(max(x + direction * across, 0), width)
            points.append(CGPoint(x: x, y: height * Double(step) / Double(steps)))
        }
        self.points = points
    }

    /// The left half: the view's left edge, the top edge up to the tear, the tear, the bottom edge back.
    package var leftHalf: [CGPoint] {
        [CGPoint(x: 0, y: 0)] + points + [CGPoint(x: 0, y: viewSize.height)]
    }

    /// The right half: the view's right edge, the top edge up to the tear, the tear, the bottom edge back.
    package var rightHalf: [CGPoint] {
        [CGPoint(x: viewSize.width, y: 0)] + points + [CGPoint(x: viewSize.width, y: viewSize.height)]
    }

    /// The area of a closed polygon, in square points (shoelace formula).
    package static func area(of polygon: [CGPoint]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twice += Double(a.x * b.y - b.x * a.y)
        }
        return abs(twice) / 2
    }
}
