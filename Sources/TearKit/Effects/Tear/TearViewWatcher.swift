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
///   discarded (`redraw`);
/// - anything key-value observing missed: Apple does not document `CALayer`'s properties as
///   observable, so a change made without the observed setter would go unseen. A timer twice a
///   second (a timer, not a display link: it wakes no render loop and holds the watcher weakly)
///   compares the layer's geometry, opacity and visibility with what it last saw and reports a
///   difference, so a missed change is followed within half a second.
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
    /// The safety net for changes key-value observing did not report, and what it saw last.
    private var fallback: Timer?
    private var lastSeen: LayerPlacement?

    /// What the overlay copies from the view's layer, compared by the fallback timer.
    private struct LayerPlacement: Equatable {
        var position: CGPoint
        var bounds: CGRect
        var anchorPoint: CGPoint
        var transform: CATransform3D
        var opacity: Float
        var isHidden: Bool

        init(_ layer: CALayer) {
            position = layer.position
            bounds = layer.bounds
            anchorPoint = layer.anchorPoint
            transform = layer.transform
            opacity = layer.opacity
            isHidden = layer.isHidden
        }

        static func == (a: LayerPlacement, b: LayerPlacement) -> Bool {
            a.position == b.position && a.bounds == b.bounds && a.anchorPoint == b.anchorPoint
                && CATransform3DEqualToTransform(a.transform, b.transform) && a.opacity == b.opacity
                && a.isHidden == b.isHidden
        }
    }

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
        lastSeen = LayerPlacement(view.layer)
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.lookForMissedChange() }
        }
        timer.tolerance = 0.25
        RunLoop.main.add(timer, forMode: .common)
        fallback = timer
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

    /// Reports a change of the view's layer that no observation reported.
    private func lookForMissedChange() {
        guard let view else { return }
        let now = LayerPlacement(view.layer)
        if now != lastSeen { onChange(false) }
        lastSeen = now
    }

    /// Stops watching: the probe leaves the view, the observations and the timer end.
    func stop() {
        fallback?.invalidate()
        fallback = nil
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
