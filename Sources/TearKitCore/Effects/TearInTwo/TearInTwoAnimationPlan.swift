import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tear in two as Core Animation plays it (UIKit's `UIView.tearInTwo`): the two halves'
/// outlines, where they end up, and the timing curve and fade that move them. Everything a UIKit
/// host needs that is not UIKit.
///
/// Core Animation draws no crack, so the halves do not wait for one: they start moving the moment
/// the tear starts (and a caller's `alongside` animations with them) and fly for the whole
/// ``duration``, accelerating (t² of the time, as SwiftUI's halves fly after their crack), fading
/// over its last 30 % as SwiftUI's halves fade over the last 30 % of their flight.
@_spi(Internal) public struct TearInTwoAnimationPlan: Sendable, Equatable {
    /// The left half's outline in the view's points (left edge, the cut, bottom edge back).
    @_spi(Internal) public var leftOutline: [CGPoint]
    /// The right half's outline.
    @_spi(Internal) public var rightOutline: [CGPoint]
    /// The unit point of the view both halves turn about (the middle of the bottom edge).
    @_spi(Internal) public var anchor: CGPoint
    /// The view's size the plan was made for, in points (not negative, finite): each half's size.
    @_spi(Internal) public var viewSize: CGSize
    /// Where the left half ends (offset in points, turn in radians, clockwise positive).
    @_spi(Internal) public var leftEnd: TearInTwoFlyOut.Placement
    /// Where the right half ends.
    @_spi(Internal) public var rightEnd: TearInTwoFlyOut.Placement
    /// How long the halves fly, in seconds, from the moment the tear starts.
    @_spi(Internal) public var duration: TimeInterval
    /// The cubic Bézier timing curve's control points over ``duration``: (1/3, 0) and (2/3, 1/3),
    /// which is exactly ``flightProgress(atTime:)``.
    @_spi(Internal) public var timingControlPoint1: CGPoint { CGPoint(x: 1.0 / 3, y: 0) }
    /// The second control point, see ``timingControlPoint1``.
    @_spi(Internal) public var timingControlPoint2: CGPoint { CGPoint(x: 2.0 / 3, y: 1.0 / 3) }
    /// The fade's key times (fractions of ``duration``) and opacities, linear between them:
    /// ``opacity(atTime:)`` (whole for 70 % of the flight, then fading to 0).
    @_spi(Internal) public var opacityKeyTimes: [Double] { [0, TearInTwoRoom.opaqueShare, 1] }
    /// The opacities at ``opacityKeyTimes``.
    @_spi(Internal) public var opacityValues: [Double] { [1, 1, 0] }

    /// Each half's `bounds` in the container that stands in for the view: the view's size at the origin.
    ///
    /// The halves fly inside a container that takes the view's place as UIKit places it, from its
    /// `bounds` size, `center`, anchor point and `transform` (never its `frame`, which UIView.h says
    /// is not the view's place once it is transformed), so they start exactly over a rotated or
    /// scaled view and fly in its own coordinates.
    @_spi(Internal) public var halfBounds: CGRect { CGRect(origin: .zero, size: viewSize) }
    /// Each half's `center` (its layer's position) in that container: where its anchor point
    /// (``anchor``, the middle of the bottom edge) lies on the view, so the half covers the view
    /// exactly before it moves.
    @_spi(Internal) public var halfPosition: CGPoint {
        CGPoint(x: anchor.x * viewSize.width, y: anchor.y * viewSize.height)
    }

    /// How far the halves have flown at `time` (0…1 of ``duration``): t², moving from the start.
    /// Clamped; NaN counts as 0.
    @_spi(Internal) public static func flightProgress(atTime time: Double) -> Double {
        let t = TearInTwoFlyOut.clamped(time)
        return t * t
    }

    /// The halves' opacity at `time` (0…1 of ``duration``): whole for ``TearInTwoRoom/opaqueShare``
    /// of it, then fading linearly to 0 at the end. Clamped; NaN counts as 0 (opacity 1).
    @_spi(Internal) public static func opacity(atTime time: Double) -> Double {
        min(1, (1 - TearInTwoFlyOut.clamped(time)) / (1 - TearInTwoRoom.opaqueShare))
    }
}

extension TearInTwoConfiguration {
    /// The Core Animation plan for a `viewSize` view: the same cut (``seed``, ``maxStep``), travel,
    /// turn and duration as the SwiftUI effect.
    @_spi(Internal) public func coreAnimationPlan(viewSize: CGSize) -> TearInTwoAnimationPlan {
        let path = path(viewSize: viewSize)
        let flyOut = flyOut(viewWidth: Double(path.viewSize.width))
        return TearInTwoAnimationPlan(
            leftOutline: path.leftHalf, rightOutline: path.rightHalf, anchor: TearInTwoFlyOut.anchor,
            viewSize: path.viewSize, leftEnd: flyOut.left(at: 1), rightEnd: flyOut.right(at: 1),
            duration: flyOut.duration)
    }
}
