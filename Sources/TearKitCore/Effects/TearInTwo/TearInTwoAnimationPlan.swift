import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tear in two as Core Animation plays it (UIKit's `UIView.tearInTwo`): the two halves'
/// outlines, where they end up, and the timing curve and fade that make them move as SwiftUI's
/// `tearInTwo` does, frame for frame. Everything a UIKit host needs that is not UIKit.
package struct TearInTwoAnimationPlan: Sendable, Equatable {
    /// The left half's outline in the view's points (left edge, the cut, bottom edge back).
    package var leftOutline: [CGPoint]
    /// The right half's outline.
    package var rightOutline: [CGPoint]
    /// The unit point of the view both halves turn about (the middle of the bottom edge).
    package var anchor: CGPoint
    /// Where the left half ends (offset in points, turn in radians, clockwise positive).
    package var leftEnd: TearInTwoFlyOut.Placement
    /// Where the right half ends.
    package var rightEnd: TearInTwoFlyOut.Placement
    /// How long the whole tear lasts, in seconds: the crack, then the flight.
    package var duration: TimeInterval
    /// How long the halves wait before they move, in seconds: the crack's share of ``duration``
    /// (``TearInTwoConfiguration/crackShare``). Core Animation draws no crack; the view stays whole.
    package var flightDelay: TimeInterval { duration * TearInTwoConfiguration.crackShare }
    /// How long the halves fly, in seconds: the rest of ``duration``.
    package var flightDuration: TimeInterval { duration - flightDelay }
    /// The cubic Bézier timing curve's control points over ``flightDuration``: (1/3, 0) and (2/3, 1/3),
    /// which is exactly t² of the flight's time, ``TearInTwoConfiguration/flightProgress(_:)``.
    package var timingControlPoint1: CGPoint { CGPoint(x: 1.0 / 3, y: 0) }
    /// The second control point, see ``timingControlPoint1``.
    package var timingControlPoint2: CGPoint { CGPoint(x: 2.0 / 3, y: 1.0 / 3) }
    /// The fade's key times (fractions of ``duration``) and opacities, linear between them:
    /// ``TearInTwoConfiguration/opacity(atTime:)`` (whole through the crack and 70 % of the flight).
    package var opacityKeyTimes: [Double] {
        [0, 1 - (1 - TearInTwoConfiguration.crackShare) * (1 - TearInTwoRoom.opaqueShare), 1]
    }
    /// The opacities at ``opacityKeyTimes``.
    package var opacityValues: [Double] { [1, 1, 0] }
}

extension TearInTwoConfiguration {
    /// The Core Animation plan for a `viewSize` view: the same cut (``seed``, ``maxStep``), travel,
    /// turn and duration as the SwiftUI effect.
    package func coreAnimationPlan(viewSize: CGSize) -> TearInTwoAnimationPlan {
        let path = path(viewSize: viewSize)
        let flyOut = flyOut(viewWidth: Double(path.viewSize.width))
        return TearInTwoAnimationPlan(
            leftOutline: path.leftHalf, rightOutline: path.rightHalf, anchor: TearInTwoFlyOut.anchor,
            leftEnd: flyOut.left(at: 1), rightEnd: flyOut.right(at: 1), duration: flyOut.duration)
    }
}
