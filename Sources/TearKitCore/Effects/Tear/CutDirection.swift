/// Which directions a tear may run in.
///
/// The direction is decided once per gesture, when the drag has travelled
/// ``TearConfiguration/directionLockDistance`` points: a straight cut then keeps it until the gesture
/// ends; a ``followingFinger`` cut starts in it and bends toward the finger from there.
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
    /// Starts as ``anyDirection`` does, then bends toward the finger as paper held in two hands tears
    /// toward the pull: the tip advances toward the finger, turning at most
    /// ``TearConfiguration/maximumTurnRate`` radians per point of length, so a slow curve of the
    /// wrist gives a curved tear and a sharp zig-zag a smooth one. The cut never crosses itself (its
    /// heading stays within 80° of the direction it started in), it ends where it leaves the view,
    /// and a finger that goes back leaves the path as it is: the tear closes back along it.
    /// Progress and ``TearConfiguration/breakThreshold`` are measured along the path.
    case followingFinger
}
