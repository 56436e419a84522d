#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The parameters of a tear in two: the jagged path's step and seed, and the halves' fly-out.
public struct TearInTwoConfiguration: Sendable, Equatable {
    /// The largest sideways step of the tear per point down, in points, 0…100. Default 3.
    public var maxStep: Double
    /// The seed of the tear's wandering: the same seed tears the same way. Default 0.
    public var seed: UInt64
    /// The largest turn of each half, in radians, 0…π. Default π/2.
    public var rotation: Double
    /// How far each half flies sideways, in points; `nil` (default) is 1.5 × the view's width.
    public var distance: Double?
    /// How long the halves take to fly out, in seconds, 0.05…10. Default 0.8.
    public var duration: TimeInterval

    /// Creates a configuration; out-of-range values are clamped where they are used.
    public init(maxStep: Double = 3, seed: UInt64 = 0, rotation: Double = .pi / 2, distance: Double? = nil, duration: TimeInterval = 0.8) {
        self.maxStep = maxStep
        self.seed = seed
        self.rotation = rotation
        self.distance = distance
        self.duration = duration
    }

    /// The tear down the middle of a `viewSize` view.
    package func path(viewSize: CGSize) -> TearInTwoPath {
        TearInTwoPath(viewSize: viewSize, maxStep: maxStep, seed: seed)
    }

    /// The fly-out for a view `viewWidth` points wide.
    package func flyOut(viewWidth: Double) -> TearInTwoFlyOut {
        TearInTwoFlyOut(rotation: rotation, distance: distance ?? TearInTwoFlyOut.defaultDistance(viewWidth: viewWidth), duration: duration)
    }

    /// How far the halves have flown at `time` (0…1 of the animation): t², so they accelerate away
    /// like paper let go. Clamped; NaN counts as 0.
    public static func flightProgress(_ time: Double) -> Double {
        let t = TearInTwoFlyOut.clamped(time)
        return t * t
    }

    /// The halves' opacity at `time` (0…1 of the animation): whole until 70 %, then fading linearly
    /// to 0 at the end, so they are gone before they could reach the edge of the padded layer.
    /// Clamped; NaN counts as 0 (opacity 1).
    public static func opacity(atTime time: Double) -> Double {
        let t = TearInTwoFlyOut.clamped(time)
        return min(1, (1 - t) / 0.3)
    }

    /// The padded layer a `viewSize` view is torn in two in, in the view's points (origin at the
    /// view's top-left, so negative): the room both halves cover until they have flown
    /// `framedProgress` of their way (70 %: at 84 % of the time, already fading;
    /// later, fainter frames may be clipped at its edge), grown evenly so that the view sits in its
    /// middle (`TearInTwoFlyOut.centredBounds`, at most twice the view's longer
    /// side beyond each edge). The SwiftUI effect pads the view to it and `tearkit render` draws
    /// frames of it. `.zero` for an empty view; a non-finite size counts as empty.
    public func layerBounds(viewSize: CGSize) -> CGRect {
        let width = Double(viewSize.width), height = Double(viewSize.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return .zero }
        return flyOut(viewWidth: width).centredBounds(of: viewSize, through: TearInTwoFlyOut.framedProgress, tear: path(viewSize: viewSize))
    }
}
