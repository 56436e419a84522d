import Foundation
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GestureScript {
    /// The script with a finger that moves steadily between its drag events: between two consecutive
    /// updates of the same drag (`changed` → `changed` or `ended`, the same `startLocation`), a
    /// `changed` update at every frame time (multiples of `1 / framesPerSecond`) strictly between
    /// them, its location on the straight line from one to the other. Other events, and the events
    /// themselves, are unchanged. `tearkit render` plays this, so a hand-written script of a few events
    /// animates as a drag; `tearkit simulate` plays the script exactly as written.
    package func interpolatingDrags(framesPerSecond: Double) -> GestureScript {
        let fps = TearPlayback.framesPerSecondLimits.clamp(framesPerSecond)
        var result = self
        result.events = []
        result.events.reserveCapacity(events.count)
        var previous: DragSample?
        for event in events {
            switch event {
            case .changed(let b), .ended(let b):
                if let a = previous, a.startLocation == b.startLocation, b.time > a.time {
                    var k = (a.time * fps).rounded(.down) + 1
                    while k / fps < b.time {
                        let t = k / fps, fraction = (t - a.time) / (b.time - a.time)
                        let f = CGFloat(fraction)
                        let location = CGPoint(
                            x: a.location.x + (b.location.x - a.location.x) * f,
                            y: a.location.y + (b.location.y - a.location.y) * f)
                        result.events.append(
                            .changed(DragSample(startLocation: a.startLocation, location: location, time: t)))
                        k += 1
                    }
                }
                if case .changed = event { previous = b } else { previous = nil }
            default:
                previous = nil
            }
            result.events.append(event)
        }
        return result
    }
}
