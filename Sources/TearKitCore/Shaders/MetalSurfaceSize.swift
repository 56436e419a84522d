import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The pixel size of a Metal texture or drawable covering a rectangle of `points` at a display's
/// `scale`, with neither side over ``maximumSide`` pixels: what the shatter and the dust size their
/// snapshot and their Metal view's drawable by.
///
/// A texture or drawable has at most 16 384 pixels a side (Metal's limit on every GPU TearKit runs
/// on); `CAMetalLayer` gives no drawable at all for a larger size, and a texture that large cannot
/// be made. A very tall view (about 5 400 pt at 3×), or the region below it that pieces fall through,
/// would cross it. So when the longer side at `scale` would exceed the limit, the whole surface gets a
/// smaller scale, the same on both axes, at which the longer side is exactly the limit: the effect is
/// drawn in full, at a lower resolution, instead of not at all. The surface always covers the whole
/// rectangle (its sides are the rectangle's at ``scale``, rounded up), so what is drawn into the
/// rectangle's points lands inside it.
@_spi(Internal) public struct MetalSurfaceSize: Sendable, Equatable {
    /// The largest side of a 2D texture or drawable, pixels (Metal feature set tables: Apple GPU
    /// family 3 and later, every device of iOS 17).
    @_spi(Internal) public static let maximumSide = 16_384

    /// Width, pixels: 1 … the maximum side.
    @_spi(Internal) public let width: Int
    /// Height, pixels: 1 … the maximum side.
    @_spi(Internal) public let height: Int
    /// Pixels per point of the surface: the scale asked for, or less when the longer side would
    /// exceed the maximum side at it.
    @_spi(Internal) public let scale: Double

    /// The surface for `points` (a rectangle's size, points) at `scale` pixels per point, neither side
    /// over `maximumSide` pixels (default ``maximumSide``). Bad input never traps: a scale that is not
    /// finite and positive counts as 1, a side that is not finite or not positive as 0 (a side of 1 pixel).
    @_spi(Internal) public init(points: CGSize, scale: Double, maximumSide: Int = MetalSurfaceSize.maximumSide) {
        let limit = Double(max(maximumSide, 1))
        let asked = scale.isFinite && scale > 0 ? scale : 1
        func side(_ x: CGFloat) -> Double { Double(x).isFinite && x > 0 ? Double(x) : 0 }
        let width = side(points.width), height = side(points.height)
        let longest = max(width, height)
        let scale = longest * asked > limit ? limit / longest : asked
        func pixels(_ x: Double) -> Int { Int(min(max((x * scale).rounded(.up), 1), limit)) }
        self.width = pixels(width)
        self.height = pixels(height)
        self.scale = scale
    }

    /// The size as a `CGSize`, pixels (what `MTKView.drawableSize` takes).
    @_spi(Internal) public var size: CGSize { CGSize(width: width, height: height) }
}
