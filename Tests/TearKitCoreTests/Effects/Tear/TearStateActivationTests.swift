import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A drag must start near an eligible edge to tear; anything else passes through.
@Suite struct TearStateActivationTests {
    @Test func dragStartingAwayFromEveryEdgeDoesNothing() {
        var d = GestureDriver()
        d.drag(from: pt(150, 200), to: pt(150, 390))
        #expect(!d.state.isActive)
        #expect(d.state.tearProgress == 0)
        #expect(!d.state.isEffectEnabled)
        d.release(from: pt(150, 200), at: pt(150, 390))
        #expect(d.events.isEmpty)
        #expect(d.state.phase == .idle)
    }

    @Test func dragStartingNearAnEdgeActivatesAndSeedsThePoints() {
        var d = GestureDriver()
        d.drag(from: pt(150, 10), through: [pt(150, 12)])
        #expect(d.state.isActive)
        #expect(d.events == [.activated])
        #expect(d.state.edgePoint == pt(150, 10))
        #expect(d.state.phase == .tracking)
    }

    @Test func activationDistanceIsConfigurable() {
        var near = GestureDriver(configuration: TearConfiguration(edgeActivationDistance: 40))
        near.drag(from: pt(150, 38), through: [pt(150, 39)])
        #expect(near.state.isActive)
        var far = GestureDriver(configuration: TearConfiguration(edgeActivationDistance: 30))
        far.drag(from: pt(150, 38), through: [pt(150, 39)])
        #expect(!far.state.isActive)
    }

    @Test func verticalCutsOnlyStartAtTopOrBottom() {
        var left = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        left.drag(from: pt(5, 200), to: pt(120, 200))
        #expect(!left.state.isActive)
        var bottom = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        bottom.drag(from: pt(100, 395), to: pt(100, 300))
        #expect(bottom.state.directionLocked)
    }

    @Test func horizontalCutsOnlyStartAtLeftOrRight() {
        var top = GestureDriver(configuration: TearConfiguration(cutDirection: .horizontal))
        top.drag(from: pt(150, 4), to: pt(150, 200))
        #expect(!top.state.isActive)
        var right = GestureDriver(configuration: TearConfiguration(cutDirection: .horizontal))
        right.drag(from: pt(296, 200), to: pt(200, 200))
        #expect(right.state.directionLocked)
    }
}
