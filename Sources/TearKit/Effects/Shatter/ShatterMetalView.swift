#if canImport(SwiftUI)
#if canImport(MetalKit)
import MetalKit
import SwiftUI
import TearKitCore

/// The SwiftUI host of ``ShatterMetalRenderer``: an `MTKView` playing one ``ShatterRun``, calling
/// `onFirstFrame` when its first frame has been committed and `onFinished` when the computed end
/// time has passed (or at once if Metal is unavailable). The run's owner backs `onFinished` with a
/// timer, since a view that leaves the window stops drawing.
struct ShatterMetalView {
    let run: ShatterRun
    let onFirstFrame: () -> Void
    let onFinished: () -> Void

    /// Keeps the renderer alive (an `MTKView`'s delegate is weak).
    final class Coordinator {
        var renderer: ShatterMetalRenderer?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor
    func makeView(coordinator: Coordinator) -> MTKView {
        let view = MTKView(frame: CGRect(origin: .zero, size: run.region.size), device: MTLCreateSystemDefaultDevice())
        do {
            let renderer = try ShatterMetalRenderer(view: view, prepared: run.prepared, snapshot: run.snapshot, reversed: run.reversed)
            renderer.onFinished = onFinished
            renderer.onFirstFrame = onFirstFrame
            coordinator.renderer = renderer
        } catch {
            // No Metal: end at once; the caller's state then shows the final appearance.
            let finish = onFinished
            DispatchQueue.main.async { MainActor.assumeIsolated { finish() } }
        }
        return view
    }
}

#if canImport(UIKit)
extension ShatterMetalView: UIViewRepresentable {
    func makeUIView(context: Context) -> MTKView {
        let view = makeView(coordinator: context.coordinator)
        view.isOpaque = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ uiView: MTKView, context: Context) {}
}
#elseif canImport(AppKit)
extension ShatterMetalView: NSViewRepresentable {
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
