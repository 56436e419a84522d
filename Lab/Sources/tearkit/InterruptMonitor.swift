import Foundation
import TearKitRender

/// Turns every signal that ends a run — Ctrl-C (SIGINT), SIGTERM, SIGHUP (the terminal closed) and
/// SIGQUIT (Ctrl-\\) — into a request that the running export honours at a safe moment.
///
/// While an export's output is staged, a signal only records itself and cancels the frames being
/// drawn (``frameCancellation``): a worker drawing or encoding a frame inside ``drawing(_:)`` stops
/// within a few rows, the others between frames; the export stops and joins its workers, removes its
/// staging folder, says so, and exits with the conventional status 128 + signal. The final move into place is never split by a
/// signal: once it has begun it finishes, and the tool then says the output is complete. When no
/// output is staged, a signal ends the tool at once (nothing of it exists on disk yet).
final class InterruptMonitor: @unchecked Sendable {
    /// The monitor; created (and the signal handlers installed) on first use.
    static let shared = InterruptMonitor()

    private let lock = NSLock()
    private var stagedOutputs = 0
    private var received: Int32?
    /// The last output moved into place, for an honest message if a signal comes after it.
    private var completedOutput: String?
    private var sources: [DispatchSourceSignal] = []
    /// Cancelled by the first signal: the frames drawn inside ``drawing(_:)`` stop part way.
    let frameCancellation = FrameCancellation()

    private init() {
        for signalNumber in Self.handledSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
            source.setEventHandler { [unowned self] in self.receive(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// The signals that end a run, each cleaned up after in the same way.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the signal handlers; call before anything is written.
    func install() {}

    private func receive(_ signalNumber: Int32) {
        lock.lock()
        if received == nil { received = signalNumber }
        // Frames being drawn stop within a few rows, not at their end (a large one can take seconds).
        frameCancellation.cancel()
        // Exits still holding the lock, so no staging folder can be started between the check and the exit.
        if stagedOutputs == 0 { Self.exit(signalNumber, completedOutput: completedOutput) }
        lock.unlock()
    }

    /// Says what the interrupt left and exits with status 128 + `signalNumber`.
    private static func exit(_ signalNumber: Int32, completedOutput: String?) -> Never {
        let message =
            completedOutput.map { "interrupted after the output was complete: \($0) holds it" }
            ?? "interrupted: nothing was written"
        FileHandle.standardError.write(Data("\n\(message)\n".utf8))
        Foundation.exit(128 + signalNumber)
    }

    /// The signal received so far, if any.
    var signalReceived: Int32? {
        lock.lock(); defer { lock.unlock() }
        return received
    }

    /// Throws ``Interrupted`` once a signal has arrived.
    func check() throws {
        if let signalNumber = signalReceived { throw Interrupted(signalNumber: signalNumber) }
    }

    /// Draws (or encodes) a frame with `draw`, on a worker thread, so that a signal stops it part way:
    /// the renderers watch ``frameCancellation`` every few rows. Throws ``Interrupted`` when a signal
    /// has arrived, before or during the frame.
    func drawing<Value>(_ draw: () throws -> Value) throws -> Value {
        try check()
        do {
            return try frameCancellation.watching(draw)
        } catch {
            // A cancelled frame throws its renderer's cancellation; the signal behind it is what counts.
            try check()
            throw error
        }
    }

    /// Marks the start of staged output: from now on a signal waits for the export to react.
    func beginStaging() {
        lock.lock(); stagedOutputs += 1; lock.unlock()
    }

    /// Forgets the outputs completed so far: they were steps of a larger output that is still staged
    /// (`previews` renders each picture into its own work folder), so a signal now says that nothing
    /// was written rather than naming a work folder as the output.
    func forgetCompletedOutputs() {
        lock.lock(); completedOutput = nil; lock.unlock()
    }

    /// Marks the end of staged output: moved into place at `completedOutput`, or discarded (`nil`).
    /// If a signal arrived meanwhile and nothing else is staged, says what was left and exits.
    func endStaging(completedOutput: String?) {
        lock.lock()
        stagedOutputs -= 1
        if let completedOutput { self.completedOutput = completedOutput }
        if stagedOutputs == 0, let received { Self.exit(received, completedOutput: self.completedOutput) }
        lock.unlock()
    }
}

/// The export was stopped by one of ``InterruptMonitor/handledSignals``.
struct Interrupted: Error {
    var signalNumber: Int32
}
