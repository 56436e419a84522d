/// A colour with straight (unpremultiplied) alpha, each component 0...1, for drawing into `RGBAImage`.
/// Values outside 0...1 are clamped when used. Components are sRGB-encoded values; blending
/// happens on them directly, as SwiftUI and Core Graphics do by default.
package struct RGBAColor: Sendable, Equatable, Hashable {
    /// Red, 0...1.
    package var red: Double
    /// Green, 0...1.
    package var green: Double
    /// Blue, 0...1.
    package var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque, the default).
    package var alpha: Double

    /// A colour from components in 0...1; `alpha` defaults to 1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value, e.g. `RGBAColor(hex: 0x007AFF)` (iOS system blue);
    /// `alpha` 0...1 defaults to 1.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with opacity `alpha` (0...1).
    package func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear blend: `self` at `t = 0`, `other` at `t = 1` (straight components; `t` clamped to 0...1).
    package func mixed(with other: RGBAColor, _ t: Double) -> RGBAColor {
        let t = min(max(t, 0), 1)
        return RGBAColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Opaque white.
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Premultiplied components scaled to 0...255 (not rounded): (r·a, g·a, b·a, a) × 255.
    var premultiplied255: SIMD4<Double> {
        let a = min(max(alpha, 0), 1)
        return SIMD4(min(max(red, 0), 1) * a, min(max(green, 0), 1) * a, min(max(blue, 0), 1) * a, a) * 255
    }
}
