import Foundation

/// The path of a tear that bends toward the finger, as paper held in two hands tears toward the pull:
/// a polyline from the point on the edge where the tear started to its tip, in points of the view
/// (y down).
///
/// The tip advances toward the finger in steps of ``stepLength`` points, turning toward it by at most
/// `maximumTurnRate` radians per point of length, as the paper's stiffness allows: a sharp zig-zag of
/// the finger gives a smooth curve, never a kink. It only ever advances:
/// - while the finger is ahead of the tip (less than a right angle from its heading); a finger beside
///   or behind the tip leaves the path as it is, so a drag that doubles back never folds it;
/// - with its heading within ``widestTurnFromStart`` of the direction it started in, so every step
///   moves the tip further along that direction: the path never crosses itself.
/// It ends where it leaves the view (the last point on the view's edge).
///
/// Progress is measured along the path: the share of the path's length, torn so far, of the length it
/// would have if it ran on as it heads now to the view's edge (1 once it has left the view), never
/// falling while the finger pulls it on. Closing runs back along the same path (``points(upTo:)``).
struct CurvedTearPath: Sendable, Equatable {
    /// The length of one step of the tip, points: fine enough that the path reads as a curve at 4×.
    static let stepLength = 2.0

    /// The most the heading turns away from the direction the tear started in, radians (80°).
    static let widestTurnFromStart = 80 * Double.pi / 180

    /// The most steps one call to ``advance(toward:)`` takes: more than any path across a view of the
    /// largest size the engine accepts needs (a 10⁴ pt view's diagonal is about 7,100 steps).
    static let maximumStepsPerAdvance = 8192

    /// The view's size, points (both > 0).
    private(set) var viewSize: Vector2
    /// The most the heading turns per point of length, radians per point (≥ 0; 0: a straight tear).
    let maximumTurnRate: Double
    /// The unit direction the tear started in (into the view).
    private(set) var startDirection: Vector2
    /// The path's corners, from the start on the view's edge to the tip; at least the start.
    private(set) var points: [Vector2]
    /// The tip's unit direction.
    private(set) var heading: Vector2
    /// The path's length, points.
    private(set) var length: Double = 0
    /// Whether the tip has reached the view's edge: the path is across the view and advances no more.
    private(set) var hasLeftView = false
    /// The share of the path torn, 0…1 (see the type's description).
    private(set) var progress: Double = 0

    /// A path starting at `start` (a point on or inside the view) heading in `direction`, in a view of
    /// `viewSize` points, turning at most `maximumTurnRate` radians per point. `nil` when a number is not
    /// finite, the view has no area, the direction has no length or the turn rate is negative.
    init?(start: Vector2, direction: Vector2, viewSize: Vector2, maximumTurnRate: Double) {
        guard start.isFinite, viewSize.isFinite, viewSize.x > 0, viewSize.y > 0, maximumTurnRate.isFinite,
            maximumTurnRate >= 0, let unit = direction.normalized
        else { return nil }
        self.viewSize = viewSize
        self.maximumTurnRate = maximumTurnRate
        self.startDirection = unit
        self.heading = unit
        self.points = [
            Vector2(x: min(max(start.x, 0), viewSize.x), y: min(max(start.y, 0), viewSize.y))
        ]
    }

    /// The tip: the path's last point.
    var tip: Vector2 { points[points.count - 1] }

    /// Advances the tip toward `finger` (points of the view) until the finger is less than a step away,
    /// beside or behind the tip, or the path has left the view. A finger that is not finite is ignored.
    mutating func advance(toward finger: Vector2) {
        guard finger.isFinite else { return }
        var steps = 0
        while !hasLeftView, steps < Self.maximumStepsPerAdvance {
            let toFinger = finger - tip
            guard toFinger.length >= Self.stepLength, toFinger.dot(heading) > 0 else { break }
            heading = turned(toward: toFinger)
            step()
            steps += 1
        }
        updateProgress()
    }

    /// The heading turned toward `target` by at most one step's turn, and kept within
    /// ``widestTurnFromStart`` of the start direction.
    private func turned(toward target: Vector2) -> Vector2 {
        let current = atan2(heading.y, heading.x)
        let wanted = Self.signedAngle(from: heading, to: target)
        let largestTurn = maximumTurnRate * Self.stepLength
        var angle = current + min(max(wanted, -largestTurn), largestTurn)
        let fromStart = Self.signedAngle(from: startDirection, to: Vector2(x: cos(angle), y: sin(angle)))
        if abs(fromStart) > Self.widestTurnFromStart {
            angle = atan2(startDirection.y, startDirection.x) + (fromStart < 0 ? -1 : 1) * Self.widestTurnFromStart
        }
        return Vector2(x: cos(angle), y: sin(angle))
    }

    /// Moves the tip one step along the heading, or to the view's edge where the step would leave it.
    private mutating func step() {
        let from = tip
        let exit = Self.distanceToEdge(from: from, heading: heading, viewSize: viewSize)
        if exit <= Self.stepLength {
            points.append(from + heading * exit)
            length += exit
            hasLeftView = true
        } else {
            points.append(from + heading * Self.stepLength)
            length += Self.stepLength
        }
    }

    /// Raises ``progress`` to the share torn now, if that is more.
    private mutating func updateProgress() {
        let now: Double
        if hasLeftView {
            now = 1
        } else {
            let remaining = Self.distanceToEdge(from: tip, heading: heading, viewSize: viewSize)
            now = length + remaining > 0 ? length / (length + remaining) : 0
        }
        progress = max(progress, min(max(now, 0), 1))
    }

    /// The path from its start to `distance` points along it (clamped to 0…``length``): what shows of
    /// the tear while it closes back along its path. At least the start point.
    func points(upTo distance: Double) -> [Vector2] {
        let limit = distance.isFinite ? min(max(distance, 0), length) : length
        guard limit < length else { return points }
        var result = [points[0]]
        var travelled = 0.0
        for index in points.indices.dropFirst() {
            let segment = (points[index] - points[index - 1]).length
            if travelled + segment >= limit {
                let share = segment > 0 ? (limit - travelled) / segment : 0
                let end = points[index - 1] + (points[index] - points[index - 1]) * share
                if (end - result[result.count - 1]).length > 0 { result.append(end) }
                return result
            }
            result.append(points[index])
            travelled += segment
        }
        return result
    }

    /// The path resampled to at most `count` points (at least 2) spaced evenly along its length, the
    /// start and the tip included: what the shader receives. A path of one point gives it twice.
    func resampled(count: Int) -> [Vector2] {
        Self.resampled(points, count: count)
    }

    /// `polyline` resampled to `count` points (at least 2) spaced evenly along its length, its first and
    /// last points included; a polyline without length gives its first point `count` times.
    static func resampled(_ polyline: [Vector2], count: Int) -> [Vector2] {
        let n = max(2, count)
        guard let first = polyline.first else { return [] }
        let lengths = zip(polyline, polyline.dropFirst()).map { ($1 - $0).length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Array(repeating: first, count: n) }
        var result: [Vector2] = []
        result.reserveCapacity(n)
        var index = 0, travelled = 0.0
        for k in 0..<n {
            let target = total * Double(k) / Double(n - 1)
            while index < lengths.count - 1, travelled + lengths[index] < target {
                travelled += lengths[index]
                index += 1
            }
            let segmentLength = lengths[index]
            let share = segmentLength > 0 ? min(max((target - travelled) / segmentLength, 0), 1) : 0
            result.append(polyline[index] + (polyline[index + 1] - polyline[index]) * share)
        }
        return result
    }

    /// The point `distance` points along the path from its start (clamped to 0…``length``).
    func point(at distance: Double) -> Vector2 {
        let prefix = points(upTo: distance)
        return prefix[prefix.count - 1]
    }

    /// How far along the path, in points from its start, its point nearest to `location` lies: where
    /// a finger that has gone back beside or behind the tip holds the tear. 0 for a location that is
    /// not finite.
    func distanceAlong(nearest location: Vector2) -> Double {
        guard location.isFinite, points.count > 1 else { return 0 }
        var best = Double.infinity, bestDistance = 0.0, travelled = 0.0
        for index in points.indices.dropFirst() {
            let a = points[index - 1], segment = points[index] - a
            let segmentLength = segment.length
            let share =
                segmentLength > 0 ? min(max((location - a).dot(segment) / (segmentLength * segmentLength), 0), 1) : 0
            let gap = (location - (a + segment * share)).length
            if gap < best {
                best = gap
                bestDistance = travelled + segmentLength * share
            }
            travelled += segmentLength
        }
        return bestDistance
    }

    /// How far the tip is from the view's edge along its heading, points (0 once it has left the view).
    var remainingDistance: Double {
        hasLeftView ? 0 : Self.distanceToEdge(from: tip, heading: heading, viewSize: viewSize)
    }

    /// Runs the tip on along its heading, without turning, to the view's edge: the tear breaking through.
    mutating func runOut() {
        guard !hasLeftView else { return }
        let exit = Self.distanceToEdge(from: tip, heading: heading, viewSize: viewSize)
        points.append(tip + heading * exit)
        length += exit
        hasLeftView = true
        updateProgress()
    }

    /// The same path in a view stretched by `sx` across and `sy` down (both > 0): its points scaled,
    /// its directions turned with them, its length measured again. `nil` when a factor is not finite
    /// and positive.
    func scaled(x sx: Double, y sy: Double) -> CurvedTearPath? {
        guard sx.isFinite, sy.isFinite, sx > 0, sy > 0,
            let start = Vector2(x: startDirection.x * sx, y: startDirection.y * sy).normalized,
            let newHeading = Vector2(x: heading.x * sx, y: heading.y * sy).normalized
        else { return nil }
        var copy = self
        copy.viewSize = Vector2(x: viewSize.x * sx, y: viewSize.y * sy)
        copy.startDirection = start
        copy.heading = newHeading
        copy.points = points.map {
            Vector2(x: min(max($0.x * sx, 0), copy.viewSize.x), y: min(max($0.y * sy, 0), copy.viewSize.y))
        }
        copy.length = zip(copy.points, copy.points.dropFirst()).map { ($1 - $0).length }.reduce(0, +)
        return copy
    }

    /// The angle from `a` to `b`, radians, −π…π (positive: clockwise on screen, y down).
    static func signedAngle(from a: Vector2, to b: Vector2) -> Double {
        atan2(a.x * b.y - a.y * b.x, a.dot(b))
    }

    /// How far from `point` (inside the view) along `heading` the view's edge is, points (≥ 0).
    static func distanceToEdge(from point: Vector2, heading: Vector2, viewSize: Vector2) -> Double {
        var distance = Double.infinity
        if heading.x > 0 { distance = min(distance, (viewSize.x - point.x) / heading.x) }
        if heading.x < 0 { distance = min(distance, -point.x / heading.x) }
        if heading.y > 0 { distance = min(distance, (viewSize.y - point.y) / heading.y) }
        if heading.y < 0 { distance = min(distance, -point.y / heading.y) }
        return distance.isFinite ? max(distance, 0) : 0
    }
}
