import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// UIKit's tear in two (Core Animation) must move the halves as the SwiftUI effect does.
@Suite struct TearInTwoAnimationPlanTests {
    static let size = CGSize(width: 160, height: 220)

    /// The y of a cubic Bézier timing curve at x (Core Animation's `CAMediaTimingFunction`), by bisection.
    static func bezier(_ p1: CGPoint, _ p2: CGPoint, at x: Double) -> Double {
        func point(_ s: Double) -> (Double, Double) {
            let a = 3 * (1 - s) * (1 - s) * s, b = 3 * (1 - s) * s * s, c = s * s * s
            return (a * p1.x + b * p2.x + c, a * p1.y + b * p2.y + c)
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if point(mid).0 < x { low = mid } else { high = mid }
        }
        return point((low + high) / 2).1
    }

    /// Core Animation draws no crack: the halves move from the first frame (a caller's `alongside`
    /// animations with them), accelerating as t² of the time, and fly for the whole duration.
    @Test func theHalvesMoveFromTheStartAlongTheTimingCurve() {
        let plan = TearInTwoConfiguration().coreAnimationPlan(viewSize: Self.size)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let y = Self.bezier(plan.timingControlPoint1, plan.timingControlPoint2, at: t)
            #expect(abs(y - TearInTwoAnimationPlan.flightProgress(atTime: t)) < 1e-9, "t = \(t)")
        }
        // A tenth of the way in, the halves have moved: 1 % of their way, 1.5 × the width ⇒ ≥ 2 pt here.
        let moved = TearInTwoAnimationPlan.flightProgress(atTime: 0.1) * abs(Double(plan.leftEnd.offset.width))
        #expect(moved >= 2, "the halves have not moved a tenth of the way in: \(moved) pt")
        #expect(TearInTwoAnimationPlan.flightProgress(atTime: 1) == 1)
    }

    /// Visible and moving until the last 30 % of the flight, then fading out by the end.
    @Test func theFadeIsTheLast30PercentOfTheFlight() {
        let plan = TearInTwoConfiguration().coreAnimationPlan(viewSize: Self.size)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            // Linear between the key frames, as a CAKeyframeAnimation interpolates.
            let k = plan.opacityKeyTimes.lastIndex { $0 <= t } ?? 0
            let next = min(k + 1, plan.opacityKeyTimes.count - 1)
            let span = plan.opacityKeyTimes[next] - plan.opacityKeyTimes[k]
            let f = span > 0 ? (t - plan.opacityKeyTimes[k]) / span : 0
            let opacity = plan.opacityValues[k] + (plan.opacityValues[next] - plan.opacityValues[k]) * f
            #expect(abs(opacity - TearInTwoAnimationPlan.opacity(atTime: t)) < 1e-9, "t = \(t)")
            #expect((t <= 0.7 + 1e-9) == (opacity >= 1 - 1e-9), "t = \(t): \(opacity)")
        }
        #expect(TearInTwoAnimationPlan.opacity(atTime: 1) == 0)
    }

    @Test func theHalvesEndWhereTheSwiftUIHalvesDoAndTurnAwayFromEachOther() {
        let configuration = TearInTwoConfiguration(seed: 7, duration: 0.6)
        let plan = configuration.coreAnimationPlan(viewSize: Self.size)
        let flyOut = configuration.flyOut(viewWidth: Self.size.width)
        #expect(plan.leftEnd == flyOut.left(at: 1))
        #expect(plan.rightEnd == flyOut.right(at: 1))
        #expect(plan.leftEnd.offset.width < 0 && plan.rightEnd.offset.width > 0)
        #expect(plan.leftEnd.rotation == -.pi / 2 && plan.rightEnd.rotation == .pi / 2)
        #expect(plan.anchor == CGPoint(x: 0.5, y: 1))
        #expect(plan.duration == 0.6)
    }

    @Test func theOutlinesAreTheSeededCutAndTileTheView() {
        let plan = TearInTwoConfiguration(seed: 3).coreAnimationPlan(viewSize: Self.size)
        let path = TearInTwoPath(viewSize: Self.size, seed: 3)
        #expect(plan.leftOutline == path.leftHalf && plan.rightOutline == path.rightHalf)
        let total = TearInTwoPath.area(of: plan.leftOutline) + TearInTwoPath.area(of: plan.rightOutline)
        #expect(abs(total - Self.size.width * Self.size.height) < 1e-6)
        #expect(plan.leftOutline != TearInTwoConfiguration(seed: 4).coreAnimationPlan(viewSize: Self.size).leftOutline)
    }

    /// UIKit's halves fly inside a container placed as the view is (its bounds, center, anchor point
    /// and transform, never its frame): each half, anchored at the middle of its bottom edge, covers
    /// that container's bounds exactly before it moves, whatever the view's size.
    @Test func eachHalfCoversTheViewsPlaceExactlyBeforeItMoves() {
        for size in [Self.size, CGSize(width: 40, height: 300), CGSize(width: 375, height: 12.5)] {
            let plan = TearInTwoConfiguration().coreAnimationPlan(viewSize: size)
            #expect(plan.viewSize == size)
            #expect(plan.halfBounds == CGRect(origin: .zero, size: size))
            // The layer's frame is its position minus its anchor point's share of its bounds.
            let origin = CGPoint(
                x: plan.halfPosition.x - plan.anchor.x * plan.halfBounds.width,
                y: plan.halfPosition.y - plan.anchor.y * plan.halfBounds.height)
            #expect(origin == .zero, "\(size)")
            // The turn is about the middle of the view's bottom edge.
            #expect(plan.halfPosition == CGPoint(x: size.width / 2, y: size.height), "\(size)")
        }
        // A size UIKit should never give (not finite, negative) places nothing outside the view.
        let bad = TearInTwoConfiguration().coreAnimationPlan(viewSize: CGSize(width: CGFloat.nan, height: -4))
        #expect(bad.halfBounds == .zero && bad.halfPosition == .zero)
    }
}
