#if canImport(MetalKit)
import Foundation
@_spi(Internal) import TearKitCore

extension PiecesMetalRenderer {
    /// Ends the run with `end`, once: from the draw loop at the end time, from a timer started with
    /// the run's clock, or — should the clock never start (no frame ever presented) — from a backstop
    /// at the run's length plus ``TearKitCore/PiecesRunStart/allowance`` from now, whichever comes
    /// first. The timers hold this renderer (its `MTKView`'s delegate is weak) until the end. For an
    /// owner that holds the renderer itself (UIKit); a SwiftUI run's Metal view reports to its run.
    func play(until end: FireOnce) {
        let duration = self.duration
        onFinished = { end.fire() }
        onClockStarted = { start in end.fire(afterRunOf: duration, startedAt: start, keeping: self) }
        end.fire(
            afterRunOf: duration + PiecesRunStart.allowance, startedAt: ProcessInfo.processInfo.systemUptime,
            keeping: self)
    }
}
#endif
