import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Shatter {
    /// How far above the view's top edge (y = 0) a piece can be seen, points, ≥ 0: every piece starts
    /// inside the view and only moves down (its parting only shrinks it about its pivot), except the
    /// corners of turning shards, which rise above their pivot by at most their radius once they turn,
    /// after the pivot has fallen its clearance.
    var rise: Double { pieces.reduce(0.0) { max($0, Self.extent(of: $1).rise) } }

    /// Where `piece` can be at rest, turned any way and parted (the corners' box for a piece that does
    /// not turn, the circle of its radius about its pivot for one that does; parting shrinks it within
    /// either): its left and right edges and its top, points in the view's coordinates; and how far
    /// above the view's top edge it can reach (≥ 0 where it does, else ≤ 0).
    ///
    /// A turning shard falls straight down, unturned, for its first ``ShatterMotion/clearance`` points
    /// (its corners then stay at or below where they were, inside the view), and only then turns: its
    /// corners rise at most its radius above a pivot that has fallen that far.
    private static func extent(of piece: ShatterPiece) -> (low: Double, high: Double, top: Double, rise: Double) {
        var low: Double, high: Double, top: Double, rise: Double
        if piece.motion.spin == 0 {
            guard let first = piece.polygon.first else { return (0, 0, 0, 0) }
            (low, high, top) = (Double(first.x), Double(first.x), Double(first.y))
            for corner in piece.polygon {
                low = min(low, Double(corner.x)); high = max(high, Double(corner.x)); top = min(top, Double(corner.y))
            }
            rise = -top
        } else {
            let radius = piece.radius
            (low, high, top) = (
                Double(piece.pivot.x) - radius, Double(piece.pivot.x) + radius, Double(piece.pivot.y) - radius
            )
            rise = radius - Double(piece.pivot.y) - ShatterMotion.clearance
        }
        return (low, high, top, rise)
    }

    /// The part of `region` (points, in the view's coordinates) where a piece can ever be seen: every
    /// piece starts inside the view and only moves down, so nothing is drawn above the view's top
    /// edge (y = 0) except the corners of turning shards, which rise by at most their radius. For a
    /// row near the bottom of the screen it is the strip from the row down: the run's end is when the
    /// last piece has left it. `region` itself when it is empty or not finite.
    @_spi(Internal) public func visibleRegion(within region: CGRect) -> CGRect {
        guard region.minY.isFinite, region.maxY.isFinite, region.height > 0 else { return region }
        let top = max(Double(region.minY), -rise.rounded(.up))
        guard top < Double(region.maxY) else { return region }
        return CGRect(x: region.minX, y: top, width: region.width, height: Double(region.maxY) - top)
    }

    /// How far beyond the view's edges a piece can be seen while the pieces fall out of `region` (the
    /// window they fall through, in the view's points), points on each side.
    ///
    /// - Up: ``rise`` (turning shards' corners, once they have fallen their clearance).
    /// - Down: to the region's bottom edge: every piece falls out of it.
    /// - Sideways, per piece: its outline at rest (a turning shard: the circle of its radius about its
    ///   pivot; the parting only shrinks it within either) and its drift: `sidewaysSpeed × (fall − clearance) /
    ///   terminalSpeed` (``ShatterMotion``), largest for the longest fall that can still be seen — until
    ///   the piece's top has passed the region's bottom. The reach is the farthest of them, left and right.
    ///
    /// So a row's glass breaks into a drawable from just above the row down to the window's bottom, as
    /// wide as its shards can turn and drift; a narrow view's squares, into a strip a little wider than
    /// the view. ``PiecesDrawable/region(viewSize:reach:within:)`` cuts it to the region. Without pieces,
    /// or for a region that is not finite or has no height: no reach.
    @_spi(Internal) public func reach(fallingThrough region: CGRect) -> PiecesReach {
        let width = Double(viewSize.width), height = Double(viewSize.height)
        let bottom = Double(region.maxY)
        guard !pieces.isEmpty, region.minX.isFinite, region.minY.isFinite, bottom.isFinite, region.width.isFinite,
            region.height > 0
        else { return .zero }
        var minX = 0.0, maxX = width, rise = 0.0
        for piece in pieces {
            let (low, high, top, up) = Self.extent(of: piece)
            // The longest fall after which some of the piece can still be in the region.
            let fall = max(bottom - top, 0)
            let drift =
                piece.motion.sidewaysSpeed * max(fall - ShatterMotion.clearance, 0) / piece.motion.terminalSpeed
            minX = min(minX, low + min(drift, 0))
            maxX = max(maxX, high + max(drift, 0))
            rise = max(rise, up)
        }
        func side(_ x: Double) -> Double { x.isFinite ? max(x, 0) : 0 }
        return PiecesReach(left: side(-minX), top: side(rise), right: side(maxX - width), bottom: side(bottom - height))
    }
}
