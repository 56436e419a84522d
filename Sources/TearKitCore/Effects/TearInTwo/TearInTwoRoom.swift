#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The padded layer a view is torn in two in, within a budget, and how far the halves fly in it.
///
/// Why a budget: a SwiftUI layer effect draws only inside its layer, so the halves' room is padding
/// added to the view; the offscreen layer SwiftUI renders costs GPU time and memory in proportion to
/// its area, every frame. The room is therefore the flight's bounds up to the furthest point of the
/// flight whose bounds are at most ``areaBudget`` × the view's area: ``flightReach``. The halves fly
/// that far over the whole run — a slower, shorter flight than the configuration's when the room
/// cannot hold all of it — so they stay visible and moving for the run's whole length and fade over
/// its last 30 % (``opacity(atTime:)``), never reaching the room's edge while they can be seen.
///
/// With the window (`window`, in the view's points: a frame `tearkit render` draws, or the window an
/// effects layer reports), the room ends at the window's edges: what flies beyond them is off the
/// screen, so the halves may leave the window gradually — but only so far that each still shows
/// half of itself when the fade begins (``TearInTwoWindowReach``): a full-screen view's halves part
/// and turn slowly over the whole run instead of flying out of it before they fade. Without it (`nil`), only the budget
/// applies and the room is centred on the view (the same padding on opposite sides, so a
/// right-to-left layout pads it the same way). `maxSampleOffset` is one value for the whole run
/// (``maxSampleOffset``), since SwiftUI reallocates the layer when it changes.
///
/// Shared by the SwiftUI modifier (padding, sample offset) and `tearkit render --effect tear-in-two`.
@_spi(Internal) public struct TearInTwoRoom: Sendable, Equatable {
    /// The most the room's area may be, as a multiple of the view's area: 3.
    @_spi(Internal) public static let areaBudget = 3.0
    /// The share of their flight the halves are fully opaque before fading linearly to 0 at the end: 0.7.
    @_spi(Internal) public static let opaqueShare = 0.7

    /// The room in the view's points (origin at the view's top-left, so negative): whole points,
    /// always containing the view; centred on it without a window, within the window with one;
    /// `.zero` for an empty view.
    @_spi(Internal) public let bounds: CGRect
    /// How far the halves fly by the end of the run, as a progress of the configuration's fly-out
    /// (0…1): 1 when the room holds the whole flight (or the window takes the rest), less when the
    /// budget stops it. The halves are at ``flightProgress(atTime:)`` = this × the eased flight.
    @_spi(Internal) public let flightReach: Double
    /// The largest distance between a pixel and the layer point it samples during the whole run
    /// (the halves' reach at the end of their flight), never more than the room's size: constant for a run.
    @_spi(Internal) public let maxSampleOffset: CGSize

    /// The room of a `viewSize` view torn with `configuration`, within `window` (the window's
    /// rectangle in the view's points; `nil`: unknown, only the area budget applies) and, when given,
    /// inside `limit` (a rectangle in the view's points the halves must not leave while they can be
    /// seen, such as a frame `tearkit render` draws: they fly only as far as it holds them). A window
    /// or limit that is not finite counts as not given.
    @_spi(Internal) public init(
        configuration: TearInTwoConfiguration, viewSize: CGSize, window: CGRect? = nil, limit: CGRect? = nil
    ) {
        let width = Double(viewSize.width), height = Double(viewSize.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            bounds = .zero
            flightReach = 1
            maxSampleOffset = .zero
            return
        }
        let path = configuration.path(viewSize: viewSize)
        let flyOut = configuration.flyOut(viewWidth: width)
        let view = CGRect(origin: .zero, size: viewSize)
        func finite(_ rectangle: CGRect?) -> CGRect? {
            rectangle.flatMap { [$0.minX, $0.minY, $0.maxX, $0.maxY].allSatisfy { Double($0).isFinite } ? $0 : nil }
        }
        let window = finite(window), limit = finite(limit)
        // The room the flight up to `progress` needs, in whole points, always holding the view.
        func room(_ progress: Double) -> CGRect {
            guard let window else { return flyOut.centredBounds(of: viewSize, through: progress, tear: path) }
            let flown = flyOut.bounds(of: viewSize, through: progress, tear: path)
            let inside = flown.intersection(window)
            guard !inside.isNull else { return view }
            let minX = Double(inside.minX).rounded(.down), minY = Double(inside.minY).rounded(.down)
            let maxX = Double(inside.maxX).rounded(.up), maxY = Double(inside.maxY).rounded(.up)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).union(view)
        }
        let budget = Self.areaBudget * width * height
        func fits(_ progress: Double) -> Bool {
            let rectangle = room(progress)
            if let limit, !limit.insetBy(dx: -1e-9, dy: -1e-9).contains(rectangle) { return false }
            return Double(rectangle.width) * Double(rectangle.height) <= budget
        }
        // The furthest flight progress whose room fits the budget (the room only grows with progress).
        var inside = 0.0
        if fits(1) {
            inside = 1
        } else {
            var outside = 1.0
            for _ in 0..<16 {
                let middle = (inside + outside) / 2
                if fits(middle) { inside = middle } else { outside = middle }
            }
        }
        // Over a window, the halves also fly only so far that each still shows half of itself when it
        // starts to fade: they leave the window gradually, never before the fade.
        if let window { inside = min(inside, TearInTwoWindowReach.reach(path: path, flyOut: flyOut, window: window)) }
        bounds = fits(inside) ? room(inside) : view
        flightReach = inside
        let reach = TearInTwoUniforms(path: path, left: flyOut.left(at: inside), right: flyOut.right(at: inside))
            .maxSampleOffset
        maxSampleOffset = CGSize(width: min(reach.width, bounds.width), height: min(reach.height, bounds.height))
    }

    /// How far the halves have flown at `time` (0…1 of the animation), as a progress of the
    /// fly-out: ``flightReach`` × ``TearInTwoConfiguration/flightProgress(_:)`` — nothing while the
    /// tear cracks, then accelerating until the end of the run. Clamped; NaN counts as 0.
    @_spi(Internal) public func flightProgress(atTime time: Double) -> Double {
        flightReach * TearInTwoConfiguration.flightProgress(time)
    }

    /// The halves' opacity at `time` (0…1 of the animation): whole while the tear cracks and for
    /// ``opaqueShare`` of their flight, then fading linearly to 0 at the end of the run
    /// (``TearInTwoConfiguration/opacity(atTime:)``). Clamped; NaN counts as 0 (opacity 1).
    @_spi(Internal) public func opacity(atTime time: Double) -> Double {
        TearInTwoConfiguration.opacity(atTime: time)
    }

    /// What a viewer sees at `time` (0…1 of the animation), for captions: the whole view, the crack
    /// running down it, the halves parting (and fading), or nothing left.
    @_spi(Internal) public func phase(atTime time: Double) -> TearInTwoPhase {
        let t = TearInTwoFlyOut.clamped(time)
        if t <= 0 { return .whole }
        if t < TearInTwoConfiguration.crackShare { return .cracking }
        return opacity(atTime: t) > 0 ? .parting : .faded
    }
}

/// A moment of a tear in two, as a caption names it.
@_spi(Internal) public enum TearInTwoPhase: String, Sendable, Equatable, CaseIterable {
    /// Not torn yet.
    case whole
    /// The crack runs down the view; the halves have not moved.
    case cracking
    /// The halves move apart (and fade out at the end).
    case parting = "halves parting"
    /// Both halves have faded out.
    case faded
}
