import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Every registered shader, fed hostile raw arguments (NaN, ±infinity, huge, negative, zero,
/// seeded random mixes) at several scales: it never crashes and never writes an invalid
/// premultiplied pixel (a colour channel above alpha). Arrays keep a valid length (a wrong one is
/// refused before the shader runs: ShaderArgumentContractTests) and get hostile values, including
/// empty and one-element arrays.
@Suite struct EveryShaderHostileInputTests {
    static var effectNames: [String] { RenderableEffect.shaders.map { $0.functionName } }

    static let specials: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 0, -1, 1e-30, 3]

    /// Argument lists shaped like `values` (arrays keep their length prefix; array lengths also
    /// shrink to 0 and 1), every float hostile: all one special value, or seeded random mixes.
    static func hostileArguments(shapedLike values: [ShaderArgumentValue]) -> [[Float]] {
        var generator = SeededRandomNumberGenerator(seed: 14)
        func flatten(_ value: (Int) -> Float, arrayLength: (Int) -> Int) -> [Float] {
            var floats: [Float] = []
            for argument in values {
                if case .floatArray(let array) = argument {
                    let n = arrayLength(array.count)
                    floats.append(Float(n))
                    floats += (0..<n).map { value($0) }
                } else {
                    floats += (0..<argument.type.componentCount).map { value($0) }
                }
            }
            return floats
        }
        var sets = specials.map { special in flatten({ _ in special }, arrayLength: { $0 }) }
        for round in 0..<12 {
            sets.append(
                flatten(
                    { _ in
                        Bool.random(using: &generator)
                            ? specials.randomElement(using: &generator)!
                            : Float.random(in: -200...200, using: &generator)
                    }, arrayLength: { round < 2 ? round : $0 }))
        }
        return sets
    }

    @Test(arguments: effectNames)
    func hostileArgumentsNeverCorruptThePicture(functionName: String) throws {
        let effect = try #require(RenderableEffect.shader(named: functionName))
        let renderer = LayerEffectRenderer(functionName: functionName)
        let image = TestCard.pattern(width: 24, height: 18)
        for scale in [1.0, 3.0] {
            for arguments in Self.hostileArguments(
                shapedLike: effect.identity(viewSize: CGSize(width: 24, height: 18)).argumentValues)
            {
                let output = try renderer.render(image, scale: scale, arguments: arguments)
                #expect(Self.isValidPremultiplied(output), "\(functionName) at scale \(scale) with \(arguments)")
            }
        }
    }

    static func isValidPremultiplied(_ image: RGBAImage) -> Bool {
        let p = image.pixels
        for i in stride(from: 0, to: p.count, by: 4) {
            let alpha = p[i + 3]
            if p[i] > alpha || p[i + 1] > alpha || p[i + 2] > alpha { return false }
        }
        return true
    }
}
