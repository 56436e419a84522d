import Foundation
import Testing
import TearKitCore
import TearKitRender

/// Every registered shader, fed hostile raw arguments (NaN, ±infinity, huge, negative, zero,
/// seeded random mixes) at several scales: it never crashes and never writes an invalid
/// premultiplied pixel (a colour channel above alpha).
@Suite struct EveryShaderHostileInputTests {
    static var effectNames: [String] { ShaderEffectCatalog.all.map { $0.functionName } }

    static func hostileArguments(count: Int) -> [[Float]] {
        var generator = SeededRandomNumberGenerator(seed: 14)
        let specials: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 0, -1, 1e-30, 3]
        var sets = specials.map { [Float](repeating: $0, count: count) }
        for _ in 0..<12 {
            sets.append((0..<count).map { _ in
                Bool.random(using: &generator) ? specials.randomElement(using: &generator)! : Float.random(in: -200...200, using: &generator)
            })
        }
        return sets
    }

    @Test(arguments: effectNames)
    func hostileArgumentsNeverCorruptThePicture(functionName: String) throws {
        let effect = try #require(ShaderEffectCatalog.description(named: functionName))
        let renderer = LayerEffectRenderer(functionName: functionName)
        let image = TestCard.pattern(width: 24, height: 18)
        for scale in [1.0, 3.0] {
            for arguments in Self.hostileArguments(count: effect.flattenedArgumentCount) {
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
