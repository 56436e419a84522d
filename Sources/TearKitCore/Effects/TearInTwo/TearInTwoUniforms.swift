#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// One frame of the `tearInTwo` layer shader (`Sources/TearKit/Effects/TearInTwo/TearInTwo.metal`): a view
/// torn along ``path``, its left and right halves moved and turned by their placements.
///
/// ```metal
/// [[ stitchable ]] half4 tearInTwo(float2 position, SwiftUI::Layer layer, float2 origin, float2 size,
///                                  device const float* tear, int tearCount, float4 leftHalf,
///                                  float4 rightHalf, float2 hinge, float opacity, float edgeWidth,
///                                  float2 crack, float2 paper)
/// ```
///
/// The shader draws the view's one layer twice, so the content is instantiated once and keeps its
/// identity and state while it tears. The halves leave the view's bounds: the layer must be padded
/// (``origin`` is where the view sits in it), as TearKit's SwiftUI modifier and `tearkit render` do.
@_spi(Internal) public struct TearInTwoUniforms: ShaderEffectDescription {
    /// `tearInTwo`.
    @_spi(Internal) public static let functionName = "tearInTwo"
    /// A layer effect: each pixel samples the layer where the halves' motion came from.
    @_spi(Internal) public static let kind = ShaderEffectKind.layer
    /// The shader's parameters after `position` and `layer`; `tear` is a float array (the shader
    /// also receives its count).
    @_spi(Internal) public static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [
        ("origin", .float2),
        ("size", .float2),
        ("tear", .floatArray),
        ("leftHalf", .float4),
        ("rightHalf", .float4),
        ("hinge", .float2),
        ("opacity", .float),
        ("edgeWidth", .float),
        ("crack", .float2),
        ("paper", .float2),
    ]

    /// How far below the view's bottom edge the crack's tip runs by the end of the crack, as a
    /// multiple of the view's height: 1.5, so the cut is open (narrowly) at the bottom edge too.
    @_spi(Internal) public static let crackOvershoot = 1.5
    /// Half the crack's opening at the view's top edge once it has run through, in points: 1.5.
    @_spi(Internal) public static let crackHalfWidth = 1.5
    /// The torn edges' roughness (the tear's fibres), 0…1: 0.5.
    @_spi(Internal) public static let defaultRoughness = 0.5
    /// How strongly the lighter rim of paper core shows along the torn edges, 0…1: 0.6 (the tear's default).
    @_spi(Internal) public static let defaultRimStrength = 0.6

    /// The tear; its ``TearInTwoPath/viewSize`` is the view's size.
    @_spi(Internal) public var path: TearInTwoPath
    /// Where the left half is drawn.
    @_spi(Internal) public var left: TearInTwoFlyOut.Placement
    /// Where the right half is drawn.
    @_spi(Internal) public var right: TearInTwoFlyOut.Placement
    /// Both halves' opacity, 0…1.
    @_spi(Internal) public var opacity: Double
    /// The view's top-left corner in the padded layer, in points (the padding). Default (0, 0).
    @_spi(Internal) public var origin: CGPoint
    /// The width of the cut's soft edge, in points; one pixel (1 / display scale) looks crisp.
    /// Default 0.5.
    @_spi(Internal) public var edgeWidth: Double
    /// The run's constant ``maxSampleOffset`` (``TearInTwoRoom/maxSampleOffset``); `nil`: this frame's reach.
    @_spi(Internal) public var runSampleOffset: CGSize?
    /// How far down the view the crack has run: the y of its tip, in the view's points (0: no crack;
    /// beyond the height: open all the way). The opening narrows linearly from the top to the tip.
    @_spi(Internal) public var crackTip: Double = 0
    /// Half the crack's opening at the view's top edge, in points, ≥ 0: each half's edge is this far
    /// from the tear there (the paper between is torn away). 0: the halves meet at the tear.
    @_spi(Internal) public var crackOpening: Double = 0
    /// How rough the torn edges are, 0 (the tear's jagged line only) … 1; their fibres grow in with the opening.
    @_spi(Internal) public var roughness: Double = TearInTwoUniforms.defaultRoughness
    /// How strongly the lighter rim of paper core shows along the opened edges, 0…1.
    @_spi(Internal) public var rimStrength: Double = TearInTwoUniforms.defaultRimStrength

    /// Uniforms for the halves of `path` at `left` and `right`; non-finite values are replaced by
    /// the defaults and `opacity` is clamped to 0…1.
    @_spi(Internal) public init(
        path: TearInTwoPath, left: TearInTwoFlyOut.Placement, right: TearInTwoFlyOut.Placement,
        opacity: Double = 1, origin: CGPoint = .zero, edgeWidth: Double = 0.5
    ) {
        self.path = path
        self.left = left
        self.right = right
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        self.origin = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        self.edgeWidth = edgeWidth.isFinite && edgeWidth > 0 ? edgeWidth : 0.5
    }

    /// The frame `time` (0…1 of ``TearInTwoConfiguration/duration``) into a tear in two of a
    /// `viewSize` view: first the crack running down the path (``TearInTwoConfiguration/crackProgress(_:)``),
    /// then the halves at ``TearInTwoConfiguration/flightProgress(_:)`` of their
    /// fly-out, fading over the last 30 % of their flight (``TearInTwoConfiguration/opacity(atTime:)``).
    /// With `room`, the halves fly only its ``TearInTwoRoom/flightReach`` over the run and
    /// ``maxSampleOffset`` is its constant one (SwiftUI reallocates the offscreen layer whenever it changes).
    @_spi(Internal) public init(
        configuration: TearInTwoConfiguration, viewSize: CGSize, time: Double,
        origin: CGPoint = .zero, edgeWidth: Double = 0.5, room: TearInTwoRoom? = nil
    ) {
        let path = configuration.path(viewSize: viewSize)
        self.init(
            path: path, flyOut: configuration.flyOut(viewWidth: Double(path.viewSize.width)), time: time,
            origin: origin, edgeWidth: edgeWidth, room: room)
    }

    /// The frame `time` (0…1 of the animation) of the tear along `path` flying out as `flyOut` says,
    /// as ``init(configuration:viewSize:time:origin:edgeWidth:room:)`` describes, without building the path again.
    @_spi(Internal) public init(
        path: TearInTwoPath, flyOut: TearInTwoFlyOut, time: Double, origin: CGPoint = .zero,
        edgeWidth: Double = 0.5, room: TearInTwoRoom? = nil
    ) {
        let flight = room?.flightProgress(atTime: time) ?? TearInTwoConfiguration.flightProgress(time)
        self.init(
            path: path, left: flyOut.left(at: flight), right: flyOut.right(at: flight),
            opacity: TearInTwoConfiguration.opacity(atTime: time), origin: origin, edgeWidth: edgeWidth)
        runSampleOffset = room?.maxSampleOffset
        // The crack runs from the top edge down the path over the first part of the time, opening as it goes.
        let crack = TearInTwoConfiguration.crackProgress(time)
        crackTip = crack * Self.crackOvershoot * Double(path.viewSize.height)
        crackOpening = crack * Self.crackHalfWidth
    }

    /// The view whole: a straight cut down the middle, both halves in place.
    @_spi(Internal) public static func identity(viewSize: CGSize) -> TearInTwoUniforms {
        let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0, anchor: TearInTwoFlyOut.anchor)
        return TearInTwoUniforms(path: TearInTwoPath(viewSize: viewSize, maxStep: 0), left: rest, right: rest)
    }

    /// The hinge both halves turn about, in the view's points.
    @_spi(Internal) public var hinge: CGPoint {
        CGPoint(x: left.anchor.x * path.viewSize.width, y: left.anchor.y * path.viewSize.height)
    }

    /// origin, size, the tear's x at each step, the halves' motion (offset, and the cos and sin of
    /// the turn, computed once here rather than per pixel), hinge, opacity, edge width, the crack
    /// (tip, opening) and the paper (roughness, rim strength), as 32-bit floats in signature order;
    /// non-finite crack and paper values count as 0.
    @_spi(Internal) public var argumentValues: [ShaderArgumentValue] {
        func motion(_ placement: TearInTwoFlyOut.Placement) -> ShaderArgumentValue {
            .float4(
                Float(placement.offset.width), Float(placement.offset.height), Float(cos(placement.rotation)),
                Float(sin(placement.rotation)))
        }
        return [
            .float2(Float(origin.x), Float(origin.y)),
            .float2(Float(path.viewSize.width), Float(path.viewSize.height)),
            .floatArray(path.points.map { Float($0.x) }),
            motion(left),
            motion(right),
            .float2(Float(hinge.x), Float(hinge.y)),
            .float(Float(opacity)),
            .float(Float(edgeWidth)),
            .float2(Self.finite(crackTip), Self.finite(crackOpening)),
            .float2(Self.finite(roughness), Self.finite(rimStrength)),
        ]
    }

    private static func finite(_ value: Double) -> Float {
        value.isFinite && Float(value).isFinite ? Float(value) : 0
    }

    /// How far any pixel's sample can be from the pixel: the run's constant value when set
    /// (``runSampleOffset``), else this frame's: a half's offset plus the chord its farthest
    /// corner sweeps turning about the hinge (2 r sin(|angle| / 2)), plus the soft edge, in both directions.
    @_spi(Internal) public var maxSampleOffset: CGSize {
        if let runSampleOffset { return runSampleOffset }
        let size = path.viewSize, hinge = self.hinge
        let corners = [
            CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
            CGPoint(x: size.width, y: size.height),
        ]
        let radius = corners.map { hypot(Double($0.x - hinge.x), Double($0.y - hinge.y)) }.max() ?? 0
        func reach(_ placement: TearInTwoFlyOut.Placement) -> Double {
            let moved: Double = hypot(Double(placement.offset.width), Double(placement.offset.height))
            let turned: Double = 2 * radius * abs(sin(min(abs(placement.rotation), .pi) / 2))
            return moved + turned
        }
        let farthest = max(reach(left), reach(right))
        let offset = farthest.isFinite ? farthest + edgeWidth : 0
        return CGSize(width: offset, height: offset)
    }
}
