import Foundation
import Testing
import TearKitRender
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A frame's size in whole pixels: refused when either side is under a pixel or the whole is over the
/// image limit, and exactly at the limit still drawn.
@Suite struct RGBAImagePixelSizeTests {
    @Test func aSideUnderOnePixelIsRefusedOnEitherAxis() {
        #expect(RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: 100, height: 0.4), scale: 1) == nil)
        #expect(RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: 0.4, height: 100), scale: 1) == nil)
        let size = RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: 100, height: 0.6), scale: 1)
        #expect(size?.width == 100 && size?.height == 1)
    }

    @Test func theImageLimitItselfIsDrawnAndOnePixelRowMoreIsNot() {
        let side = 16_384.0
        #expect(Double(RGBAImage.maximumPixelCount) == side * side)
        let atLimit = RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: side, height: side), scale: 1)
        #expect(atLimit?.width == 16_384 && atLimit?.height == 16_384)
        #expect(RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: side, height: side + 1), scale: 1) == nil)
        #expect(RGBAImage.pixelSize(of: CGRect(x: 0, y: 0, width: side / 2, height: side / 2), scale: 2) != nil)
    }
}
