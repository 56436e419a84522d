#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// One frame of the `shiftTransition` distortion shader (`Sources/TearKit/Effects/Shift/ShiftTransition.metal`):
/// the view's content shifted sideways by ``effectValue`` of its width and skewed on the way.
///
/// ```metal
/// [[ stitchable ]] float2 shiftTransition(float2 position, float2 viewSize, float effectValue, float skew)
/// ```
///
/// ``effectValue`` runs 1 → 0 while a view is inserted (its content slides in from the left) and
/// 0 → −1 while it is removed (the content slides out to the right). The skew leans the content,
/// top edge leading, growing over the first 20 % of the move, holding, and vanishing over the last 20 %.
@_spi(Internal) public struct ShiftUniforms: ShaderEffectDescription {
    /// `shiftTransition`.
    @_spi(Internal) public static let functionName = "shiftTransition"
    /// A distortion effect: each pixel shows the content at another position, transparent outside the view.
    @_spi(Internal) public static let kind = ShaderEffectKind.distortion
    /// The shader's parameters after `position`.
    @_spi(Internal) public static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [
        ("viewSize", .float2),
        ("effectValue", .float),
        ("skew", .float),
    ]

    /// The view's size in points, from its live geometry.
    @_spi(Internal) public var viewSize: CGSize
    /// −1…1: 0 shows the view in place; positive values are the insertion side, negative the removal side.
    @_spi(Internal) public var effectValue: Double
    /// The strongest lean, as a fraction of the width (``ShiftConfiguration/skew``).
    @_spi(Internal) public var skew: Double

    /// Creates uniforms: the size is made finite and ≥ 0, ``effectValue`` clamped to −1…1 (non-finite
    /// values become 0); the skew comes from `configuration`, which has cleaned it.
    @_spi(Internal) public init(
        viewSize: CGSize, effectValue: Double, configuration: ShiftConfiguration = ShiftConfiguration()
    ) {
        func size(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        self.viewSize = CGSize(width: size(viewSize.width), height: size(viewSize.height))
        self.effectValue = effectValue.isFinite ? min(max(effectValue, -1), 1) : 0
        self.skew = configuration.skew
    }

    /// The view in place.
    @_spi(Internal) public static func identity(viewSize: CGSize) -> ShiftUniforms {
        ShiftUniforms(viewSize: viewSize, effectValue: 0)
    }

    /// viewSize, effectValue, skew, as 32-bit floats in signature order.
    @_spi(Internal) public var argumentValues: [ShaderArgumentValue] {
        [.float2(Float(viewSize.width), Float(viewSize.height)), .float(Float(effectValue)), .float(Float(skew))]
    }

    /// The ``effectValue`` for a SwiftUI `TransitionPhase.value` (−1 about to appear, 0 shown,
    /// 1 disappeared): inserted views come from +1, removed ones go to −1.
    @_spi(Internal) public static func effectValue(transitionPhaseValue phase: Double) -> Double {
        phase.isFinite ? min(max(-phase, -1), 1) : 0
    }

    /// How much of the full skew applies at `effectValue`: 0 at rest and at ±1, rising linearly to 1
    /// at ±0.2 and holding until ±0.8. The shader computes the same.
    @_spi(Internal) public static func skewProgress(_ effectValue: Double) -> Double {
        let magnitude = min(abs(effectValue), 1)
        return min(0.5 - abs(magnitude - 0.5), 0.2) / 0.2
    }

    /// Horizontal only: the farthest any frame of a shift reads, the whole move (the width) plus the
    /// full lean (skew × width). It depends on the size and the configuration, not on
    /// ``effectValue``, so it stays the same on every frame of a run: SwiftUI reallocates a distortion
    /// effect's offscreen layer whenever `maxSampleOffset` changes.
    @_spi(Internal) public var maxSampleOffset: CGSize {
        CGSize(width: Double(viewSize.width) * (1 + skew), height: 0)
    }
}
