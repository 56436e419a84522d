import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// After the lock the finger is projected on the fixed line; progress and gap follow it.
@Suite struct TearStateTearingTests {
    @Test func fingerIsProjectedOntoTheLockedLine() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 40))
        d.drag(from: pt(150, 5), through: [pt(210, 200)])
        #expect(d.state.fingerPoint == pt(150, 200))
        #expect(d.state.projectedEnd(fingerLocation: pt(20, 300)) == pt(150, 300))
    }

    @Test func projectionIsClampedToTheSegmentInsideTheView() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 40))
        #expect(d.state.projectedEnd(fingerLocation: pt(150, 900)) == pt(150, 400))
        #expect(d.state.projectedEnd(fingerLocation: pt(150, -50)) == pt(150, 0))
        d.drag(from: pt(150, 5), through: [pt(150, 900)])
        #expect(d.state.fingerPoint == pt(150, 400))
        #expect(d.state.tearProgress == 1)
    }

    @Test func progressIsDistanceTravelledOverDistanceAvailable() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), through: [pt(150, 220)])
        #expect(isClose(d.state.tearProgress, (220 - 40) / (400 - 40.0)))
    }

    @Test func progressReachesOneExactlyAtTheFarEdge() {
        var d = GestureDriver()
        d.drag(from: pt(5, 100), to: pt(300, 100), steps: 40)
        #expect(d.state.tearProgress == 1)
        #expect(d.state.fingerPoint == pt(300, 100))
    }

    @Test func gapGrowsWithProgressUpToTheMaximum() {
        var d = GestureDriver(configuration: TearConfiguration(maxGapWidth: 30, cutDirection: .vertical))
        var previous = 0.0
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        for y in stride(from: 50.0, through: 400, by: 10) {
            d.drag(from: pt(150, 5), through: [pt(150, y)])
            #expect(d.state.gapWidth > previous)
            #expect(isClose(d.state.gapWidth, 30 * d.state.tearProgress))
            previous = d.state.gapWidth
        }
        #expect(d.state.gapWidth == 30)
    }

    @Test func movingBackDoesNotShrinkTheTearWhenItNeverMendsWhileHeld() {
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical, tearNeverMendsWhileHeld: true))
        d.drag(from: pt(150, 5), to: pt(150, 250))
        let peak = d.state.tearProgress
        d.drag(from: pt(150, 5), to: pt(150, 60))
        #expect(d.state.tearProgress == peak)
        #expect(d.state.fingerPoint == pt(150, 250))
    }

    @Test func effectIsEnabledOnlyWithARealOpening() {
        var d = GestureDriver(configuration: TearConfiguration(maxGapWidth: 20, cutDirection: .vertical))
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        #expect(!d.state.isEffectEnabled)
        // gap = 20 * (41 - 40) / 360 ≈ 0.056 pt: still no real opening.
        d.drag(from: pt(150, 5), through: [pt(150, 41)])
        #expect(!d.state.isEffectEnabled)
        d.drag(from: pt(150, 5), through: [pt(150, 45)])
        #expect(d.state.isEffectEnabled)
    }
}
