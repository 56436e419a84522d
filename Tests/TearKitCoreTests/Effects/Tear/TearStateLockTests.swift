import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Nothing shows until the lock distance; then the direction, edge point and baseline are fixed.
@Suite struct TearStateLockTests {
    @Test func progressAndGapStayZeroUntilTheLockDistance() {
        var d = GestureDriver()
        d.drag(from: pt(150, 5), to: pt(150, 24), steps: 19)
        #expect(d.state.isActive)
        #expect(!d.state.directionLocked)
        #expect(d.state.tearProgress == 0)
        #expect(d.state.gapWidth == 0)
        #expect(!d.state.isEffectEnabled)
        d.drag(from: pt(150, 5), through: [pt(150, 25.5)])
        #expect(d.state.directionLocked)
        #expect(d.events == [.activated, .directionLocked])
    }

    @Test func lockDistanceIsConfigurable() {
        var d = GestureDriver(configuration: TearConfiguration(directionLockDistance: 50))
        d.drag(from: pt(150, 5), to: pt(150, 50))
        #expect(!d.state.directionLocked)
        d.drag(from: pt(150, 5), through: [pt(150, 56)])
        #expect(d.state.directionLocked)
    }

    @Test func verticalLockPointsStraightIntoTheViewAndRaycastsToTheEdge() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        // A slanted drag from near the top: the tear still runs straight down from the top edge.
        d.drag(from: pt(120, 12), to: pt(135, 40))
        #expect(d.state.directionLocked)
        #expect(d.state.fixedDirection == pt(0, 1))
        #expect(d.state.edgePoint == pt(120, 0))
        #expect(d.state.maxTrajectoryDistance == 400)
        #expect(d.state.fingerPoint.x == 120)
    }

    @Test func verticalLockFromTheBottomPointsUp() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(60, 390), to: pt(60, 340))
        #expect(d.state.fixedDirection == pt(0, -1))
        #expect(d.state.edgePoint == pt(60, 400))
    }

    @Test func horizontalLockPointsStraightIntoTheView() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .horizontal))
        d.drag(from: pt(296, 100), to: pt(250, 120))
        #expect(d.state.fixedDirection == pt(-1, 0))
        #expect(d.state.edgePoint == pt(300, 100))
        #expect(d.state.maxTrajectoryDistance == 300)
    }

    @Test func anyDirectionFollowsTheDragAndRaycastsBackToTheRealEdge() {
        var d = GestureDriver()
        d.drag(from: pt(10, 30), to: pt(40, 70))
        let dir = d.state.fixedDirection
        #expect(isClose(dir, pt(0.6, 0.8), 1e-12))
        // Backwards from (10, 30) along -(0.6, 0.8) meets the left edge at y = 30 - 10 * 0.8 / 0.6.
        #expect(isClose(d.state.edgePoint, pt(0, 30 - 10 * 0.8 / 0.6), 1e-9))
    }

    @Test func noJumpInProgressAtLock() {
        var d = GestureDriver()
        d.drag(from: pt(150, 5), through: [pt(150, 15), pt(150, 40)])
        #expect(d.state.directionLocked)
        #expect(d.state.tearProgress == 0)
        #expect(d.state.lockProjection == 40)
        d.drag(from: pt(150, 5), through: [pt(150, 41)])
        #expect(d.state.tearProgress > 0)
        #expect(d.state.tearProgress < 0.01)
    }

    @Test func anyDirectionDragHeadingOutOfTheViewIsNotATear() {
        var d = GestureDriver()
        // Starts at the top edge, heads up and out.
        d.drag(from: pt(150, 20), to: pt(150, -30))
        #expect(!d.state.isActive)
        #expect(d.completions.isEmpty)
        // The rest of that drag is ignored, and its release fires nothing.
        d.drag(from: pt(150, 20), to: pt(150, 200))
        d.release(from: pt(150, 20), at: pt(150, 200))
        #expect(d.completions.isEmpty)
        #expect(d.state.phase == .idle)
    }

    @Test func anyDirectionDragSlidingAlongTheEdgeIsNotATear() {
        var d = GestureDriver()
        d.drag(from: pt(100, 3), to: pt(160, 6))
        #expect(!d.state.directionLocked)
        #expect(d.completions.isEmpty)
    }

    @Test func lockDirectionReportsImpossibleTears() {
        var s = TearState(viewSize: CGSize(width: 300, height: 400))
        do {
            let locked = s.lockDirection(from: pt(150, 200), to: pt(150, 260), cutDirection: .anyDirection);
            #expect(!locked)
        }
        #expect(!s.directionLocked)
        do { let locked = s.lockDirection(from: pt(150, 2), to: pt(150, 60), cutDirection: .vertical); #expect(locked) }
        #expect(s.edgePoint == pt(150, 0))
        #expect(s.lockProjection == 60)
    }

    @Test func aViewWithoutWidthOrHeightLocksNoTear() {
        // A drag from the top edge straight down would tear a view with an area.
        for size in [CGSize(width: 0, height: 400), CGSize(width: 300, height: 0)] {
            var s = TearState(viewSize: size)
            let locked = s.lockDirection(from: pt(0, 0), to: pt(0, 60), cutDirection: .anyDirection)
            #expect(!locked)
            #expect(!s.directionLocked)
        }
    }

    @Test func beforeTheLockTheProjectedEndIsTheFingerClampedIntoTheView() {
        var d = GestureDriver()
        d.drag(from: pt(150, 5), to: pt(150, 12), steps: 7)
        #expect(!d.state.directionLocked)
        #expect(d.state.projectedEnd(fingerLocation: pt(-40, 450)) == pt(0, 400))
        #expect(d.state.projectedEnd(fingerLocation: pt(120, 30)) == pt(120, 30))
        // A location that is not a number leaves the finger where it is.
        #expect(d.state.projectedEnd(fingerLocation: pt(.nan, 30)) == d.state.fingerPoint)
    }

    @Test func aViewThatLosesItsAreaBeforeTheLockReportsNothing() {
        // A drag not yet locked: no tear has begun, so losing the view's area ends the drag silently.
        var d = GestureDriver()
        d.drag(from: pt(150, 5), to: pt(150, 12), steps: 7)
        #expect(d.state.isActive && !d.state.directionLocked)
        #expect(d.state.setViewSize(CGSize(width: 300, height: 0)) == [])
        #expect(!d.state.isActive)
    }
}
