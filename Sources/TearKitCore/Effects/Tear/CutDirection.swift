/// Which directions a tear may run in.
///
/// The direction is decided once per gesture, when the drag has travelled
/// ``TearConfiguration/directionLockDistance`` points, and then stays fixed until the gesture ends.
/// Whatever the cut direction, a drag tears only if it heads into the view within 75° of the inward
/// normal of an eligible edge it started near; a drag more sideways than that (a scroll that started
/// near the edge, a slide along it) is not a tear and reports nothing.
public enum CutDirection: String, Sendable, Equatable, CaseIterable, Codable {
    /// Straight down from the top edge or straight up from the bottom edge.
    /// Only drags that start near the top or bottom edge and head up or down into the view can tear.
    case vertical
    /// Straight right from the left edge or straight left from the right edge.
    /// Only drags that start near the left or right edge and head across into the view can tear.
    case horizontal
    /// Follows the drag's initial direction, from any edge, as long as the drag heads into the view
    /// (at most 75° away from the edge's inward normal).
    case anyDirection
}
