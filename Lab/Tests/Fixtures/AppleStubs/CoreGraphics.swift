// A stand-in `CoreGraphics` module for type-checking TearKit's Apple-only sources on Linux.
// Linux Foundation already provides CGFloat, CGPoint, CGSize and CGRect; this adds the one
// CoreGraphics type the shatter's renderers use beyond them.
@_exported import Foundation

// Not in the reference by declaration: CoreGraphics.CGImage, the type of ImageRenderer.cgImage and UIImage.cgImage.
public final class CGImage {}

// Not in the reference by declaration: CGImage's pixel size, as in the SDK (`var width: Int { get }`).
extension CGImage {
    // Not in the reference by declaration: CGImage.width.
    public var width: Int { 0 }
    // Not in the reference by declaration: CGImage.height.
    public var height: Int { 0 }
}

// Not in the reference by declaration: the bitmap context the shatter draws a snapshot into to test
// it for visible pixels; spelled as in the SDK's CoreGraphics overlay.
public final class CGColorSpace {}
// Not in the reference by declaration: CGColorSpaceCreateDeviceRGB().
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

public enum CGImageAlphaInfo: UInt32 {
    case none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4, noneSkipLast = 5, noneSkipFirst =
        6, alphaOnly = 7
}

public final class CGContext {
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) { return nil }
    // Not in the reference by declaration: CGContext.draw(_:in:byTiling:).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
    // Not in the reference by declaration: CGContext.data, the context's pixels.
    public var data: UnsafeMutableRawPointer? { nil }
    // Not in the reference by declaration: CGContext.makeImage().
    public func makeImage() -> CGImage? { nil }
}

// Not in the reference by declaration: CGPath, the type of CAShapeLayer.path and UIBezierPath.cgPath.
public final class CGPath { init() {} }

// Not in the reference by declaration: CGAffineTransform, the type of UIView.transform (CGAffineTransform.h and the overlay).
public struct CGAffineTransform: Sendable {
    // Not in the reference: CGAffineTransform.identity.
    public static let identity = CGAffineTransform()
    public init() {}
    public init(rotationAngle angle: CGFloat) {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    // Not in the reference: CGAffineTransform.concatenating(_:).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
}
