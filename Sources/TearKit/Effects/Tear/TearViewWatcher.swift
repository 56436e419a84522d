#if canImport(UIKit)
import Foundation
import UIKit

/// Tells a `TearInteraction` when its view changes in a way its tear's overlay must follow, so that
/// nothing runs while nothing changes (no display link for a broken view at rest):
///
/// - the view's layer's geometry (`position`, `bounds`, `frame`, `anchorPoint`, `transform`), opacity,
///   visibility and `mask`, by key-value observing (a view's `center`, `frame`, `transform`, `alpha`
///   and `isHidden` are its layer's; an animation the app starts changes the model value at once, and
///   the interaction then follows the animation on its display link until it ends);
/// - the view entering or leaving a window (UIKit tells an interaction nothing then), by a hidden,
///   empty subview whose `didMoveToWindow()` reports it: the view removed from a superview on screen,
///   put on screen at last, or its superview leaving or coming back with the overlay;
/// - the app's scene coming back to the foreground, where a drawable shown before may have been
///   discarded (`redraw`).
///
/// Each is reported as it happens, on the main actor; the interaction gathers them into one refresh.
@MainActor
final class TearViewWatcher {
    /// An empty, hidden subview of the watched view that reports the view's window changes.
    private final class WindowProbe: UIView {
        var onWindowChange: (@MainActor () -> Void)?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onWindowChange?()
        }
    }

    private weak var view: UIView?
    private let probe: WindowProbe
    private let onChange: @MainActor (_ redraw: Bool) -> Void
    #if canImport(ObjectiveC)
    private var observations: [NSKeyValueObservation] = []
    #endif
    private var foregroundObservers: [any NSObjectProtocol] = []

    /// Starts watching `view`; `onChange(redraw)` is called for each change, `redraw` when what the
    /// overlay showed may need drawing again (a window change, the foreground).
    init(view: UIView, onChange: @escaping @MainActor (_ redraw: Bool) -> Void) {
        self.view = view
        self.onChange = onChange
        probe = WindowProbe(frame: .zero)
        probe.isHidden = true
        probe.isUserInteractionEnabled = false
        probe.accessibilityElementsHidden = true
        probe.onWindowChange = { [weak self] in self?.onChange(true) }
        keepProbe()
        #if canImport(ObjectiveC)
        let layer = view.layer
        observations = [
            layer.observe(\.position) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.bounds) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.frame) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.anchorPoint) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.transform) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.opacity) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.isHidden) { [weak self] _, _ in Self.report(self) },
            layer.observe(\.mask) { [weak self] _, _ in Self.report(self) },
        ]
        #endif
        foregroundObservers = [UIScene.willEnterForegroundNotification, UIScene.didActivateNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.onChange(true) }
            }
        }
    }

    /// Puts the probe back in the view if the app has taken it out (a view that empties its subviews),
    /// so window changes keep being reported. A `UIVisualEffectView` takes it in its `contentView`
    /// (UIVisualEffectView.h: "Do not add subviews directly").
    func keepProbe() {
        guard let view else { return }
        let host = (view as? UIVisualEffectView)?.contentView ?? view
        if probe.superview !== host { host.addSubview(probe) }
    }

    /// Stops watching: the probe leaves the view, the observations end.
    func stop() {
        probe.onWindowChange = nil
        probe.removeFromSuperview()
        #if canImport(ObjectiveC)
        observations.forEach { $0.invalidate() }
        observations = []
        #endif
        foregroundObservers.forEach { NotificationCenter.default.removeObserver($0) }
        foregroundObservers = []
    }

    #if canImport(ObjectiveC)
    /// A key-value observation's report: on the main thread, where UIKit changes a view's layer, at
    /// once; from any other thread, on the main actor next.
    private nonisolated static func report(_ watcher: TearViewWatcher?) {
        guard Thread.isMainThread else {
            Task { @MainActor in watcher?.onChange(false) }
            return
        }
        MainActor.assumeIsolated { watcher?.onChange(false) }
    }
    #endif
}
#endif
