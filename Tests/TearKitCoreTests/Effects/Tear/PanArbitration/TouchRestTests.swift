import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How long a finger rested before it moved.
@Suite struct TouchRestTests {
    @Test func restEndsWhenTheFingerMovesTheSlopOrMore() {
        var rest = TouchRest()
        #expect(rest.duration(now: 10) == 0)
        rest.touchDown(at: CGPoint(x: 100, y: 100), time: 10)
        #expect(abs(rest.duration(now: 10.2) - 0.2) < 1e-9)
        // A wobble inside the slop keeps the rest going.
        rest.touchMoved(to: CGPoint(x: 103, y: 104.9), time: 10.3)
        #expect(abs(rest.duration(now: 10.4) - 0.4) < 1e-9)
        // Six points from where it touched down: the finger has moved.
        rest.touchMoved(to: CGPoint(x: 100, y: 106), time: 10.5)
        #expect(abs(rest.duration(now: 11) - 0.5) < 1e-9)
        // Later moves do not move the end of the rest.
        rest.touchMoved(to: CGPoint(x: 100, y: 200), time: 10.9)
        #expect(abs(rest.duration(now: 12) - 0.5) < 1e-9)
        // A second touch of the same sequence does not restart it; a reset does.
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 11.5)
        #expect(abs(rest.duration(now: 12) - 0.5) < 1e-9)
        rest.reset()
        #expect(rest.duration(now: 12) == 0)
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 12)
        #expect(abs(rest.duration(now: 12.25) - 0.25) < 1e-9)
    }

    @Test func aRestIgnoresNonFiniteInput() {
        var rest = TouchRest()
        rest.touchDown(at: CGPoint(x: Double.nan, y: 0), time: 1)
        #expect(rest.duration(now: 2) == 0)
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 1)
        rest.touchMoved(to: CGPoint(x: Double.infinity, y: 0), time: 1.1)
        rest.touchMoved(to: CGPoint(x: 50, y: 0), time: .nan)
        #expect(abs(rest.duration(now: 1.5) - 0.5) < 1e-9)
        #expect(rest.duration(now: .nan) == 0)
        // A clock that went back ends the rest at touch-down, never before.
        rest.touchMoved(to: CGPoint(x: 50, y: 0), time: 0.5)
        #expect(rest.duration(now: 3) == 0)
    }
}
