import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A tearable row inside a scroll view: drags that are not tears (a scroll that starts near a row's
/// edge, a tap) must neither lock, nor open a gap, nor report a completion.
@Suite struct TearStateScrollSafetyTests {
    let horizontal = TearConfiguration(cutDirection: .horizontal)
    let vertical = TearConfiguration(cutDirection: .vertical)

    @Test func verticalScrollNearTheLeftEdgeDoesNotLockAHorizontalTear() {
        var d = GestureDriver(width: 360, height: 80, configuration: horizontal)
        // A scroll that starts 10 pt from the row's left edge and moves straight up.
        d.drag(from: pt(10, 60), to: pt(12, -200), steps: 40)
        #expect(!d.state.directionLocked)
        #expect(!d.events.contains(.directionLocked))
        #expect(d.state.gapWidth == 0)
        #expect(!d.state.isEffectEnabled)
        d.release(from: pt(10, 60), at: pt(12, -200))
        #expect(d.completions.isEmpty)
        #expect(d.state.phase == .idle)
    }

    @Test func verticalScrollNearTheRightEdgeDoesNotLockAHorizontalTear() {
        var d = GestureDriver(width: 360, height: 80, configuration: horizontal)
        d.drag(from: pt(350, 20), to: pt(345, 300), steps: 40)
        #expect(!d.state.directionLocked)
        #expect(d.state.gapWidth == 0)
        d.release(from: pt(350, 20), at: pt(345, 300))
        #expect(d.completions.isEmpty)
    }

    @Test func horizontalSwipeNearTheTopEdgeDoesNotLockAVerticalTear() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 8), to: pt(20, 10), steps: 30)
        #expect(!d.state.directionLocked)
        #expect(d.state.gapWidth == 0)
        d.release(from: pt(150, 8), at: pt(20, 10))
        #expect(d.completions.isEmpty)
    }

    @Test func lockedAxesUseTheSameConeAsAnyDirection() {
        let cone = TearGeometry.maximumAngleFromInwardNormal * .pi / 180
        // Just inside the cone from the left edge: locks, straight into the view.
        var inside = GestureDriver(configuration: horizontal)
        let a = cone - 0.05
        inside.drag(from: pt(5, 200), through: [pt(5 + 30 * cos(a), 200 - 30 * sin(a))])
        #expect(inside.state.directionLocked)
        #expect(inside.state.fixedDirection == pt(1, 0))
        // Just outside it: not a tear.
        var outside = GestureDriver(configuration: horizontal)
        let b = cone + 0.05
        outside.drag(from: pt(5, 200), through: [pt(5 + 30 * cos(b), 200 - 30 * sin(b))])
        #expect(!outside.state.directionLocked)
        // The same for vertical cuts from the bottom edge.
        var up = GestureDriver(configuration: vertical)
        up.drag(from: pt(150, 395), through: [pt(150 + 30 * sin(a), 395 - 30 * cos(a))])
        #expect(up.state.fixedDirection == pt(0, -1))
        var sideways = GestureDriver(configuration: vertical)
        sideways.drag(from: pt(150, 395), through: [pt(150 + 30 * sin(b), 395 - 30 * cos(b))])
        #expect(!sideways.state.directionLocked)
    }

    @Test func aTapNearAnEdgeReportsNothing() {
        // DragGesture(minimumDistance: 0) reports a tap as one change and an end at the same point.
        for configuration in [TearConfiguration(), horizontal, vertical] {
            var d = GestureDriver(configuration: configuration)
            let start = configuration.cutDirection == .horizontal ? pt(4, 200) : pt(150, 4)
            d.drag(from: start, through: [start])
            d.release(from: start, at: start)
            #expect(d.completions.isEmpty, "\(configuration.cutDirection)")
            #expect(d.state.phase == .idle)
        }
    }

    @Test func aShortDragNearAnEdgeThatNeverLocksReportsNothing() {
        var d = GestureDriver()
        d.drag(from: pt(150, 5), to: pt(150, 15))
        d.release(from: pt(150, 5), at: pt(150, 15))
        #expect(d.completions.isEmpty)
        #expect(d.state.phase == .idle)
    }

    @Test func aScrollThatTakesTheTouchBeforeTheLockReportsNothing() {
        var d = GestureDriver(configuration: horizontal)
        d.drag(from: pt(8, 40), to: pt(8, 30), steps: 3)
        d.time += 0.02
        d.events += d.state.dragCancelled(at: d.time)
        #expect(d.completions.isEmpty)
        #expect(d.state.phase == .idle)
    }

    @Test func anyDirectionDragHeadingOutReportsNothing() {
        var d = GestureDriver()
        d.drag(from: pt(150, 20), to: pt(150, -30))
        d.release(from: pt(150, 20), at: pt(150, -30))
        #expect(d.completions.isEmpty)
        #expect(!d.events.contains(.directionLocked))
    }

    @Test func aLockedTearStillReportsItsCompletion() {
        var d = GestureDriver(configuration: horizontal)
        d.drag(from: pt(5, 200), to: pt(80, 210))
        d.release(from: pt(5, 200), at: pt(80, 210))
        d.finishRecovery()
        #expect(d.completions == [false])
    }
}
