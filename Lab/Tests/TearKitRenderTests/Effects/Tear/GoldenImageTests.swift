import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Reference renders of the tear on a card, committed in `Golden/`, so any visual change to the
/// shader shows up in review as a changed PNG: the untouched and the fully torn card, a diagonal tear,
/// a clean cut and the strongest look. The vertical tear at 25, 50 and 75 % is the tear's registered
/// golden moments (`RegisteredEffectTests`).
///
/// They are the last net, behind the behavioural shader tests (ShaderHalvesTests,
/// ShaderEdgeProfileTests, …): regenerating blesses whatever the shader draws now. Regenerate them
/// (after an intended change) with
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter GoldenImageTests
///
/// which rewrites only the images that changed beyond the tolerance (see ``GoldenComparison``) and
/// prints one line per image, `golden CHANGED …`, `golden NEW …` or `golden unchanged …`: open every
/// changed one before committing it.
@Suite struct GoldenImageTests {
    static let directory = ShippingShaderSource.goldenFolder
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
    /// the opening grows linearly to 36 pt (a stand-in for TearState's gap growth), as the tear's
    /// registered golden moments do.
    static func vertical(_ progress: Double) -> Frame {
        Frame(
            name: "vertical-\(Int(progress * 100))",
            uniforms: TearUniforms(
                tearStart: CGPoint(x: 80, y: 0), tearEnd: CGPoint(x: 80, y: 240 * progress),
                tearProgress: progress, maxGap: 36 * progress, edgeRoughness: 0.6, viewSize: cardSize,
                rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                shadowStrength: look.shadowStrength))
    }

    static let frames: [Frame] =
        [0, 1].map(vertical) + [
            Frame(
                name: "diagonal-60",
                uniforms: TearUniforms(
                    tearStart: CGPoint(x: 30, y: 0), tearEnd: CGPoint(x: 110, y: 150),
                    tearProgress: 0.6, maxGap: 28, edgeRoughness: 0.8, viewSize: cardSize,
                    rimStrength: look.rimStrength, rimLightness: look.rimLightness,
                    shadowStrength: look.shadowStrength)),
            // A straight cut with neither rim nor shadow: only the anti-aliased wedge.
            Frame(
                name: "clean-cut-50",
                uniforms: TearUniforms(
                    tearStart: CGPoint(x: 0, y: 100), tearEnd: CGPoint(x: 90, y: 130),
                    tearProgress: 0.5, maxGap: 24, edgeRoughness: 0, viewSize: cardSize)),
            // The full look at its strongest.
            Frame(
                name: "strong-look-70",
                uniforms: TearUniforms(
                    tearStart: CGPoint(x: 160, y: 60), tearEnd: CGPoint(x: 40, y: 200),
                    tearProgress: 0.7, maxGap: 40, edgeRoughness: 1, viewSize: cardSize,
                    rimStrength: 1, rimLightness: 1, shadowStrength: 1)),
        ]

    @Test(arguments: frames)
    func matchesGolden(frame: Frame) throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let rendered = try LayerEffectRenderer().render(card, uniforms: frame.uniforms)
        let url = Self.directory.appendingPathComponent("\(frame.name).png")
        let golden = FileManager.default.fileExists(atPath: url.path) ? try PNGCodec.read(from: url) : nil
        let comparison = GoldenComparison(golden: golden, rendered: rendered)
        if Self.regenerate {
            // Only images that really changed are rewritten (noise within the tolerance is not), and
            // each is named, so the reviewer looks at every one of them.
            if comparison.verdict.needsRewrite {
                try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                try PNGCodec.write(rendered, to: url)
            }
            print(
                "golden \(comparison.verdict.label) matchesGolden(frame: \(frame.name)): \(comparison.summary)"
                    + (comparison.verdict.needsRewrite
                        ? " — look at Tests/TearKitRenderTests/Golden/\(frame.name).png" : ""))
            return
        }
        guard golden != nil else {
            Issue.record(
                "Missing golden \(url.lastPathComponent); run TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter GoldenImageTests"
            )
            return
        }
        #expect(comparison.verdict != .changed, "\(frame.name): \(comparison.summary)")
    }

    /// The progress-0 frame, run through the shader: the card exactly as it was drawn.
    @Test func progressZeroRendersTheUntouchedCard() throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let zero = try #require(Self.frames.first { $0.name == "vertical-0" })
        #expect(try LayerEffectRenderer().render(card, uniforms: zero.uniforms) == card)
        // And its committed golden is that card too.
        let url = Self.directory.appendingPathComponent("vertical-0.png")
        guard !Self.regenerate, FileManager.default.fileExists(atPath: url.path) else { return }
        #expect(try PNGCodec.read(from: url) == card)
    }

    @Test func regenerationSortsImagesIntoNewChangedAndUnchanged() throws {
        let card = TestCard.card(widthPoints: 40, heightPoints: 30)
        #expect(GoldenComparison(golden: nil, rendered: card).verdict == .new)
        #expect(GoldenComparison(golden: card, rendered: card).verdict == .identical)
        var noisy = card
        noisy[3, 4] = (noisy[3, 4].r &+ 3, noisy[3, 4].g, noisy[3, 4].b, 255)
        #expect(GoldenComparison(golden: card, rendered: noisy).verdict == .withinTolerance)
        var torn = card
        for y in 0..<30 { torn[20, y] = (0, 0, 0, 0) }
        #expect(GoldenComparison(golden: card, rendered: torn).verdict == .changed)
        #expect(
            GoldenComparison(golden: TestCard.card(widthPoints: 40, heightPoints: 31), rendered: card).verdict
                == .changed)
    }
}

/// How a render compares with its committed golden image.
///
/// Allows a per-channel difference of 3 (half-float and libm `sin` differ slightly between
/// platforms) and, for the same reason, up to 0.1 % of channel values beyond that: a pixel lying
/// exactly on a fibre's edge may flip between torn and intact.
struct GoldenComparison {
    enum Verdict: Equatable {
        /// No golden yet.
        case new
        /// Byte for byte the golden.
        case identical
        /// Differs only within the tolerance.
        case withinTolerance
        /// A different size, or more values beyond the tolerance than allowed.
        case changed

        var needsRewrite: Bool { self == .new || self == .changed }
        var label: String {
            switch self {
            case .new: "NEW      "
            case .identical: "unchanged"
            case .withinTolerance: "within tolerance, kept"
            case .changed: "CHANGED  "
            }
        }
    }

    let verdict: Verdict
    let summary: String

    init(golden: RGBAImage?, rendered: RGBAImage) {
        guard let golden else {
            verdict = .new
            summary = "no golden yet"
            return
        }
        guard golden.width == rendered.width, golden.height == rendered.height else {
            verdict = .changed
            summary = "size \(golden.width)×\(golden.height) → \(rendered.width)×\(rendered.height)"
            return
        }
        var outliers = 0, largest = 0, differing = 0
        for i in 0..<golden.pixels.count {
            let difference = abs(Int(golden.pixels[i]) - Int(rendered.pixels[i]))
            largest = max(largest, difference)
            if difference > 0 { differing += 1 }
            if difference > 3 { outliers += 1 }
        }
        let allowed = golden.width * golden.height * 4 / 1000
        if differing == 0 {
            verdict = .identical
            summary = "identical"
        } else if outliers <= allowed {
            verdict = .withinTolerance
            summary = "\(differing) channel values differ, all within the tolerance (largest \(largest))"
        } else {
            verdict = .changed
            summary = "\(outliers) channel values differ by more than 3 (largest \(largest); \(allowed) allowed)"
        }
    }
}
