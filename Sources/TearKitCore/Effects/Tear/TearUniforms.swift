import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything the `tearDistortion` layer shader needs for one frame, plus the two values
/// SwiftUI's `layerEffect(_:maxSampleOffset:isEnabled:)` asks for.
///
/// The stored properties are declared in exactly the order of the shader's parameters after
/// `position` and `layer`:
///
/// ```metal
/// [[ stitchable ]] half4 tearDistortion(float2 position, SwiftUI::Layer layer,
///                                       float2 tearStart, float2 tearEnd, float tearProgress,
///                                       float maxGap, float edgeRoughness, float2 viewSize,
///                                       float2 contentOrigin, float pixelSize, float rimStrength,
///                                       float rimLightness, float shadowStrength)
/// ```
///
/// `argumentValues` turns them into that ordered list; an argument-contract test parses the
/// shipping `.metal` file and fails if the two ever disagree in name, order or type.
///
/// The first six are the tear itself; `contentOrigin` places the view in a padded layer;
/// the last four are its look: the size of a device pixel (for anti-aliasing), the lighter rim of
/// exposed paper core along the torn edges, and the shadow the edges cast into the gap.
///
/// All values are finite: ``TearState`` only produces clean uniforms, and ``init(tearStart:tearEnd:tearProgress:maxGap:edgeRoughness:viewSize:contentOrigin:pixelSize:rimStrength:rimLightness:shadowStrength:)``
/// replaces non-finite input with defaults and clamps ranges, so a shader never receives NaN.
public struct TearUniforms: Sendable, Equatable {
    /// The name of the Metal function these uniforms feed: `tearDistortion`.
    @_spi(Internal) public static let functionName = "tearDistortion"
    /// `tearDistortion` is a layer effect.
    @_spi(Internal) public static let kind = ShaderEffectKind.layer

    /// Where the tear starts, on the view's edge, in points in the view's coordinate space.
    public var tearStart: CGPoint
    /// The tip of the tear: the finger projected onto the locked tear line, in points.
    public var tearEnd: CGPoint
    /// Overall progress of the tear, 0 (intact) … 1 (torn through).
    public var tearProgress: Double
    /// The opening between the two halves at ``tearStart``, in points (the state's `gapWidth`).
    /// The wedge narrows linearly to zero at ``tearEnd``.
    public var maxGap: Double
    /// Strength of the torn fibres along the edges, 0 (a clean straight cut) … 1 (very ragged).
    public var edgeRoughness: Double
    /// The view's size in points; the shader never samples outside it.
    public var viewSize: CGSize
    /// Where the view's rectangle starts in the layer the shader runs on, in points: `(m, m)` when
    /// the layer is padded by a margin `m` on every side (as `TearModifier` and `TearFrameRenderer`
    /// pad it by ``TearConfiguration/layerMargin``, so the halves can move beyond the view's edges),
    /// `(0, 0)` for an unpadded layer. Default `(0, 0)`; ≥ 0. The other positions stay in the view's
    /// own coordinates.
    public var contentOrigin: CGPoint

    /// The size of one device pixel in points (`1 / displayScale`): the width of the anti-aliasing
    /// ramp along every torn edge. Range `1/64...4`; default `1` (a 1× layer). The SwiftUI modifier
    /// passes `1 / displayScale`, the renderer `1 / scale`.
    public var pixelSize: Double
    /// How strongly the exposed paper core lightens a thin rim (0.5–2 pt, at least 1–4 device pixels)
    /// along each torn edge, and darkens its outermost 0.75 pt (at least 1.5 device pixels) as a shade,
    /// `0` (no rim) … `1`. ``TearConfiguration/rimStrength`` feeds it. Default here `0`.
    public var rimStrength: Double
    /// The grey level of the paper core the rim shows, `0` (black) … `1` (white).
    /// ``TearConfiguration/rimLightness`` feeds it. Default `0.96` (off-white paper).
    public var rimLightness: Double
    /// How dark the shadow the torn edges cast into the gap is, `0` (none) … `1`; it darkens only
    /// what shows through the gap. ``TearConfiguration/shadowStrength`` feeds it. Default here `0`.
    public var shadowStrength: Double

    /// Creates uniforms, sanitising every value: non-finite numbers become 0 (`pixelSize` 1,
    /// `rimLightness` 0.96), `tearProgress`, `edgeRoughness`, `rimStrength`, `rimLightness` and
    /// `shadowStrength` are clamped to 0…1, `pixelSize` to 1/64…4, `maxGap`, the view size and
    /// `contentOrigin` to ≥ 0.
    ///
    /// The look's parameters default to a plain tear (no rim, no shadow) at 1 pixel per point;
    /// ``TearState/uniforms`` fills them from its ``TearConfiguration``, whose defaults turn the look on.
    public init(
        tearStart: CGPoint, tearEnd: CGPoint, tearProgress: Double,
        maxGap: Double, edgeRoughness: Double, viewSize: CGSize, contentOrigin: CGPoint = CGPoint(x: 0, y: 0),
        pixelSize: Double = 1, rimStrength: Double = 0, rimLightness: Double = 0.96, shadowStrength: Double = 0
    ) {
        self.tearStart = CGPoint(x: Self.finite(tearStart.x), y: Self.finite(tearStart.y))
        self.tearEnd = CGPoint(x: Self.finite(tearEnd.x), y: Self.finite(tearEnd.y))
        self.tearProgress = min(max(Self.finite(tearProgress), 0), 1)
        self.maxGap = max(Self.finite(maxGap), 0)
        self.edgeRoughness = min(max(Self.finite(edgeRoughness), 0), 1)
        self.viewSize = CGSize(width: max(Self.finite(viewSize.width), 0), height: max(Self.finite(viewSize.height), 0))
        self.contentOrigin = CGPoint(x: max(Self.finite(contentOrigin.x), 0), y: max(Self.finite(contentOrigin.y), 0))
        self.pixelSize = pixelSize.isFinite ? min(max(pixelSize, 1.0 / 64), 4) : 1
        self.rimStrength = min(max(Self.finite(rimStrength), 0), 1)
        self.rimLightness = rimLightness.isFinite ? min(max(rimLightness, 0), 1) : 0.96
        self.shadowStrength = min(max(Self.finite(shadowStrength), 0), 1)
    }

    /// Uniforms that leave every pixel untouched (progress 0, no gap).
    public static func identity(viewSize: CGSize) -> TearUniforms {
        TearUniforms(tearStart: .zero, tearEnd: .zero, tearProgress: 0, maxGap: 0, edgeRoughness: 0, viewSize: viewSize)
    }

    /// The shader's parameters after `position` and `layer`: names and Metal types, in order.
    @_spi(Internal) public static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [
        ("tearStart", .float2),
        ("tearEnd", .float2),
        ("tearProgress", .float),
        ("maxGap", .float),
        ("edgeRoughness", .float),
        ("viewSize", .float2),
        ("contentOrigin", .float2),
        ("pixelSize", .float),
        ("rimStrength", .float),
        ("rimLightness", .float),
        ("shadowStrength", .float),
    ]

    /// The shader arguments in signature order, converted to 32-bit floats (names in ``argumentLayout``).
    @_spi(Internal) public var argumentValues: [ShaderArgumentValue] {
        [
            .float2(Float(tearStart.x), Float(tearStart.y)),
            .float2(Float(tearEnd.x), Float(tearEnd.y)),
            .float(Float(tearProgress)),
            .float(Float(maxGap)),
            .float(Float(edgeRoughness)),
            .float2(Float(viewSize.width), Float(viewSize.height)),
            .float2(Float(contentOrigin.x), Float(contentOrigin.y)),
            .float(Float(pixelSize)),
            .float(Float(rimStrength)),
            .float(Float(rimLightness)),
            .float(Float(shadowStrength)),
        ]
    }

    /// These uniforms for a layer padded by `margin` points on every side: ``contentOrigin`` becomes
    /// `(margin, margin)`; everything else, in the view's own coordinates, stays.
    public func padded(by margin: Double) -> TearUniforms {
        var padded = self
        let m = margin.isFinite ? max(margin, 0) : 0
        padded.contentOrigin = CGPoint(x: m, y: m)
        return padded
    }

    /// The smallest `maxSampleOffset` (in points) that covers every displacement the shader makes
    /// for *these* uniforms. It changes with every frame of a tear; `layerEffect` is given the
    /// constant ``TearState/maxSampleOffset`` instead, which always covers it.
    ///
    /// `tearDistortion` moves each half straight away from the tear line by at most half the
    /// opening, `maxGap / 2`, along the unit normal `tearPerp` of the tear; so the sample offset
    /// is `maxGap / 2 × |tearPerp|` per axis. A vertical tear therefore needs only a horizontal
    /// offset. Zero when the tear has no direction yet.
    public var maxSampleOffset: CGSize {
        let dx = tearEnd.x - tearStart.x
        let dy = tearEnd.y - tearStart.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-6, maxGap > 0 else { return .zero }
        let halfGap = maxGap / 2
        // tearPerp = (-dy, dx) / length; its absolute components scale the offset per axis.
        return CGSize(width: halfGap * abs(dy) / length, height: halfGap * abs(dx) / length)
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

/// The tear's uniforms describe its stitchable shader (`tearDistortion`) to the renderers.
@_spi(Internal) extension TearUniforms: ShaderEffectDescription {}
