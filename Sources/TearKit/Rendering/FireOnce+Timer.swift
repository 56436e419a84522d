#if canImport(MetalKit)
import Foundation
@_spi(Internal) import TearKitCore

extension FireOnce {
    /// Fires this end at ``TearKitCore/FireOnce/deadline(duration:)`` after `start` (`systemUptime`,
    /// seconds) — a run of `duration` seconds plus a frame — unless the draw loop (or a newer run
    /// cancelling it) has ended it first. The timer is what makes the end come even when no frame
    /// does. The task holds only this end and `object` (something that must live until then, such
    /// as a renderer whose `MTKView` holds it weakly).
    @MainActor func fire(afterRunOf duration: Double, startedAt start: Double, keeping object: AnyObject? = nil) {
        let delay = max(FireOnce.deadline(duration: duration) - (ProcessInfo.processInfo.systemUptime - start), 0)
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(delay))
            withExtendedLifetime(object) { _ = self.fire() }
        }
    }
}
#endif
