import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The tear in two as `tearkit render` plays it: in its room, and in a frame the view's own size
/// (standing for the window an effects layer flies them over), the halves stay visible and moving
/// for the run (fading only over the last 30 % of their flight), never dropping out in one frame; and the two halves an effects layer draws
/// separately add up to the whole view, pixel for pixel.
@Suite struct TearInTwoFlightTests {
    static let size = CGSize(width: 160, height: 100)

    /// The share of the source's coverage (alpha) a frame still holds.
    static func coverage(_ frame: RGBAImage, of source: RGBAImage) -> Double {
        func sum(_ image: RGBAImage) -> Double {
            stride(from: 3, to: image.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.pixels[$1]) }
        }
        return sum(frame) / sum(source)
    }

    /// The frames the tool renders: in the default room, and cropped to the view over 1.2 s.
    static func frames(cropped: Bool, duration: Double, fps: Double) -> (
        frames: [TearInTwoAnimationFrame], source: RGBAImage
    ) {
        let configuration = TearInTwoConfiguration(seed: 3, duration: duration)
        let source = TestCard.pattern(width: Int(size.width), height: Int(size.height))
        let frame = cropped ? nil : configuration.layerBounds(viewSize: size)
        return (
            TearInTwoRenderer.animation(
                configuration: configuration, source: source, scale: 1, viewSize: size, frame: frame, fps: fps), source
        )
    }

    @Test(
        "at 60 % of the duration the halves hold at least 40 % of their pixels",
        arguments: [
            (false, 0.8, 25.0), (false, 1.2, 25.0), (true, 0.8, 25.0), (true, 1.2, 25.0), (true, 0.5, 20.0),
            (true, 3.0, 10.0),
        ])
    func theHalvesHoldMostOfTheirPixelsAt60Percent(cropped: Bool, duration: Double, fps: Double) throws {
        let (frames, source) = Self.frames(cropped: cropped, duration: duration, fps: fps)
        let at60 = frames.first { abs($0.time - 0.6 * duration) < 1e-9 }
        #expect(at60 != nil, "no frame at 60 %")
        if let at60 {
            let held = Self.coverage(try at60.render(), of: source)
            #expect(held >= 0.4, "\(cropped ? "cropped" : "room"): \(held) of the pixels at 60 %")
        }
    }

    /// At 60 fps no frame loses more than an eighth of the view's pixels: the halves fade (and, in a
    /// frame the view's size, leave it gradually), they do not vanish in one frame; before the last
    /// 30 % of the duration no frame loses even 4 % (the halves are in sight, moving, not yet fading);
    /// nothing is left at the end.
    @Test("no frame drops the halves at once", arguments: [(false, 0.8), (false, 1.2), (true, 0.8), (true, 1.2)])
    func noOneFramePop(cropped: Bool, duration: Double) throws {
        let (frames, source) = Self.frames(cropped: cropped, duration: duration, fps: 60)
        let coverages = try frames.map { Self.coverage(try $0.render(), of: source) }
        for (index, pair) in zip(coverages, coverages.dropFirst()).enumerated() {
            let time = frames[index + 1].time
            let limit = time < 0.7 * duration ? 0.04 : 0.125
            #expect(pair.0 - pair.1 <= limit, "frame \(index + 1) at \(time) s drops \(pair.0 - pair.1): \(coverages)")
        }
        #expect(coverages.last == 0)
    }

    /// The two halves an effects layer draws one by one (each at rest in the view's bounds) are,
    /// together, the whole view cracked at that moment: no seam appears when it starts moving them.
    @Test(arguments: [0.1, 0.3, 0.6])
    func theTwoHalvesAloneAddUpToTheWholeView(time: Double) throws {
        let plan = TearInTwoFlightPlan(configuration: TearInTwoConfiguration(seed: 4), viewSize: Self.size)
        let source = TestCard.pattern(width: 160, height: 100)
        let host = LayerEffectRenderer(for: TearInTwoUniforms.self)
        var wholeUniforms = TearInTwoUniforms(
            path: plan.path, flyOut: plan.flyOut, time: min(time, TearInTwoConfiguration.crackShare))
        wholeUniforms.edgeWidth = 1
        let whole = try host.render(source, scale: 1, effect: wholeUniforms)
        let left = try host.render(source, scale: 1, effect: plan.uniforms(of: .left, atTime: time, edgeWidth: 1))
        let right = try host.render(source, scale: 1, effect: plan.uniforms(of: .right, atTime: time, edgeWidth: 1))
        var largest = 0, leftCoverage = 0, rightCoverage = 0
        for i in whole.pixels.indices {
            largest = max(largest, abs(Int(left.pixels[i]) + Int(right.pixels[i]) - Int(whole.pixels[i])))
            if i % 4 == 3 { leftCoverage += Int(left.pixels[i]); rightCoverage += Int(right.pixels[i]) }
        }
        #expect(largest <= 2, "left + right differs from the whole by \(largest)")
        #expect(leftCoverage > 0 && rightCoverage > 0)
    }

    /// How an effects layer must composite the two halves it draws as separate layers. Each half's
    /// edge along the cut is soft (anti-aliased over one device pixel) and the two are complementary
    /// there. Drawn one over the other (source-over, SwiftUI's default), a pixel the cut halves comes
    /// out at alpha a + (1 − a)(1 − a), 0.75 for a = ½: a see-through jagged seam on an opaque view,
    /// in the first frame and below the crack's tip. Summed (`.plusLighter` inside a compositing
    /// group, as `TearInTwoLayerFlight` does), the halves give the whole cracked view's alpha everywhere.
    @Test(arguments: [0.0, 0.01, 0.1])
    func summedHalvesHaveNoSeamWhereSourceOverHasOne(time: Double) throws {
        let plan = TearInTwoFlightPlan(configuration: TearInTwoConfiguration(seed: 4), viewSize: Self.size)
        let source = TestCard.pattern(width: 160, height: 100)
        let host = LayerEffectRenderer(for: TearInTwoUniforms.self)
        let left = try host.render(source, scale: 1, effect: plan.uniforms(of: .left, atTime: time, edgeWidth: 1))
        let right = try host.render(source, scale: 1, effect: plan.uniforms(of: .right, atTime: time, edgeWidth: 1))
        var wholeUniforms = TearInTwoUniforms(
            path: plan.path, flyOut: plan.flyOut, time: min(time, TearInTwoConfiguration.crackShare))
        wholeUniforms.edgeWidth = 1
        let whole = try host.render(source, scale: 1, effect: wholeUniforms)
        var largestSumGap = 0, largestOverGap = 0
        for i in stride(from: 3, to: source.pixels.count, by: 4) {
            let l = Int(left.pixels[i]), r = Int(right.pixels[i])
            let summed = min(l + r, 255)
            let over = r + (l * (255 - r) + 127) / 255
            largestSumGap = max(largestSumGap, Int(whole.pixels[i]) - summed)
            largestOverGap = max(largestOverGap, Int(whole.pixels[i]) - over)
        }
        #expect(largestSumGap <= 2, "summed halves are \(largestSumGap) / 255 more transparent than the whole view")
        #expect(
            largestOverGap >= 32,
            "source-over is only \(largestOverGap) / 255 more transparent: the seam the sum avoids is not there")
    }
}
