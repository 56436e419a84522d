import Foundation

/// An action that runs at most once, however many of its triggers arrive: the end of an effect
/// that is reported both by its draw loop and by a timer.
///
/// Why two triggers: the shatter's pieces are drawn by an `MTKView`, whose draw loop stops when
/// the view leaves the window or gets no drawable (nothing is documented to call it again). An end
/// reported only by the draw loop can therefore never come, and a UIKit transition that is never
/// completed leaves the app's UI frozen. So the end is also scheduled on a timer at
/// ``deadline(duration:)``; whichever trigger comes first runs the action, the other does nothing.
///
/// Not thread-safe: fire and cancel it on one thread (TearKit uses the main actor).
@_spi(Internal) public final class FireOnce {
    private var action: (() -> Void)?
    /// Whether the action has run.
    @_spi(Internal) public private(set) var hasFired = false

    /// Holds `action` until the first ``fire()``.
    @_spi(Internal) public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the action if it has neither run nor been cancelled; returns whether it ran now.
    @discardableResult
    @_spi(Internal) public func fire() -> Bool {
        guard let action else { return false }
        self.action = nil
        hasFired = true
        action()
        return true
    }

    /// Whether the action can still run: neither fired nor cancelled. A run whose model is still
    /// being built checks it when the model arrives: a run replaced meanwhile is not started.
    @_spi(Internal) public var isPending: Bool { action != nil }

    /// The action will never run (a newer run took over); releases it.
    @_spi(Internal) public func cancel() {
        action = nil
    }

    /// One frame at 60 Hz, in seconds: the slack a timer backing a draw loop leaves it, so that
    /// when the loop runs it is the loop that ends the effect, with its last frame drawn.
    @_spi(Internal) public static let frameSlack = 1.0 / 60

    /// When the timer backing an effect of `duration` seconds fires, seconds after the effect
    /// starts: `duration` plus ``frameSlack``. A non-finite or negative duration counts as 0, so a
    /// broken model still ends at once rather than never.
    @_spi(Internal) public static func deadline(duration: Double) -> Double {
        (duration.isFinite ? max(duration, 0) : 0) + frameSlack
    }
}
