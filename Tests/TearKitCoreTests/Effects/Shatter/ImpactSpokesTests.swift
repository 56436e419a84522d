import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The directions of a fitted pattern's cracks: whatever the view's size and the hit's place, every
/// spoke has a direction of its own, increasing round less than a turn, with no gap wider than a
/// quarter turn.
@Suite struct ImpactSpokesTests {
    /// Views from a one-point square to a long thin line and a full screen, each hit at its centre, at a
    /// corner and near an edge.
    static let views: [(width: Double, height: Double)] = [
        (1, 1), (0.5, 0.5), (300, 1), (1, 300), (70, 46), (430, 932),
    ]

    @Test(arguments: 0..<views.count)
    func everySpokeHasItsOwnDirectionRoundTheImpact(view index: Int) {
        let (width, height) = Self.views[index]
        let impacts = [
            Vector2(x: width / 2, y: height / 2), Vector2(x: 0, y: 0), Vector2(x: width, y: height * 0.3),
            Vector2(x: width * 0.9, y: height * 0.05),
        ]
        for impact in impacts {
            for seed: UInt64 in 1...3 {
                var random = SeededRandomNumberGenerator(seed: seed)
                let angles = ImpactSpokes.angles(
                    count: 15, width: width, height: height, impact: impact, random: &random)
                #expect(angles.count >= 15, "\(width) × \(height) at \(impact)")
                #expect(
                    zip(angles, angles.dropFirst()).allSatisfy { $0 < $1 },
                    "\(width) × \(height) at \(impact): \(angles)")
                guard let first = angles.first, let last = angles.last else { continue }
                #expect(last - first < 2 * Double.pi)
                let gaps = zip(angles, angles.dropFirst()).map { $1 - $0 } + [first + 2 * Double.pi - last]
                #expect(gaps.allSatisfy { $0 <= ImpactSpokes.widestGap + 1e-12 }, "\(width) × \(height) at \(impact)")
            }
        }
    }
}
