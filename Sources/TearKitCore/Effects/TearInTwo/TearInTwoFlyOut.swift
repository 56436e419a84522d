#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How the two halves of a view torn in two fly apart: each moves out sideways and turns away from
/// the tear, hinged at the middle of the bottom edge (so the halves open from the top like torn
/// paper and never swing into each other), as a function of progress 0…1.
public struct TearInTwoFlyOut: Sendable, Equatable {
    /// Where one half is drawn at some progress: moved by `offset` (points) and turned by `rotation`
    /// (radians, positive clockwise on screen) about `anchor`, a unit point of the view
    /// (0,0 top-left … 1,1 bottom-right).
    public struct Placement: Sendable, Equatable {
        /// How far the half has moved, in points.
        public var offset: CGSize
        /// How far it has turned, in radians, positive clockwise on screen.
        public var rotation: Double
        /// The unit point of the view it turns about.
        public var anchor: CGPoint

        /// A placement moved by `offset` points and turned by `rotation` radians about `anchor`
        /// (default: the middle of the bottom edge, ``TearInTwoFlyOut/anchor``).
        public init(offset: CGSize, rotation: Double, anchor: CGPoint = TearInTwoFlyOut.anchor) {
            self.offset = offset
            self.rotation = rotation
            self.anchor = anchor
        }
    }

    /// The largest turn of each half, in radians, 0…π. Default π/2 (90°), as in the original UIKit tear.
    public var rotation: Double
    /// How far each half travels sideways at progress 1, in points, ≥ 0. Default: 1.5 × the view's
    /// width (``defaultDistance(viewWidth:)``), out of sight in most layouts.
    public var distance: Double
    /// How long the fly-out lasts, in seconds, 0.05…10. Default 0.8.
    public var duration: TimeInterval

    /// The hinge of both rotations: the middle of the bottom edge.
    public static let anchor = CGPoint(x: 0.5, y: 1)

    /// Creates a fly-out; non-finite values fall back to the defaults, the rest are clamped.
    public init(rotation: Double = .pi / 2, distance: Double, duration: TimeInterval = 0.8) {
        self.rotation = rotation.isFinite ? min(max(rotation, 0), .pi) : .pi / 2
        self.distance = distance.isFinite ? max(distance, 0) : 0
        self.duration = duration.isFinite ? min(max(duration, 0.05), 10) : 0.8
    }

    /// 1.5 × `viewWidth`: far enough for both halves to clear a view of that width.
    public static func defaultDistance(viewWidth: Double) -> Double {
        viewWidth.isFinite ? max(viewWidth, 0) * 1.5 : 0
    }

    /// The left half at `progress` (clamped to 0…1; NaN counts as 0): moved left and turned counter-clockwise.
    public func left(at progress: Double) -> Placement {
        let p = Self.clamped(progress)
        return Placement(offset: CGSize(width: -distance * p, height: 0), rotation: -rotation * p, anchor: Self.anchor)
    }

    /// The right half at `progress`: moved right and turned clockwise, the mirror image of ``left(at:)``.
    public func right(at progress: Double) -> Placement {
        let p = Self.clamped(progress)
        return Placement(offset: CGSize(width: distance * p, height: 0), rotation: rotation * p, anchor: Self.anchor)
    }

    private static func clamped(_ progress: Double) -> Double {
        progress.isFinite ? min(max(progress, 0), 1) : (progress == .infinity ? 1 : 0)
    }
}
