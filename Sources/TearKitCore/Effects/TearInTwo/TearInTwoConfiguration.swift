#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The parameters of a tear in two: the jagged path's step and seed, and the halves' fly-out.
///
/// Every number is cleaned whenever it is set, in the initializer or later: a finite value is limited
/// to its range and NaN or ±∞ becomes its default.
public struct TearInTwoConfiguration: Sendable, Equatable {
    /// The largest sideways step of the tear per point down, in points. Default 3; range 0…100.
    public var maxStep: Double {
        get { storedMaxStep }
        set { storedMaxStep = Limits.maxStep.clamp(newValue) }
    }
    /// The seed of the tear's wandering: the same seed tears the same way. Default 0.
    public var seed: UInt64
    /// The largest turn of each half, in radians. Default π/2; range 0…π.
    public var rotation: Double {
        get { storedRotation }
        set { storedRotation = Limits.rotation.clamp(newValue) }
    }
    /// How far each half flies sideways, in points; `nil` (default) is 1.5 × the view's width.
    /// Range 0…100 000; NaN and ±∞ become `nil`.
    public var distance: Double? {
        get { storedDistance }
        set { storedDistance = newValue.flatMap { $0.isFinite ? Limits.distance.clamp($0) : nil } }
    }
    /// How long the tear takes, in seconds: the crack down the view (the first 30 %), then the halves
    /// flying out. Default 0.8; range 0.05…10.
    public var duration: TimeInterval {
        get { storedDuration }
        set { storedDuration = Limits.duration.clamp(newValue) }
    }

    /// Where `tearInTwo(isBroken:)` flies the halves: ``Flight/inPlace`` (default, the live view in
    /// a bounded room) or ``Flight/snapshotInEffectsLayer`` (a snapshot of a new instance, over the
    /// window, under `.effectsLayer()`). `.transition(.tearInTwo)` and `UIView.tearInTwo` ignore it.
    public var flight: Flight = .inPlace

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedMaxStep = Defaults.maxStep
    private var storedRotation = Defaults.rotation
    private var storedDistance: Double?
    private var storedDuration = Defaults.duration

    /// Creates a configuration; see the properties for units, ranges and defaults. Every number is
    /// cleaned as it is when set later.
    public init(
        maxStep: Double = Defaults.maxStep, seed: UInt64 = 0, rotation: Double = Defaults.rotation,
        distance: Double? = nil, duration: TimeInterval = Defaults.duration, flight: Flight = .inPlace
    ) {
        self.seed = seed
        self.flight = flight
        self.maxStep = maxStep
        self.rotation = rotation
        self.distance = distance
        self.duration = duration
    }

    /// The tear down the middle of a `viewSize` view.
    @_spi(Internal) public func path(viewSize: CGSize) -> TearInTwoPath {
        TearInTwoPath(viewSize: viewSize, maxStep: maxStep, seed: seed)
    }

    /// The fly-out for a view `viewWidth` points wide.
    @_spi(Internal) public func flyOut(viewWidth: Double) -> TearInTwoFlyOut {
        TearInTwoFlyOut(
            rotation: rotation, distance: distance ?? TearInTwoFlyOut.defaultDistance(viewWidth: viewWidth),
            duration: duration)
    }

    /// The share of the animation in which the tear cracks down the view, top to bottom, before the
    /// halves part: 0.3 (0.24 s of the default 0.8 s). The halves fly over the rest.
    @_spi(Internal) public static let crackShare = 0.3

    /// How far the crack has run at `time` (0…1 of the animation): 0 at the start, 1 when it has run
    /// through the view (at ``crackShare``), linearly. Clamped; NaN counts as 0.
    @_spi(Internal) public static func crackProgress(_ time: Double) -> Double {
        min(TearInTwoFlyOut.clamped(time) / crackShare, 1)
    }

    /// How far the halves have flown at `time` (0…1 of the animation): nothing while the tear cracks
    /// down the view (the first 30 % of the time), then the square of the flight's own time, so they
    /// accelerate away like paper let go. Clamped; NaN counts as 0.
    public static func flightProgress(_ time: Double) -> Double {
        let flight = max(TearInTwoFlyOut.clamped(time) - crackShare, 0) / (1 - crackShare)
        return flight * flight
    }

    /// The halves' opacity at `time` (0…1 of the animation): whole while the tear cracks and for the
    /// first 70 % of the flight's time (until 0.79 of the animation), then fading linearly to 0 at the end.
    /// Clamped; NaN counts as 0 (opacity 1).
    public static func opacity(atTime time: Double) -> Double {
        let t = TearInTwoFlyOut.clamped(time)
        return min(1, (1 - t) / (1 - fadeStart))
    }

    /// When the halves start to fade, as a fraction of the animation: after the crack and 70 % of the
    /// flight's time, 0.3 + 0.7 × 0.7 = 0.79.
    @_spi(Internal) public static var fadeStart: Double { 1 - (1 - crackShare) * (1 - TearInTwoRoom.opaqueShare) }

    /// The padded layer a `viewSize` view is torn in two in when it draws its own flight, in the
    /// view's points (origin at the view's top-left, so negative), the view in its middle: the room
    /// the halves' flight needs, at **most 3 × the view's area** (the offscreen layer SwiftUI renders
    /// costs memory and GPU time in proportion to its area, every frame). When the whole flight does
    /// not fit, the halves fly a shorter way over the same duration, so they never reach its edge.
    /// With an effects layer above it the flight is drawn there instead, over the whole window;
    /// `tearkit render` draws frames of this room. `.zero` for an empty view; a non-finite size
    /// counts as empty.
    public func layerBounds(viewSize: CGSize) -> CGRect {
        TearInTwoRoom(configuration: self, viewSize: viewSize).bounds
    }
}

extension TearInTwoConfiguration {
    /// The range and default of each number of a tear in two (see ``ParameterLimits``): read by every
    /// setter; each default comes from ``Defaults``, which the initializer's default arguments read too.
    /// ``distance`` has no number as its default
    /// (`nil`: 1.5 × the view's width); a non-finite distance becomes `nil`.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let maxStep = ParameterLimits(0...100, default: Defaults.maxStep)
        @_spi(Internal) public static let rotation = ParameterLimits(0...Double.pi, default: Defaults.rotation)
        @_spi(Internal) public static let distance = ParameterLimits(0...100_000, default: Defaults.distance)
        @_spi(Internal) public static let duration = ParameterLimits(0.05...10, default: Defaults.duration)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let maxStep: Double = 3
        @usableFromInline package static let rotation: Double = Double.pi / 2
        @usableFromInline package static let distance: Double = 0
        @usableFromInline package static let duration: Double = 0.8
    }
}
