import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `render` plays a drag between a script's events as a finger moving steadily.
struct GestureScriptInterpolationTests {
    @Test func aDragGetsAPositionAtEveryFrameBetweenItsEventsAndKeepsThem() {
        let start = CGPoint(x: 10, y: 0)
        let events: [GestureScript.Event] = [
            .changed(DragSample(startLocation: start, location: CGPoint(x: 10, y: 10), time: 0.1)),
            .ended(DragSample(startLocation: start, location: CGPoint(x: 10, y: 50), time: 0.5)),
            .setBroken(false, time: 1),
            .changed(DragSample(startLocation: CGPoint(x: 0, y: 5), location: CGPoint(x: 5, y: 5), time: 1.2)),
            // A new drag (another start) right after a move of the previous one: not joined to it.
            .changed(DragSample(startLocation: CGPoint(x: 19, y: 5), location: CGPoint(x: 12, y: 5), time: 1.5)),
        ]
        let script = GestureScript(viewSize: CGSize(width: 20, height: 60), events: events)
        let played = script.interpolatingDrags(framesPerSecond: 10)
        // 0.2, 0.3, 0.4 s between the two events of the first drag; nothing across setBroken or between two drags.
        #expect(played.events.count == events.count + 3)
        #expect(played.events.filter { events.contains($0) } == events)
        let added = played.events.filter { !events.contains($0) }
        #expect(added.map { (($0.time * 10).rounded()) } == [2, 3, 4])
        for event in added {
            guard case .changed(let s) = event else { Issue.record("\(event)"); continue }
            #expect(s.startLocation == start)
            #expect(abs(Double(s.location.y) - (10 + 40 * (s.time - 0.1) / 0.4)) < 1e-9)
        }
        #expect(played.events.map(\.time) == played.events.map(\.time).sorted())
    }
}
