#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A jagged tear straight down a view, from a point on its top edge to its bottom edge, and the two
/// halves it cuts the view into.
///
/// The path advances about 1 pt down per step and wanders a random 0…``maxStep`` pt left or right,
/// like paper torn by hand; it never leaves the view. The randomness is seeded: the same size,
/// start, step and seed always give the same path.
package struct TearInTwoPath: Sendable, Equatable {
    /// The view's size in points.
    package let viewSize: CGSize
    /// The largest sideways step, in points, ≥ 0. Default 3.
    package let maxStep: Double
    /// The seed the wandering comes from.
    package let seed: UInt64
    /// The tear from top to bottom: the first point is on the top edge (y = 0), the last on the
    /// bottom edge (y = height), y strictly increasing by at most 1 pt, x within 0…width.
    package let points: [CGPoint]

    /// The most steps a path has (one per point of height, capped so a huge view stays cheap).
    package static let maximumStepCount = 4096

    /// Creates the tear of a `viewSize` view starting at `startX` on its top edge (default: the middle).
    /// Non-finite or negative sizes count as 0, `startX` is clamped into the view, `maxStep` to 0…100.
    package init(viewSize: CGSize, startX: Double? = nil, maxStep: Double = 3, seed: UInt64 = 0) {
        let width = viewSize.width.isFinite ? max(Double(viewSize.width), 0) : 0
        let height = viewSize.height.isFinite ? max(Double(viewSize.height), 0) : 0
        self.viewSize = CGSize(width: width, height: height)
        self.maxStep = maxStep.isFinite ? min(max(maxStep, 0), 100) : 3
        self.seed = seed
        var generator = SeededRandomNumberGenerator(seed: seed)
        var x = min(max(startX.flatMap { $0.isFinite ? $0 : nil } ?? width / 2, 0), width)
        let steps = min(max(Int(height.rounded(.up)), 1), Self.maximumStepCount)
        var points = [CGPoint(x: x, y: 0)]
        points.reserveCapacity(steps + 1)
        for step in 1...steps {
            let across = Double.random(in: 0...1, using: &generator) * self.maxStep
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
