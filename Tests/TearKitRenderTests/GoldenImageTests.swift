import Foundation
import Testing
import TearKitCore
import TearKitRender

/// Reference renders of the tear on a card, committed in `Golden/`, so any visual change to the
/// shader shows up in review as a changed PNG.
///
/// Regenerate them (after an intended change, then look at them!) with:
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --filter GoldenImageTests
///
/// Comparison allows a per-channel difference of 3 (half-float and libm `sin` differ slightly
/// between platforms) and, for the same reason, up to 0.1 % of channel values beyond that: a pixel lying
/// exactly on a fibre's edge may flip between torn and intact.
@Suite struct GoldenImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let regenerate = ProcessInfo.processInfo.environment["TEARKIT_REGENERATE_GOLDENS"] == "1"
    static let cardSize = CGSize(width: 160, height: 240)

    /// One golden frame: a name and its uniforms.
    struct Frame: Sendable, CustomTestStringConvertible {
        let name: String
        let uniforms: TearUniforms
        var testDescription: String { name }
    }

    /// The look TearKit draws by default (rim and shadow from ``TearConfiguration``'s defaults).
    static let look = TearConfiguration()

    /// A vertical tear from the middle of the top edge. The tip travels down with progress and
    /// the opening grows linearly to 36 pt (a stand-in for TearState's gap growth).
    static func vertical(_ progress: Double) -> Frame {
        Frame(name: "vertical-\(Int(progress * 100))",
              uniforms: TearUniforms(tearStart: CGPoint(x: 80, y: 0), tearEnd: CGPoint(x: 80, y: 240 * progress),
                                     tearProgress: progress, maxGap: 36 * progress, edgeRoughness: 0.6, viewSize: cardSize,
                                     rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                                     shadowStrength: look.shadowStrength))
    }

    static let frames: [Frame] = [0, 0.25, 0.5, 0.75, 1].map(vertical) + [
        Frame(name: "diagonal-60",
              uniforms: TearUniforms(tearStart: CGPoint(x: 30, y: 0), tearEnd: CGPoint(x: 110, y: 150),
                                     tearProgress: 0.6, maxGap: 28, edgeRoughness: 0.8, viewSize: cardSize,
                                     rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                                     shadowStrength: look.shadowStrength)),
        // A straight cut with neither rim nor shadow: only the anti-aliased wedge.
        Frame(name: "clean-cut-50",
              uniforms: TearUniforms(tearStart: CGPoint(x: 0, y: 100), tearEnd: CGPoint(x: 90, y: 130),
                                     tearProgress: 0.5, maxGap: 24, edgeRoughness: 0, viewSize: cardSize)),
        // The full look at its strongest.
        Frame(name: "strong-look-70",
              uniforms: TearUniforms(tearStart: CGPoint(x: 160, y: 60), tearEnd: CGPoint(x: 40, y: 200),
                                     tearProgress: 0.7, maxGap: 40, edgeRoughness: 1, viewSize: cardSize,
                                     rimStrength: 1, rimLightness: 1, shadowStrength: 1)),
    ]

    @Test(arguments: frames)
    func matchesGolden(frame: Frame) throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let rendered = try LayerEffectRenderer().render(card, uniforms: frame.uniforms)
        let url = Self.directory.appendingPathComponent("\(frame.name).png")
        if Self.regenerate {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try PNGCodec.write(rendered, to: url)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("Missing golden \(url.lastPathComponent); run TEARKIT_REGENERATE_GOLDENS=1 swift test --filter GoldenImageTests")
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
        let allowed = golden.width * golden.height * 4 / 1000
        #expect(outliers <= allowed, "\(frame.name): \(outliers) channel values differ by more than 3 (largest \(largest))")
    }

    @Test func progressZeroGoldenIsTheUntouchedCard() throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let url = Self.directory.appendingPathComponent("vertical-0.png")
        guard !Self.regenerate, FileManager.default.fileExists(atPath: url.path) else { return }
        #expect(try PNGCodec.read(from: url) == card)
    }
}
