#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// One frame of the `ripple` layer shader (`Sources/TearKit/Effects/Ripple/Ripple.metal`): a ripple
/// spreading from ``origin``, ``elapsedTime`` seconds after the touch, with the wave ``configuration``.
///
/// ```metal
/// [[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float2 origin, float elapsedTime,
///                               float amplitude, float frequency, float decay, float speed, float2 viewSize)
/// ```
@_spi(Internal) public struct RippleUniforms: ShaderEffectDescription {
    /// `ripple`.
    @_spi(Internal) public static let functionName = "ripple"
    /// A layer effect: each pixel samples the layer at a displaced position.
    @_spi(Internal) public static let kind = ShaderEffectKind.layer
    /// The shader's parameters after `position` and `layer`.
    @_spi(Internal) public static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [
        ("origin", .float2),
        ("elapsedTime", .float),
        ("amplitude", .float),
        ("frequency", .float),
        ("decay", .float),
        ("speed", .float),
        ("viewSize", .float2),
    ]

    /// Where the view was touched, in points in the view's coordinate space.
    @_spi(Internal) public var origin: CGPoint
    /// Seconds since the touch, ≥ 0 (0: nothing has moved yet).
    @_spi(Internal) public var elapsedTime: Double
    /// The wave's amplitude, frequency, decay and speed.
    @_spi(Internal) public var configuration: RippleConfiguration
    /// The view's size, points: the shader keeps its samples inside it.
    @_spi(Internal) public var viewSize: CGSize

    /// Creates uniforms; a non-finite origin becomes (0, 0), a negative or non-finite time 0, and a
    /// negative or non-finite size 0.
    @_spi(Internal) public init(
        origin: CGPoint, elapsedTime: Double, configuration: RippleConfiguration = RippleConfiguration(),
        viewSize: CGSize
    ) {
        self.origin = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        self.elapsedTime = elapsedTime.isFinite ? max(elapsedTime, 0) : 0
        self.configuration = configuration
        self.viewSize = CGSize(
            width: viewSize.width.isFinite ? max(viewSize.width, 0) : 0,
            height: viewSize.height.isFinite ? max(viewSize.height, 0) : 0)
    }

    /// No ripple: time 0, so no pixel has moved.
    @_spi(Internal) public static func identity(viewSize: CGSize) -> RippleUniforms {
        RippleUniforms(
            origin: CGPoint(x: viewSize.width / 2, y: viewSize.height / 2), elapsedTime: 0, viewSize: viewSize)
    }

    /// The distance between neighbouring crests, points: the wave travels `speed` while it oscillates
    /// once (`2π / frequency` seconds); infinite without oscillation.
    @_spi(Internal) public var wavelength: Double {
        configuration.frequency > 0 ? configuration.speed * 2 * Double.pi / configuration.frequency : .infinity
    }

    /// origin, elapsedTime, amplitude, frequency, decay, speed, viewSize, as 32-bit floats in signature order.
    @_spi(Internal) public var argumentValues: [ShaderArgumentValue] {
        [
            .float2(Float(origin.x), Float(origin.y)),
            .float(Float(elapsedTime)),
            .float(Float(configuration.amplitude)),
            .float(Float(configuration.frequency)),
            .float(Float(configuration.decay)),
            .float(Float(configuration.speed)),
            .float2(Float(viewSize.width), Float(viewSize.height)),
        ]
    }

    /// The amplitude in both directions: no pixel is displaced farther than that.
    @_spi(Internal) public var maxSampleOffset: CGSize {
        CGSize(width: configuration.amplitude, height: configuration.amplitude)
    }

    /// Whether the shader should run: after the touch and before `duration` has passed. At time 0
    /// and from `duration` on the view is drawn as it is, with no shader at all.
    @_spi(Internal) public func isActive(duration: TimeInterval) -> Bool {
        elapsedTime > 0 && elapsedTime < duration
    }

    /// How long this ripple visibly runs on a `viewSize` view: until the wave has crossed it to the
    /// farthest corner and died down (``RippleConfiguration/duration(reaching:)``).
    @_spi(Internal) public func duration(in viewSize: CGSize) -> TimeInterval {
        configuration.duration(reaching: farthestDistance(in: viewSize))
    }

    /// The farthest any point of a `viewSize` view is from ``origin``: the distance to the farthest corner.
    @_spi(Internal) public func farthestDistance(in viewSize: CGSize) -> Double {
        guard viewSize.width.isFinite, viewSize.height.isFinite else { return 0 }
        let dx = max(abs(Double(origin.x)), abs(Double(viewSize.width - origin.x)))
        let dy = max(abs(Double(origin.y)), abs(Double(viewSize.height - origin.y)))
        return (dx * dx + dy * dy).squareRoot()
    }
}
