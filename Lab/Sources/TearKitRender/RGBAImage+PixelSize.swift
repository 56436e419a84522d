import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

extension RGBAImage {
    /// `frame` (points) × `scale` (pixels per point) in whole pixels, as a renderer with that frame
    /// draws it; `nil` when that is not finite, smaller than a pixel or more than ``RGBAImage/maximumPixelCount`` pixels.
    package static func pixelSize(of frame: CGRect, scale: Double) -> (width: Int, height: Int)? {
        let values = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) * scale }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let width = values[2].rounded(), height = values[3].rounded()
        guard width >= 1, height >= 1, width * height <= Double(RGBAImage.maximumPixelCount) else { return nil }
        return (Int(width), Int(height))
    }
}
