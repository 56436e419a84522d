#if canImport(SwiftUI)
#if canImport(UIKit)
import SwiftUI
import UIKit

/// An invisible UIKit view that reports the size of the window it is in: SwiftUI does not expose
/// the window's size, and the shatter's drawable should cover the window (what can be seen), not an
/// estimate of it (``TearKitCore/Shatter/drawableRegion(viewFrame:windowSize:)``).
///
/// It reports when it moves to a window and when it is laid out (rotation, a resized scene), on the
/// next turn of the main run loop: reporting during SwiftUI's update would modify state while the
/// view is being updated. macOS has no such probe: there the window is estimated.
struct WindowSizeProbe: UIViewRepresentable {
    let onChange: @MainActor (CGSize) -> Void

    final class ProbeView: UIView {
        var onChange: (@MainActor (CGSize) -> Void)?
        private var reported: CGSize?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            report()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            report()
        }

        private func report() {
            guard let size = window?.bounds.size, size != reported else { return }
            reported = size
            let onChange = onChange
            Task { @MainActor in onChange?(size) }
        }
    }

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView(frame: .zero)
        view.isUserInteractionEnabled = false
        view.onChange = onChange
        return view
    }

    func updateUIView(_ uiView: ProbeView, context: Context) {
        uiView.onChange = onChange
    }
}
#endif
#endif
