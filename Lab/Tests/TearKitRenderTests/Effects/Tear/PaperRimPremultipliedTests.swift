import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The lighter rim of paper core along a torn edge is a grey premultiplied by the view's own alpha:
/// over a transparent view a tear draws nothing at all, and over a half-transparent one no pixel is
/// lighter than the rim's grey at its alpha (tear in two clamps its colour to alpha, which would turn
/// an unpremultiplied grey into pure white rather than an invalid colour), while the rim still
/// shows. Both shaders that draw torn paper (the tear and tear in two), the rim at full strength.
@Suite struct PaperRimPremultipliedTests {
    static let scale = 2

    /// The view's pixels, one premultiplied colour.
    static func view(width: Int, height: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: width * scale, height: height * scale, fill: color)
    }

    /// A dark blue at half alpha, premultiplied (straight: 40, 50, 90).
    static let halfTransparent: (UInt8, UInt8, UInt8, UInt8) = (20, 25, 45, 128)
    static let transparent: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    /// The rim's grey: rimLightness 0.96 (tear in two draws the same grey).
    static let lightness = 0.96

    /// Pixels whose colour is lighter than the view's colour and the rim's grey can make it: straight
    /// (unpremultiplied) colour above the grey, or premultiplied colour above alpha. Only pixels with
    /// alpha of at least 64 are measured straight, where 8-bit rounding moves the ratio by at most
    /// about 2 of 255. An unpremultiplied grey over a half-transparent view is a straight colour of
    /// 255 (clamped to alpha) or more, far above 0.96 × 255 ≈ 245.
    static func lighterThanTheRim(_ image: RGBAImage) -> [String] {
        var found: [String] = []
        let limit = lightness * 255 + 4
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let brightest = Double(max(p.r, p.g, p.b))
                if brightest > Double(p.a) + 1 || (p.a >= 64 && brightest * 255 / Double(p.a) > limit) {
                    found.append("\(x),\(y): \(p)")
                }
            }
        }
        return found
    }

    /// Pixels that are not fully transparent: a tear of a transparent view must draw nothing.
    static func drawn(_ image: RGBAImage) -> [String] {
        var found: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != (0, 0, 0, 0) { found.append("\(x),\(y): \(image[x, y])") }
        }
        return found
    }

    /// The largest red value in `image`: the rim's light grey lifts the dark blue's red well above 20.
    static func reddest(_ image: RGBAImage) -> Int {
        var most = 0
        for y in 0..<image.height { for x in 0..<image.width { most = max(most, Int(image[x, y].r)) } }
        return most
    }

    // MARK: The tear

    /// A vertical tear down from the top of a 120 × 160 pt view, 20 pt wide, rough, the rim full.
    static func tear() -> TearUniforms {
        TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 100), tearProgress: 0.6, maxGap: 20,
            edgeRoughness: 0.6, viewSize: CGSize(width: 120, height: 160), pixelSize: 1 / Double(scale),
            rimStrength: 1, rimLightness: 0.96, shadowStrength: 0)
    }

    @Test func theTearsRimIsPremultipliedByTheViewsAlpha() throws {
        let renderer = LayerEffectRenderer()
        let overTransparent = try renderer.render(
            Self.view(width: 120, height: 160, Self.transparent), scale: Double(Self.scale),
            uniforms: Self.tear())
        let drawn = Self.drawn(overTransparent)
        #expect(drawn.count == 0, "\(drawn.count) pixels drawn over a transparent view, e.g. \(drawn.prefix(3))")
        let overHalf = try renderer.render(
            Self.view(width: 120, height: 160, Self.halfTransparent), scale: Double(Self.scale),
            uniforms: Self.tear())
        let lighter = Self.lighterThanTheRim(overHalf)
        #expect(
            lighter.count == 0,
            "\(lighter.count) pixels lighter than the rim's grey at their alpha, e.g. \(lighter.prefix(3))")
        // The rim is there (the test would prove nothing without it): the grey lightens the edge.
        #expect(
            Self.reddest(overHalf) > Int(Self.halfTransparent.0) + 30, "no rim drawn: reddest \(Self.reddest(overHalf))"
        )
    }

    // MARK: Tear in two

    static let inTwoSize = CGSize(width: 60, height: 80)
    static let margin = 10

    /// Tear in two's halves at rest, a crack down the middle open its whole height, the rim full.
    static func tornInTwo(_ color: (UInt8, UInt8, UInt8, UInt8)) throws -> RGBAImage {
        let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0, anchor: TearInTwoFlyOut.anchor)
        var uniforms = TearInTwoUniforms(
            path: TearInTwoPath(viewSize: inTwoSize, maxStep: 0), left: rest, right: rest,
            origin: CGPoint(x: margin, y: margin), edgeWidth: 1 / Double(scale))
        uniforms.crackTip = 400
        uniforms.crackOpening = 1.5
        uniforms.rimStrength = 1
        let view = Self.view(width: Int(inTwoSize.width), height: Int(inTwoSize.height), color)
        return try LayerEffectRenderer(for: TearInTwoUniforms.self).render(
            view.padded(by: margin * scale), scale: Double(scale),
            effect: uniforms)
    }

    @Test func tearInTwosRimIsPremultipliedByTheViewsAlpha() throws {
        let drawn = Self.drawn(try Self.tornInTwo(Self.transparent))
        #expect(drawn.count == 0, "\(drawn.count) pixels drawn over a transparent view, e.g. \(drawn.prefix(3))")
        let overHalf = try Self.tornInTwo(Self.halfTransparent)
        let lighter = Self.lighterThanTheRim(overHalf)
        #expect(
            lighter.count == 0,
            "\(lighter.count) pixels lighter than the rim's grey at their alpha, e.g. \(lighter.prefix(3))")
        #expect(
            Self.reddest(overHalf) > Int(Self.halfTransparent.0) + 30, "no rim drawn: reddest \(Self.reddest(overHalf))"
        )
    }
}
