#if canImport(UIKit)
#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import MetalKit
@_spi(Internal) import TearKitCore
import UIKit

extension UIView {
    /// Turns this view to dust, as SwiftUI's `dust(isBroken:)` does: a ragged front sweeps across it
    /// and each particle leaves as the front passes it, lifting and drifting with the wind, swirled by
    /// turbulence, shrinking and fading, over ``DustConfiguration/duration`` (1.4 s by default). With
    /// Reduce Motion on, without Metal, or when the view has nothing visible to snapshot, the view
    /// fades out where it stands instead (0.35 s).
    ///
    /// ```swift
    /// avatar.dust { broke in
    ///     if broke { self.avatar.removeFromSuperview() }
    /// }
    /// ```
    ///
    /// The particles show a snapshot of the view as it is on screen (`drawHierarchy(in:afterScreenUpdates:)`
    /// at its display scale, 8-bit, UIKit-backed content included), drawn by the same Metal shader as
    /// SwiftUI's dust in an `MTKView` added to the view's superview, above it, reaching as far as the
    /// wind and turbulence can carry a particle within the window. The same
    /// ``DustConfiguration/seed`` gives the same dust. Once the dust's first frame is on screen the
    /// view turns transparent (`alpha` 0, its elements hidden from VoiceOver; taps pass through it), so
    /// a `UIStackView` keeps its place while the dust plays; at the end it is hidden (`isHidden`) and
    /// its `alpha` restored, so a stack view closes the gap when `onCompletion` runs. Making it visible
    /// again meanwhile (an `alpha` other than 0) is kept: the end does not hide it. Only the snapshot is taken on the
    /// main thread; its redraw, its scan for a visible pixel and its upload happen off it, and the
    /// CPU's work per frame does not grow with the particle count. The Metal view is removed at the
    /// end, which a timer backs: `onCompletion` runs even if the Metal view stops drawing. Without a
    /// superview (or a size) nothing happens and `onCompletion(false)` follows at once, as it does when
    /// the view leaves its superview before the dust starts.
    ///
    /// **Where the dust cannot show.** The Metal view is a sibling of this view, so UIKit clips it to
    /// every ancestor that clips (a `UIScrollView`, `UITableView` or `UICollectionView`, a cell, any
    /// view with `clipsToBounds`), and sibling views added after this one draw over it. To let the dust
    /// drift over everything, move the view for the run into a superview that does not clip and sits
    /// above the rest (the window, at the same place: `convert(bounds, to: window)`), then call `dust`.
    ///
    /// - Parameters:
    ///   - configuration: the particles' size (1–4 px, default 2), the duration (0.3–5 s, default
    ///     1.4), the sweep's direction, the wind, the turbulence and the random seed. Default `.init()`.
    ///   - onCompletion: Called once on the main actor: `true` when the dust has gone (or the fade is
    ///     over) and the view is hidden; `false` when the dust could not run and the view is unchanged —
    ///     also for a view that shows nothing to turn to dust (hidden or transparent), and for a second
    ///     call made before the first run has called its `onCompletion`. Default `nil`. A trailing
    ///     closure is always this one.
    public func dust(
        configuration: DustConfiguration = DustConfiguration(), onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let bounds = self.bounds
        let run = ObjectIdentifier(self)
        guard let superview, !isHidden, alpha > 0, !UIView.viewsTurningToDust.contains(run),
            bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
        else {
            onCompletion?(false)
            return
        }
        // From the call to its completion the view is marked, so a second call meanwhile (also while
        // the snapshot uploads, before the view turns transparent) reports false instead of playing a
        // second dust over the first.
        UIView.viewsTurningToDust.insert(run)
        let onCompletion: @MainActor (Bool) -> Void = { broke in
            UIView.viewsTurningToDust.remove(run)
            onCompletion?(broke)
        }
        // Under Reduce Motion or without Metal the view only fades: no snapshot to take first.
        guard !UIAccessibility.isReduceMotionEnabled, MetalContext.shared.device != nil else {
            fadeOutForDust(onCompletion: onCompletion)
            return
        }
        // The region in this view's points: as far as the dust can drift, within the window.
        let frameInWindow = window.map { convert(bounds, to: $0) } ?? bounds
        let region = Dust.drawRegion(viewFrame: frameInWindow, window: window?.bounds, configuration: configuration)
        let format = UIGraphicsImageRendererFormat.preferred()
        // The display's scale, or less for a region so large that its drawable would exceed Metal's
        // texture limit (``TearKitCore/MetalSurfaceSize``): the snapshot and the drawable are then
        // drawn at that one scale, so their pixels are one grid (the particles' anti-aliased edges are
        // measured in them).
        format.scale = CGFloat(
            MetalSurfaceSize(points: region.size, scale: Double(traitCollection.displayScale)).scale)
        format.opaque = false
        // 8-bit: the texture and drawables are 8-bit, and an extended-range snapshot (what `preferred()`
        // gives on a wide-colour screen) would take twice the memory for nothing.
        format.preferredRange = .standard
        let snapshot = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        guard let rendered = snapshot.cgImage.map({ SendableBox($0) }) else {
            fadeOutForDust(onCompletion: onCompletion)
            return
        }
        let scale = Double(format.scale)
        // This task holds the snapshot until it is uploaded, then ends: the playing run keeps only its texture.
        Task { @MainActor in
            // Only drawHierarchy must run on the main thread: the redraw as RGBA8 and the scan for a
            // visible pixel (a full screen's 3.6 Mpx written and read) run off it, as the upload does.
            guard let visible = await ViewSnapshot.preparedOffMainThread(rendered),
                let uploaded = try? await UploadedDust.upload(
                    snapshot: visible.object, configuration: configuration, scale: scale,
                    region: region, insertion: false)
            else {
                fadeOutForDust(onCompletion: onCompletion)
                return
            }
            playDust(uploaded, in: superview, onCompletion: onCompletion)
        }
    }

    /// The views whose dust has been asked for and has not yet called its `onCompletion`. A run holds
    /// its view until then, so an identifier is not reused while it is in this set.
    @MainActor private static var viewsTurningToDust: Set<ObjectIdentifier> = []

    /// Plays `uploaded` in an `MTKView` above this view in `superview`: the view hidden once the first
    /// frame is on screen, the end on the draw loop, the timer started with the run's clock, or the
    /// backstop started now.
    private func playDust(_ uploaded: UploadedDust, in superview: UIView, onCompletion: (@MainActor (Bool) -> Void)?) {
        // The view may have moved (or left its superview) while the snapshot uploaded.
        guard self.superview === superview else {
            onCompletion?(false)
            return
        }
        let origin = convert(bounds, to: superview).origin
        let metalView = MTKView(
            frame: uploaded.region.offsetBy(dx: origin.x, dy: origin.y), device: MetalContext.shared.device)
        metalView.isOpaque = false
        metalView.backgroundColor = .clear
        metalView.isUserInteractionEnabled = false
        guard
            let renderer = PiecesMetalRenderer(
                view: metalView, pieces: uploaded, reversed: false, start: PiecesRunStart())
        else {
            fadeOutForDust(onCompletion: onCompletion)
            return
        }
        superview.insertSubview(metalView, aboveSubview: self)
        let alpha = self.alpha, elementsHidden = self.accessibilityElementsHidden
        let end = FireOnce { [renderer] in
            // The view is hidden now (it has turned to dust) and its alpha restored — unless the first
            // frame made it transparent and the app has made it visible again since.
            let madeTransparent = renderer.onFirstFramePresented == nil
            renderer.onFinished = nil
            renderer.onFirstFramePresented = nil
            renderer.onClockStarted = nil
            metalView.removeFromSuperview()
            if !madeTransparent || self.alpha == 0 {
                self.isHidden = true
                self.alpha = alpha
            }
            // Given back only if the dust set it and it is still set (an app that cleared it meanwhile keeps that).
            if madeTransparent, self.accessibilityElementsHidden { self.accessibilityElementsHidden = elementsHidden }
            onCompletion?(true)
        }
        // The particles draw the snapshot exactly at t = 0 until the view has gone (transparent from
        // the turn their first frame is on screen: `isHidden` would let a stack view close the gap
        // under the dust); the clock starts with the next frame.
        renderer.onFirstFramePresented = {
            self.alpha = 0
            self.accessibilityElementsHidden = true
            // VoiceOver moves its cursor off an element that has gone from the screen.
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        // The end on the draw loop, on a timer from the clock's start, or on a backstop; the timers
        // hold the renderer until then.
        renderer.play(until: end)
    }

    /// The fallback (Reduce Motion, nothing visible, no Metal): the view fades out where it stands
    /// over 0.35 s, hidden from VoiceOver meanwhile, and ends hidden, its alpha restored for a later
    /// `isHidden = false` — unless the app made it visible again during the fade.
    private func fadeOutForDust(onCompletion: (@MainActor (Bool) -> Void)?) {
        let alpha = self.alpha, elementsHidden = self.accessibilityElementsHidden
        accessibilityElementsHidden = true
        // VoiceOver moves its cursor off an element that is going from the screen.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIView.animate(
            withDuration: 0.35, animations: { self.alpha = 0 },
            completion: { _ in
                if self.alpha == 0 {
                    self.isHidden = true
                    self.alpha = alpha
                }
                // Given back if it is still set (an app that cleared it during the fade keeps that).
                if self.accessibilityElementsHidden { self.accessibilityElementsHidden = elementsHidden }
                onCompletion?(true)
            })
    }
}
#endif
#endif
