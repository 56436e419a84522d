import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A tear that bends toward the finger: its turn per point never exceeds the limit, the tip keeps up
/// with a finger that moves as paper can follow, the path never crosses or folds on itself, its
/// progress never falls while the finger pulls it on, and it ends on the edge where it leaves the view.
@Suite struct CurvedTearPathTests {
    static let view = Vector2(x: 390, y: 844)
    /// A tear from the middle of the top edge, straight down, turning at most 0.02 rad a point.
    static func fromTheTop(turnRate: Double = 0.02) -> CurvedTearPath {
        CurvedTearPath(
            start: Vector2(x: 195, y: 0), direction: Vector2(x: 0, y: 1), viewSize: view, maximumTurnRate: turnRate)!
    }

    /// Finger paths a hand makes: a zig-zag, an S, a circle, a pull that doubles back, a random walk.
    static let fingerPaths: [(name: String, points: [Vector2])] = {
        var paths: [(String, [Vector2])] = []
        paths.append(("zig-zag", (0..<400).map(zigZag)))
        paths.append(("S-curve", (0..<400).map(sCurve)))
        paths.append(("circle", (0..<600).map(circle)))
        paths.append(("doubles back", (0..<300).map(doublingBack)))
        var random = SeededRandomNumberGenerator(seed: 42)
        var point = Vector2(x: 195, y: 10)
        var walk: [Vector2] = []
        for _ in 0..<500 {
            point = point + Vector2(x: random.uniform(-12...12), y: random.uniform(-6...12))
            walk.append(point)
        }
        paths.append(("random walk", walk))
        return paths
    }()

    /// Sample `k` of a finger swinging 60 pt to each side every 50 pt down.
    static func zigZag(_ k: Int) -> Vector2 {
        let side: Double = k % 40 < 20 ? 1 : -1
        return Vector2(x: 195 + side * 60, y: Double(k) * 2.5)
    }

    /// Sample `k` of a finger swaying 120 pt to each side on its way down.
    static func sCurve(_ k: Int) -> Vector2 {
        let t = Double(k)
        return Vector2(x: 195 + 120 * sin(t / 50), y: t * 2)
    }

    /// Sample `k` of a finger circling 80 pt around a point 100 pt below the start.
    static func circle(_ k: Int) -> Vector2 {
        let t = Double(k) / 30
        return Vector2(x: 195 + 80 * sin(t), y: 100 - 80 * cos(t))
    }

    /// Sample `k` of a finger pulling down and right for 300 pt, then going back up.
    static func doublingBack(_ k: Int) -> Vector2 {
        let down: Double = k < 150 ? Double(k) * 2 : Double(600 - 2 * k)
        return Vector2(x: 195 + Double(k) / 3, y: down)
    }

    /// Draws `finger` through a tear from the top, sample by sample; the path and its progress after each.
    static func follow(_ finger: [Vector2], turnRate: Double = 0.02) -> (CurvedTearPath, [Double]) {
        var path = fromTheTop(turnRate: turnRate)
        var progress: [Double] = []
        for point in finger {
            path.advance(toward: point)
            progress.append(path.progress)
        }
        return (path, progress)
    }

    @Test(arguments: fingerPaths.map(\.name))
    func theTurnPerPointNeverExceedsTheLimit(name: String) {
        let finger = Self.fingerPaths.first { $0.name == name }!.points
        let (path, _) = Self.follow(finger)
        #expect(path.points.count > 20, "\(name): the tear hardly moved")
        var previous = path.startDirection
        for index in path.points.indices.dropFirst() {
            let segment = path.points[index] - path.points[index - 1]
            guard let direction = segment.normalized else { continue }
            let turn = abs(CurvedTearPath.signedAngle(from: previous, to: direction))
            #expect(turn <= 0.02 * CurvedTearPath.stepLength + 1e-9, "\(name): a turn of \(turn) rad at point \(index)")
            previous = direction
        }
    }

    @Test(arguments: fingerPaths.map(\.name))
    func thePathNeverCrossesItself(name: String) {
        let finger = Self.fingerPaths.first { $0.name == name }!.points
        let (path, _) = Self.follow(finger, turnRate: 0.2)
        let p = path.points
        for i in 1..<p.count {
            for j in (i + 2)..<max(p.count, i + 2) where j < p.count {
                #expect(
                    !Self.segmentsCross(p[i - 1], p[i], p[j - 1], p[j]),
                    "\(name): segment \(i) crosses segment \(j)")
            }
        }
        // Every step moves the tip further along the direction the tear started in.
        for i in 1..<p.count {
            #expect((p[i] - p[i - 1]).dot(path.startDirection) > 0, "\(name): step \(i) turns back")
        }
    }

    @Test(arguments: fingerPaths.map(\.name))
    func progressNeverFallsWhileTheFingerPulls(name: String) {
        let finger = Self.fingerPaths.first { $0.name == name }!.points
        let (_, progress) = Self.follow(finger)
        for (a, b) in zip(progress, progress.dropFirst()) {
            #expect(b >= a, "\(name): progress fell from \(a) to \(b)")
        }
        #expect(progress.last! > 0.1, "\(name): the tear hardly progressed")
    }

    /// A finger that moves as paper can follow (an arc of twice the tightest radius, 1 pt a sample,
    /// turning through 75°, inside the widest turn from the start): the tip keeps within two steps of it.
    @Test func theTipKeepsUpWithAFingerPaperCanFollow() {
        let radius = 2 / 0.02
        let finger = (1..<Int(radius * 75 * Double.pi / 180)).map { k -> Vector2 in
            let angle = Double(k) / radius
            return Vector2(x: 195 + radius * (1 - cos(angle)), y: radius * sin(angle))
        }
        var path = Self.fromTheTop()
        for point in finger {
            path.advance(toward: point)
            #expect((path.tip - point).length < 2 * CurvedTearPath.stepLength, "tip \(path.tip), finger \(point)")
        }
    }

    /// A sharp zig-zag of the finger, 60 pt to each side, gives a smooth curve: where the finger's
    /// path turns by more than 80° from one sample to the next, the tear's turns by no more
    /// than the limit allows over a step, and it does swing from side to side.
    @Test func aZigZagGivesASmoothCurve() {
        let finger = Self.fingerPaths[0].points
        let fingerTurns = zip(zip(finger, finger.dropFirst()), zip(finger.dropFirst(), finger.dropFirst(2))).map {
            abs(CurvedTearPath.signedAngle(from: $0.1 - $0.0, to: $1.1 - $1.0))
        }
        #expect(fingerTurns.max()! > 1.4, "the finger's sharpest turn is under 80°")
        let (path, _) = Self.follow(finger)
        let p = path.points
        let turns = zip(zip(p, p.dropFirst()), zip(p.dropFirst(), p.dropFirst(2))).map {
            abs(CurvedTearPath.signedAngle(from: $0.1 - $0.0, to: $1.1 - $1.0))
        }
        #expect(turns.max()! <= 0.02 * CurvedTearPath.stepLength + 1e-9)
        #expect(p.contains { $0.x > 215 } && p.contains { $0.x < 175 }, "the tear does not follow the finger's swings")
    }

    /// A straight pull past the bottom edge tears across: the path ends on the bottom edge, progress 1.
    @Test func thePathEndsOnTheEdgeWhereItLeaves() {
        var path = Self.fromTheTop()
        path.advance(toward: Vector2(x: 195, y: 400))
        #expect(!path.hasLeftView)
        #expect(abs(path.progress - 400 / 844) < 0.01, "\(path.progress)")
        path.advance(toward: Vector2(x: 260, y: 5000))
        #expect(path.hasLeftView && path.progress == 1)
        #expect(abs(path.tip.y - 844) < 1e-9, "the tip \(path.tip) is not on the bottom edge")
        let length = path.length
        path.advance(toward: Vector2(x: 0, y: 9000))
        #expect(path.length == length, "it tore on past the edge")
    }

    /// Pulled toward a side, the path curves to it and ends on that side's edge, across the view.
    @Test func aPullToTheSideCurvesOutThroughThatEdge() {
        var path = Self.fromTheTop()
        for k in 1...300 { path.advance(toward: Vector2(x: 195 + Double(k) * 3, y: 60 + Double(k))) }
        #expect(path.hasLeftView)
        #expect(abs(path.tip.x - 390) < 1e-9, "the tip \(path.tip) is not on the right edge")
        #expect(path.progress == 1)
    }

    /// A finger that turns back leaves the path where it was: nothing folds or retracts.
    @Test func aFingerGoingBackLeavesThePathAsItIs() {
        var path = Self.fromTheTop()
        path.advance(toward: Vector2(x: 195, y: 300))
        let before = path
        for y in stride(from: 290.0, through: 0, by: -10) { path.advance(toward: Vector2(x: 200, y: y)) }
        #expect(path == before)
    }

    /// Closing runs back along the same path: every prefix lies on it, its length the one asked for.
    @Test func aPrefixRunsAlongThePath() {
        let (path, _) = Self.follow(Self.fingerPaths[1].points)
        for share in [0.0, 0.1, 0.37, 0.5, 0.99, 1.0] {
            let prefix = path.points(upTo: path.length * share)
            let length = zip(prefix, prefix.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
            #expect(abs(length - path.length * share) < 1e-6, "\(share): \(length) of \(path.length)")
            #expect(prefix.dropLast().elementsEqual(path.points.prefix(prefix.count - 1)))
        }
        #expect(path.points(upTo: .nan) == path.points, "the whole path")
        #expect(path.points(upTo: -5) == [path.points[0]])
    }

    /// The shader gets at most its points, evenly spaced along the path, from its start to its tip.
    @Test(arguments: [2, 5, 32])
    func theShadersPointsAreEvenlySpacedAlongThePath(count: Int) {
        let (path, _) = Self.follow(Self.fingerPaths[1].points)
        let points = path.resampled(count: count)
        #expect(points.count == count)
        #expect(points.first == path.points.first)
        #expect((points.last! - path.tip).length < 1e-9)
        // Each point lies on the path, at its share of the length.
        for (k, point) in points.enumerated() {
            let share = Double(k) / Double(count - 1)
            let expected = path.points(upTo: path.length * share).last!
            #expect((point - expected).length < 1e-6, "point \(k): \(point), on the path \(expected)")
        }
    }

    @Test func badNumbersMakeNoPathAndMoveNone() {
        let view = Self.view
        #expect(
            CurvedTearPath(start: .zero, direction: Vector2(x: 0, y: 1), viewSize: view, maximumTurnRate: .nan) == nil)
        #expect(CurvedTearPath(start: .zero, direction: .zero, viewSize: view, maximumTurnRate: 0.02) == nil)
        #expect(
            CurvedTearPath(start: .zero, direction: Vector2(x: 0, y: 1), viewSize: .zero, maximumTurnRate: 0.02) == nil)
        #expect(
            CurvedTearPath(
                start: Vector2(x: .infinity, y: 0), direction: Vector2(x: 0, y: 1), viewSize: view,
                maximumTurnRate: 0.02)
                == nil)
        #expect(
            CurvedTearPath(start: .zero, direction: Vector2(x: 0, y: 1), viewSize: view, maximumTurnRate: -1) == nil)
        var path = Self.fromTheTop()
        path.advance(toward: Vector2(x: .nan, y: 300))
        path.advance(toward: Vector2(x: 195, y: .infinity))
        #expect(path == Self.fromTheTop())
    }

    /// With no turn allowed, the path is the straight tear: the finger off to the side moves the tip
    /// straight on.
    @Test func noTurnIsAStraightTear() {
        let (path, _) = Self.follow(Self.fingerPaths[1].points, turnRate: 0)
        #expect(path.points.allSatisfy { abs($0.x - 195) < 1e-9 })
    }

    /// Whether segments a–b and c–d cross or touch.
    static func segmentsCross(_ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2) -> Bool {
        func side(_ p: Vector2, _ q: Vector2, _ r: Vector2) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        let d1 = side(c, d, a), d2 = side(c, d, b), d3 = side(a, b, c), d4 = side(a, b, d)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    @Test func theEdgeIsNoDistanceAwayForAHeadingWithoutLengthOrOneLeavingTheView() {
        let view = Vector2(x: 100, y: 100)
        #expect(
            CurvedTearPath.distanceToEdge(from: Vector2(x: 10, y: 10), heading: Vector2(x: 0, y: 0), viewSize: view)
                == 0)
        // On the right edge, heading right: already out.
        #expect(
            CurvedTearPath.distanceToEdge(from: Vector2(x: 100, y: 40), heading: Vector2(x: 1, y: 0), viewSize: view)
                == 0)
        #expect(
            CurvedTearPath.distanceToEdge(from: Vector2(x: 10, y: 40), heading: Vector2(x: 0, y: -1), viewSize: view)
                == 40)
    }

    @Test func noPolylineResamplesToNoPoints() {
        #expect(CurvedTearPath.resampled([], count: 5).isEmpty)
    }
}
