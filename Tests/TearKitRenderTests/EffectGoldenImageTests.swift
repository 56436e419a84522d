import Foundation
import Testing
import TearKitCore
import TearKitRender

/// Reference renders of the companion effects on the test card, committed in `Golden/`.
///
/// Regenerate them (after an intended change, then look at them!) with:
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --filter EffectGoldenImageTests
///
/// Same tolerance as ``GoldenImageTests``: per channel 3, and 0.1 % of channel values beyond that.
@Suite struct EffectGoldenImageTests {
    static let cardSize = CGSize(width: 160, height: 240)

    /// One golden frame: a name, the shader, and its flattened arguments.
    struct Frame: Sendable, CustomTestStringConvertible {
        let name: String
        let functionName: String
        let arguments: [Float]
        var testDescription: String { name }

        init<Effect: ShaderEffectDescription>(_ name: String, _ effect: Effect) {
            self.name = name
            functionName = Effect.functionName
            arguments = effect.flattenedArguments
        }
    }

    static let ripple = RippleConfiguration(amplitude: 12, frequency: 15, decay: 4, speed: 300)
    static let frames: [Frame] = [
        Frame("ripple-0.15", RippleUniforms(origin: CGPoint(x: 60, y: 90), elapsedTime: 0.15, configuration: ripple, viewSize: cardSize)),
        Frame("ripple-0.40", RippleUniforms(origin: CGPoint(x: 60, y: 90), elapsedTime: 0.40, configuration: ripple, viewSize: cardSize)),
        Frame("shift-in-0.50", ShiftUniforms(viewSize: cardSize, effectValue: 0.5, configuration: ShiftConfiguration(skew: 0.1))),
        Frame("shift-out-0.15", ShiftUniforms(viewSize: cardSize, effectValue: -0.15, configuration: ShiftConfiguration(skew: 0.1))),
        Frame("shift-out-0.60", ShiftUniforms(viewSize: cardSize, effectValue: -0.6, configuration: ShiftConfiguration(skew: 0.1))),
    ]

    @Test(arguments: frames)
    func matchesGolden(frame: Frame) throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let rendered = try LayerEffectRenderer(functionName: frame.functionName).render(card, arguments: frame.arguments)
        try Self.compare(rendered, card: card, name: frame.name)
    }

    /// The tear in two (TearInTwoRenderer: the tearInTwo shader on a layer), seed 3, cracked through (torn
    /// edges, rim) and the halves 8 % of the way out.
    @Test func tearInTwoMatchesGolden() throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let renderer = TearInTwoRenderer(source: card, scale: 1, path: TearInTwoPath(viewSize: Self.cardSize, seed: 3),
                                         flyOut: TearInTwoFlyOut(rotation: .pi / 2, distance: 240))
        try Self.compare(renderer.frame(progress: 0.08, crack: 1), card: card, name: "tear-in-two-0.08")
    }

    static func compare(_ rendered: RGBAImage, card: RGBAImage, name: String) throws {
        #expect(rendered != card, "\(name) should change the card")
        let url = GoldenImageTests.directory.appendingPathComponent("\(name).png")
        if GoldenImageTests.regenerate {
            try FileManager.default.createDirectory(at: GoldenImageTests.directory, withIntermediateDirectories: true)
            try PNGCodec.write(rendered, to: url)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("Missing golden \(url.lastPathComponent); run TEARKIT_REGENERATE_GOLDENS=1 swift test --filter EffectGoldenImageTests")
            return
        }
        let golden = try PNGCodec.read(from: url)
        try #require(golden.width == rendered.width && golden.height == rendered.height)
        var outliers = 0, largest = 0
        for i in 0..<golden.pixels.count {
            let difference = abs(Int(golden.pixels[i]) - Int(rendered.pixels[i]))
            largest = max(largest, difference)
            if difference > 3 { outliers += 1 }
        }
        #expect(outliers <= golden.pixels.count / 1000, "\(name): \(outliers) channel values differ by more than 3 (largest \(largest))")
    }
}
