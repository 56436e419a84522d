import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a UIKit tear's Metal overlay is in its life, and what the host does next: the decisions of
/// `TearInteraction` that do not need UIKit.
///
/// The overlay is made asynchronously (the pipeline and the snapshot's texture are waited for off the
/// main thread, the live view staying on screen, untouched, meanwhile), only where the view can be
/// snapshotted (in a window, with a size); once shown it stays while the tear is drawn and the view
/// shares its superview, in a window or not (a screen pushed over it takes both away and brings both
/// back). While the tear is wanted and no overlay exists, the host watches the view, so the view
/// arriving on screen is noticed. One that cannot be made is not tried again until the tear ends.
@_spi(Internal) public struct TearOverlayLifecycle: Sendable, Equatable {
    /// The overlay's stage.
    @_spi(Internal) public enum Stage: Sendable, Equatable {
        /// No overlay: the live view shows.
        case absent
        /// No overlay, though the tear is drawn: the view cannot be snapshotted yet (not in a window,
        /// no superview, no size). The live view shows; the clock runs to notice it arriving.
        case waiting
        /// Being made for request `request` (the pipeline, the snapshot, its texture); the live view shows.
        case preparing(request: Int)
        /// Over the view in its superview (the live view hidden once its first frame is on screen).
        case showing
        /// Could not be made (no Metal library, a view larger than a texture can be): the tear is not
        /// drawn, the live view shows, and nothing is tried again until the tear ends.
        case unavailable
    }

    /// What the host does now.
    @_spi(Internal) public enum Action: Sendable, Equatable {
        /// Nothing.
        case none
        /// Start making an overlay, tagged `request` (its result is handed to ``prepared(request:succeeded:)``).
        case prepare(request: Int)
        /// The overlay made for the current request is ready: put it over the view, then draw.
        case install
        /// Follow the view and draw the tear's current state.
        case draw
        /// Take the overlay away and give the live view back.
        case remove
    }

    /// The largest side of a 2D texture or drawable on every GPU TearKit runs on, in pixels: 16 384
    /// (Metal feature set tables: Apple GPU family 3 and later, every device of iOS 17).
    @_spi(Internal) public static let maximumTextureSide = 16_384.0

    /// The current stage.
    @_spi(Internal) public private(set) var stage: Stage = .absent
    private var lastRequest = 0

    /// Nothing shown yet.
    @_spi(Internal) public init() {}

    /// Whether the host watches its view for changes: while an overlay is being made (to notice the
    /// view leaving), shown (to follow what the app does to the view: a fade, a move, a removal) or
    /// waited for (to notice the view arriving in a window), and while `brokenWithoutSize`: a broken
    /// view that has no size yet is drawn once layout gives it one. Watching costs nothing while the
    /// view does not change (no clock: the host is told of each change, see
    /// ``needsFrames(runAnimates:viewAnimates:awaitsFirstFrame:)``).
    @_spi(Internal) public func watchesView(brokenWithoutSize: Bool) -> Bool {
        switch stage {
        case .waiting, .preparing, .showing: true
        case .absent, .unavailable: brokenWithoutSize
        }
    }

    /// Whether the host's frame clock must run: while the tear's own animation runs (`runAnimates`: a
    /// closing cut, an opening break), and while a shown overlay follows an animation on its view
    /// (`viewAnimates`: its layer has animations, so where it is on screen changes from frame to
    /// frame) or waits for its first frame on screen (`awaitsFirstFrame`: drawn again every frame, a
    /// dropped drawable re-arming on the next). Never otherwise: a broken view shown at rest, an overlay
    /// being made or waited for, a finger holding the tear still — the host follows the view when it
    /// changes (``watchesView(brokenWithoutSize:)``), and a frame clock would tick for nothing.
    @_spi(Internal) public func needsFrames(runAnimates: Bool, viewAnimates: Bool, awaitsFirstFrame: Bool) -> Bool {
        runAnimates || (stage == .showing && (viewAnimates || awaitsFirstFrame))
    }

    /// Called on every refresh. `drawsTear`: the tear is drawn now (the state's effect is enabled);
    /// `viewIsPlaced`: the view has a superview, the overlay's if one is shown; `canSnapshot`: the
    /// view is in a window and has a size (needed to make an overlay, not to keep one).
    @_spi(Internal) public mutating func refresh(drawsTear: Bool, viewIsPlaced: Bool, canSnapshot: Bool) -> Action {
        switch stage {
        case .absent, .waiting:
            guard drawsTear else {
                stage = .absent
                return .none
            }
            guard viewIsPlaced, canSnapshot else {
                stage = .waiting
                return .none
            }
            lastRequest += 1
            stage = .preparing(request: lastRequest)
            return .prepare(request: lastRequest)
        case .preparing:
            // A request that is no longer wanted is dropped: its late result finds another stage.
            if !drawsTear {
                stage = .absent
            } else if !(viewIsPlaced && canSnapshot) {
                stage = .waiting
            }
            return .none
        case .showing:
            if drawsTear, viewIsPlaced { return .draw }
            stage = drawsTear ? .waiting : .absent
            return .remove
        case .unavailable:
            // Remembered for the rest of the tear, cleared when the tear is no longer drawn.
            if !drawsTear { stage = .absent }
            return .none
        }
    }

    /// The overlay of `request` is ready (`succeeded`) or could not be made. A result for a request
    /// that was dropped or replaced is ignored (`.none`).
    @_spi(Internal) public mutating func prepared(request: Int, succeeded: Bool) -> Action {
        guard stage == .preparing(request: request) else { return .none }
        stage = succeeded ? .showing : .unavailable
        return succeeded ? .install : .none
    }

    /// The overlay of `request` was not made after all (the view left its window before the snapshot
    /// could be taken): waited for again, and asked for by the next refresh that finds the tear drawn
    /// and the view placed.
    @_spi(Internal) public mutating func dropped(request: Int) {
        if stage == .preparing(request: request) { stage = .waiting }
    }

    /// The view has gone (released, or the interaction detached): the overlay goes with it.
    @_spi(Internal) public mutating func viewGone() -> Action {
        let shown = stage == .showing
        stage = .absent
        return shown ? .remove : .none
    }

    /// Whether an overlay for a view of `width` × `height` points, padded by `margin` points on every
    /// side, at `scale` pixels per point fits a texture and a drawable (``maximumTextureSide``). Decided
    /// before the snapshot is taken; `false` for any size that is not finite and positive.
    @_spi(Internal) public static func fitsTexture(width: Double, height: Double, margin: Double, scale: Double) -> Bool
    {
        let sides = [(width + 2 * margin) * scale, (height + 2 * margin) * scale]
        return sides.allSatisfy { $0.isFinite && $0 >= 1 && $0.rounded(.up) <= maximumTextureSide }
            && width > 0 && height > 0 && margin >= 0 && scale > 0
    }

    /// The anchor point of the overlay (unit coordinates of its own bounds) that lies on the view's
    /// anchor point, for an overlay `margin` points larger than the view on every side: with it, the
    /// overlay takes the view's `position` and `transform` unchanged and covers the view exactly,
    /// however it is rotated or scaled. (`viewAnchor` is the view layer's `anchorPoint`.)
    @_spi(Internal) public static func overlayAnchor(
        viewAnchor: (x: Double, y: Double), width: Double, height: Double, margin: Double
    ) -> (x: Double, y: Double) {
        let paddedWidth = width + 2 * margin
        let paddedHeight = height + 2 * margin
        guard paddedWidth > 0, paddedHeight > 0, paddedWidth.isFinite, paddedHeight.isFinite else { return viewAnchor }
        return ((margin + viewAnchor.x * width) / paddedWidth, (margin + viewAnchor.y * height) / paddedHeight)
    }

    /// What the overlay draws, padded by `margin`: the snapshot untouched while `liveViewShows`
    /// (the overlay's first frame is not yet on screen, so the live view is not yet hidden and both
    /// show the same pixels), the tear as `shown` is once the live view is hidden.
    ///
    /// Drawn at `snapshotSize`, the size of the view when its snapshot was taken: the shader works in
    /// the snapshot's points, and the overlay is stretched to the view's bounds as they are now. The
    /// state follows the live view (a rotation, a stack view collapsing it to zero); drawing it at
    /// its own size would put the cut elsewhere on the snapshot, or draw no tear at a zero size.
    @_spi(Internal) public static func uniforms(
        for shown: TearState, drawnAt snapshotSize: CGSize, pixelSize: Double, margin: Double, liveViewShows: Bool
    ) -> TearUniforms {
        var drawn = shown
        _ = drawn.setViewSize(snapshotSize)
        let uniforms =
            liveViewShows ? TearUniforms.identity(viewSize: drawn.viewSize) : drawn.uniforms(pixelSize: pixelSize)
        return uniforms.padded(by: margin)
    }

    /// What an overlay drawing with the curved tear's pipeline draws (the one prepared for a
    /// ``CutDirection/followingFinger`` configuration), padded by `margin`, as ``uniforms(for:drawnAt:pixelSize:margin:liveViewShows:)``
    /// describes: the snapshot untouched while `liveViewShows`, then the tear along its path. A state
    /// without a path (its direction not locked, or a configuration changed to a straight cut while the
    /// overlay is up) draws its straight cut as a path of its two ends, which the curved shader draws
    /// as the straight one does.
    @_spi(Internal) public static func curvedUniforms(
        for shown: TearState, drawnAt snapshotSize: CGSize, pixelSize: Double, margin: Double, liveViewShows: Bool
    ) -> CurvedTearUniforms {
        var drawn = shown
        _ = drawn.setViewSize(snapshotSize)
        if liveViewShows { return CurvedTearUniforms.identity(viewSize: drawn.viewSize).padded(by: margin) }
        if let curved = drawn.curvedUniforms(pixelSize: pixelSize) { return curved.padded(by: margin) }
        let straight = drawn.uniforms(pixelSize: pixelSize)
        let direction = CGPoint(
            x: straight.tearEnd.x - straight.tearStart.x, y: straight.tearEnd.y - straight.tearStart.y)
        return CurvedTearUniforms(
            path: [straight.tearStart, straight.tearEnd], startDirection: direction, look: straight
        )
        .padded(by: margin)
    }
}
