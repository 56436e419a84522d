#if canImport(SwiftUI)
#if canImport(MetalKit)
import MetalKit
import SwiftUI
@_spi(Internal) import TearKitCore

/// The SwiftUI host of ``PiecesMetalRenderer``: an `MTKView` playing one ``PiecesRun`` (a shatter's
/// or a dust's). It reports the run's start (the clock starting once the live view has gone), its
/// first presented frame and its end to the run (or ends the run at once if Metal is unavailable).
/// The run's owner backs the end with a timer from that start, since a view that leaves the window
/// stops drawing.
struct PiecesMetalView {
    let run: PiecesRun

    /// Keeps the renderer alive (an `MTKView`'s delegate is weak).
    final class Coordinator {
        var renderer: PiecesMetalRenderer?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor
    func makeView(coordinator: Coordinator) -> MTKView {
        let view = MTKView(frame: CGRect(origin: .zero, size: run.region.size), device: MetalContext.shared.device)
        let run = self.run
        // SwiftUI may make this view again while the run plays: the run's clock is shared. The first
        // renderer to draw after the live view has gone starts it (and the timer backing the end);
        // a later one continues from that start (the pieces keep moving from where they were) and
        // starts no second timer.
        if let renderer = PiecesMetalRenderer(
            view: view, pieces: run.uploaded, reversed: run.reversed, start: run.start)
        {
            renderer.onFinished = { run.end.fire() }
            renderer.onFirstFramePresented = run.drawn
            renderer.onClockStarted = run.started
            coordinator.renderer = renderer
        } else {
            // No Metal: end at once; the caller's state then shows the final appearance.
            DispatchQueue.main.async { MainActor.assumeIsolated { _ = run.end.fire() } }
        }
        return view
    }
}

#if canImport(UIKit)
extension PiecesMetalView: UIViewRepresentable {
    func makeUIView(context: Context) -> MTKView {
        let view = makeView(coordinator: context.coordinator)
        view.isOpaque = false
        view.backgroundColor = .clear
        // The pieces never take a touch (the SwiftUI side also disables hit testing; this holds even
        // where that does not reach the hosted view).
        view.isUserInteractionEnabled = false
        return view
    }

    func updateUIView(_ uiView: MTKView, context: Context) {}
}
#elseif canImport(AppKit)
extension PiecesMetalView: NSViewRepresentable {
    func makeNSView(context: Context) -> MTKView {
        let view = makeView(coordinator: context.coordinator)
        view.layer?.isOpaque = false
        return view
    }

    func updateNSView(_ nsView: MTKView, context: Context) {}
}
#endif
#endif
#endif
