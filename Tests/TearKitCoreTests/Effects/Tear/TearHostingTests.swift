import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The decisions a UIKit or AppKit host asks the core before and while it drives a tear.
@Suite struct TearHostingTests {
    static let size = CGSize(width: 200, height: 300)

    static func state(_ cut: CutDirection = .anyDirection) -> TearState {
        TearState(configuration: TearConfiguration(cutDirection: cut), viewSize: size)
    }

    @Test func aDragFromTheTopEdgeIntoTheViewWouldTear() {
        #expect(Self.state().wouldBegin(at: CGPoint(x: 100, y: 5), translation: CGPoint(x: 2, y: 12)))
        // Not moved yet: being near an edge is enough.
        #expect(Self.state().wouldBegin(at: CGPoint(x: 100, y: 5), translation: .zero))
    }

    @Test func aDragAwayFromTheEdgesIsDeclinedSoTheScrollViewKeepsIt() {
        #expect(!Self.state().wouldBegin(at: CGPoint(x: 100, y: 150), translation: CGPoint(x: 0, y: -20)))
    }

    /// Before the finger has moved (zero translation) only being near an edge the cut can start from
    /// decides: a touch away from every edge is declined (so a scroll view keeps it), whatever the
    /// drag would do next, and the configuration's activation distance and cut direction count.
    @Test(arguments: [CutDirection.anyDirection, .vertical, .horizontal])
    func aTouchThatHasNotMovedIsTakenOnlyNearAnEdgeItCanTearFrom(cut: CutDirection) {
        var configuration = TearConfiguration()
        configuration.cutDirection = cut
        configuration.edgeActivationDistance = 20
        let state = TearState(configuration: configuration, viewSize: Self.size)
        let tearsFromTopAndBottom = cut != .horizontal, tearsFromTheSides = cut != .vertical
        let touches: [(point: CGPoint, taken: Bool, what: String)] = [
            (CGPoint(x: 100, y: 150), false, "the middle"),
            (CGPoint(x: 60, y: 80), false, "inside, away from every edge"),
            (CGPoint(x: 100, y: 25), false, "25 pt below the top, beyond the 20-pt activation distance"),
            (CGPoint(x: 25, y: 150), false, "25 pt from the left edge"),
            (CGPoint(x: -100, y: 150), false, "far outside the view"),
            (CGPoint(x: 100, y: 10), tearsFromTopAndBottom, "near the top edge"),
            (CGPoint(x: 100, y: 292), tearsFromTopAndBottom, "near the bottom edge"),
            (CGPoint(x: 10, y: 150), tearsFromTheSides, "near the left edge"),
            (CGPoint(x: 195, y: 150), tearsFromTheSides, "near the right edge"),
        ]
        for touch in touches {
            #expect(
                state.wouldBegin(at: touch.point, translation: .zero) == touch.taken,
                "\(cut), \(touch.what) \(touch.point)")
        }
    }

    @Test func aSidewaysScrollThatStartsNearAnEdgeIsDeclined() {
        // Near the top edge, but heading along it (a horizontal scroll of a carousel).
        #expect(!Self.state(.vertical).wouldBegin(at: CGPoint(x: 100, y: 5), translation: CGPoint(x: -30, y: 1)))
        // Near the top edge, heading out of the view (a pull-to-refresh the other way).
        #expect(!Self.state().wouldBegin(at: CGPoint(x: 100, y: 5), translation: CGPoint(x: 0, y: -20)))
    }

    @Test func wouldBeginAgreesWithWhatTheDragThenDoes() {
        // Every start on a grid and every direction: declined drags never lock, accepted ones do.
        for x in stride(from: -10.0, through: 210, by: 20) {
            for y in stride(from: -10.0, through: 310, by: 20) {
                for angle in stride(from: 0.0, to: 2 * .pi, by: .pi / 8) {
                    let start = CGPoint(x: x, y: y)
                    let move = CGPoint(x: 30 * cos(angle), y: 30 * sin(angle))
                    var state = Self.state()
                    let would = state.wouldBegin(at: start, translation: move)
                    state.dragChanged(DragSample(startLocation: start, location: start, time: 0), viewSize: Self.size)
                    let end = CGPoint(x: x + move.x, y: y + move.y)
                    state.dragChanged(DragSample(startLocation: start, location: end, time: 0.1), viewSize: Self.size)
                    #expect(would == state.directionLocked, "start \(start), move \(move)")
                }
            }
        }
    }

    @Test func aBrokenOrTearingViewTakesNoNewDrag() {
        var broken = Self.state()
        broken.setBroken(true, at: 0)
        #expect(!broken.wouldBegin(at: CGPoint(x: 100, y: 5), translation: CGPoint(x: 0, y: 20)))
        var tearing = Self.state()
        tearing.dragChanged(
            DragSample(startLocation: CGPoint(x: 100, y: 2), location: CGPoint(x: 100, y: 60), time: 0),
            viewSize: Self.size)
        #expect(!tearing.wouldBegin(at: CGPoint(x: 5, y: 100), translation: CGPoint(x: 20, y: 0)))
        var empty = TearState(viewSize: .zero)
        empty.reset()
        #expect(!empty.wouldBegin(at: .zero, translation: CGPoint(x: 0, y: 20)))
    }

    @Test func aRecoveringViewCanBeTornAgain() {
        var state = Self.state()
        state.dragChanged(
            DragSample(startLocation: CGPoint(x: 100, y: 2), location: CGPoint(x: 100, y: 30), time: 0),
            viewSize: Self.size)
        state.dragEnded(
            DragSample(startLocation: CGPoint(x: 100, y: 2), location: CGPoint(x: 100, y: 120), time: 0.1),
            viewSize: Self.size)
        #expect(state.phase == .recovering)
        #expect(state.wouldBegin(at: CGPoint(x: 5, y: 100), translation: CGPoint(x: 20, y: 0)))
    }

    @Test func reduceMotionMakesRecoveryAndBreakInstantAndNothingElse() {
        let configuration = TearConfiguration(maxGapWidth: 40, recoveryDuration: 0.6, breakDuration: 0.4)
        let reduced = configuration.reducingMotion(true)
        #expect(reduced.recoveryDuration == 0 && reduced.breakDuration == 0)
        var rest = reduced
        rest.recoveryDuration = configuration.recoveryDuration
        rest.breakDuration = configuration.breakDuration
        #expect(rest == configuration)
        #expect(configuration.reducingMotion(false) == configuration)
    }

    @Test func aPanBecomesADragSampleThatStartedWhereThePanDid() {
        let sample = DragSample(
            panLocation: CGPoint(x: 50, y: 90), translation: CGPoint(x: 10, y: 80),
            velocity: CGPoint(x: 0, y: 1000), time: 3)
        #expect(sample.startLocation == CGPoint(x: 40, y: 10))
        #expect(sample.location == CGPoint(x: 50, y: 90))
        #expect(sample.predictedEndLocation == CGPoint(x: 50, y: 90 + 1000 * DragSample.panPredictionInterval))
        #expect(sample.time == 3)
        let still = DragSample(
            panLocation: CGPoint(x: 1, y: 2), translation: .zero, velocity: CGPoint(x: Double.nan, y: 0), time: 0)
        #expect(still.predictedEndLocation == nil)
    }

    @Test func aFlickedPanBreaksAViewThatBreaksOnFling() {
        var configuration = TearConfiguration(cutDirection: .vertical)
        configuration.breaksOnFling = true
        var state = TearState(configuration: configuration, viewSize: Self.size)
        let start = CGPoint(x: 100, y: 2)
        state.dragChanged(
            DragSample(
                panLocation: CGPoint(x: 100, y: 40), translation: CGPoint(x: 0, y: 38), velocity: .zero, time: 0),
            viewSize: Self.size)
        let events = state.dragEnded(
            DragSample(
                panLocation: CGPoint(x: 100, y: 120), translation: CGPoint(x: 0, y: 118),
                velocity: CGPoint(x: 0, y: 2000), time: 0.1), viewSize: Self.size)
        #expect(events.contains(.breakStarted) && events.contains(.completed(true)), "from \(start)")
        #expect(state.advance(to: 0.1 + configuration.breakDuration).isEmpty)
        #expect(state.phase == .broken)
    }
}

/// A pan the host takes because `wouldBegin` approved it has taken the touch from the scroll view: it
/// must tear, whatever path the finger then takes.
@Suite struct TearApprovedPanTests {
    static let size = CGSize(width: 200, height: 300)

    /// A host may call `dragBegan` with a sample `wouldBegin` never approved. A drag that starts at the
    /// top edge and heads out of the view past the lock distance is refused as `dragChanged` refuses it:
    /// the view stays idle and the rest of the gesture is ignored, even when it turns into the view.
    @Test func aBeganSampleThatCannotLockIsRefusedLikeAnyOtherUpdate() {
        let size = CGSize(width: 300, height: 400)
        var state = TearState(configuration: TearConfiguration(cutDirection: .vertical), viewSize: size)
        let start = CGPoint(x: 150, y: 5)
        state.dragBegan(DragSample(startLocation: start, location: CGPoint(x: 150, y: -30), time: 0), viewSize: size)
        #expect(state.phase == .idle)
        let later = state.dragChanged(
            DragSample(startLocation: start, location: CGPoint(x: 150, y: 200), time: 0.1), viewSize: size)
        #expect(!later.contains(.directionLocked))
        #expect(state.tearProgress == 0)
    }

    /// A began sample that cannot lock yet (a small sideways move, within the lock distance) is still
    /// followed: the finger is where `dragChanged` would put it, not left at the start.
    @Test func aBeganSampleWithinTheLockDistanceIsFollowed() {
        let size = CGSize(width: 300, height: 400)
        let sample = DragSample(startLocation: CGPoint(x: 150, y: 5), location: CGPoint(x: 156, y: 5), time: 0)
        var began = TearState(configuration: TearConfiguration(cutDirection: .vertical), viewSize: size)
        began.dragBegan(sample, viewSize: size)
        var changed = TearState(configuration: TearConfiguration(cutDirection: .vertical), viewSize: size)
        changed.dragChanged(sample, viewSize: size)
        #expect(began.fingerPoint == changed.fingerPoint)
        #expect(began.fingerPoint != sample.startLocation)
    }

    /// The drag from the review: approved near the top edge at about 10 pt, 60° from the inward normal,
    /// then curving along the edge (83°) before it reaches the 20-pt lock distance.
    @Test func aPanApprovedAtItsFirstMovementTearsEvenIfItThenCurvesAlongTheEdge() {
        var state = TearState(configuration: TearConfiguration(), viewSize: Self.size)
        let start = CGPoint(x: 100, y: 5)
        let approved = CGPoint(x: 108.5, y: 10)
        #expect(state.wouldBegin(at: start, translation: CGPoint(x: 8.5, y: 5)))
        let began = state.dragBegan(DragSample(startLocation: start, location: approved, time: 0), viewSize: Self.size)
        #expect(began.contains(.directionLocked))
        state.dragChanged(
            DragSample(startLocation: start, location: CGPoint(x: 125, y: 8), time: 0.05), viewSize: Self.size)
        state.dragChanged(
            DragSample(startLocation: start, location: CGPoint(x: 160, y: 60), time: 0.1), viewSize: Self.size)
        #expect(state.directionLocked)
        #expect(state.tearProgress > 0)
        let ended = state.dragEnded(
            DragSample(startLocation: start, location: CGPoint(x: 160, y: 60), time: 0.2), viewSize: Self.size)
        #expect(ended.contains(.recoveryStarted), "a tear that locked closes and reports")
    }

    /// Every start near (and away from) the edges, every direction of the first movement, every way the
    /// finger turns before the lock distance, every cut direction: a pan `wouldBegin` approves locks on
    /// the sample it was approved on, and tears as the finger goes on into the view along that line.
    @Test(arguments: [CutDirection.anyDirection, .vertical, .horizontal])
    func everyPanWouldBeginApprovesLocksAndTears(cut: CutDirection) {
        var approvedCount = 0
        // Starts inside the view: a pan recogniser on the view only gets touches that hit it.
        for x in stride(from: 1.0, through: 199, by: 9) {
            for y in stride(from: 1.0, through: 299, by: 9) {
                for angle in stride(from: 0.0, to: 2 * .pi, by: .pi / 24) {
                    let start = CGPoint(x: x, y: y)
                    let first = CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
                    var state = TearState(configuration: TearConfiguration(cutDirection: cut), viewSize: Self.size)
                    guard state.wouldBegin(at: start, translation: first) else { continue }
                    approvedCount += 1
                    let approved = CGPoint(x: x + first.x, y: y + first.y)
                    state.dragBegan(DragSample(startLocation: start, location: approved, time: 0), viewSize: Self.size)
                    for turn in [-1.2, -0.6, 0, 0.6, 1.2] {
                        // The finger turns by `turn` radians and passes the lock distance sideways...
                        let curved = CGPoint(
                            x: approved.x + 15 * cos(angle + turn), y: approved.y + 15 * sin(angle + turn))
                        state.dragChanged(
                            DragSample(startLocation: start, location: curved, time: 0.05), viewSize: Self.size)
                    }
                    #expect(state.directionLocked, "cut \(cut), start \(start), first move \(first)")
                    // ...then goes on into the view along the tear's line: the tear opens.
                    let line = state.fixedDirection
                    let deep = CGPoint(x: approved.x + 40 * line.x, y: approved.y + 40 * line.y)
                    state.dragChanged(DragSample(startLocation: start, location: deep, time: 0.1), viewSize: Self.size)
                    #expect(state.tearProgress > 0, "cut \(cut), start \(start), first move \(first)")
                }
            }
        }
        #expect(approvedCount > 100)
    }
}
