import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A tear that follows the finger, driven as a user drives it: the cut bends toward the finger within
/// the turn limit and never crosses itself, progress and the break threshold are measured along the
/// path, and the cut closes back along the same path.
@Suite struct TearStateFollowingFingerTests {
    static let configuration = TearConfiguration(cutDirection: .followingFinger, maximumTurnRate: 0.01)
    static let top = pt(150, 0)

    /// A finger pulling down from the top edge and swinging 80 pt to the right on the way.
    static let arc: [CGPoint] = (1...60).map { k in
        let y = Double(k) * 6.6
        return pt(150 + 80 * sin(Double(k) / 60 * .pi / 2), y)
    }

    /// The polyline's turn between consecutive segments, radians, and the segments' lengths.
    static func turns(_ path: [CGPoint]) -> [(turn: Double, length: Double)] {
        let segments = zip(path, path.dropFirst()).map { Vector2($1) - Vector2($0) }.filter { $0.length > 1e-9 }
        return zip(segments, segments.dropFirst()).map { a, b in
            (abs(CurvedTearPath.signedAngle(from: a, to: b)), b.length)
        }
    }

    @Test func theCutBendsTowardTheFingerWithinTheTurnLimit() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: Self.arc)
        let path = driver.state.tearPath
        #expect(driver.state.directionLocked)
        // It bent: the tip lies well off the straight line the drag locked on.
        let start = Vector2(path.first!), locked = Vector2(driver.state.fixedDirection)
        let offLine = { (p: CGPoint) -> Double in
            let offset = Vector2(p) - start
            return abs(offset.x * locked.y - offset.y * locked.x)
        }
        #expect(offLine(path.last!) > 40, "tip \(path.last!)")
        // Never more than the limit per point (a step's turn over a 2-pt step), with rounding's slack.
        for (turn, length) in Self.turns(path) where length > 0.5 {
            #expect(turn <= 0.01 * CurvedTearPath.stepLength + 1e-6)
        }
        // A straight cut's configuration, same drag: the tip stays on the line it locked on.
        var straight = GestureDriver(configuration: TearConfiguration(cutDirection: .anyDirection))
        straight.drag(from: Self.top, through: Self.arc)
        let straightOffset = Vector2(straight.state.fingerPoint) - Vector2(straight.state.edgePoint)
        let straightDirection = Vector2(straight.state.fixedDirection)
        #expect(abs(straightOffset.x * straightDirection.y - straightOffset.y * straightDirection.x) < 1e-6)
    }

    @Test func theTipKeepsWithinReachOfTheFinger() {
        var driver = GestureDriver(configuration: Self.configuration)
        for (index, finger) in Self.arc.enumerated() {
            driver.drag(from: Self.top, through: [finger])
            guard driver.state.directionLocked, index > 4 else { continue }
            // The arc bends slowly enough for the path to follow: the tip is within a step of the finger.
            let tip = driver.state.fingerPoint
            let gap = (Vector2(tip) - Vector2(finger)).length
            #expect(gap < 2 * CurvedTearPath.stepLength + 1, "sample \(index): tip \(tip), finger \(finger)")
        }
    }

    @Test func progressNeverFallsWhileTheFingerAdvancesAndTheBreakComesAtRelease() {
        var driver = GestureDriver(configuration: Self.configuration)
        var last = 0.0
        for finger in Self.arc {
            driver.drag(from: Self.top, through: [finger])
            #expect(driver.state.tearProgress >= last - 1e-12)
            last = driver.state.tearProgress
            // Nothing breaks while the finger is down.
            #expect(!driver.state.hasFullyTorn)
        }
        #expect(last >= 0.9, "the arc reaches the bottom edge: progress \(last)")
        #expect(driver.completions.isEmpty)
        driver.release(from: Self.top, at: Self.arc.last!)
        #expect(driver.completions == [true])
        #expect(driver.state.hasFullyTorn)
        // Broken: the path runs on to the view's edge, and the shader's path beyond it.
        driver.finishRecovery()
        let end = driver.state.tearPath.last!
        #expect(end.y >= driver.size.height - 1e-6 || end.x >= driver.size.width - 1e-6)
        let uniforms = driver.state.curvedUniforms(pixelSize: 1)!
        #expect(uniforms.path.last!.y > driver.size.height)
    }

    @Test func aFlingBreaksACurvedTearOnlyWhenFlingsBreak() {
        // Half way down the arc, then flung on down past the bottom edge: the predicted end would tear
        // the path through, so the view breaks where flings break, and closes where they do not.
        let half = Array(Self.arc.prefix(30))
        for enabled in [false, true] {
            var configuration = Self.configuration
            configuration.breaksOnFling = enabled
            var driver = GestureDriver(configuration: configuration)
            driver.drag(from: Self.top, through: half)
            #expect(driver.state.tearProgress < configuration.breakThreshold)
            driver.release(from: Self.top, at: half.last!, predicted: pt(half.last!.x + 40, 900))
            driver.finishRecovery()
            #expect(driver.completions == [enabled], "breaksOnFling \(enabled)")
        }
    }

    @Test func aReleaseShortOfTheThresholdClosesBackAlongTheSamePath() {
        var driver = GestureDriver(configuration: Self.configuration)
        let half = Array(Self.arc.prefix(30))
        driver.drag(from: Self.top, through: half)
        let progress = driver.state.tearProgress
        #expect(progress > 0.2 && progress < 0.9)
        let path = driver.state.tearPath.map(Vector2.init)
        driver.release(from: Self.top, at: half.last!)
        #expect(driver.state.phase == .recovering)
        var closing: [Double] = []
        var lastTip = Vector2(driver.state.fingerPoint)
        while driver.state.animation != nil {
            driver.time += 1.0 / 120
            driver.events += driver.state.advance(to: driver.time)
            guard driver.state.animation != nil else { break }
            // Every frame's tip lies on the path the tear was torn along.
            let tip = Vector2(driver.state.fingerPoint)
            let off = zip(path, path.dropFirst()).map { a, b -> Double in
                let s = b - a
                let share = min(max((tip - a).dot(s) / max(s.dot(s), 1e-12), 0), 1)
                return (tip - (a + s * share)).length
            }.min()!
            #expect(off < 1e-6, "tip \(tip) is \(off) pt off the path")
            // It runs back along the path, frame by frame: no jump.
            #expect((tip - lastTip).length < 30, "the tip jumped from \(lastTip) to \(tip)")
            lastTip = tip
            closing.append(driver.state.tearProgress)
        }
        #expect(!closing.isEmpty)
        #expect(zip(closing, closing.dropFirst()).allSatisfy { $1 <= $0 + 1e-12 })
        #expect(driver.completions == [false])
        #expect(driver.state.phase == .idle)
    }

    @Test func aFingerThatDoublesBackClosesTheTearWithoutFoldingThePath() {
        var driver = GestureDriver(configuration: Self.configuration)
        let down = (1...40).map { pt(150, Double($0) * 6) }
        driver.drag(from: Self.top, through: down)
        let deep = driver.state.tearProgress
        let fullPath = driver.state.tearPath
        // The finger comes back up and to the side: the tear mends back along its path.
        let back = (1...25).map { pt(150 + Double($0), 240 - Double($0) * 6) }
        driver.drag(from: Self.top, through: back)
        #expect(driver.state.tearProgress < deep)
        let shown = driver.state.tearPath
        #expect(shown.count <= fullPath.count)
        // No point of the path lies above (behind) the one before it: it never folds back.
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1.y >= $0.y - 1e-9 })
        // With tearNeverMendsWhileHeld, going back leaves the tear as deep as it was.
        var held = Self.configuration
        held.tearNeverMendsWhileHeld = true
        var holding = GestureDriver(configuration: held)
        holding.drag(from: Self.top, through: down + back)
        #expect(isClose(holding.state.tearProgress, deep, 1e-9))
    }

    @Test func aTurnRateOfZeroTearsStraightAsTheDragStarted() {
        var driver = GestureDriver(configuration: TearConfiguration(cutDirection: .followingFinger, maximumTurnRate: 0))
        driver.drag(from: Self.top, through: Self.arc)
        let path = driver.state.tearPath
        let start = Vector2(path.first!), direction = Vector2(driver.state.fixedDirection)
        for point in path {
            let offset = Vector2(point) - start
            #expect(abs(offset.x * direction.y - offset.y * direction.x) < 1e-6)
        }
    }

    @Test func theCurvedUniformsAreBoundedAndEvenlySpaced() throws {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: Self.arc)
        let uniforms = try #require(driver.state.curvedUniforms(pixelSize: 0.5))
        #expect(uniforms.path.count == CurvedTearUniforms.maximumPathPoints)
        let lengths = zip(uniforms.path, uniforms.path.dropFirst()).map { (Vector2($1) - Vector2($0)).length }
        #expect(lengths.max()! - lengths.min()! < 0.5, "\(lengths)")
        // Each point lies further along the start direction than the one before.
        let direction = Vector2(uniforms.startDirection)
        #expect(
            zip(uniforms.path, uniforms.path.dropFirst()).allSatisfy { (Vector2($1) - Vector2($0)).dot(direction) > 0 })
        #expect(isClose(uniforms.look.maxGap, driver.state.gapWidth))
        #expect(uniforms.maxSampleOffset.width <= driver.state.maxSampleOffset.width + 1e-9)
        #expect(uniforms.maxSampleOffset.height <= driver.state.maxSampleOffset.height + 1e-9)
        // A straight tear has none.
        var straight = GestureDriver()
        straight.drag(from: Self.top, through: Self.arc)
        #expect(straight.state.curvedUniforms(pixelSize: 1) == nil)
    }

    @Test func aCurvedTearJustBegunIsDrawnFromItsOwnTwoEnds() throws {
        // Locked 3 pt into the view: the path has taken one 2-pt step, so the torn cut is two points.
        var configuration = Self.configuration
        configuration.directionLockDistance = 3
        var driver = GestureDriver(configuration: configuration)
        driver.drag(from: Self.top, through: [pt(150, 3.5)])
        #expect(driver.state.tearPath == [pt(150, 0), pt(150, 2)])
        // The uniforms hold the torn part's own points, no more: the shader draws that one step.
        let uniforms = try #require(driver.state.curvedUniforms(pixelSize: 1))
        #expect(uniforms.path == driver.state.tearPath)
    }

    @Test func noCutIsReportedBeforeTheDirectionLocks() {
        var driver = GestureDriver(configuration: Self.configuration)
        #expect(driver.state.tearPath.isEmpty)
        // A drag from the top edge that has not moved far enough to lock a direction.
        driver.drag(from: Self.top, through: [pt(150, 1)])
        #expect(!driver.state.directionLocked)
        #expect(driver.state.tearPath.isEmpty, "\(driver.state.tearPath)")
    }

    @Test func theTrajectoryRunsAlongThePathAndOnToTheFarEdge() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: (1...30).map { pt(150, Double($0) * 6) })
        #expect(driver.state.directionLocked)
        // Straight down the middle of the 300 × 400-pt view: the path torn so far and the run from its
        // tip on to the bottom edge make the view's height.
        #expect(isClose(driver.state.maxTrajectoryDistance, 400, 1e-6), "\(driver.state.maxTrajectoryDistance)")
    }

    @Test func aCurvedTearMeasuresItsTrajectoryFromTheMomentItsDirectionLocks() {
        // Locked straight down from the top edge of a 300 × 400 view by a host (no drag sample after it):
        // the trajectory already runs from the edge to the bottom edge, 30 pt of it torn.
        var state = TearState(configuration: Self.configuration, viewSize: CGSize(width: 300, height: 400))
        let locked = state.lockDirection(from: Self.top, to: pt(150, 30), cutDirection: .followingFinger)
        #expect(locked)
        #expect(isClose(state.maxTrajectoryDistance, 400, 1e-6), "\(state.maxTrajectoryDistance)")
        #expect(isClose(state.fingerPoint, pt(150, 30), 1e-6), "\(state.fingerPoint)")
    }

    @Test func aResizedCurvedTearMeasuresItsTrajectoryAtTheNewSize() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: (1...30).map { pt(150, Double($0) * 6) })
        #expect(isClose(driver.state.maxTrajectoryDistance, 400, 1e-6))
        // The view doubles: the path torn so far and the run from its tip on to the bottom edge double
        // with it, before the finger moves again.
        driver.state.setViewSize(CGSize(width: 600, height: 800))
        #expect(isClose(driver.state.maxTrajectoryDistance, 800, 1e-6), "\(driver.state.maxTrajectoryDistance)")
    }

    @Test func aBrokenCurvedTearStaysFullyTornWhenItsViewIsResized() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: Array(Self.arc.prefix(30)))
        _ = driver.state.setBroken(true, at: driver.time)
        #expect(driver.state.tearProgress == 1)
        // A height whose scale rounds the path's new length a hair differently from the tip's.
        driver.state.setViewSize(CGSize(width: 300, height: 401))
        #expect(driver.state.hasFullyTorn)
        #expect(driver.state.tearProgress == 1)
        #expect(driver.state.gapWidth == Self.configuration.maxGapWidth)
    }

    @Test func aBrokenCurvedTearInAViewUnderAPointTallKeepsItsCutThroughTheViewWhenItGrows() {
        // Broken with no drag, a view half a point tall is torn straight down its middle: a cut 0.5 pt long.
        var state = TearState(configuration: Self.configuration, viewSize: CGSize(width: 100, height: 0.5))
        _ = state.setBroken(true, at: 0)
        #expect(isClose(state.fingerPoint, pt(50, 0.5)))
        // The view grows to a point tall: the cut still runs through it, its tip at the bottom edge.
        _ = state.setViewSize(CGSize(width: 100, height: 1))
        #expect(isClose(state.fingerPoint, pt(50, 1)), "tip \(state.fingerPoint)")
        #expect(isClose(state.tearPath.last!, pt(50, 1)), "path \(state.tearPath)")
    }

    @Test func aCurvedTearResizedWhileItBreaksRunsOnToTheNewFarEdge() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: Array(Self.arc.prefix(30)))
        let start = driver.time, duration = Self.configuration.breakDuration
        _ = driver.state.setBroken(true, at: start, animated: true)
        driver.state.advance(to: start + duration / 2)
        // Half way through the break the view doubles: the tip runs on to the new bottom edge, 800 pt down.
        _ = driver.state.setViewSize(CGSize(width: 600, height: 800))
        driver.state.advance(to: start + duration * 0.99)
        #expect(driver.state.fingerPoint.y > 790, "tip \(driver.state.fingerPoint)")
        driver.state.advance(to: start + duration)
        #expect(isClose(driver.state.fingerPoint.y, 800, 1e-6), "tip \(driver.state.fingerPoint)")
    }

    @Test func aResizedViewKeepsTheCurvedTearsProgress() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: Array(Self.arc.prefix(30)))
        let progress = driver.state.tearProgress
        let tipShare = Double(driver.state.fingerPoint.y) / 400
        driver.state.setViewSize(CGSize(width: 600, height: 800))
        #expect(isClose(driver.state.tearProgress, progress, 0.02))
        #expect(isClose(Double(driver.state.fingerPoint.y) / 800, tipShare, 0.01))
        #expect(driver.state.tearPath.allSatisfy { $0.x <= 600 && $0.y <= 800 })
    }

    /// A view resized under a finger that holds a curved tear partway back along its path: the tip stays
    /// under the finger, where the view took it, and the finger holding still there afterwards neither
    /// moves the tip nor mends or deepens the tear.
    @Test func aResizedCurvedTearStaysUnderAFingerHoldingStill() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.drag(from: Self.top, through: (1...40).map { pt(150, Double($0) * 6) })
        // The finger goes back up to the middle of the cut: the tip is held there.
        driver.drag(from: Self.top, through: [pt(150, 120)])
        #expect(isClose(driver.state.fingerPoint, pt(150, 120), 1e-6), "\(driver.state.fingerPoint)")
        // The view doubles in size (a rotation): the finger, still on the same spot of the view, is at
        // (300, 240) now.
        driver.size = CGSize(width: 600, height: 800)
        driver.state.setViewSize(driver.size)
        let progress = driver.state.tearProgress
        let tip = driver.state.fingerPoint
        #expect(isClose(tip, pt(300, 240), 1e-6), "tip \(tip)")
        #expect(isClose(driver.state.tearPath.last!, tip, 1e-9))
        // The finger holds still: nothing changes.
        driver.drag(from: pt(300, 0), through: [pt(300, 240)])
        #expect(isClose(driver.state.fingerPoint, tip, 1e-6), "tip \(driver.state.fingerPoint), was \(tip)")
        #expect(isClose(driver.state.tearProgress, progress, 1e-9), "\(driver.state.tearProgress), was \(progress)")
    }

    /// A finger a fraction of a point ahead of the tip but nearer an earlier part of the cut (the view
    /// shrank, and the curl at the cut's end with it): it is still ahead, so the tear stays torn to its
    /// end rather than closing back to the point beside the finger.
    @Test func aFingerJustAheadOfTheTipKeepsTheTearTornToItsEndThoughNearerAnEarlierPart() throws {
        var configuration = Self.configuration
        configuration.maximumTurnRate = 0.05
        var driver = GestureDriver(configuration: configuration)
        // Straight down 300 pt, then curled right as sharply as the paper allows, to 80° from the start.
        driver.drag(from: Self.top, through: [pt(150, 20), pt(150, 300), pt(175, 320)])
        // The view shrinks to a fiftieth: the curl is under a point across, the straight part at x = 3.
        driver.size = CGSize(width: 6, height: 8)
        driver.state.setViewSize(driver.size)
        let tip = driver.state.fingerPoint
        let progress = driver.state.tearProgress
        let path = try #require(driver.state.curvedPath)
        #expect(isClose(tip, path.tip.cgPoint, 1e-9), "tip \(tip)")
        // The finger is ahead of the tip by under a point and less than a step from it (the path does
        // not grow), and 1 pt from the straight part at (3, 5), nearer than the tip's 1.5 pt.
        let finger = pt(4, 5)
        let ahead = (Vector2(finger) - path.tip).dot(path.heading)
        #expect(ahead > 0 && ahead < 1, "\(ahead)")
        #expect((Vector2(finger) - path.tip).length < CurvedTearPath.stepLength)
        driver.drag(from: pt(3, 0), through: [finger])
        #expect(isClose(driver.state.fingerPoint, tip, 1e-9), "tip \(driver.state.fingerPoint), was \(tip)")
        #expect(isClose(driver.state.tearProgress, progress, 1e-9), "\(driver.state.tearProgress), was \(progress)")
    }

    /// A pan that moves 1 pt from the top edge locks a curved tear whose path has no length yet (its tip
    /// has not taken a step). The view then doubles: nothing was torn, so the tear stays at its scaled
    /// edge point with a baseline of 0, and a drag further down still tears along the path.
    @Test func aCurvedTearLockedBeforeItsFirstStepSurvivesAResize() {
        var driver = GestureDriver(configuration: Self.configuration)
        driver.events += driver.state.dragBegan(
            DragSample(startLocation: Self.top, location: pt(150, 1), time: driver.time), viewSize: driver.size)
        #expect(driver.state.directionLocked)
        #expect(driver.state.lockProjection == 0)
        #expect(isClose(driver.state.fingerPoint, Self.top, 1e-9), "\(driver.state.fingerPoint)")

        driver.size = CGSize(width: 600, height: 800)
        driver.state.setViewSize(driver.size)
        #expect(driver.state.lockProjection == 0, "\(driver.state.lockProjection)")
        #expect(driver.state.tearProgress == 0)
        #expect(isClose(driver.state.fingerPoint, pt(300, 0), 1e-9), "\(driver.state.fingerPoint)")
        #expect(isClose(driver.state.maxTrajectoryDistance, 800, 1e-6), "\(driver.state.maxTrajectoryDistance)")

        // The finger goes on down to the middle of the resized view: the tear follows it, half torn.
        driver.drag(from: pt(300, 0), through: (1...50).map { pt(300, Double($0) * 8) })
        #expect(driver.state.lockProjection == 0, "\(driver.state.lockProjection)")
        #expect(isClose(driver.state.tearProgress, 0.5, 0.01), "\(driver.state.tearProgress)")
        #expect(driver.state.tearPath.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func aForcedBreakBeforeAnyDragRunsStraightThroughTheMiddle() throws {
        var state = TearState(configuration: Self.configuration, viewSize: CGSize(width: 300, height: 400))
        let events = state.setBroken(true, at: 0, animated: false)
        #expect(events == [.completed(true)])
        let uniforms = try #require(state.curvedUniforms(pixelSize: 1))
        #expect(uniforms.path.allSatisfy { isClose(Double($0.x), 150, 1e-9) })
        #expect(uniforms.path.last!.y > 400)
    }

    /// A broken view is torn through whichever way the cut reached the edge: released a point short of
    /// it (the break runs the tip on) or pulled over it, along the same path, the two are the same state.
    @Test func aTearBrokenShortOfTheEdgeIsTheSameAsOnePulledOverIt() {
        var configuration = Self.configuration
        configuration.breakDuration = 0
        var short = GestureDriver(configuration: configuration)
        short.drag(from: Self.top, through: [pt(150, 20), pt(150, 399)])
        #expect(short.state.tearProgress < 1)
        short.release(from: Self.top, at: pt(150, 399))
        var over = GestureDriver(configuration: configuration)
        over.drag(from: Self.top, through: [pt(150, 20), pt(150, 420)])
        #expect(over.state.tearProgress == 1)
        over.release(from: Self.top, at: pt(150, 420))
        #expect(short.completions == [true] && over.completions == [true])
        #expect(short.state.tearPath == over.state.tearPath)
        #expect(short.state == over.state)
    }

    @Test func aTearLockedAHairBeforeTheFarEdgeStillTearsFullyWhenPulledThrough() {
        // A view 1000.00000105 pt wide: a drag from the left edge that locks with the finger at
        // 1000.000001 pt has a path 1000 pt long and 1.05e-6 pt left to the right edge, so only about
        // 1.05e-9 of the tear remains at the lock. Pulling on through the edge tears that remainder:
        // the user sees the tear open fully, and releasing breaks the view.
        let size = CGSize(width: 1000.00000105, height: 100)
        var state = TearState(configuration: Self.configuration, viewSize: size)
        let start = pt(1, 50)
        state.dragChanged(DragSample(startLocation: start, location: pt(1000.000001, 50), time: 0.1), viewSize: size)
        #expect(state.directionLocked)
        #expect(state.tearProgress == 0)
        state.dragChanged(DragSample(startLocation: start, location: pt(1010, 50), time: 0.2), viewSize: size)
        #expect(state.tearProgress == 1)
        let events = state.dragEnded(
            DragSample(startLocation: start, location: pt(1010, 50), time: 0.3), viewSize: size)
        #expect(events.contains(.completed(true)))
    }

    @Test func aTearPulledThroughTheEdgeAndReleasedBehindItsTipBreaksAtAThresholdOfOne() {
        // On this narrow view the cut's last 2-pt step lands on the right edge by rounding before the
        // tip counts as having left, so the path ends with its edge point twice. Released with the
        // finger back behind the tip, the tear is held at the path's point nearest the finger, its
        // end: fully torn, so a break threshold of 1 breaks the view.
        let size = CGSize(width: 105.46639834127775, height: 2000)
        var state = TearState(
            configuration: TearConfiguration(breakThreshold: 1, cutDirection: .followingFinger), viewSize: size)
        let start = pt(0, 638.6652863893653)
        _ = state.dragBegan(
            DragSample(startLocation: start, location: pt(26.3665995853194, 652.976206216806), time: 0),
            viewSize: size)
        _ = state.dragChanged(
            DragSample(startLocation: start, location: pt(8788.8665284398, 5408.971895536261), time: 0.1),
            viewSize: size)
        let path = state.tearPath
        #expect(path.count > 2 && path[path.count - 1] == path[path.count - 2])
        let back = pt(-260.21744557415536, 1369.6489851228507)
        #expect(state.projectedEnd(fingerLocation: back) == path.last)
        let events = state.dragEnded(DragSample(startLocation: start, location: back, time: 0.2), viewSize: size)
        #expect(events == [.breakStarted, .completed(true)])
        #expect(state.tearProgress == 1)
    }

    @Test func aBreakJustStartedRunsOnBeyondItsTipByItsOwnShareOfTheTip() {
        // An idle view broken with an animation tears from its default line's start: an eighth of the
        // way into the break, the tip is half a point along, and the cut runs on beyond it by the
        // break's share (half its fraction) of those half a point, not of a whole point.
        let size = CGSize(width: 4, height: 4)
        var state = TearState(
            configuration: TearConfiguration(cutDirection: .followingFinger, breakDuration: 1, recoveryEasing: .linear),
            viewSize: size)
        _ = state.setBroken(true, at: 0, animated: true)
        state.advance(to: 0.125)
        #expect(state.phase == .breaking)
        #expect(state.tearPath == [pt(2, 0), pt(2, 0.5)])
        #expect(state.curvedUniforms(pixelSize: 0.5)?.path.last == pt(2, 0.5 + 0.5 * 0.0625))
    }
}
