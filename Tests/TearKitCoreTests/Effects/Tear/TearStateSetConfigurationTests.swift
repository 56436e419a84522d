import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// `setConfiguration` mid-tear: the tear keeps its line and progress, its opening follows the new
/// maximum at once, and the new threshold decides the release.
@Suite struct TearStateSetConfigurationTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    /// A 300 × 400 view torn down from (150, 0), locked at y = 40, the finger at y = 220:
    /// progress (220 − 40) / 360 = 0.5.
    func halfTorn() -> GestureDriver {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), through: stride(from: 50.0, through: 220, by: 10).map { pt(150, $0) })
        return d
    }

    @Test func theOpeningFollowsANewMaximumGapAtOnce() {
        var d = halfTorn()
        #expect(d.state.tearProgress == 0.5)
        #expect(d.state.gapWidth == 12)
        var wider = vertical
        wider.maxGapWidth = 60
        d.state.setConfiguration(wider)
        #expect(d.state.gapWidth == 30, "the opening is \(d.state.gapWidth) pt after the maximum went from 24 to 60")
        #expect(d.state.uniforms.maxGap == 30)
        // The tear itself is unchanged: same line, same progress.
        #expect(d.state.tearProgress == 0.5)
        #expect(d.state.edgePoint == pt(150, 0))
        #expect(d.state.fingerPoint == pt(150, 220))
        #expect(d.state.phase == .tearing)
        // Closing the maximum to 0 closes the opening too.
        var closed = vertical
        closed.maxGapWidth = 0
        d.state.setConfiguration(closed)
        #expect(d.state.gapWidth == 0)
        #expect(!d.state.isEffectEnabled)
    }

    @Test func theNewThresholdDecidesTheRelease() {
        var d = halfTorn()
        var eager = vertical
        eager.breakThreshold = 0.4
        d.state.setConfiguration(eager)
        d.release(from: pt(150, 5), at: pt(150, 220))
        d.finishRecovery()
        #expect(d.completions == [true])
    }

    @Test func aBrokenViewsOpeningFollowsTheNewMaximum() {
        var d = halfTorn()
        d.events += d.state.setBroken(true, at: d.time)
        #expect(d.state.gapWidth == 24)
        var wider = vertical
        wider.maxGapWidth = 50
        d.state.setConfiguration(wider)
        #expect(d.state.gapWidth == 50)
        #expect(d.state.hasFullyTorn)
        #expect(d.state.tearProgress == 1)
    }
}
