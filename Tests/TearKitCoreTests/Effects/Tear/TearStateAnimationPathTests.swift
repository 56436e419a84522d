import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Where the tip of the tear travels while an animation runs: the closing cut slides back to where
/// the tear became visible (the lock point), and a view resized mid-animation carries the running
/// animation along with it.
@Suite struct TearStateAnimationPathTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    /// Drags down from the top edge of a 300 × 400 view at x = 150: the direction locks at y = 40
    /// (so the lock point is (150, 40)), then the finger moves on down to `y`.
    func tear(_ d: inout GestureDriver, to y: Double) {
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), through: stride(from: 50.0, through: y, by: 10).map { pt(150, $0) })
    }

    @Test func theClosingTipSlidesBackToTheLockPointNotToTheEdge() {
        var d = GestureDriver(configuration: vertical)
        tear(&d, to: 250)
        let lockPoint = pt(150, 40)
        #expect(d.state.edgePoint == pt(150, 0))
        #expect(d.state.lockProjection == 40)
        d.release(from: pt(150, 5), at: pt(150, 250))
        let start = d.time, duration = vertical.recoveryDuration
        var previousY = 250.0
        for i in 1..<50 {
            d.events += d.state.advance(to: start + duration * Double(i) / 50)
            let tip = d.state.fingerPoint
            #expect(tip.x == 150, "the closing tip left the tear line at step \(i)")
            #expect(tip.y <= previousY + 1e-9, "the closing tip moved away from the lock point at step \(i)")
            #expect(tip.y >= lockPoint.y - 1e-9, "the closing tip passed the lock point (y \(tip.y)) at step \(i)")
            previousY = tip.y
        }
        // The last instant before the cut is closed: the tip has arrived at the lock point.
        d.events += d.state.advance(to: start + duration * 0.9999)
        #expect(d.state.phase == .recovering)
        #expect(
            isClose(d.state.fingerPoint, lockPoint, 0.01),
            "the closing tip ends at \(d.state.fingerPoint), not at \(lockPoint)")
        d.finishRecovery()
        #expect(d.completions == [false])
    }

    @Test func aViewResizedMidRecoveryCarriesTheClosingTearWithIt() {
        var d = GestureDriver(configuration: vertical)
        tear(&d, to: 250)
        d.release(from: pt(150, 5), at: pt(150, 250))
        let start = d.time, duration = vertical.recoveryDuration
        d.events += d.state.advance(to: start + duration * 0.3)
        let tipBefore = d.state.fingerPoint
        // The view doubles in size (rotation, split view): everything scales by 2.
        d.size = CGSize(width: 600, height: 800)
        d.events += d.state.setViewSize(d.size)
        var previousY = Double(tipBefore.y) * 2
        for i in 4..<10 {
            d.events += d.state.advance(to: start + duration * Double(i) / 10)
            let tip = d.state.fingerPoint
            #expect(tip.x == 300, "after the resize the closing tip is at x \(tip.x), off the rescaled tear line")
            #expect(
                tip.y <= previousY + 1e-9 && tip.y >= 80 - 1e-9,
                "tip y \(tip.y) outside the rescaled path 80…\(previousY)")
            previousY = tip.y
        }
        d.events += d.state.advance(to: start + duration * 0.9999)
        #expect(
            isClose(d.state.fingerPoint, pt(300, 80), 0.02),
            "the closing tip ends at \(d.state.fingerPoint), not at the rescaled lock point")
        #expect(d.state.edgePoint == pt(300, 0))
        d.finishRecovery()
        #expect(d.completions == [false])
    }

    @Test func aViewResizedMidBreakCarriesTheBreakingTearWithIt() {
        var d = GestureDriver(configuration: vertical)
        tear(&d, to: 200)
        d.events += d.state.setBroken(true, at: d.time, animated: true)
        let start = d.time, duration = vertical.breakDuration
        d.events += d.state.advance(to: start + duration * 0.3)
        let tipBefore = d.state.fingerPoint
        // The view halves in size.
        d.size = CGSize(width: 150, height: 200)
        d.events += d.state.setViewSize(d.size)
        var previousY = Double(tipBefore.y) / 2
        for i in 4..<10 {
            d.events += d.state.advance(to: start + duration * Double(i) / 10)
            let tip = d.state.fingerPoint
            #expect(d.state.phase == .breaking)
            #expect(tip.x == 75, "after the resize the breaking tip is at x \(tip.x), off the rescaled tear line")
            #expect(
                tip.y >= previousY - 1e-9 && tip.y <= 200 + 1e-9,
                "tip y \(tip.y) outside the rescaled path \(previousY)…200")
            previousY = tip.y
        }
        d.events += d.state.advance(to: start + duration)
        #expect(d.completions == [true])
        #expect(d.state.fingerPoint == pt(75, 200))
    }
}
