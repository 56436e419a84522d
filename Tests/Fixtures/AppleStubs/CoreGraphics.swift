// A stand-in `CoreGraphics` module for type-checking TearKit's Apple-only sources on Linux (issue 15).
// Linux Foundation already provides CGFloat, CGPoint, CGSize and CGRect; this adds the one
// CoreGraphics type the shatter's renderers use beyond them.
@_exported import Foundation

// Not in the reference by declaration: CoreGraphics.CGImage, the type of ImageRenderer.cgImage and UIImage.cgImage.
public final class CGImage {}
