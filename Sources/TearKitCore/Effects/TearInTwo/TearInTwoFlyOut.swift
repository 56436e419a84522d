#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How the two halves of a view torn in two fly apart: each moves out sideways and turns away from
/// the tear, hinged at the middle of the bottom edge (so the halves open from the top like torn
/// paper and never swing into each other), as a function of progress 0…1.
@_spi(Internal) public struct TearInTwoFlyOut: Sendable, Equatable {
    /// Where one half is drawn at some progress: moved by `offset` (points) and turned by `rotation`
    /// (radians, positive clockwise on screen) about `anchor`, a unit point of the view
    /// (0,0 top-left … 1,1 bottom-right).
    @_spi(Internal) public struct Placement: Sendable, Equatable {
        /// How far the half has moved, in points.
        @_spi(Internal) public var offset: CGSize
        /// How far it has turned, in radians, positive clockwise on screen.
        @_spi(Internal) public var rotation: Double
        /// The unit point of the view it turns about.
        @_spi(Internal) public var anchor: CGPoint

        /// A placement moved by `offset` points and turned by `rotation` radians about `anchor`
        /// (default: the middle of the bottom edge, ``TearInTwoFlyOut/anchor``).
        @_spi(Internal) public init(offset: CGSize, rotation: Double, anchor: CGPoint = TearInTwoFlyOut.anchor) {
            self.offset = offset
            self.rotation = rotation
            self.anchor = anchor
        }
    }

    /// The largest turn of each half, in radians, 0…π. Default π/2 (90°).
    @_spi(Internal) public var rotation: Double
    /// How far each half travels sideways at progress 1, in points, ≥ 0. Default: 1.5 × the view's
    /// width (``defaultDistance(viewWidth:)``), out of sight in most layouts.
    @_spi(Internal) public var distance: Double
    /// How long the fly-out lasts, in seconds, 0.05…10. Default 0.8.
    @_spi(Internal) public var duration: TimeInterval

    /// The hinge of both rotations: the middle of the bottom edge.
    @_spi(Internal) public static let anchor = CGPoint(x: 0.5, y: 1)

    /// Creates a fly-out; the rotation and duration are cleaned as ``TearInTwoConfiguration`` cleans
    /// them, a non-finite distance becomes 0 and a negative one 0.
    @_spi(Internal) public init(
        rotation: Double = TearInTwoConfiguration.Defaults.rotation, distance: Double,
        duration: TimeInterval = TearInTwoConfiguration.Defaults.duration
    ) {
        self.rotation = TearInTwoConfiguration.Limits.rotation.clamp(rotation)
        self.distance = distance.isFinite ? max(distance, 0) : 0
        self.duration = TearInTwoConfiguration.Limits.duration.clamp(duration)
    }

    /// 1.5 × `viewWidth`: far enough for both halves to clear a view of that width.
    @_spi(Internal) public static func defaultDistance(viewWidth: Double) -> Double {
        viewWidth.isFinite ? max(viewWidth, 0) * 1.5 : 0
    }

    /// The left half at `progress` (clamped to 0…1; NaN counts as 0): moved left and turned counter-clockwise.
    @_spi(Internal) public func left(at progress: Double) -> Placement {
        let p = Self.clamped(progress)
        return Placement(offset: CGSize(width: -distance * p, height: 0), rotation: -rotation * p, anchor: Self.anchor)
    }

    /// The right half at `progress`: moved right and turned clockwise, the mirror image of ``left(at:)``.
    @_spi(Internal) public func right(at progress: Double) -> Placement {
        let p = Self.clamped(progress)
        return Placement(offset: CGSize(width: distance * p, height: 0), rotation: rotation * p, anchor: Self.anchor)
    }

    /// `progress` clamped to 0…1, NaN as 0 and +∞ as 1: how every progress or time fraction of the
    /// tear in two is read.
    static func clamped(_ progress: Double) -> Double {
        progress.isFinite ? min(max(progress, 0), 1) : (progress == .infinity ? 1 : 0)
    }
}

// MARK: - The room the flight needs

extension TearInTwoFlyOut {
    /// How far into the fly-out (progress 0…1) a rendered frame keeps both halves in sight: 0.7.
    ///
    /// By then each half has travelled 70 % of ``distance`` and turned 70 % of ``rotation``, so the
    /// two are clearly apart and mostly out of the view's own bounds; the rest of the flight (the
    /// last 16 % of the time with the default t² easing) may leave the frame. Chosen from renders of
    /// a card: at 0.55 the halves are already cut off at the frame's edges when 69 % flown; at 0.85
    /// the frame grows so much that everything is drawn smaller for little more flight.
    @_spi(Internal) public static let framedProgress = 0.7

    /// How many progress values from 0 to the end of the framed flight ``bounds(of:through:tear:)`` samples: 64.
    @_spi(Internal) public static let boundsSampleCount = 64

    /// The most a flight rectangle grows beyond the view on each side, as a multiple of the view's
    /// longer side: 2. A huge ``distance`` gives a frame the halves leave early, never a huge frame.
    @_spi(Internal) public static let boundsGrowthLimit = 2.0

    /// The rectangle, in the view's points (origin at the view's top-left, so it may be negative),
    /// that both halves of a `viewSize` view cover while the fly-out runs from progress 0 to
    /// `progress` (default ``framedProgress``, clamped to 0…1; NaN counts as 0).
    ///
    /// The corners of each half's bounding box are moved and turned as ``left(at:)`` and
    /// ``right(at:)`` place them at ``boundsSampleCount`` progress values; the union is rounded out to
    /// whole points, always contains the view, and grows at most ``boundsGrowthLimit`` × the view's
    /// longer side on each side. `tear` (default: a straight cut down the middle) is the cut the
    /// halves come from. A non-finite or negative size counts as 0: an empty view gives `.zero`.
    @_spi(Internal) public func bounds(
        of viewSize: CGSize, through progress: Double = Self.framedProgress, tear: TearInTwoPath? = nil
    ) -> CGRect {
        let width = Self.sanitised(Double(viewSize.width)), height = Self.sanitised(Double(viewSize.height))
        guard width > 0 || height > 0 else { return .zero }
        let end = Self.clamped(progress)
        // Each half's bounding box: left of the tear's rightmost point, right of its leftmost one.
        let tearXs = (tear?.points ?? []).map { Double($0.x) }.filter(\.isFinite)
        let tearMin = min(max(tearXs.min() ?? width / 2, 0), width),
            tearMax = min(max(tearXs.max() ?? width / 2, 0), width)
        let halves: [(box: (Double, Double, Double, Double), place: (Double) -> Placement)] = [
            ((0, 0, tearMax, height), left(at:)),
            ((tearMin, 0, width, height), right(at:)),
        ]
        var minX = 0.0, minY = 0.0, maxX = width, maxY = height
        for sample in 0..<Self.boundsSampleCount {
            let p = end * Double(sample) / Double(Self.boundsSampleCount - 1)
            for (box, place) in halves {
                let placement = place(p)
                let anchorX = Double(placement.anchor.x) * width, anchorY = Double(placement.anchor.y) * height
                let cosine = cos(placement.rotation), sine = sin(placement.rotation)
                for (x, y) in [(box.0, box.1), (box.2, box.1), (box.0, box.3), (box.2, box.3)] {
                    let qx = x - anchorX, qy = y - anchorY
                    let px = cosine * qx - sine * qy + anchorX + Double(placement.offset.width)
                    let py = sine * qx + cosine * qy + anchorY + Double(placement.offset.height)
                    guard px.isFinite, py.isFinite else { continue }
                    minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
                }
            }
        }
        let limit = Self.boundsGrowthLimit * max(width, height)
        minX = max(minX.rounded(.down), -limit); minY = max(minY.rounded(.down), -limit)
        maxX = min(maxX.rounded(.up), width + limit); maxY = min(maxY.rounded(.up), height + limit)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// ``bounds(of:through:tear:)`` grown evenly so that the view sits in its middle: the frame a
    /// render of the fly-out draws into, so the view does not jump when it is shown next to effects
    /// drawn at the view's own size and centred. Whole points, never beyond the growth limit.
    @_spi(Internal) public func centredBounds(
        of viewSize: CGSize, through progress: Double = Self.framedProgress, tear: TearInTwoPath? = nil
    ) -> CGRect {
        let tight = bounds(of: viewSize, through: progress, tear: tear)
        let width = Self.sanitised(Double(viewSize.width)), height = Self.sanitised(Double(viewSize.height))
        guard tight != .zero else { return .zero }
        let side = max(-Double(tight.minX), Double(tight.maxX) - width)
        let vertical = max(-Double(tight.minY), Double(tight.maxY) - height)
        return CGRect(x: -side, y: -vertical, width: width + 2 * side, height: height + 2 * vertical)
    }

    private static func sanitised(_ length: Double) -> Double {
        length.isFinite ? max(length, 0) : 0
    }
}
