import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything the `curvedTearDistortion` layer shader needs for one frame of a tear that follows the
/// finger (``CutDirection/followingFinger``): the cut as a polyline bending along the view, and the
/// same look as a straight tear's ``TearUniforms``.
///
/// The shader's parameters after `position` and `layer`, in this order:
///
/// ```metal
/// [[ stitchable ]] half4 curvedTearDistortion(float2 position, SwiftUI::Layer layer,
///                                             device const float* profile, int profileCount,
///                                             float2 startDirection, float tearProgress, float maxGap,
///                                             float edgeRoughness, float2 viewSize, float2 contentOrigin,
///                                             float pixelSize, float rimStrength, float rimLightness,
///                                             float shadowStrength)
/// ```
///
/// The path reaches the shader as its ``CurvedTearProfile``: knots evenly spaced along the start
/// direction, so each pixel finds its place on the curve in constant time. The wedge opens along the
/// path's length, ``TearUniforms/maxGap`` wide at its start and closing to nothing at its tip; the
/// fibres, rim and shadow follow the curve.
@_spi(Internal) public struct CurvedTearUniforms: Sendable, Equatable {
    /// The name of the Metal function these uniforms feed: `curvedTearDistortion`.
    @_spi(Internal) public static let functionName = "curvedTearDistortion"
    /// `curvedTearDistortion` is a layer effect.
    @_spi(Internal) public static let kind = ShaderEffectKind.layer
    /// The most points the path keeps (32), and the knots of its ``CurvedTearProfile``.
    public static let maximumPathPoints = 32

    /// The cut from the view's edge to its tip, points of the view, evenly spaced along its length:
    /// 2…``maximumPathPoints`` points. Each point lies further along ``startDirection`` than the one
    /// before, as a tear that follows the finger never turns more than 80° from where it started.
    public var path: [CGPoint]
    /// The unit direction the cut started in (into the view).
    public var startDirection: CGPoint
    /// Everything else, as a straight tear has it: ``TearUniforms/tearStart`` and
    /// ``TearUniforms/tearEnd`` are the path's ends.
    public var look: TearUniforms

    /// Creates uniforms for the polyline `path` (points of the view), resampled to at most
    /// ``maximumPathPoints`` points evenly spaced along it; non-finite points are dropped, and a path
    /// of fewer than two finite points, or a `startDirection` without length, draws nothing. A path that
    /// does not advance along `startDirection` at every point takes the chord from its start to its tip
    /// as its direction, or is drawn as that chord.
    public init(path: [CGPoint], startDirection: CGPoint, look: TearUniforms) {
        let finite = path.map(Vector2.init).filter(\.isFinite)
        let unit = Vector2(startDirection).normalized
        self.startDirection = (unit ?? Vector2(x: 1, y: 0)).cgPoint
        var look = look
        if finite.count >= 2, var direction = unit {
            let count = min(finite.count, Self.maximumPathPoints)
            var points = CurvedTearPath.resampled(finite, count: count)
            // The shader finds a pixel's place on the path by its distance along the start direction,
            // so each point must lie further along it than the one before. A path stretched unevenly
            // with its view (a rotation) may not: then the chord from start to tip is the direction,
            // or, if even that fails, the chord alone is drawn, straight.
            if !Self.advances(points, along: direction) {
                if let chord = (points[points.count - 1] - points[0]).normalized, Self.advances(points, along: chord) {
                    direction = chord
                } else {
                    points = [points[0], points[points.count - 1]]
                    direction = (points[1] - points[0]).normalized ?? direction
                }
            }
            self.startDirection = direction.cgPoint
            self.path = points.map(\.cgPoint)
        } else {
            self.path = [CGPoint.zero, CGPoint.zero]
            look.tearProgress = 0
            look.maxGap = 0
        }
        look.tearStart = self.path[0]
        look.tearEnd = self.path[self.path.count - 1]
        self.look = look
    }

    /// Whether each of `points` lies further along `direction` than the one before.
    private static func advances(_ points: [Vector2], along direction: Vector2) -> Bool {
        zip(points, points.dropFirst()).allSatisfy { ($1 - $0).dot(direction) > 1e-6 }
    }

    /// Uniforms that leave every pixel untouched (progress 0, no gap).
    public static func identity(viewSize: CGSize) -> CurvedTearUniforms {
        CurvedTearUniforms(path: [], startDirection: CGPoint(x: 1, y: 0), look: .identity(viewSize: viewSize))
    }

    /// These uniforms for a layer padded by `margin` points on every side (see
    /// ``TearUniforms/padded(by:)``).
    public func padded(by margin: Double) -> CurvedTearUniforms {
        var padded = self
        padded.look = look.padded(by: margin)
        return padded
    }

    /// The path as the shader reads it, or `nil` for uniforms that draw nothing (fewer than two distinct
    /// points).
    @_spi(Internal) public var profile: CurvedTearProfile? {
        CurvedTearProfile(path: path, direction: startDirection)
    }

    /// ``profile``'s floats, or, without one, a profile of one span at zero spacing, which the shader
    /// draws as no tear (a `.floatArray` is never empty).
    @_spi(Internal) public var profileFloats: [Float] {
        profile?.floats ?? Array(repeating: 0, count: CurvedTearProfile.headerFloats + CurvedTearProfile.floatsPerSpan)
    }

    /// The shader's parameters after `position` and `layer`: names and Metal types, in order — the path's
    /// profile and the start direction, then `tearDistortion`'s look after its two ends, in its order.
    @_spi(Internal) public static let argumentLayout: [(name: String, type: ShaderArgumentType)] =
        [("profile", .floatArray), ("startDirection", .float2)] + TearUniforms.argumentLayout.dropFirst(2)

    /// The shader arguments in signature order, converted to 32-bit floats; the path as its profile's
    /// floats (``CurvedTearProfile/floats``).
    @_spi(Internal) public var argumentValues: [ShaderArgumentValue] {
        // The look's arguments follow `tearDistortion`'s after its two ends, in the same order.
        [
            .floatArray(profileFloats),
            .float2(Float(startDirection.x), Float(startDirection.y)),
        ] + look.argumentValues.dropFirst(2)
    }

    /// The `maxSampleOffset` (points) that covers every displacement the shader makes for these
    /// uniforms: half the opening on both axes, as each half moves along the curve's own normal, which
    /// may point any way along a bending path. It depends on ``TearUniforms/maxGap`` only, so it stays
    /// the same while the path bends and grows (SwiftUI reallocates the offscreen layer when it changes).
    public var maxSampleOffset: CGSize {
        let half = look.maxGap > 0 ? look.maxGap / 2 : 0
        return CGSize(width: half, height: half)
    }
}

/// The curved tear's uniforms describe its stitchable shader (`curvedTearDistortion`) to the renderers.
@_spi(Internal) extension CurvedTearUniforms: ShaderEffectDescription {}
