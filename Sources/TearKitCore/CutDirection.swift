/// Which directions a tear may run in.
///
/// The direction is decided once per gesture, when the drag has travelled
/// ``TearConfiguration/directionLockDistance`` points, and then stays fixed until the gesture ends.
public enum CutDirection: String, Sendable, Equatable, CaseIterable, Codable {
    /// Straight down from the top edge or straight up from the bottom edge.
    /// Only drags that start near the top or bottom edge can tear.
    case vertical
    /// Straight right from the left edge or straight left from the right edge.
    /// Only drags that start near the left or right edge can tear.
    case horizontal
    /// Follows the drag's initial direction, from any edge, as long as the drag heads into the view
    /// (at most ``TearGeometry/maximumAngleFromInwardNormal`` away from the edge's inward normal).
    case anyDirection
}
