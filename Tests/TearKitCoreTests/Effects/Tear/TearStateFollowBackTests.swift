import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// `tearEnd` is the *current* finger point projected onto the locked line, and progress is
/// the distance travelled along that line over the distance available. Moving the finger back along
/// the line shrinks the tear again; release decides by the progress at release.
@Suite struct TearStateFollowBackTests {
    let vertical = TearConfiguration(maxGapWidth: 24, cutDirection: .vertical)

    @Test func movingBackShrinksProgressGapAndTip() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), to: pt(150, 300))
        let peak = d.state
        d.drag(from: pt(150, 5), to: pt(150, 130))
        #expect(isClose(d.state.tearProgress, (130 - 40) / 360.0))
        #expect(d.state.tearProgress < peak.tearProgress)
        #expect(isClose(d.state.gapWidth, 24 * d.state.tearProgress))
        #expect(d.state.fingerPoint == pt(150, 130))
        #expect(d.state.uniforms.tearEnd == pt(150, 130))
    }

    @Test func movingBackPastTheLockPointClosesTheTearWithoutEndingIt() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), to: pt(150, 200))
        d.drag(from: pt(150, 5), to: pt(150, 10))
        #expect(d.state.tearProgress == 0)
        #expect(d.state.gapWidth == 0)
        #expect(!d.state.isEffectEnabled)
        #expect(d.state.phase == .tearing)
        #expect(d.state.fingerPoint == pt(150, 40))
        // ... and forward again opens it again.
        d.drag(from: pt(150, 5), to: pt(150, 220))
        #expect(isClose(d.state.tearProgress, 180 / 360.0))
    }

    @Test func releaseDecidesByTheProgressAtRelease() {
        var d = GestureDriver(configuration: vertical)
        d.drag(from: pt(150, 5), through: [pt(150, 40)])
        d.drag(from: pt(150, 5), to: pt(150, 390))
        #expect(d.state.tearProgress >= 0.9)
        // Backing out before letting go: the view is not broken.
        d.drag(from: pt(150, 5), to: pt(150, 150))
        d.release(from: pt(150, 5), at: pt(150, 150))
        #expect(!d.state.hasFullyTorn)
        #expect(d.state.phase == .recovering)
        d.finishRecovery()
        #expect(d.completions == [false])
    }

    @Test func theOptionKeepsATearFromMendingWhileHeld() {
        var c = vertical
        c.tearNeverMendsWhileHeld = true
        var d = GestureDriver(configuration: c)
        d.drag(from: pt(150, 5), to: pt(150, 390))
        let peak = d.state
        d.drag(from: pt(150, 5), to: pt(150, 60))
        #expect(d.state.tearProgress == peak.tearProgress)
        #expect(d.state.fingerPoint == peak.fingerPoint)
        d.release(from: pt(150, 5), at: pt(150, 60))
        d.finishRecovery()
        #expect(d.completions == [true])
    }

    @Test func theOptionIsOffByDefault() {
        #expect(TearConfiguration().tearNeverMendsWhileHeld == false)
    }
}
