#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The padded layer a view is torn in two in, within a budget, and what the flight does at its edge.
///
/// Why a budget: a SwiftUI layer effect draws only inside its layer, so the halves' room is padding
/// added to the view; the offscreen layer SwiftUI renders costs GPU time and memory in proportion to
/// its area, every frame. The room is therefore the flight's bounds (``TearInTwoFlyOut/centredBounds(of:through:tear:)``)
/// up to the furthest point of the flight whose bounds are at most ``areaBudget`` × the view's
/// area and within the window (when known). The halves would reach its edge then: they fade out
/// before that (``opacity(atTime:)``), and are gone at ``exitTime``. And `maxSampleOffset` is one value for
/// the whole run (``maxSampleOffset``), since SwiftUI reallocates the layer when it changes.
///
/// Shared by the SwiftUI modifier (padding, opacity, sample offset) and `tearkit render --effect
/// tear-in-two` (frames of ``bounds``).
package struct TearInTwoRoom: Sendable, Equatable {
    /// The most the room's area may be, as a multiple of the view's area: 3.
    package static let areaBudget = 3.0
    /// The share of their flight up to ``exitTime`` the halves are fully opaque before fading linearly to 0: 0.7.
    package static let opaqueShare = 0.7

    /// The room in the view's points (origin at the view's top-left, so negative), the view in its
    /// middle (the same padding on opposite sides: a right-to-left layout pads it the same way);
    /// whole points; `.zero` for an empty view.
    package let bounds: CGRect
    /// The time (0…1 of the animation) by which both halves are invisible: when their flight first
    /// reaches the room's edge (1 if it never does).
    package let exitTime: Double
    /// The largest distance between a pixel and the layer point it samples during the whole run
    /// (the halves' reach at ``exitTime``), never more than the room's size: constant for a run.
    package let maxSampleOffset: CGSize

    /// The room of a `viewSize` view torn with `configuration`, within `window` (the window's
    /// rectangle in the view's points; `nil`: unknown, only the area budget applies).
    package init(configuration: TearInTwoConfiguration, viewSize: CGSize, window: CGRect? = nil) {
        let width = Double(viewSize.width), height = Double(viewSize.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            bounds = .zero
            exitTime = 1
            maxSampleOffset = .zero
            return
        }
        let path = configuration.path(viewSize: viewSize)
        let flyOut = configuration.flyOut(viewWidth: width)
        // The paddings (each side, whole points) the flight up to `progress` needs, the view centred.
        func paddings(_ progress: Double) -> (side: Double, vertical: Double) {
            let tight = flyOut.centredBounds(of: viewSize, through: progress, tear: path)
            return (max(-Double(tight.minX), 0).rounded(.up), max(-Double(tight.minY), 0).rounded(.up))
        }
        var sideLimit = Double.infinity, verticalLimit = Double.infinity
        if let window, [window.minX, window.minY, window.maxX, window.maxY].allSatisfy({ Double($0).isFinite }) {
            sideLimit = max(0, min(-Double(window.minX), Double(window.maxX) - width).rounded(.down))
            verticalLimit = max(0, min(-Double(window.minY), Double(window.maxY) - height).rounded(.down))
        }
        let budget = Self.areaBudget * width * height
        func fits(_ pads: (side: Double, vertical: Double)) -> Bool {
            pads.side <= sideLimit && pads.vertical <= verticalLimit
                && (width + 2 * pads.side) * (height + 2 * pads.vertical) <= budget
        }
        // The furthest flight progress whose room fits the budget and the window (the room only grows
        // with progress): the room is exactly what the visible flight needs, and the halves are gone by then.
        var inside = 0.0
        if fits(paddings(1)) {
            inside = 1
        } else {
            var outside = 1.0
            for _ in 0..<12 {
                let middle = (inside + outside) / 2
                if fits(paddings(middle)) { inside = middle } else { outside = middle }
            }
        }
        var (side, vertical) = paddings(inside)
        if !fits((side, vertical)) { (side, vertical) = (0, 0) }
        bounds = CGRect(x: -side, y: -vertical, width: width + 2 * side, height: height + 2 * vertical)
        // Flight progress is the square of the flight's time, which starts after the crack
        // (TearInTwoConfiguration.flightProgress).
        let crack = TearInTwoConfiguration.crackShare
        exitTime = inside >= 1 ? 1 : crack + (1 - crack) * max(inside.squareRoot(), 0.05)
        let reach = TearInTwoUniforms(path: path, left: flyOut.left(at: inside), right: flyOut.right(at: inside)).maxSampleOffset
        maxSampleOffset = CGSize(width: min(reach.width, bounds.width), height: min(reach.height, bounds.height))
    }

    /// The halves' opacity at `time` (0…1 of the animation): whole while the tear cracks and for
    /// ``opaqueShare`` of their flight up to ``exitTime``, then fading linearly to 0 at ``exitTime``,
    /// so they are gone before they reach the room's edge. Clamped; NaN counts as 0 (opacity 1).
    package func opacity(atTime time: Double) -> Double {
        let t = TearInTwoFlyOut.clamped(time)
        let crack = TearInTwoConfiguration.crackShare
        let fade = max(exitTime - crack, 0.01) * (1 - Self.opaqueShare)
        return min(1, max(0, (exitTime - t) / fade))
    }

    /// What a viewer sees at `time` (0…1 of the animation), for captions: the whole view, the crack
    /// running down it, the halves parting (and fading), or nothing left.
    package func phase(atTime time: Double) -> TearInTwoPhase {
        let t = TearInTwoFlyOut.clamped(time)
        if t <= 0 { return .whole }
        if t < TearInTwoConfiguration.crackShare { return .cracking }
        return opacity(atTime: t) > 0 ? .parting : .faded
    }
}

/// A moment of a tear in two, as a caption names it.
package enum TearInTwoPhase: String, Sendable, Equatable, CaseIterable {
    /// Not torn yet.
    case whole
    /// The crack runs down the view; the halves have not moved.
    case cracking
    /// The halves move apart (and fade out at the end).
    case parting = "halves parting"
    /// Both halves have faded out.
    case faded
}
