import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Dust {
    /// The largest drift along the sweep per unit of ``DustConfiguration/wind``, points (`Dust.metal`: 20…60).
    @_spi(Internal) public static let largestDriftAlong = 60.0
    /// The largest lift per unit of ``DustConfiguration/wind``, points (`Dust.metal`: 12…40).
    @_spi(Internal) public static let largestLift = 40.0
    /// The largest swirl per unit of ``DustConfiguration/turbulence``, points: `Dust.metal` moves a
    /// particle by 12 pt and 10 pt times two curls of noise whose lengths it limits to 1.
    @_spi(Internal) public static let largestSwirl = 22.0

    /// How far beyond the view's edges the dust of `configuration` can be drawn, points, with 1 pt to
    /// spare for the particles' own size (they only shrink as they fly; their anti-aliased edges add half
    /// a pixel): the wind's drift along the
    /// sweep and up, and the turbulence's swirl, at their largest.
    @_spi(Internal) public static func reach(configuration: DustConfiguration) -> PiecesReach {
        let along = largestDriftAlong * configuration.wind
        let dx = cos(configuration.direction), dy = sin(configuration.direction)
        let swirl = largestSwirl * configuration.turbulence + 1
        return PiecesReach(
            left: max(-dx * along, 0) + swirl,
            top: max(-dy * along, 0) + largestLift * configuration.wind + swirl,
            right: max(dx * along, 0) + swirl,
            bottom: max(dy * along, 0) + swirl)
    }

    /// Where a view's dust is drawn, in the view's own points: the view grown by ``reach(configuration:)``,
    /// cut to the window — `window` (a `.effectsLayer()`'s frame, a UIKit window's bounds) when it
    /// holds the view, else the estimate of ``Shatter/fallRegion(viewFrame:window:configuration:displayScale:fallDistance:)``
    /// — and rounded out to whole points (``PiecesDrawable/region(viewSize:reach:within:)``). It always
    /// holds the view itself, so the particles' first frame (the view, exactly) is drawn whole before
    /// the live view is hidden; what it cuts is dust that could not be seen anyway. The drawable is
    /// this size: at most the window's, however far the wind blows.
    ///
    /// - Parameters:
    ///   - viewFrame: the view's frame, points, in the space `window` is given in (SwiftUI's `.global`).
    ///   - window: the rectangle the dust can be seen in, when known; `nil` or a rectangle that does
    ///     not hold the view: estimated.
    ///   - configuration: the wind and turbulence that carry the particles.
    @_spi(Internal) public static func drawRegion(viewFrame: CGRect, window: CGRect?, configuration: DustConfiguration)
        -> CGRect
    {
        func finite(_ x: CGFloat) -> Double { Double(x).isFinite ? Double(x) : 0 }
        let size = CGSize(width: max(finite(viewFrame.width), 0), height: max(finite(viewFrame.height), 0))
        return PiecesDrawable.region(
            viewSize: size, reach: reach(configuration: configuration),
            within: Shatter.fallRegion(viewFrame: viewFrame, window: window))
    }

    /// How long SwiftUI keeps a view inserted or removed with the dust transition, seconds: the run
    /// (``endTimeBound(configuration:)``) plus ``PiecesRunStart/allowance`` for its start (the
    /// snapshot's upload and the Metal view's first frame).
    @_spi(Internal) public static func transitionDuration(configuration: DustConfiguration) -> Double {
        endTimeBound(configuration: configuration) + PiecesRunStart.allowance
    }
}
